import MVPCore
import MVPScreenState
import MVPTestSupport
import Testing

@MainActor @Suite struct ListScreenModelTests {
  let model = ListScreenModel<String>()
  let changes = CallRecorder<String>()

  /// Tracks each property on its own, as SwiftUI views reading only it would be.
  private func trackEachProperty() {
    recordNextChange("rows", into: changes) { _ = model.rows }
    recordNextChange("isLoadingMore", into: changes) { _ = model.isLoadingMore }
    recordNextChange("isRefreshing", into: changes) { _ = model.isRefreshing }
    recordNextChange("emptyMessage", into: changes) { _ = model.emptyMessage }
    recordNextChange("skippedNotice", into: changes) { _ = model.skippedNotice }
    recordNextChange("errorMessage", into: changes) { _ = model.status.errorMessage }
    recordNextChange("canRetry", into: changes) { _ = model.status.canRetry }
  }

  @Test func rowsReplaceTheErrorState() {
    model.showError(message: "Offline.", canRetry: true)
    trackEachProperty()

    model.showRows(["a", "b"])

    changes.expectCalls(["errorMessage", "canRetry", "rows"])
    #expect(model.rows == ["a", "b"])
    #expect(model.status.errorMessage == nil && !model.status.canRetry)
  }

  @Test func rowsReplaceTheEmptyState() {
    model.showEmpty(message: "Nothing here.")
    trackEachProperty()

    model.showRows(["a"])

    changes.expectCalls(["emptyMessage", "rows"])
    #expect(model.emptyMessage == nil)
  }

  @Test func theErrorStateReplacesRowsAndTheEmptyState() {
    model.showRows(["a"])
    trackEachProperty()

    model.showError(message: "Offline.", canRetry: false)

    changes.expectCalls(["rows", "errorMessage"])
    #expect(model.rows.isEmpty)
    #expect(model.status.errorMessage == "Offline.")
    #expect(!model.status.canRetry)
  }

  @Test func theEmptyStateReplacesRowsAndTheErrorState() {
    model.showRows(["a"])
    model.showError(message: "Offline.", canRetry: true)
    trackEachProperty()

    model.showEmpty(message: "Nothing here.")

    changes.expectCalls(["errorMessage", "canRetry", "emptyMessage"])
    #expect(model.rows.isEmpty)
    #expect(model.emptyMessage == "Nothing here.")
  }

  @Test func rowsAreInsertedUpdatedAndRemovedByIndex() {
    model.showRows(["a", "b"])

    model.insertRows(["c", "d"], at: 2)
    model.insertRows(["first"], at: 0)
    model.updateRow(at: 1, with: "A")
    model.removeRow(at: 2)

    #expect(model.rows == ["first", "A", "c", "d"])
  }

  @Test(arguments: [-1, 3, 99])
  func rowChangesOutOfRangeAreIgnoredAndNotifyNobody(index: Int) {
    model.showRows(["a", "b"])
    trackEachProperty()

    model.insertRows(["x"], at: index)
    model.updateRow(at: index, with: "x")
    model.removeRow(at: index)
    model.updateRow(at: 2, with: "x")
    model.removeRow(at: 2)

    changes.expectNoCalls()
    #expect(model.rows == ["a", "b"])
  }

  @Test func theLoadingMoreIndicatorAndTheSkippedNoticeAreShownAndHidden() {
    trackEachProperty()
    model.showLoadingMore()
    model.showSkippedNotice("1 item could not be shown.")
    changes.expectCalls(["isLoadingMore", "skippedNotice"])
    #expect(model.isLoadingMore)
    #expect(model.skippedNotice == "1 item could not be shown.")

    trackEachProperty()
    model.hideLoadingMore()
    model.showSkippedNotice(nil)
    changes.expectCalls(["isLoadingMore", "skippedNotice"])
    #expect(!model.isLoadingMore)
    #expect(model.skippedNotice == nil)
  }

  @Test func aRefreshReturnsWhenItEnds() async {
    let started = CallRecorder<String>()
    let refresh = Task { await model.refresh { started.record("start") } }
    await started.waitForCalls(count: 1)
    #expect(model.isRefreshing)
    trackEachProperty()

    model.endRefreshing()
    await refresh.value

    changes.expectCalls(["isRefreshing"])
    #expect(!model.isRefreshing)
  }

  @Test func aRefreshThatEndsAtOnceReturnsAtOnce() async {
    await model.refresh { model.endRefreshing() }

    #expect(!model.isRefreshing)
  }
}
