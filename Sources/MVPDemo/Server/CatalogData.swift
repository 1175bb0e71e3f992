/// The whole data set the in-process server answers from: products and users.
///
/// The shape of the bundled resource `catalog.json`: `{"products": [...], "users": [...]}`.
public struct CatalogData: Codable, Sendable, Equatable {
  /// The products, in catalogue order.
  public var products: [CatalogProduct]
  /// The users, in directory order.
  public var users: [CatalogUser]

  /// Creates a data set.
  ///
  /// - Parameters:
  ///   - products: The products, in the order pages list them.
  ///   - users: The users, in the order pages list them.
  public init(products: [CatalogProduct], users: [CatalogUser]) {
    self.products = products
    self.users = users
  }
}
