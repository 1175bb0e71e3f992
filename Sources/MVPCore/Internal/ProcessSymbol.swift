#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Symbols of the running process and the libraries it loaded, looked up by name with `dlsym`:
/// how the main-queue and main-thread checks find what libdispatch and CoreFoundation do not
/// export to Swift.
enum ProcessSymbol {
  /// The address of the symbol `name`, or `nil` where it is not found (a statically linked
  /// program that exports no symbols, another C library).
  ///
  /// - Parameter name: The C symbol's name.
  /// - Returns: Its address.
  static func address(of name: String) -> UnsafeMutableRawPointer? {
    guard let process = dlopen(nil, RTLD_NOW) else { return nil }
    defer { dlclose(process) }
    return dlsym(process, name)
  }
}
