import Foundation
import GoodsFeature
import MVPClock
import MVPCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Everything the demo's modules are built from: the settings, the API they talk to, the currency
/// of its prices, the dispatcher that brings completion-handler answers to the main actor, and
/// the store that keeps the cart and the goods fetched.
public struct DemoEnvironment: Sendable {
  /// The command-line settings.
  public let options: DemoOptions
  /// The API root the HTTP services use: a live server's, or the in-process catalogue's.
  public let baseURL: URL
  /// The session the HTTP services use.
  public let session: URLSession
  /// The dispatcher to give presenters on the completion-handler path.
  public let dispatcher: NotifyingDispatcher
  /// The ISO 4217 code of the data's prices, used unless `--currency` overrides it: the bundled
  /// catalogue's declared currency, or `USD` for a DummyJSON server.
  public let currencyCode: String
  /// The clock of flash sales: the wall clock when interactive, a `ManualClock` frozen
  /// at ``scriptStart`` in scripted runs, where `wait N` moves it (``manualClock``).
  public var clock: AnyWallClock {
    manualClock.map { AnyWallClock($0) } ?? .wall
  }
  /// The clock `wait N` advances, in scripted runs; `nil` when time is real.
  public let manualClock: ManualClock?
  /// The data set's flash sale, start to end, for the flash-sale page's banner; `nil` when the
  /// server has none (a live DummyJSON server).
  public let flashSaleWindow: ClosedRange<Date>?
  /// Where the cart and the goods fetched are kept: `--store`'s file, or a store in memory.
  public let store: GoodsStore
  /// Whose goods the store keeps: a live server's base URL, or ``bundledCatalogSource`` for the
  /// bundled catalogue (whose ``baseURL`` changes with every run).
  public let storeSource: URL
  /// The bundled catalogue's server, which `offline` and `online` take down and bring up; `nil`
  /// for a live server.
  public let catalog: InProcessCatalog?
  /// The time zone of times of day shown (when goods shown offline were saved): UTC in scripted
  /// runs, so that their output is the same everywhere, the system's interactively.
  public let timeZone: TimeZone

  /// Creates an environment.
  ///
  /// - Parameters:
  ///   - options: The command-line settings.
  ///   - baseURL: The API root.
  ///   - session: The session for HTTP requests.
  ///   - dispatcher: The dispatcher for completion-handler answers.
  ///   - currencyCode: The currency of the data's prices; defaults to `CNY`, the bundled
  ///     catalogue's.
  ///   - manualClock: The clock of a scripted run, or `nil` (the default) for real time.
  ///   - flashSaleWindow: The data set's flash sale, or `nil` (the default) for none.
  ///   - store: Where the cart and the goods fetched are kept.
  ///   - storeSource: Whose goods the store keeps; defaults to `baseURL`.
  ///   - catalog: The bundled catalogue's server, or `nil` (the default) for a live server.
  ///   - timeZone: The time zone of times of day; defaults to the system's.
  public init(
    options: DemoOptions,
    baseURL: URL,
    session: URLSession,
    dispatcher: NotifyingDispatcher,
    currencyCode: String = "CNY",
    manualClock: ManualClock? = nil,
    flashSaleWindow: ClosedRange<Date>? = nil,
    store: GoodsStore,
    storeSource: URL? = nil,
    catalog: InProcessCatalog? = nil,
    timeZone: TimeZone = .current
  ) {
    self.options = options
    self.baseURL = baseURL
    self.session = session
    self.dispatcher = dispatcher
    self.currencyCode = currencyCode
    self.manualClock = manualClock
    self.flashSaleWindow = flashSaleWindow
    self.store = store
    self.storeSource = storeSource ?? baseURL
    self.catalog = catalog
    self.timeZone = timeZone
  }

  /// The identity under which the store keeps the bundled catalogue's goods,
  /// `https://catalog.mvp-demo.invalid`: the same in every run, unlike the in-process server's
  /// base URL, and never a live server's (`.invalid` names no host).
  public static let bundledCatalogSource: URL = {
    var components = URLComponents()
    components.scheme = "https"
    components.host = "catalog\(CatalogHostRegistry.domain)"
    return components.url ?? URL(fileURLWithPath: "/")
  }()

  /// The instant a scripted run's clock starts at: 2026-01-01T12:00:00Z, so that scripted output
  /// is the same on every run.
  public static let scriptStart = WallClock.Instant(Date(timeIntervalSince1970: 1_767_268_800))
}
