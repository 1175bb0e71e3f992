import MVPCore

/// The "real" view of the sample module: it owns its presenter strongly, as a view controller
/// would, and forwards its lifecycle to it. Records what it is told through ``mock``.
@MainActor
final class SampleScreen: SampleView {
  let presenter: any PresenterInterface
  let mock = MockSampleView()

  init(presenter: any PresenterInterface) {
    self.presenter = presenter
  }

  func loaded() { presenter.viewDidLoad() }

  func showLoading() { mock.showLoading() }
  func hideLoading() { mock.hideLoading() }
  func showError(message: String, canRetry: Bool) {
    mock.showError(message: message, canRetry: canRetry)
  }
  func showEmpty(message: String) { mock.showEmpty(message: message) }
  func showMessage(_ text: String) { mock.showMessage(text) }
  func showContent(_ text: String) { mock.showContent(text) }
}
