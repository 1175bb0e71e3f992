import MVPCore
import MVPTestSupport
import Testing

@MainActor @Suite struct RecordingNavigatorTests {
  @Test func recordsStepsAndKeepsTheStack() {
    let root = MockItemsView()
    let navigator = RecordingNavigator(root: root)
    #expect(navigator.stack.count == 1)
    #expect(navigator.stack.first === root)
    navigator.recorder.expectNoCalls()

    let pushed = MockItemsView()
    navigator.push(pushed, animated: true)
    #expect(navigator.stack.map { $0 === pushed } == [false, true])
    let presented = MockItemsView()
    navigator.present(presented, animated: false)
    #expect(navigator.presented === presented)
    navigator.dismiss(animated: true)
    #expect(navigator.presented == nil)
    navigator.pop(animated: true)
    #expect(navigator.stack.count == 1)
    #expect(navigator.stack.first === root)
    navigator.recorder.expectCalls([
      .push("MockItemsView"), .present("MockItemsView"), .dismiss, .pop,
    ])
  }

  @Test func popOnAnEmptyStackIsRecordedAndHarmless() {
    let navigator = RecordingNavigator()
    #expect(navigator.stack.isEmpty)
    navigator.pop(animated: false)
    #expect(navigator.stack.isEmpty)
    navigator.recorder.expectCalls([.pop])
  }

  @Test func retainsPushedViewsUntilPopped() {
    let navigator = RecordingNavigator()
    weak var weakView: MockItemsView?
    do {
      let view = MockItemsView()
      weakView = view
      navigator.push(view, animated: true)
    }
    #expect(weakView != nil)
    navigator.pop(animated: true)
    #expect(weakView == nil)
  }

  @Test func stepsDescribeThemselves() {
    let steps: [RecordingNavigator.Step] = [.push("A"), .pop, .present("B"), .dismiss]
    #expect(steps.map(\.description) == ["push(A)", "pop", "present(B)", "dismiss"])
  }
}
