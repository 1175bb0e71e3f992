import GoodsFeature
import MVPCore
import MVPTestSupport

/// Records every call of a ``CartView``, an item as `"2 × Item 45"` (`Product #45` without a
/// title). It scrolls, as a real list does: a cart restored after the app was killed scrolls it
/// back to the item it showed at the top.
@MainActor
final class MockCartView: CartView, ScrollingListViewInterface, CallRecording {
  enum Call: Equatable {
    case showLoading
    case hideLoading
    case showRows([String])
    case showEmpty(String)
    case showError(String, canRetry: Bool)
    case showMessage(String)
    case showTotal(Int)
    case endRefreshing
    case scrollToRow(Int)
  }

  let recorder = CallRecorder<Call>()

  func showLoading() { record(.showLoading) }
  func hideLoading() { record(.hideLoading) }
  func showRows(_ rows: [CartItem]) {
    record(.showRows(rows.map { "\($0.quantity) × \($0.title ?? "Product #\($0.productID)")" }))
  }
  func showEmpty(message: String) { record(.showEmpty(message)) }
  func showError(message: String, canRetry: Bool) {
    record(.showError(message, canRetry: canRetry))
  }
  func showMessage(_ text: String) { record(.showMessage(text)) }
  func showTotal(units: Int) { record(.showTotal(units)) }
  func endRefreshing() { record(.endRefreshing) }
  func scrollToRow(at index: Int) { record(.scrollToRow(index)) }
}
