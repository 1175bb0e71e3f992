import MVPCore
import MVPTestSupport
import Testing

/// ``RecordingListView`` records the title of an error. The list loaders show errors through
/// `showError(title:message:canRetry:)`; the class left it to `ErrorViewInterface`'s default,
/// which drops the title, and that default, chosen by the class's conformance, was what the
/// loaders called even when a subclass implemented the method.
@MainActor @Suite(.presenterTest) struct RecordingListViewTests {
  private struct Book: Identifiable, Sendable {
    let id: Int
  }

  /// A subclass that notes every error it is shown, as a feature's checked view might.
  private final class NotingView: RecordingListView<String> {
    private(set) var titles: [String?] = []

    override func showError(title: String?, message: String, canRetry: Bool) {
      titles.append(title)
      super.showError(title: title, message: message, canRetry: canRetry)
    }
  }

  /// A subclass that customises only the error without a title.
  private final class UntitledView: RecordingListView<String> {
    private(set) var messages: [String] = []

    override func showError(message: String, canRetry: Bool) {
      messages.append(message)
      super.showError(message: message, canRetry: canRetry)
    }
  }

  private let server = CallbackStub<PageRequest, Page<Book>>()

  /// A list screen on `view` whose first load fails, with `errorTitle`.
  private func failFirstLoad<View: RecordingListView<String>>(
    of view: View, errorTitle: String?
  ) {
    let screen = ScreenLifecycle<View>(dispatcher: .immediate)
    let server = self.server
    let list = PagedListLoader<Book, View>(
      screen: screen, pageSize: 10,
      fetch: .callbacks { request, completion in
        server.call(request, completion: completion)
      },
      view: { $0.pagedListView }, row: { "Book \($0.id)" },
      texts: ListTexts(empty: "No books.", errorTitle: errorTitle))
    screen.attach(view)
    list.load()
    server.fail(with: ServiceError.unreachable)
  }

  @Test func theTitleOfAListErrorIsRecorded() {
    let view = RecordingListView<String>()
    failFirstLoad(of: view, errorTitle: "Couldn't load books")
    view.recorder.expectCalls([
      .showLoading, .hideLoading,
      .showError(
        ServiceError.unreachable.userMessage, title: "Couldn't load books", canRetry: true),
    ])
  }

  @Test func anErrorWithoutATitleIsRecordedAsBefore() {
    let view = RecordingListView<String>()
    failFirstLoad(of: view, errorTitle: nil)
    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showError(ServiceError.unreachable.userMessage, canRetry: true),
    ])
  }

  @Test func aSubclassOverridingTheTitledCallIsCalledByTheLoader() {
    let view = NotingView()
    failFirstLoad(of: view, errorTitle: "Couldn't load books")
    #expect(view.titles == ["Couldn't load books"])
    view.recorder.expectCalls([
      .showLoading, .hideLoading,
      .showError(
        ServiceError.unreachable.userMessage, title: "Couldn't load books", canRetry: true),
    ])
  }

  @Test func aSubclassOverridingTheUntitledCallStillGetsErrorsWithoutATitle() {
    let view = UntitledView()
    failFirstLoad(of: view, errorTitle: nil)
    #expect(view.messages == [ServiceError.unreachable.userMessage])
    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showError(ServiceError.unreachable.userMessage, canRetry: true),
    ])
  }

  @Test func everyDefaultedRequirementReachesASubclassThroughTheProtocol() {
    // The requirements of `PagedListViewInterface` (some with a default in `ListViewInterface`
    // and `ErrorViewInterface`), called as the kit calls them: through the protocol, on a
    // subclass that overrides nothing.
    let noting = NotingView()
    let view: any PagedListViewInterface<String> = noting
    view.showError(title: "Title", message: "Message", canRetry: false)
    view.showLoadingMore()
    view.hideLoadingMore()
    view.endRefreshing()
    // The notices are features' own view calls (their view protocols declare them): the
    // recording view implements them for such protocols.
    noting.showSkippedNotice("2 books could not be shown.")
    noting.showSavedNotice(nil)
    let recording = view as? NotingView
    #expect(recording?.titles == ["Title"])
    recording?.recorder.expectCalls([
      .showError("Message", title: "Title", canRetry: false), .showLoadingMore, .hideLoadingMore,
      .endRefreshing, .showSkippedNotice("2 books could not be shown."), .showSavedNotice(nil),
    ])
  }
}
