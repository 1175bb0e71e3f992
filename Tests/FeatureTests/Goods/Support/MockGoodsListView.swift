import GoodsFeature
import MVPCore
import MVPTestSupport

/// A goods list view that records every call; holds its presenter strongly like a real view.
@MainActor
final class MockGoodsListView: GoodsListView {
  enum Call: Equatable {
    case showLoading
    case hideLoading
    case showError(message: String, canRetry: Bool)
    case showEmpty(message: String)
    case showMessage(String)
    case showGoods([GoodsCellViewModel])
    case insertGoods(at: Range<Int>, cells: [GoodsCellViewModel])
    case endRefreshing
    case showLoadingMore
    case hideLoadingMore
    case showSkippedItemsNotice(String?)
  }

  let recorder = CallRecorder<Call>()
  var presenter: GoodsListPresenter?

  func showLoading() { recorder.record(.showLoading) }
  func hideLoading() { recorder.record(.hideLoading) }
  func showError(message: String, canRetry: Bool) {
    recorder.record(.showError(message: message, canRetry: canRetry))
  }
  func showEmpty(message: String) { recorder.record(.showEmpty(message: message)) }
  func showMessage(_ text: String) { recorder.record(.showMessage(text)) }
  func showGoods(_ cells: [GoodsCellViewModel]) { recorder.record(.showGoods(cells)) }
  func insertGoods(at range: Range<Int>, cells: [GoodsCellViewModel]) {
    recorder.record(.insertGoods(at: range, cells: cells))
  }
  func endRefreshing() { recorder.record(.endRefreshing) }
  func showLoadingMore() { recorder.record(.showLoadingMore) }
  func hideLoadingMore() { recorder.record(.hideLoadingMore) }
  func showSkippedItemsNotice(_ notice: String?) {
    recorder.record(.showSkippedItemsNotice(notice))
  }
}
