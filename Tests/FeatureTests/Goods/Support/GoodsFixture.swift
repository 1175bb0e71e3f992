import Foundation

/// Reads the goods feature's JSON fixtures from `Tests/FeatureTests/Fixtures/Goods`.
enum GoodsFixture {
  struct Missing: Error, CustomStringConvertible {
    let name: String
    var description: String { "no fixture Fixtures/Goods/\(name).json in the test bundle" }
  }

  /// The bytes of `name.json`.
  static func data(_ name: String) throws -> Data {
    guard
      let url = Bundle.module.url(
        forResource: name, withExtension: "json", subdirectory: "Fixtures/Goods")
    else { throw Missing(name: name) }
    return try Data(contentsOf: url)
  }

  /// The text of `name.json`.
  static func text(_ name: String) throws -> String {
    String(decoding: try data(name), as: UTF8.self)
  }
}
