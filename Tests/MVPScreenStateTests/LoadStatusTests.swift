import MVPCore
import MVPScreenState
import MVPTestSupport
import Testing

@MainActor @Suite struct LoadStatusTests {
  let status = LoadStatus()
  let changes = CallRecorder<String>()

  private func trackEachProperty() {
    recordNextChange("isLoading", into: changes) { _ = status.isLoading }
    recordNextChange("errorMessage", into: changes) { _ = status.errorMessage }
    recordNextChange("canRetry", into: changes) { _ = status.canRetry }
  }

  @Test func startsShowingNeitherLoadingNorAnError() {
    #expect(!status.isLoading)
    #expect(status.errorMessage == nil)
    #expect(!status.canRetry)
  }

  @Test func loadingIsShownAndHidden() {
    trackEachProperty()
    status.showLoading()
    changes.expectCalls(["isLoading"])
    #expect(status.isLoading)

    trackEachProperty()
    status.hideLoading()
    changes.expectCalls(["isLoading"])
    #expect(!status.isLoading)
  }

  @Test func anErrorSetsItsMessageThenRetryAndClearingResetsBoth() {
    trackEachProperty()
    status.showError(message: "Offline.", canRetry: true)
    changes.expectCalls(["errorMessage", "canRetry"])
    #expect(status.errorMessage == "Offline.")
    #expect(status.canRetry)

    trackEachProperty()
    status.clearError()
    changes.expectCalls(["errorMessage", "canRetry"])
    #expect(status.errorMessage == nil)
    #expect(!status.canRetry)
  }

  @Test func settingWhatIsShownAlreadyNotifiesNobody() {
    status.showError(message: "Not found.", canRetry: false)
    trackEachProperty()

    status.hideLoading()
    status.showError(message: "Not found.", canRetry: false)

    changes.expectNoCalls()
  }
}
