import MVPCore

/// A mock list view that records every `PagedListViewInterface` call as a ``ListViewCall``: subclass it
/// to adopt a feature's list view protocol in one line, then check the presenter with
/// ``PresenterChecker`` without classifying any call.
///
/// ```swift
/// final class CheckedBooksView: RecordingListView<BookRow>, BooksView {
///   func showBookSaved(_ title: String) { recordOwn("showBookSaved(\(title))", effect: .message(title)) }
/// }
/// ```
///
/// It does not keep its presenter: the checker keeps the presenter alive while it runs.
@MainActor
open class RecordingListView<Row>: PagedListViewInterface, CallRecording {
  /// Every call received.
  public let recorder = CallRecorder<ListViewCall<Row>>()

  /// Creates a view with no calls.
  public init() {}

  /// Records a call of the feature's own view protocol.
  ///
  /// - Parameters:
  ///   - name: How reports show the call.
  ///   - effect: What it does to the screen.
  public func recordOwn(_ name: String, effect: ScreenEffect) {
    recorder.record(.own(name, effect))
  }

  /// Records ``ListViewCall/showLoading``.
  open func showLoading() { recorder.record(.showLoading) }

  /// Records ``ListViewCall/hideLoading``.
  open func hideLoading() { recorder.record(.hideLoading) }

  /// Records ``ListViewCall/showError(_:title:canRetry:)`` without a title.
  ///
  /// - Parameters:
  ///   - message: The error's text.
  ///   - canRetry: Whether a retry control is offered.
  open func showError(message: String, canRetry: Bool) {
    recorder.record(.showError(message, canRetry: canRetry))
  }

  /// Records ``ListViewCall/showError(_:title:canRetry:)`` with its title; without one (`nil`)
  /// it is ``showError(message:canRetry:)``, as in `ErrorViewInterface`'s default.
  ///
  /// The list loaders show every error through this method (with their texts' `errorTitle`):
  /// a subclass that does more with an error overrides it here, since this class, not the
  /// protocol's default, is what the loaders call.
  ///
  /// - Parameters:
  ///   - title: The error's heading, or `nil` for none.
  ///   - message: The error's text.
  ///   - canRetry: Whether a retry control is offered.
  open func showError(title: String?, message: String, canRetry: Bool) {
    guard let title else { return showError(message: message, canRetry: canRetry) }
    recorder.record(.showError(message, title: title, canRetry: canRetry))
  }

  /// Records ``ListViewCall/showEmpty(_:)``.
  ///
  /// - Parameter message: The empty state's text.
  open func showEmpty(message: String) { recorder.record(.showEmpty(message)) }

  /// Records ``ListViewCall/showMessage(_:)``.
  ///
  /// - Parameter text: The message.
  open func showMessage(_ text: String) { recorder.record(.showMessage(text)) }

  /// Records ``ListViewCall/showRows(_:)``.
  ///
  /// - Parameter rows: Every row.
  open func showRows(_ rows: [Row]) { recorder.record(.showRows(rows)) }

  /// Records ``ListViewCall/insertRows(_:at:)``.
  ///
  /// - Parameters:
  ///   - rows: The new rows.
  ///   - indices: Where they go.
  open func insertRows(_ rows: [Row], at indices: Range<Int>) {
    recorder.record(.insertRows(rows, at: indices))
  }

  /// Records ``ListViewCall/removeRow(_:)``.
  ///
  /// - Parameter index: The row's index.
  open func removeRow(at index: Int) { recorder.record(.removeRow(index)) }

  /// Records ``ListViewCall/updateRow(_:_:)``.
  ///
  /// - Parameters:
  ///   - index: The row's index.
  ///   - row: Its new content.
  open func updateRow(at index: Int, with row: Row) { recorder.record(.updateRow(index, row)) }

  /// Records ``ListViewCall/showLoadingMore``.
  open func showLoadingMore() { recorder.record(.showLoadingMore) }

  /// Records ``ListViewCall/hideLoadingMore``.
  open func hideLoadingMore() { recorder.record(.hideLoadingMore) }

  /// Records ``ListViewCall/endRefreshing``.
  open func endRefreshing() { recorder.record(.endRefreshing) }

  /// Records ``ListViewCall/showSkippedNotice(_:)``.
  ///
  /// - Parameter notice: The notice, or `nil`.
  open func showSkippedNotice(_ notice: String?) { recorder.record(.showSkippedNotice(notice)) }

  /// Records ``ListViewCall/showSavedNotice(_:)``.
  ///
  /// - Parameter notice: The notice, or `nil`.
  open func showSavedNotice(_ notice: String?) { recorder.record(.showSavedNotice(notice)) }
}
