import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension URLRequest {
  /// The request's body bytes, whether set as `httpBody` or handed over as `httpBodyStream`.
  ///
  /// `URLSession` passes bodies to `URLProtocol` subclasses (test stubs, in-process servers) as a
  /// stream; this reads the stream to its end. Package access: only the test kit and the demo's
  /// in-process server need it. Reading consumes the stream, so read it once.
  ///
  /// Threading: call it on the thread that owns the request, typically the protocol's loading
  /// thread.
  package var bodyData: Data {
    if let httpBody { return httpBody }
    guard let stream = httpBodyStream else { return Data() }
    stream.open()
    defer { stream.close() }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 4096)
    while stream.hasBytesAvailable {
      let count = stream.read(&buffer, maxLength: buffer.count)
      guard count > 0 else { break }
      data.append(buffer, count: count)
    }
    return data
  }
}
