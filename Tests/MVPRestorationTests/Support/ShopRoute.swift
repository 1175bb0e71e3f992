import MVPCore
import MVPRestoration

/// The test app's routes: what an app declares (`Codable`, `Equatable`).
enum ShopRoute: Codable, Equatable {
  case home
  case item(id: Int)
  case sheet(id: Int)
  /// A route that carries a callback: it cannot be saved.
  case note(onSaved: RoutePayload<@MainActor @Sendable (String) -> Void>)
}
