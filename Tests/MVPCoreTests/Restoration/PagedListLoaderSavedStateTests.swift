import Foundation
import MVPCore
import MVPTestSupport
import Testing

/// What a ``PagedListLoader`` writes into the saved state: its range and top item, the range
/// alone for items whose identity is not `Codable`, nothing before its first answer; and a
/// damaged state, noted and dropped.
@MainActor @Suite(.presenterTest) struct PagedListLoaderSavedStateTests {
  /// An identity that is not `Codable`.
  struct OpaqueID: Hashable, Sendable {
    let value: Int
  }

  /// An item whose identity is not `Codable`.
  struct Opaque: Identifiable, Sendable {
    let id: OpaqueID
  }

  let server = CallbackStub<PageRequest, Page<Row>>()
  let rows = ServerList(1...50)

  /// The list's saved part as a JSON object.
  func savedList(of scope: RestorationScope) throws -> [String: Int] {
    let data = try #require(scope.savedStates().first?.parts["list"])
    return try JSONDecoder().decode([String: Int].self, from: data)
  }

  @Test func aListKeepsItsRangeAndTopItemOnceLoaded() throws {
    let scope = RestorationScope()
    let app = scope.build { RestorableTitleList(server: server, view: MinimalTitleListView()) }
    #expect(scope.savedStates()[0].parts.isEmpty)
    app.screen.handle(.viewDidLoad)
    #expect(scope.savedStates()[0].parts.isEmpty)
    server.answer(from: rows)
    app.list.topRowDidChange(to: 4)
    #expect(try savedList(of: scope) == ["loaded": 10, "top": 5])
    app.list.remove(id: 2)
    #expect(try savedList(of: scope) == ["loaded": 9, "top": 5])
    // An item the presenter inserted is not the server's: the range does not count it.
    app.list.insert(Row(100))
    #expect(try savedList(of: scope) == ["loaded": 9, "top": 5])
    app.view.recorder.expectCalls([
      "showLoading", "hideLoading", "showRows \(titles(1...10))", "removeRow 1",
      "insertRows [\"row 100\"]",
    ])
  }

  /// A list of ``Opaque`` items on a new screen, paged by `server`.
  func opaqueList(
    on server: CallbackStub<PageRequest, Page<Opaque>>, pageSize: Int
  ) -> (ScreenLifecycle<any TitleListView>, PagedListLoader<Opaque, any TitleListView>) {
    let screen = ScreenLifecycle<any TitleListView>(dispatcher: .immediate)
    let list = PagedListLoader<Opaque, any TitleListView>(
      screen: screen, pageSize: pageSize,
      fetch: .callbacks { request, completion in server.call(request, completion: completion) },
      view: { $0.pagedListView }, row: { "item \($0.id.value)" }, texts: TitleListScreen.texts)
    return (screen, list)
  }

  @Test func aListWhoseIdentitiesAreNotCodableKeepsOnlyItsRange() throws {
    let scope = RestorationScope()
    let opaque = CallbackStub<PageRequest, Page<Opaque>>()
    let (screen, list) = scope.build { opaqueList(on: opaque, pageSize: 10) }
    screen.handle(.viewDidLoad)
    opaque.succeed(
      with: Page(items: (1...10).map { Opaque(id: OpaqueID(value: $0)) }, offset: 0, total: 30))
    list.topRowDidChange(to: 3)
    #expect(try savedList(of: scope) == ["loaded": 10])
    // Restored: the range comes back, in one request.
    let relaunched = RestorationScope(restoring: try RestorationRoundTripForTests.json(scope))
    let restored = relaunched.build { opaqueList(on: opaque, pageSize: 4) }
    restored.0.handle(.viewDidLoad)
    #expect(opaque.requests.last?.limit == 12)
    #expect(relaunched.problems.isEmpty)
    opaque.fail(with: ServiceError.offline)
    withExtendedLifetime(restored) {}
  }

  @Test(arguments: [
    #"{"loaded": -3, "top": 1}"#, #"{"top": 1}"#, #"{"loaded": 10, "top": "one"}"#, "[]",
  ])
  func aDamagedListStateIsNotedAndTheListLoadsAsAFreshOne(json: String) {
    let scope = RestorationScope(restoring: [
      SavedScreenState(kind: "TitleListView", parts: ["list": Data(json.utf8)])
    ])
    let app = scope.build { RestorableTitleList(server: server, view: MinimalTitleListView()) }
    #expect(scope.problems.count == 1)
    #expect(scope.problems.first?.hasPrefix("TitleListView 'list': not restored: ") == true)
    app.screen.handle(.viewDidLoad)
    #expect(server.described == ["first@0+10"])
    server.answer(from: rows)
    app.view.recorder.expectCalls(["showLoading", "hideLoading", "showRows \(titles(1...10))"])
  }
}

/// The JSON round trip of the test kit, for tests that build in scopes of their own.
@MainActor
enum RestorationRoundTripForTests {
  /// Every state `scope` saved, through JSON.
  static func json(_ scope: RestorationScope) throws -> [SavedScreenState] {
    try JSONDecoder().decode(
      [SavedScreenState].self, from: JSONEncoder().encode(scope.savedStates()))
  }
}
