import MVPCore
import MVPTestSupport

/// A list view whose rows are titles, built only on `PagedListViewInterface`.
@MainActor
protocol TitleListView: PagedListViewInterface where Row == String {
  /// A feature's own notice of items that could not be shown.
  func showSkippedNotice(_ notice: String?)
  /// A feature's own notice of rows from a saved copy.
  func showSavedNotice(_ notice: String?)
}

extension TitleListView {
  func showSkippedNotice(_ notice: String?) {}
  func showSavedNotice(_ notice: String?) {}
}

/// Records every call of a ``TitleListView``, with the optional parts implemented; it scrolls
/// (`ScrollingListViewInterface`), so a restored list scrolls it back.
@MainActor
final class MockTitleListView: TitleListView, ScrollingListViewInterface, CallRecording {
  enum Call: Equatable {
    case showLoading
    case hideLoading
    case showRows([String])
    case insertRows([String], at: Range<Int>)
    case removeRow(at: Int)
    case updateRow(at: Int, String)
    case showEmpty(String)
    case showError(title: String?, String, canRetry: Bool)
    case showMessage(String)
    case showLoadingMore
    case hideLoadingMore
    case endRefreshing
    case showSkippedNotice(String?)
    case showSavedNotice(String?)
    case scrollToRow(at: Int)
  }

  let recorder = CallRecorder<Call>()

  func showLoading() { record(.showLoading) }
  func hideLoading() { record(.hideLoading) }
  func showRows(_ rows: [String]) { record(.showRows(rows)) }
  func insertRows(_ rows: [String], at indices: Range<Int>) {
    record(.insertRows(rows, at: indices))
  }
  func removeRow(at index: Int) { record(.removeRow(at: index)) }
  func updateRow(at index: Int, with row: String) { record(.updateRow(at: index, row)) }
  func showEmpty(message: String) { record(.showEmpty(message)) }
  func showError(message: String, canRetry: Bool) {
    record(.showError(title: nil, message, canRetry: canRetry))
  }
  func showError(title: String?, message: String, canRetry: Bool) {
    record(.showError(title: title, message, canRetry: canRetry))
  }
  func showMessage(_ text: String) { record(.showMessage(text)) }
  func showLoadingMore() { record(.showLoadingMore) }
  func hideLoadingMore() { record(.hideLoadingMore) }
  func endRefreshing() { record(.endRefreshing) }
  func showSkippedNotice(_ notice: String?) { record(.showSkippedNotice(notice)) }
  func showSavedNotice(_ notice: String?) { record(.showSavedNotice(notice)) }
  func scrollToRow(at index: Int) { record(.scrollToRow(at: index)) }
}

/// A list view that implements only what `PagedListViewInterface` requires: the notices use
/// their defaults.
@MainActor
final class MinimalTitleListView: TitleListView, CallRecording {
  let recorder = CallRecorder<String>()

  func showLoading() { record("showLoading") }
  func hideLoading() { record("hideLoading") }
  func showRows(_ rows: [String]) { record("showRows \(rows)") }
  func insertRows(_ rows: [String], at indices: Range<Int>) { record("insertRows \(rows)") }
  func removeRow(at index: Int) { record("removeRow \(index)") }
  func updateRow(at index: Int, with row: String) { record("updateRow \(index)") }
  func showEmpty(message: String) { record("showEmpty") }
  func showError(message: String, canRetry: Bool) { record("showError \(message)") }
  func showMessage(_ text: String) { record("showMessage \(text)") }
  func showLoadingMore() { record("showLoadingMore") }
  func hideLoadingMore() { record("hideLoadingMore") }
  func endRefreshing() { record("endRefreshing") }
}

/// A titles list on a `ScreenLifecycle`, paged by a completion-handler stub answered inline.
@MainActor
final class TitleListScreen {
  let screen = ScreenLifecycle<any TitleListView>(dispatcher: .immediate)
  let server = CallbackStub<PageRequest, Page<Row>>()
  let list: PagedListLoader<Row, any TitleListView>

  init(pageSize: Int = 3, texts: ListTexts = TitleListScreen.texts) {
    let server = self.server
    list = PagedListLoader(
      screen: screen, pageSize: pageSize,
      fetch: .callbacks { request, completion in
        server.call(request, completion: completion)
      },
      view: { $0.pagedListView }, row: \.title, texts: texts)
  }

  /// The texts the tests expect.
  static let texts = ListTexts(
    empty: "No rows.", errorTitle: "Couldn't load rows")

  /// Answers the oldest pending request with rows `ids`.
  func answer(_ ids: [Int], offset: Int, total: Int) {
    server.succeed(with: Page(items: Row.rows(ids), offset: offset, total: total))
  }
}
