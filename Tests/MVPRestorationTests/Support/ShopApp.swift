import Foundation
import MVPCore
import MVPRestoration
import MVPTestSupport

/// The test app: its route navigator over a fake platform, built the way an app builds it (its
/// routes, one function that builds a route's module, its feature routers mapped to its
/// routes), and its saved state in an in-memory store.
@MainActor
final class ShopApp {
  let platform = FakePlatform()
  let service = StubItemService()
  let writeOutcomes = WriteOutcomes()
  let navigator: RouteNavigator<ShopRoute, ItemScreen>
  /// Every presenter built, weakly, in build order: to prove none outlives its screen.
  let built = BuiltPresenters()

  init() {
    let service = service
    let writeOutcomes = writeOutcomes
    let built = built
    navigator = RouteNavigator(platform: platform) { route, navigator in
      let router = ItemRouter(navigator) { route in
        switch route {
        case .open(let id): .push(.item(id: id))
        case .back: .pop
        case .close: .dismiss
        case .addNote(let onSaved): .push(.note(onSaved: onSaved))
        }
      }
      let (name, id): (String, Int) =
        switch route {
        case .home: ("home", 0)
        case .item(let id): ("item \(id)", id)
        case .sheet(let id): ("sheet \(id)", id)
        case .note: ("note", -1)
        }
      let presenter = ItemPresenter(
        id: id, service: service, router: router, writeOutcomes: writeOutcomes)
      let screen = ItemScreen(name: name, presenter: presenter)
      presenter.attach(screen)
      built.all.append(WeakPresenter(presenter: presenter))
      return screen
    }
  }

  /// The screen at `position` of the platform's stack.
  func screen(_ position: Int) -> ItemScreen? {
    platform.stackedScreens.indices.contains(position) ? platform.stackedScreens[position] : nil
  }

  /// A screen built without a route, as a feature's own router builds one.
  func handMadeScreen() -> ItemScreen {
    ItemScreen(
      name: "hand-made",
      presenter: ItemPresenter(
        id: 50, service: service, router: RecordingRouter<ItemRoute>(),
        writeOutcomes: writeOutcomes))
  }

  /// A restoration of this app's navigator.
  func restoration(
    store: any RestorationStore, appVersion: String = "7", maximumAge: TimeInterval? = 86_400,
    savedRoute: @escaping @MainActor (ShopRoute) -> ShopRoute? = { $0 },
    now: Date = ShopApp.saveDate, log: LogLines
  ) -> AppRestoration<ShopRoute, ItemScreen> {
    AppRestoration(
      navigator: navigator, store: store, appVersion: appVersion, maximumAge: maximumAge,
      savedRoute: savedRoute, now: { now }, log: { log.lines.append($0) })
  }

  /// The date the tests save at.
  static let saveDate = Date(timeIntervalSince1970: 1_800_000_000)
}

/// A presenter held weakly.
@MainActor
struct WeakPresenter {
  weak var presenter: ItemPresenter?
}

/// The presenters a ``ShopApp`` built, held weakly, in build order.
@MainActor
final class BuiltPresenters {
  var all: [WeakPresenter] = []
  /// The ids of the presenters still alive, in build order.
  var alive: [Int] { all.compactMap { $0.presenter?.id } }
}

/// The lines an ``AppRestoration`` logged.
@MainActor
final class LogLines {
  var lines: [String] = []
}
