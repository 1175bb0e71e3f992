import Foundation
import MVPDemo

/// A fault of issue 9: the demo's contract over a data set, with every third record of every
/// list page broken the way a careless server breaks it: a product with its price as text
/// (`"9.99"`, which the feature reads) and no `stock` (which it cannot do without); a user with
/// an e-mail address as a number and no `username`. Detail answers stay intact.
enum BrokenRecords {
  /// Whether the record at this position of the whole collection (from 1) is broken.
  static func isBroken(position: Int) -> Bool {
    position % 3 == 0
  }

  /// Serves `data` with every third list record broken.
  ///
  /// - Parameter data: The data set to answer from.
  /// - Returns: A request handler for a ``LoopbackHTTPServer``.
  static func server(_ data: CatalogData) -> @Sendable (APIRequest) -> APIResponse {
    let server = CatalogServer(data: data)
    return { request in
      let response = server.respond(to: request)
      guard request.method == "GET", request.path.count == 1,
        let key = request.path.first, key == "products" || key == "users",
        response.status == 200,
        var object = try? JSONSerialization.jsonObject(with: response.body) as? [String: Any],
        var records = object[key] as? [[String: Any]],
        let skip = object["skip"] as? Int
      else { return response }
      for index in records.indices where isBroken(position: skip + index + 1) {
        if key == "products" {
          records[index]["price"] = "9.99"
          records[index]["stock"] = nil
        } else {
          records[index]["email"] = 5
          records[index]["username"] = nil
        }
      }
      object[key] = records
      guard let body = try? JSONSerialization.data(withJSONObject: object) else { return response }
      return APIResponse(status: 200, headers: response.headers, body: body)
    }
  }
}
