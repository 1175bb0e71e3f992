import DummyJSON
import Foundation
import GoodsFeature
import MVPCore

/// Decoding a page of 20 products (DummyJSON's shape, with the fields the app ignores) into
/// `Product` through its public `Decodable` conformance, against the floor: plain `JSONDecoder`
/// synthesized decoding into a struct of the same fields with `Decimal` money.
///
/// The page is MVPCore's `OffsetPageResponse`, as the feature's service decodes it: product by
/// product (`DecodedItems`, so that one bad record never fails the page: issue 9); both sides
/// share one decoder.
enum DecodingBenchmark {
  /// The key of the products in the answer.
  enum ProductsKey: PageItemsKey {
    static let itemsKey = "products"
  }

  /// A page of products, decoded item by item by `Product`'s own conformance.
  typealias ProductPage = OffsetPageResponse<Product, ProductsKey>

  /// The floor's product: the same fields, synthesized decoding, money straight into `Decimal`.
  struct PlainProduct: Decodable {
    let id: Int
    let title: String
    let description: String?
    let category: String?
    let price: Decimal
    let discountPercentage: Decimal?
    let rating: Double?
    let stock: Int
    let tags: [String]?
    let brand: String?
    let availabilityStatus: String?
    let shippingInformation: String?
    let minimumOrderQuantity: Int?
    let thumbnail: URL?
  }

  /// The floor's page.
  struct PlainPage: Decodable {
    let products: [PlainProduct]
    let total: Int
    let skip: Int
    let limit: Int?
  }

  static func run(_ configuration: BenchConfiguration) throws(BenchFailure) -> BenchReport {
    let pageSize = 20
    let data = BenchCatalogue.pageJSON(skip: 40, count: pageSize, total: 1_000)
    let decoder = JSONDecoder()
    let pages = max(1, configuration.productsPerSample / pageSize)
    var decoded = 0
    var failure: String?
    let comparison = Comparison.measure(
      samples: configuration.samples, warmUp: configuration.warmUpSamples,
      ours: {
        Stopwatch.nanoseconds {
          for _ in 0..<pages {
            do {
              decoded += try decoder.decode(ProductPage.self, from: data).items.count
            } catch {
              failure = "\(error)"
            }
          }
        } / Double(pages * pageSize)
      },
      floor: {
        Stopwatch.nanoseconds {
          for _ in 0..<pages {
            do {
              decoded += try decoder.decode(PlainPage.self, from: data).products.count
            } catch {
              failure = "\(error)"
            }
          }
        } / Double(pages * pageSize)
      })
    if let failure { throw BenchFailure(message: "decoding failed: \(failure)") }
    var report = BenchReport()
    report.add(
      "products page decoding, per product, vs plain `JSONDecoder` into `Decimal` fields",
      comparison, goal: "≤ 1.1×")
    precondition(decoded > 0)
    return report
  }
}
