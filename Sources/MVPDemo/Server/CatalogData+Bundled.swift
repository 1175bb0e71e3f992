import Foundation

extension CatalogData {
  /// Loads the sample data set bundled with the demo: 66 products (some without a brand, some
  /// discounted, low on stock or sold out) and 20 users, written for the demo in the DummyJSON
  /// shapes.
  ///
  /// - Returns: The decoded data set.
  /// - Throws: ``CatalogDataError/missingResource`` when the resource bundle is not installed
  ///   next to the executable, or a `DecodingError` when the file does not match the shapes.
  public static func bundled() throws -> CatalogData {
    guard let url = Bundle.module.url(forResource: "catalog", withExtension: "json") else {
      throw CatalogDataError.missingResource
    }
    return try JSONDecoder().decode(CatalogData.self, from: Data(contentsOf: url))
  }
}
