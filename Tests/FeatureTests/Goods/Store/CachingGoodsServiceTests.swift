import Foundation
import GoodsFeature
import MVPClock
import MVPCore
import MVPStore
import MVPTestSupport
import Testing

/// The caching goods service (issue 14): pages the server answers are kept and passed on; when
/// the server cannot be reached the kept page is answered with its saved date; every other
/// failure, and a page never kept, passes the server's failure on.
@MainActor @Suite(.presenterTest) struct CachingGoodsServiceTests {
  static let noon = Date(timeIntervalSince1970: 1_767_268_800)
  let server = StubGoodsService()
  let store: GoodsStore
  let clock = ManualClock(now: WallClock.Instant(noon))
  let answers = LockedValue<[Result<Page<Product>, ServiceError>]>([])
  let storeFailures = LockedValue<[String]>([])

  init() throws {
    store = try GoodsStore(.inMemory)
  }

  func service(source: String = "https://shop.example") -> CachingGoodsService {
    CachingGoodsService(
      server: server, store: store, source: URL(string: source)!, clock: AnyWallClock(clock),
      onStoreFailure: { [storeFailures] error in storeFailures.mutate { $0.append("\(error)") } })
  }

  func load(_ service: CachingGoodsService, offset: Int, limit: Int = 3) {
    _ = service.products(offset: offset, limit: limit) { [answers] result in
      answers.mutate { $0.append(result) }
    }
  }

  /// Loads the first page and has the server answer it, so that it is kept at noon.
  func keepFirstPage(_ service: CachingGoodsService) {
    load(service, offset: 0)
    server.pages.succeed(with: GoodsSamples.page(1...3, offset: 0, total: 5))
  }

  @Test func aPageTheServerAnswersIsPassedOnUnchanged() {
    keepFirstPage(service())
    #expect(answers.value == [.success(GoodsSamples.page(1...3, offset: 0, total: 5))])
  }

  @Test func whenTheServerCannotBeReachedTheKeptPageIsAnsweredWithItsDate() {
    let service = service()
    keepFirstPage(service)
    clock.advance(by: .seconds(3600))
    for error in [
      ServiceError.offline, .unreachable, .timeout, .httpStatus(code: 503, message: nil),
    ] {
      load(service, offset: 0)
      server.pages.fail(with: error)
    }
    let kept = Page(items: GoodsSamples.products(1...3), offset: 0, total: 5, savedAt: Self.noon)
    #expect(Array(answers.value.dropFirst()) == Array(repeating: .success(kept), count: 4))
  }

  @Test func aServerThatAnsweredForItselfIsNotReplacedByTheCopy() {
    let service = service()
    keepFirstPage(service)
    let failures: [ServiceError] = [
      .httpStatus(code: 404, message: "gone"), .httpStatus(code: 500, message: nil),
      .invalidResponse(reason: "HTML"), .cancelled,
    ]
    for error in failures {
      load(service, offset: 0)
      server.pages.fail(with: error)
    }
    #expect(Array(answers.value.dropFirst()) == failures.map { Result.failure($0) })
  }

  @Test func aPageNeverKeptPassesTheFailureOn() {
    let service = service()
    keepFirstPage(service)
    load(service, offset: 3)
    server.pages.fail(with: ServiceError.unreachable)
    #expect(answers.value.last == .failure(.unreachable))
  }

  @Test func anotherServersCopyIsNeverAnswered() {
    keepFirstPage(service(source: "https://shop.example"))
    let other = service(source: "https://other.example")
    load(other, offset: 0)
    server.pages.fail(with: ServiceError.unreachable)
    #expect(answers.value.last == .failure(.unreachable))
  }

  @Test func anotherSpellingOfTheSameBaseURLFindsItsCopy() {
    keepFirstPage(service(source: "https://shop.example"))
    load(service(source: "https://SHOP.example:443/"), offset: 0)
    server.pages.fail(with: ServiceError.unreachable)
    #expect(
      answers.value.last
        == .success(
          Page(items: GoodsSamples.products(1...3), offset: 0, total: 5, savedAt: Self.noon)))
  }

  @Test func aStoreThatCannotBeWrittenNeverFailsThePage() throws {
    let directory = try TemporaryDirectory()
    let file = directory.file("shop.sqlite")
    _ = try GoodsStore(.file(file))
    let readOnly = try GoodsStore(database: Database(.file(file), access: .readOnly))
    let service = CachingGoodsService(
      server: server, store: readOnly, source: URL(string: "https://shop.example")!,
      clock: AnyWallClock(clock),
      onStoreFailure: { [storeFailures] error in
        storeFailures.mutate { $0.append("\((error as? DatabaseError)?.kind == .readOnly)") }
      })
    load(service, offset: 0)
    server.pages.succeed(with: GoodsSamples.page(1...3, offset: 0, total: 5))
    #expect(answers.value == [.success(GoodsSamples.page(1...3, offset: 0, total: 5))])
    #expect(storeFailures.value == ["true"])
  }

  @Test func aPlainServiceAnswersTheServersProductAsNoCopy() {
    let answers = LockedValue<[Result<GoodsAnswer<Product>, ServiceError>]>([])
    _ = server.productOrSavedCopy(id: 9) { result in answers.mutate { $0.append(result) } }
    server.details.succeed(with: GoodsSamples.lamp)
    #expect(answers.value == [.success(GoodsAnswer(GoodsSamples.lamp, savedAt: nil))])
  }

  @Test func detailsAndCartAdditionsGoToTheServer() {
    let service = service()
    let detail = LockedValue<[Result<Product, ServiceError>]>([])
    _ = service.product(id: 2) { result in detail.mutate { $0.append(result) } }
    server.details.fail(with: ServiceError.unreachable)
    #expect(detail.value == [.failure(.unreachable)])
    let added = LockedValue<[Result<Int, CartError>]>([])
    _ = service.addToCart(productID: 2, quantity: 1, stock: 3) { result in
      added.mutate { $0.append(result) }
    }
    #expect(server.cart.requests == [.init(productID: 2, quantity: 1, stock: 3)])
    server.cart.succeed(with: 1)
    #expect(added.value == [.success(1)])
  }
}

/// The key goods are kept under (`GoodsStore.sourceKey(for:)`): spellings of one base URL share it, other servers do not.
@Suite struct CachingGoodsServiceSourceKeyTests {
  func key(_ text: String) -> String {
    GoodsStore.sourceKey(for: URL(string: text)!)
  }

  @Test func spellingsOfOneBaseURLShareTheirKey() {
    #expect(key("https://Shop.Example:443/api/") == "https://shop.example/api")
    #expect(key("https://shop.example/api") == "https://shop.example/api")
    #expect(key("HTTP://shop.example:80/") == "http://shop.example")
    #expect(key("http://127.0.0.1:18765/") == "http://127.0.0.1:18765")
  }

  @Test func otherSchemesHostsPortsAndPathsHaveTheirOwn() {
    let keys = [
      "https://shop.example", "http://shop.example", "https://shop.example:8443",
      "https://other.example", "https://shop.example/v2", "https://shop.example/API",
    ].map(key)
    #expect(Set(keys).count == keys.count)
  }
}
