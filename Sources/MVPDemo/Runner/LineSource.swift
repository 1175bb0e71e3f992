/// Where the demo reads its commands from: standard input, or a script in tests.
///
/// ``nextLine()`` suspends until a line arrives (standard input reads
/// on a thread of its own, so the main actor stays free meanwhile); the runner calls it only once
/// all work of the previous command has settled.
@MainActor
public protocol LineSource: AnyObject {
  /// Reads the next line.
  ///
  /// - Returns: The line without its newline, or `nil` at the end of input.
  func nextLine() async -> String?
}
