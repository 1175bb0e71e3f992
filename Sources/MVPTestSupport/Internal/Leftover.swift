/// One thing left over at the end of a presenter test, under the check that finds it.
struct Leftover: Sendable {
  /// The check that reports it.
  let check: Exhaustivity
  /// One line, possibly with indented continuation lines.
  let text: String
}
