import MVPCore
import MVPTestSupport
import Testing

/// A presenter on `ScreenPresenter` that keeps itself alive through its own view update.
@MainActor
final class CyclePresenter: ScreenPresenter {
  let screen = ScreenLifecycle<any ItemsView>()

  func keepItselfAlive() {
    screen.binding.update(.state("title")) { [self] view in view.showMessage("\(self)") }
  }
}

/// Issue 19, item 8: a leak report of a presenter not built with `Module` named only its
/// `ViewBinding` and `TaskScope`. The report names the presenter that owns them.
@MainActor @Suite struct PresenterTestOwnerNameTests {
  @Test func aLeakedPresenterIsNamedWithTheObjectsItOwns() async {
    let failures = await TestFailure.collect {
      await PresenterTest.run(checking: .leaks) { _ in
        let presenter = CyclePresenter()
        presenter.attach(MockItemsView())
        presenter.keepItselfAlive()
      }
    }
    let message = failures.map(\.message).joined()
    #expect(message.contains("- CyclePresenter\n"), "\(message)")
    #expect(message.contains("- CyclePresenter's TaskScope"), "\(message)")
    #expect(message.contains("- CyclePresenter's ViewBinding<"), "\(message)")
  }
}
