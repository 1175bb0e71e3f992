import MVPCore

/// A call on MVPCore's `PagedListViewInterface`, as ``RecordingListView`` records it.
public enum ListViewCall<Row>: ScreenEffectDescribing {
  /// `showLoading()`.
  case showLoading
  /// `hideLoading()`.
  case hideLoading
  /// `showError(title:message:canRetry:)`, or `showError(message:canRetry:)` with no title
  /// (`nil`, the default).
  case showError(String, title: String? = nil, canRetry: Bool)
  /// `showEmpty(message:)`.
  case showEmpty(String)
  /// `showMessage(_:)`.
  case showMessage(String)
  /// `showRows(_:)`.
  case showRows([Row])
  /// `insertRows(_:at:)`.
  case insertRows([Row], at: Range<Int>)
  /// `removeRow(at:)`.
  case removeRow(Int)
  /// `updateRow(at:with:)`.
  case updateRow(Int, Row)
  /// `showLoadingMore()`.
  case showLoadingMore
  /// `hideLoadingMore()`.
  case hideLoadingMore
  /// `endRefreshing()`.
  case endRefreshing
  /// `showSkippedNotice(_:)`.
  case showSkippedNotice(String?)
  /// `showSavedNotice(_:)`.
  case showSavedNotice(String?)
  /// A call of the feature's own view protocol, recorded by a subclass with
  /// ``RecordingListView/recordOwn(_:effect:)``.
  case own(String, ScreenEffect)

  /// What the call does to the screen: the indicators `loading`, `loading more` and `refreshing`
  /// (which the view starts itself on a pull), the rows and their changes, the empty and error
  /// states and messages; the notices are ``ScreenEffect/other``.
  public var screenEffect: ScreenEffect {
    switch self {
    case .showLoading: .showLoading
    case .hideLoading: .hideLoading
    case .showError(_, _, let canRetry): .error(canRetry: canRetry)
    case .showEmpty: .empty
    case .showMessage(let text): .message(text)
    case .showRows(let rows): .rows(rows.map { "\($0)" })
    case .insertRows(let rows, let indices):
      .insertRows(rows.map { "\($0)" }, at: indices.lowerBound)
    case .removeRow(let index): .removeRow(at: index)
    case .updateRow(let index, let row): .updateRow(at: index, "\(row)")
    case .showLoadingMore: .showProgress("loading more")
    case .hideLoadingMore: .hideProgress("loading more")
    case .endRefreshing: .hideProgress("refreshing")
    case .showSkippedNotice, .showSavedNotice: .other
    case .own(_, let effect): effect
    }
  }
}

extension ListViewCall: Equatable where Row: Equatable {}
