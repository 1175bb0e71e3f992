import Foundation
import MVPCore
import MVPTestSupport
import Testing
import UserFeature

/// `HTTPUserService.users(offset:limit:)` against hostile answers (issue 9): every row gives its
/// typed result.
@Suite(.presenterTest) struct UserServiceHostileInputTests {
  /// A valid user object with `id`, and `fields` replacing or adding fields (as JSON text
  /// `"key": value`); a key mapped to `nil` is left out.
  static func user(_ id: Int, _ fields: [String: String?] = [:]) -> String {
    var all: [String: String?] = [
      "id": String(id), "firstName": #""First\#(id)""#, "lastName": #""Last""#,
      "username": #""user\#(id)""#, "email": #""user\#(id)@example.com""#,
      "phone": #""+1 555-0100""#, "image": #""https://example.com/\#(id).png""#,
      "about": #""\#(String(repeating: "a", count: 200))""#,
    ]
    all.merge(fields) { $1 }
    let members = all.sorted { $0.key < $1.key }.compactMap { key, value in
      value.map { #""\#(key)": \#($0)"# }
    }
    return "{" + members.joined(separator: ", ") + "}"
  }

  /// A page of one valid user and one user with `fields`.
  static func pageWithBrokenSecond(_ fields: [String: String?]) -> String {
    #"{"users": [\#(user(1)), \#(user(2, fields))], "total": 2, "skip": 0, "limit": 2}"#
  }

  /// A page of two items, one valid and `second` (raw JSON text) as its second element.
  static func pageWithSecondElement(_ second: String) -> String {
    #"{"users": [\#(user(1)), \#(second)], "total": 2, "skip": 0, "limit": 2}"#
  }

  static let rows: [HostileAnswer] =
    HostileAnswer.commonRows(listKey: "users") { user($0) } + [
      .json(
        "an item without id", pageWithBrokenSecond(["id": nil]),
        .skippingSecond(id: nil, path: "users[1].id")),
      .json(
        "an item without email", pageWithBrokenSecond(["email": nil]),
        .skippingSecond(id: "2", path: "users[1].email")),
      .json(
        "an item without username", pageWithBrokenSecond(["username": nil]),
        .skippingSecond(id: "2", path: "users[1].username")),
      .json(
        "an id as text", pageWithBrokenSecond(["id": #""2""#]),
        .skippingSecond(id: "2", path: "users[1].id")),
      .json(
        "a null first name", pageWithBrokenSecond(["firstName": "null"]),
        .skippingSecond(id: "2", path: "users[1].firstName")),
      .json(
        "a phone as a number", pageWithBrokenSecond(["phone": "5550100"]),
        .skippingSecond(id: "2", path: "users[1].phone")),
      .json(
        "an id beyond Int", pageWithBrokenSecond(["id": "9223372036854775808"]),
        .skippingSecond(id: nil, path: "users[1].id")),
      .json(
        "a negative id is kept", pageWithBrokenSecond(["id": "-2"]),
        .page(ids: [1, -2], offset: 0, total: 2)),
      .json(
        "a null image is no avatar", pageWithBrokenSecond(["image": "null"]),
        .page(ids: [1, 2], offset: 0, total: 2)),
      .json(
        "an image as a number", pageWithBrokenSecond(["image": "5"]),
        .skippingSecond(id: "2", path: "users[1].image")),
      .json(
        "non-UTF-8 bytes in the firstName", pageWithBrokenSecond(["firstName": #""NOT-UTF8""#]),
        replacing: "NOT-UTF8", with: [0xFF, 0xFE, 0xC3], .skippingSecond(id: "2", path: "users[1]")),
      // Item by item (issue 9, part 1): a broken item is skipped and named; none readable is an
      // error.
      .json(
        "a null item", pageWithSecondElement("null"), .skippingSecond(id: nil, path: "users[1]")),
      .json(
        "a number as an item", pageWithSecondElement("5"),
        .skippingSecond(id: nil, path: "users[1]")),
      .json(
        "an item with only an id", pageWithSecondElement(#"{"id": 2}"#),
        .skippingSecond(id: "2", path: "users[1].firstName")),
      .json(
        "every item broken",
        #"{"users": [\#(user(1, ["email": "5"])), \#(user(2, ["email": "5"]))], "total": 2, "skip": 0}"#,
        .invalidMentioning(["users: none of the 2 items could be read; item 0 (id 1) at users[0]."])
      ),
    ]

  @Test(arguments: rows)
  func hostileAnswer(_ row: HostileAnswer) async {
    let answer = row.answer
    let server = HTTPStub { _ in answer }
    let service = HTTPUserService(baseURL: server.baseURL, session: server.session)

    let result: Result<Page<User>, ServiceError>
    do {
      result = .success(try await service.users(offset: row.offset, limit: 20))
    } catch let error as ServiceError {
      result = .failure(error)
    } catch {
      result = .failure(.unexpected(description: "not a ServiceError: \(error)"))
    }

    row.check(result)
    #expect(server.requests.count == 1)
  }
}
