import MVPDemo

/// Lines the test types one at a time, for interactive sessions: ``nextLine()`` waits until the
/// test sends one, and the test can wait until the session asks for the next line.
@MainActor
final class ControlledLines: LineSource {
  private var reader: CheckedContinuation<String?, Never>?
  private var waiters: [CheckedContinuation<Void, Never>] = []
  private var asked = 0

  func nextLine() async -> String? {
    asked += 1
    for waiter in waiters { waiter.resume() }
    waiters = []
    return await withCheckedContinuation { reader = $0 }
  }

  /// Waits until the session asked for line number `count` (from 1).
  func waitUntilAsked(_ count: Int) async {
    guard asked < count else { return }
    await withCheckedContinuation { waiters.append($0) }
    await waitUntilAsked(count)
  }

  /// Types `line` (`nil`: the end of input) into the pending read.
  func send(_ line: String?) {
    reader?.resume(returning: line)
    reader = nil
  }
}
