import MVPTestSupport

/// An ``ItemsView`` that records its calls: one line per method.
@MainActor
final class MockItemsView: ItemsView, CallRecording {
  enum Call: Equatable {
    case showLoading
    case hideLoading
    case showItems([String])
    case showMessage(String)
  }

  let recorder = CallRecorder<Call>()
  /// Strong, as a real view holds its presenter.
  var presenter: ItemsPresenter?

  func showLoading() { record(.showLoading) }
  func hideLoading() { record(.hideLoading) }
  func showItems(_ items: [String]) { record(.showItems(items)) }
  func showMessage(_ text: String) { record(.showMessage(text)) }
}
