import Foundation
import MVPDemo

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A small HTTP/1.1 server on 127.0.0.1 and an ephemeral port, for end-to-end tests of the demo
/// against a real socket: one request per connection (`Connection: close`), answered by a
/// request → response function such as ``CatalogServer/respond(to:)``.
///
/// Bounded and self-stopping: it serves at most `maximumConnections` connections, reads at most
/// 64 KiB of headers and 1 MiB of body per request, gives up on a client silent for 5 seconds,
/// and stops when ``stop()`` is called or the server is deinitialised. After it stops, its port
/// refuses connections.
final class LoopbackHTTPServer: @unchecked Sendable {
  /// The port it listens on.
  let port: UInt16

  private let loop: AcceptLoop

  /// Starts serving.
  ///
  /// - Parameters:
  ///   - maximumConnections: The most connections served before it stops by itself.
  ///   - handler: Answers each request, on the server's thread.
  init(
    maximumConnections: Int = 500,
    handler: @escaping @Sendable (APIRequest) -> APIResponse
  ) throws {
    let listener = try Socket.listenOnLoopback()
    port = try Socket.port(of: listener)
    loop = AcceptLoop(listener: listener, limit: maximumConnections, handler: handler)
    let thread = Thread { [loop] in loop.run() }
    thread.name = "LoopbackHTTPServer :\(port)"
    thread.start()
  }

  /// Serves the demo's contract over `data`.
  ///
  /// - Parameter data: The data set to answer from.
  convenience init(serving data: CatalogData) throws {
    let server = CatalogServer(data: data)
    try self.init { server.respond(to: $0) }
  }

  deinit {
    stop()
  }

  /// The base URL that reaches the server, `http://127.0.0.1:<port>`.
  var baseURL: String {
    "http://127.0.0.1:\(port)"
  }

  /// The requests served so far, as `METHOD /path?query`, in order.
  var requests: [String] {
    loop.requests
  }

  /// Stops accepting connections and waits for the serving thread to finish the one it is
  /// serving, if any. Calling it again does nothing.
  func stop() {
    loop.stop()
  }

  /// A base URL on which nothing listens: a port taken from the system and released at once.
  ///
  /// - Returns: `http://127.0.0.1:<port>`; connecting to it is refused.
  static func unreachableBaseURL() throws -> String {
    let socket = try Socket.listenOnLoopback()
    defer { close(socket) }
    return "http://127.0.0.1:\(try Socket.port(of: socket))"
  }
}

/// The serving thread's state.
private final class AcceptLoop: @unchecked Sendable {
  private let listener: Int32
  private let limit: Int
  private let handler: @Sendable (APIRequest) -> APIResponse
  private let finished = DispatchSemaphore(value: 0)

  // Guarded by `lock`.
  private let lock = NSLock()
  private var log: [String] = []
  private var isStopping = false
  private var hasFinished = false

  init(listener: Int32, limit: Int, handler: @escaping @Sendable (APIRequest) -> APIResponse) {
    self.listener = listener
    self.limit = limit
    self.handler = handler
  }

  var requests: [String] {
    lock.lock()
    defer { lock.unlock() }
    return log
  }

  func run() {
    var served = 0
    while served < limit {
      let client = accept(listener, nil, nil)
      if client < 0 {
        if errno == EINTR && !stopping { continue }
        break
      }
      served += 1
      serve(client)
      close(client)
    }
    close(listener)
    lock.lock()
    hasFinished = true
    lock.unlock()
    finished.signal()
  }

  func stop() {
    lock.lock()
    let alreadyStopping = isStopping
    isStopping = true
    let done = hasFinished
    lock.unlock()
    guard !alreadyStopping else { return }
    if !done { shutdown(listener, Int32(SHUT_RDWR)) }
    finished.wait()
  }

  private var stopping: Bool {
    lock.lock()
    defer { lock.unlock() }
    return isStopping
  }

  private func serve(_ client: Int32) {
    Socket.setReceiveTimeout(client, seconds: 5)
    guard let request = HTTPRequestReader(socket: client).read() else {
      Socket.send(HTTPResponseWriter.bytes(for: .message("Bad request", status: 400)), to: client)
      return
    }
    lock.lock()
    log.append("\(request.method) \(request.target)")
    lock.unlock()
    let answer: APIResponse
    if let url = URL(string: request.target) {
      answer = handler(APIRequest(method: request.method, url: url, body: request.body))
    } else {
      answer = .message("Bad request target", status: 400)
    }
    Socket.send(HTTPResponseWriter.bytes(for: answer), to: client)
  }
}
