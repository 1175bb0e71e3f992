import MVPDemo

/// Collects written text, for transcript assertions.
@MainActor
final class CapturedOutput: TextOutput {
  private(set) var text = ""

  func write(_ text: String) {
    self.text += text
  }

  var lines: [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }
}
