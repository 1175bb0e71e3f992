import Foundation

/// Writes, for `--verbose`, each failure of the store to read or write (a full disk, a file made
/// read-only while the demo runs) to the diagnostics output (standard error), in English for
/// developers: `mvp-demo: store: attempt to write a readonly database (code 8) in INSERT …`. The
/// demo carries on: the server's pages still show, they are just not kept.
///
/// Threading: main actor only (it writes to a ``TextOutput``); ``report(_:dispatcher:)`` may be
/// called from any thread.
@MainActor
final class StoreFailureLog {
  private let output: any TextOutput

  /// Creates a log writing to `output`.
  ///
  /// - Parameter output: Standard error, or its stand-in in tests.
  init(output: any TextOutput) {
    self.output = output
  }

  /// Writes `error` on the main actor, through `dispatcher`, so that it is written before the
  /// answer the same thread delivers next.
  ///
  /// - Parameters:
  ///   - error: The store's failure.
  ///   - dispatcher: The demo's dispatcher.
  nonisolated func report(_ error: any Error, dispatcher: NotifyingDispatcher) {
    // One line, although a failed statement is quoted as written, over several lines.
    let description = "\(error)".split(whereSeparator: \.isNewline)
      .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    let text = "mvp-demo: store: \(description)\n"
    dispatcher.dispatch { [self] in output.write(text) }
  }
}
