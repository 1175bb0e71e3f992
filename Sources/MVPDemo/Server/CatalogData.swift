/// The whole data set the in-process server answers from: the currency of its prices, products
/// and users.
///
/// The shape of the bundled resource `catalog.json`:
/// `{"currency": "CNY", "products": [...], "users": [...]}`. The currency is the data set's own
/// declaration (DummyJSON itself has none: its prices are US dollars); the demo formats prices in
/// it unless `--currency` says otherwise.
public struct CatalogData: Codable, Sendable, Equatable {
  /// The ISO 4217 code of the products' prices, for example `CNY`.
  public var currency: String
  /// The products, in catalogue order.
  public var products: [CatalogProduct]
  /// The users, in directory order.
  public var users: [CatalogUser]
  /// The data set's flash sale, relative to the server's start; `nil` for none.
  public var flashSale: CatalogFlashSale?

  /// Creates a data set.
  ///
  /// - Parameters:
  ///   - currency: The ISO 4217 code of the prices; defaults to `CNY`.
  ///   - products: The products, in the order pages list them.
  ///   - users: The users, in the order pages list them.
  ///   - flashSale: The data set's flash sale, or `nil` (the default) for none.
  public init(
    currency: String = "CNY", products: [CatalogProduct], users: [CatalogUser],
    flashSale: CatalogFlashSale? = nil
  ) {
    self.currency = currency
    self.products = products
    self.users = users
    self.flashSale = flashSale
  }
}
