import MVPCore
import MVPNetworking

/// Writes, for `--verbose`, each item a list's server sent in a form the app cannot read to the
/// diagnostics output (standard error), once: `mvp-demo: goods: skipped item 2 (id 3) at
/// products[2].price: <reason>`, made inert (``OutsideText/message(_:)``: it quotes the server's
/// keys and values).
///
/// Threading: main actor only (it writes to a ``TextOutput``).
@MainActor
struct SkippedItemLog {
  /// The list's name in each line, for example `goods`.
  let list: String
  /// Where lines go; `nil` writes nothing.
  let output: (any TextOutput)?
  private var written = 0

  /// Creates a log.
  ///
  /// - Parameters:
  ///   - list: The list's name in each line.
  ///   - output: Where lines go, or `nil` for none.
  init(list: String, output: (any TextOutput)?) {
    self.list = list
    self.output = output
  }

  /// Writes the failures not written yet; a shorter list than before (a refresh) starts afresh.
  ///
  /// - Parameter failures: The list's skipped items, oldest first.
  mutating func record(_ failures: [ItemDecodingFailure]) {
    guard let output else { return }
    if failures.count < written { written = 0 }
    for failure in failures.dropFirst(written) {
      output.write("mvp-demo: \(list): skipped \(OutsideText.message("\(failure)"))\n")
    }
    written = failures.count
  }
}
