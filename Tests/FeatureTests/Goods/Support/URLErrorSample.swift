import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Transport errors as `URLSession` reports them, for stubs to fail with.
enum URLErrorSample {
  static let timedOut = URLError(.timedOut)
}
