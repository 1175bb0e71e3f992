import MVPCore

/// The test feature's view and the fake platform's screen: it keeps its presenter strongly and
/// is named after its route, for the platform's record.
@MainActor
final class ItemScreen: ItemView {
  let name: String
  let presenter: ItemPresenter
  private(set) var titles: [String] = []

  init(name: String, presenter: ItemPresenter) {
    self.name = name
    self.presenter = presenter
  }

  func showTitle(_ title: String) { titles.append(title) }
  func showLoading() {}
  func hideLoading() {}
  func showError(message: String, canRetry: Bool) {}
}
