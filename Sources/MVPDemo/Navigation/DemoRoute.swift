/// A screen of the demo, as data: what its ``DemoNavigator`` builds, what a saved session
/// (`--state`) keeps of the screen stack, and what a deep link (`--open`) opens.
///
/// `goods`, `users` and `sale` are the root screens the commands of the same names show; a
/// goods detail and a user profile are pushed over them. Carries ids only: a screen's own state
/// (a list's loaded range and top row, an editor's draft) is saved by the screen itself.
public enum DemoRoute: Codable, Hashable, Sendable {
  /// The goods list.
  case goods
  /// The user list.
  case users
  /// The flash-sale page.
  case sale
  /// The detail screen of the product with this catalogue id.
  case goodsDetail(productID: Int)
  /// The profile of the user with this id.
  case userProfile(userID: Int)

  /// Whether the route is a root screen (`goods`, `users`, `sale`), which the commands of the
  /// same names show alone and which stays alive while another root is shown, as a tab does.
  public var isRoot: Bool {
    switch self {
    case .goods, .users, .sale: true
    case .goodsDetail, .userProfile: false
    }
  }
}
