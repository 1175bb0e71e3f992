/// A ``PingView`` that counts its calls.
@MainActor
final class PingCounter: PingView {
  /// The calls received.
  private(set) var count = 0

  func ping() {
    count += 1
  }
}
