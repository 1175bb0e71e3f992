import Foundation
import MVPDemo

/// Turns an ``APIResponse`` into HTTP/1.1 bytes, closing the connection after it.
enum HTTPResponseWriter {
  static func bytes(for response: APIResponse) -> Data {
    var head = "HTTP/1.1 \(response.status) \(reason(response.status))\r\n"
    for (name, value) in response.headers.sorted(by: { $0.key < $1.key }) {
      head += "\(name): \(value)\r\n"
    }
    head += "Content-Length: \(response.body.count)\r\nConnection: close\r\n\r\n"
    return Data(head.utf8) + response.body
  }

  private static func reason(_ status: Int) -> String {
    switch status {
    case 200: "OK"
    case 400: "Bad Request"
    case 404: "Not Found"
    case 405: "Method Not Allowed"
    case 500: "Internal Server Error"
    case 503: "Service Unavailable"
    default: "Status"
    }
  }
}
