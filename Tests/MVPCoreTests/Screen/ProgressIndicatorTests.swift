import MVPCore
import MVPTestSupport
import Testing

/// ``ProgressIndicator``: sends only changes, and is replayed as state to any view that attaches.
@MainActor @Suite(.presenterTest) struct ProgressIndicatorTests {
  let binding = ViewBinding<any SampleView>()
  let view = MockSampleView()
  var indicator = ProgressIndicator<any SampleView>(
    "progress", show: { $0.showLoading() }, hide: { $0.hideLoading() })

  @Test mutating func sendsOnlyChanges() {
    binding.attach(view)
    #expect(!indicator.isShown)
    indicator.set(false, in: binding)
    view.recorder.expectNoCalls()
    indicator.set(true, in: binding)
    indicator.set(true, in: binding)
    #expect(indicator.isShown)
    view.recorder.expectCalls([.showLoading])
    indicator.set(false, in: binding)
    indicator.set(false, in: binding)
    view.recorder.expectCalls([.hideLoading])
    #expect(indicator.key == "progress")
  }

  @Test mutating func anEndWhileDetachedReachesTheNextView_kind1() {
    binding.attach(view)
    indicator.set(true, in: binding)
    binding.detach(view)
    indicator.set(false, in: binding)
    binding.attach(view)
    view.recorder.expectCalls([.showLoading, .hideLoading])
  }

  @Test mutating func aViewAttachedWhileShownShowsIt_kind1() {
    indicator.set(true, in: binding)
    binding.attach(view)
    view.recorder.expectCalls([.showLoading])
    #expect(binding.hasState("progress"))
  }

  @Test mutating func itIsStateEvenWhileTheViewIsHidden() {
    binding.attach(view)
    binding.viewDidDisappear()
    indicator.set(true, in: binding)
    view.recorder.expectCalls([.showLoading])
  }

  /// Found by a new user: a view whose `hideLoading()` starts the next save made the presenter
  /// set its indicator again from inside the indicator's own delivery, and the process died
  /// ("Simultaneous accesses") while the indicator was a struct held in a `var`.
  @Test func aViewMaySetTheIndicatorAgainFromInsideItsDelivery() {
    @MainActor final class SavingPresenter {
      let binding = ViewBinding<any SampleView>()
      var saving = ProgressIndicator<any SampleView>(
        "saving", show: { $0.showLoading() }, hide: { $0.hideLoading() })
      var savesStarted = 0
      func startSave() {
        savesStarted += 1
        saving.set(true, in: binding)
      }
      func finishSave() { saving.set(false, in: binding) }
    }
    let presenter = SavingPresenter()
    let view = MockSampleView()
    view.onHideLoading = { [weak presenter] in presenter?.startSave() }
    presenter.binding.attach(view)
    presenter.startSave()
    presenter.finishSave()  // the view starts the next save from inside its hideLoading()
    #expect(presenter.savesStarted == 2)
    #expect(presenter.saving.isShown)
    view.recorder.expectCalls([.showLoading, .hideLoading, .showLoading])
  }
}
