/// A readable line diff between an expected and an actual sequence, for failure messages.
///
/// Lines present in both are prefixed with two spaces, expected-only lines with `−` and
/// actual-only lines with `+`, aligned on the longest common subsequence, in the style of a
/// unified diff.
public enum SequenceDiff {
  /// Renders the diff of two sequences, describing each element with `String(describing:)`.
  ///
  /// - Parameters:
  ///   - expected: The expected elements, in order.
  ///   - actual: The elements that occurred, in order.
  /// - Returns: One line per element, prefixed `  `, `− ` or `+ `, joined with newlines.
  public static func render<Element>(expected: [Element], actual: [Element]) -> String {
    let old = expected.map { String(describing: $0) }
    let new = actual.map { String(describing: $0) }
    // lengths[i][j] = LCS length of old[i...] and new[j...]
    var lengths = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        lengths[i][j] =
          old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
      }
    }
    var lines: [String] = []
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        lines.append("  \(old[i])")
        i += 1
        j += 1
      } else if j < new.count, i == old.count || lengths[i][j + 1] > lengths[i + 1][j] {
        // On a tie the expected line goes first, so a changed element reads "− old / + new".
        lines.append("+ \(new[j])")
        j += 1
      } else {
        lines.append("− \(old[i])")
        i += 1
      }
    }
    return lines.joined(separator: "\n")
  }
}
