import MVPCore
import MVPDemo
import MVPTestSupport
import Testing

@MainActor @Suite(.presenterTest) struct ScreenStackTests {
  let log = LifecycleLog()
  let stack = ScreenStack()

  func screen(_ name: String) -> FakeScreen {
    FakeScreen(name, log: log, dispatcher: .immediate, navigator: stack)
  }

  @Test func setRootLoadsOnceAndSendsAppearanceEvents() {
    let root = screen("A")
    stack.setRoot(root)
    #expect(log.take() == ["A: viewDidLoad", "A: viewWillAppear", "A: viewDidAppear"])
    stack.setRoot(root)
    #expect(log.take() == [])
    let other = screen("B")
    stack.setRoot(other)
    stack.setRoot(root)
    #expect(
      log.take() == [
        "A: viewWillDisappear", "A: viewDidDisappear",
        "B: viewDidLoad", "B: viewWillAppear", "B: viewDidAppear",
        "B: viewWillDisappear", "B: viewDidDisappear",
        "A: viewWillAppear", "A: viewDidAppear",
      ])
    #expect(stack.screens.count == 1)
    #expect(stack.top === root)
  }

  @Test func pushAndPopMoveTheTopAndNotifyBothScreens() {
    let root = screen("A")
    let child = screen("B")
    stack.setRoot(root)
    _ = log.take()
    stack.push(child, animated: true)
    #expect(stack.top === child)
    #expect(
      log.take() == [
        "A: viewWillDisappear", "A: viewDidDisappear",
        "B: viewDidLoad", "B: viewWillAppear", "B: viewDidAppear",
      ])
    stack.pop(animated: true)
    #expect(stack.top === root)
    #expect(
      log.take() == [
        "B: viewWillDisappear", "B: viewDidDisappear", "A: viewWillAppear", "A: viewDidAppear",
      ])
    #expect(stack.takeProblems() == [])
  }

  @Test func poppedScreenIsReleased() {
    stack.setRoot(screen("A"))
    weak var child: FakeScreen?
    do {
      let pushed = screen("B")
      child = pushed
      stack.push(pushed, animated: false)
    }
    #expect(child != nil)
    stack.pop(animated: false)
    #expect(child == nil)
  }

  @Test func poppingTheRootIsRefusedWithAProblem() {
    stack.setRoot(screen("A"))
    _ = log.take()
    stack.pop(animated: false)
    #expect(stack.screens.count == 1)
    #expect(log.take() == [])
    #expect(stack.takeProblems() == ["There is no previous screen."])
    #expect(stack.takeProblems() == [])
  }

  @Test func presentCoversTheStackUntilDismissed() {
    let root = screen("A")
    let modal = screen("M")
    stack.setRoot(root)
    stack.present(modal, animated: true)
    #expect(stack.top === modal)
    #expect(stack.allScreens.count == 2)
    stack.dismiss(animated: true)
    #expect(stack.top === root)
    #expect(stack.presented == nil)
    #expect(
      log.take() == [
        "A: viewDidLoad", "A: viewWillAppear", "A: viewDidAppear",
        "A: viewWillDisappear", "A: viewDidDisappear",
        "M: viewDidLoad", "M: viewWillAppear", "M: viewDidAppear",
        "M: viewWillDisappear", "M: viewDidDisappear",
        "A: viewWillAppear", "A: viewDidAppear",
      ])
  }

  /// Issue 29: as a `StackNavigator`, the stack reports what it shows and replaces its screens
  /// in one change; only the new top appears (loading first), the screens under it get their
  /// events when they are shown.
  @Test func setStackShowsTheNewTopAndLeavesTheScreensUnderItForLater() {
    let root = screen("A")
    stack.setRoot(root)
    _ = log.take()
    let under = screen("B")
    let top = screen("C")
    stack.setStack([under, top], animated: false)
    #expect(stack.stackedScreens.map { $0 === under || $0 === top } == [true, true])
    #expect(stack.presentedScreen == nil)
    #expect(
      log.take() == [
        "A: viewWillDisappear", "A: viewDidDisappear",
        "C: viewDidLoad", "C: viewWillAppear", "C: viewDidAppear",
      ])
    stack.setStack([root, top], animated: false)
    #expect(log.take() == [])
    stack.pop(animated: false)
    #expect(
      log.take() == [
        "C: viewWillDisappear", "C: viewDidDisappear", "A: viewWillAppear", "A: viewDidAppear",
      ])
    stack.setStack([], animated: false)
    #expect(stack.screens.count == 1)
  }
}
