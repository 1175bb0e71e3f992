/// A view of a ``PresenterChecker`` sequence and what the checker knows of it.
@MainActor
final class CheckedView<View: CallRecording> {
  let view: View
  let name: String
  /// What the view shows, from its calls.
  var screen = ShownScreen()
  /// How many of its calls were already applied.
  var seen = 0
  /// Whether it is on screen: a new view is, `viewDidDisappear` hides it, `viewWillAppear`
  /// shows it.
  var isVisible = true
  /// Whether it sent `viewDidLoad`.
  var didLoad = false

  init(_ view: View, name: String) {
    self.view = view
    self.name = name
  }

  /// The calls recorded since the last time, marked seen.
  func takeNewCalls() -> [View.Call] {
    let calls = Array(view.recorder.allCalls.dropFirst(seen))
    seen = view.recorder.allCalls.count
    return calls
  }
}
