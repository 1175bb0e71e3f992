import MVPCore
import MVPRestoration
import MVPTestSupport

/// The test feature's own routes, which know nothing of the app's.
enum ItemRoute: Equatable {
  case open(id: Int)
  case back
  case close
  case addNote(onSaved: RoutePayload<@MainActor @Sendable (String) -> Void>)
}

/// The test feature's router protocol, as a feature declares it.
@MainActor
protocol ItemRouting: RouterInterface where Route == ItemRoute {}

/// The one line an app writes to navigate the feature by the app's routes.
final class ItemRouter: MappedRouter<ItemRoute>, ItemRouting {}

/// The feature's router in tests that do not navigate.
extension RecordingRouter: ItemRouting where Route == ItemRoute {}
