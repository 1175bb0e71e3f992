import Foundation
import GoodsFeature

/// A deterministic catalogue of varied products, as values and as DummyJSON-shaped JSON: list
/// prices with cents, no discount, small discounts, flash sales, out-of-stock and low-stock
/// items, brands on about half of them.
enum BenchCatalogue {
  private static let statuses = ["In Stock", "In Stock", "Low Stock", "Out of Stock"]
  private static let discounts = ["0", "7.17", "15.5", "2.25", "0.01", "33.3", "10", "0"]

  /// The price, discount, stock and status of product `id`, as JSON number text.
  private static func fields(_ id: Int) -> (
    price: String, discount: String, stock: Int, status: String
  ) {
    let cents = 99 + (id * 7_919) % 30_000
    let price = "\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)"
    let stock = id % 9 == 0 ? 0 : id % 5 == 0 ? 4 : 20 + id % 80
    return (price, discounts[id % discounts.count], stock, statuses[id % statuses.count])
  }

  /// Products with ids `first ..< first + count`.
  ///
  /// - Parameters:
  ///   - count: How many.
  ///   - first: The first id; defaults to 1.
  /// - Returns: The products, in id order.
  static func products(count: Int, first: Int = 1) -> [Product] {
    (first..<(first + count)).map { id in
      let fields = fields(id)
      return Product(
        id: id, title: "Benchmark Product \(id)",
        description: "An everyday product number \(id) that layers well and wears all day.",
        category: "beauty", price: Decimal(string: fields.price)!,
        discountPercentage: Decimal(string: fields.discount)!, rating: 4.25, stock: fields.stock,
        tags: ["beauty", "bench"], brand: id.isMultiple(of: 2) ? "Lumen & Co" : nil,
        availabilityStatus: AvailabilityStatus(label: fields.status),
        shippingInformation: "Ships in 3-5 business days", minimumOrderQuantity: 1 + id % 3,
        thumbnail: URL(string: "https://cdn.example.invalid/products/\(id)/thumbnail.png"))
    }
  }

  /// The body of `GET /products?skip=S&limit=L` for products `skip + 1 ... skip + count`, with
  /// the fields DummyJSON sends that the app ignores.
  ///
  /// - Parameters:
  ///   - skip: The products before the page.
  ///   - count: The products in the page.
  ///   - total: The catalogue's size.
  /// - Returns: The JSON text as UTF-8.
  static func pageJSON(skip: Int, count: Int, total: Int) -> Data {
    let products = (skip + 1...skip + count).map { id in
      let fields = fields(id)
      let brand = id.isMultiple(of: 2) ? #""brand": "Lumen & Co", "# : ""
      return """
        {"id": \(id), "title": "Benchmark Product \(id)", \
        "description": "An everyday product number \(id) that layers well and wears all day.", \
        "category": "beauty", "price": \(fields.price), \
        "discountPercentage": \(fields.discount), "rating": 4.25, "stock": \(fields.stock), \
        "tags": ["beauty", "bench"], \(brand)"sku": "MVP-BEN-\(id)", "weight": 9, \
        "dimensions": {"width": 6.6, "height": 19.69, "depth": 28.36}, \
        "warrantyInformation": "No warranty", \
        "shippingInformation": "Ships in 3-5 business days", \
        "availabilityStatus": "\(fields.status)", "returnPolicy": "No return policy", \
        "minimumOrderQuantity": \(1 + id % 3), \
        "images": ["https://cdn.example.invalid/products/\(id)/1.png"], \
        "thumbnail": "https://cdn.example.invalid/products/\(id)/thumbnail.png"}
        """
    }
    let body = """
      {"products": [\(products.joined(separator: ", "))], "total": \(total), "skip": \(skip), \
      "limit": \(count)}
      """
    return Data(body.utf8)
  }
}
