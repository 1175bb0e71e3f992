import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few POSIX socket calls the loopback test server needs.
enum Socket {
  /// Why a socket call failed.
  struct Failure: Error, CustomStringConvertible {
    let call: String
    let code: Int32
    var description: String { "\(call) failed: \(String(cString: strerror(code)))" }
  }

  /// A TCP socket listening on 127.0.0.1 on a port the system picks.
  static func listenOnLoopback() throws -> Int32 {
    #if canImport(Glibc)
      let stream = Int32(SOCK_STREAM.rawValue)
    #else
      let stream = SOCK_STREAM
    #endif
    let descriptor = socket(AF_INET, stream, 0)
    guard descriptor >= 0 else { throw Failure(call: "socket", code: errno) }
    var reuse: Int32 = 1
    setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, listen(descriptor, 16) == 0 else {
      let code = errno
      close(descriptor)
      throw Failure(call: "bind/listen", code: code)
    }
    return descriptor
  }

  /// The local port of a bound socket.
  static func port(of socket: Int32) throws -> UInt16 {
    var address = sockaddr_in()
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let result = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        getsockname(socket, $0, &length)
      }
    }
    guard result == 0 else { throw Failure(call: "getsockname", code: errno) }
    return UInt16(bigEndian: address.sin_port)
  }

  /// Makes reads on `socket` give up after `seconds` without data.
  static func setReceiveTimeout(_ socket: Int32, seconds: Int) {
    var limit = timeval(tv_sec: seconds, tv_usec: 0)
    setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
  }

  /// Reads what is available, at most `maximum` bytes.
  ///
  /// - Returns: The bytes, or `nil` at the end of the stream, on an error or a timeout.
  static func receive(from socket: Int32, maximum: Int) -> Data? {
    var buffer = [UInt8](repeating: 0, count: maximum)
    let count = recv(socket, &buffer, maximum, 0)
    guard count > 0 else { return nil }
    return Data(buffer[0..<count])
  }

  /// Writes all of `data`, giving up on an error (a client that went away).
  static func send(_ data: Data, to socket: Int32) {
    #if canImport(Glibc)
      let flags = Int32(MSG_NOSIGNAL)
    #else
      let flags: Int32 = 0
    #endif
    var offset = 0
    data.withUnsafeBytes { bytes in
      guard let base = bytes.baseAddress else { return }
      while offset < data.count {
        let written = systemSend(socket, base + offset, data.count - offset, flags)
        guard written > 0 else { return }
        offset += written
      }
    }
  }
}

/// The system's `send`, which `Socket.send(_:to:)` would otherwise shadow.
private func systemSend(
  _ socket: Int32, _ bytes: UnsafeRawPointer, _ count: Int, _ flags: Int32
) -> Int {
  #if canImport(Glibc)
    Glibc.send(socket, bytes, count, flags)
  #else
    Darwin.send(socket, bytes, count, flags)
  #endif
}
