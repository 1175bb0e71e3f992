import Foundation

/// Reads one HTTP/1.1 request from a socket: the request line, the headers and a
/// `Content-Length` body.
struct HTTPRequestReader {
  /// A request as read.
  struct Request {
    let method: String
    let target: String
    let body: Data
  }

  static let maximumHeaderBytes = 64 * 1024
  static let maximumBodyBytes = 1024 * 1024

  let socket: Int32

  /// Reads the request, answering `Expect: 100-continue` before reading the body.
  ///
  /// - Returns: The request, or `nil` when the client sent something else, too much, or stopped.
  func read() -> Request? {
    let separator = Data("\r\n\r\n".utf8)
    var received = Data()
    var headerEnd: Range<Data.Index>?
    while headerEnd == nil {
      guard received.count < Self.maximumHeaderBytes,
        let chunk = Socket.receive(from: socket, maximum: 4096)
      else { return nil }
      received.append(chunk)
      headerEnd = received.range(of: separator)
    }
    guard let headerEnd else { return nil }
    let head = String(decoding: received[..<headerEnd.lowerBound], as: UTF8.self)
    var lines = head.components(separatedBy: "\r\n")
    let requestLine = lines.removeFirst().split(separator: " ")
    guard requestLine.count == 3, requestLine[2].hasPrefix("HTTP/1.") else { return nil }
    var headers: [String: String] = [:]
    for line in lines {
      guard let colon = line.firstIndex(of: ":") else { return nil }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
        .trimmingCharacters(in: .whitespaces)
    }
    let length = Int(headers["content-length"] ?? "0") ?? -1
    guard (0...Self.maximumBodyBytes).contains(length) else { return nil }
    let expectsContinue = headers["expect"]?.lowercased() == "100-continue"
    var body = Data(received[headerEnd.upperBound...])
    if expectsContinue && body.count < length {
      Socket.send(Data("HTTP/1.1 100 Continue\r\n\r\n".utf8), to: socket)
    }
    while body.count < length {
      guard let chunk = Socket.receive(from: socket, maximum: 4096) else { return nil }
      body.append(chunk)
    }
    return Request(
      method: String(requestLine[0]), target: String(requestLine[1]),
      body: body.prefix(length))
  }
}
