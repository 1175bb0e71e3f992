import Foundation

/// Loads the users API fixtures from `Tests/FeatureTests/Fixtures/Users`.
enum UserFixture {
  /// The bytes of the fixture file `name`.
  ///
  /// - Parameter name: The file name with its extension, for example `"user.json"`.
  static func data(_ name: String) throws -> Data {
    let url = Bundle.module.resourceURL!
      .appendingPathComponent("Fixtures/Users", isDirectory: true)
      .appendingPathComponent(name)
    return try Data(contentsOf: url)
  }

  /// The text of the fixture file `name`.
  static func text(_ name: String) throws -> String {
    String(decoding: try data(name), as: UTF8.self)
  }
}
