import Foundation
import Testing

/// Reads an answer body as a JSON object, to assert on its fields.
func jsonObject(_ data: Data, sourceLocation: SourceLocation = #_sourceLocation) -> [String: Any] {
  guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
    Issue.record(
      "not a JSON object: \(String(decoding: data, as: UTF8.self))", sourceLocation: sourceLocation)
    return [:]
  }
  return object
}

/// The `id`s of the objects in the array under `key`.
func ids(_ object: [String: Any], _ key: String) -> [Int] {
  (object[key] as? [[String: Any]] ?? []).compactMap { $0["id"] as? Int }
}
