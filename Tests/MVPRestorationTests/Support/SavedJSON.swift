import Foundation
import Testing

/// A saved state's JSON as a dictionary, for tests that change one field as another version of
/// the app would have written it.
struct SavedJSON {
  var object: [String: Any]

  init(_ data: Data?) throws {
    let data = try #require(data)
    object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  var data: Data {
    get throws { try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) }
  }

  /// The saved screens of the pushed route at `position`.
  func screens(ofRoute position: Int) throws -> [[String: Any]] {
    let routes = try #require(object["routes"] as? [[String: Any]])
    return try #require(routes[position]["screens"] as? [[String: Any]])
  }

  /// Replaces the saved screens of the pushed route at `position`.
  mutating func setScreens(_ screens: [[String: Any]], ofRoute position: Int) throws {
    var routes = try #require(object["routes"] as? [[String: Any]])
    routes[position]["screens"] = screens
    object["routes"] = routes
  }
}
