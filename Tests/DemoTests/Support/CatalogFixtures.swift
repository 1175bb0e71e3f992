import Foundation
import MVPDemo

/// Small, hand-made data sets for the contract and session tests.
enum CatalogFixtures {
  /// A fixed moment, for `deletedOn`: 2024-05-01T12:00:00Z.
  static let moment = Date(timeIntervalSince1970: 1_714_564_800)

  /// The bundled data set, the source of templates for hand-made records.
  static let bundled: CatalogData = {
    do {
      return try CatalogData.bundled()
    } catch {
      preconditionFailure("the bundled data set does not load: \(error)")
    }
  }()

  /// A product with the given id and title, price 9.99, no discount, 12 in stock; `brand` only
  /// when given.
  static func product(_ id: Int, _ title: String, brand: String? = nil) -> CatalogProduct {
    var product = bundled.products[0]
    product.id = id
    product.title = title
    product.brand = brand
    product.price = 9.99
    product.discountPercentage = 0
    product.stock = 12
    product.availabilityStatus = "In Stock"
    product.minimumOrderQuantity = 1
    return product
  }

  /// A user with the given id and names, email `<first>@example.com`, username `<first>`.
  static func user(_ id: Int, _ firstName: String, _ lastName: String) -> CatalogUser {
    var user = bundled.users[0]
    user.id = id
    user.firstName = firstName
    user.lastName = lastName
    user.email = "\(firstName.lowercased())@example.com"
    user.username = firstName.lowercased()
    return user
  }

  /// Five products (ids 1–5, the odd ones branded) and three users (ids 1–3).
  static let small = CatalogData(
    products: (1...5).map { product($0, "Product \($0)", brand: $0 % 2 == 1 ? "Brand" : nil) },
    users: [user(1, "Ada", "Lovelace"), user(2, "Alan", "Turing"), user(3, "Grace", "Hopper")])
}
