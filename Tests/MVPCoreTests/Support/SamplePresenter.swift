import MVPCore

/// The sample module's presenter, written like the canonical presenter of ARCHITECTURE.md: weak
/// view through a binding, strong router, work in a task scope cancelled on detach.
@MainActor
final class SamplePresenter: PresenterInterface {
  typealias View = any SampleView

  let tasks = TaskScope()
  let binding = ViewBinding<any SampleView>()
  let router: any SampleRouting
  private let loadContent: @Sendable () async throws -> String

  init(router: any SampleRouting, loadContent: @escaping @Sendable () async throws -> String) {
    self.router = router
    self.loadContent = loadContent
  }

  func attach(_ view: any SampleView) { binding.attach(view) }

  func detach(_ view: any SampleView) {
    guard binding.detach(view) else { return }
    tasks.cancelAll()
  }

  func viewDidLoad() {
    binding.update(.state("content")) { $0.showLoading() }
    tasks.perform("load", owner: self, work: loadContent) { presenter, result in
      presenter.show(result)
    }
  }

  func didSelect(id: Int) {
    router.navigate(to: .detail(id: id))
  }

  private func show(_ result: Result<String, any Error>) {
    switch result {
    case .success(let text):
      binding.update(.state("content")) { view in
        view.hideLoading()
        view.showContent(text)
      }
    case .failure(let error):
      let error = ServiceError(classifying: error)
      guard !error.isCancellation else { return }
      binding.update(.state("content")) { view in
        view.hideLoading()
        view.showError(message: error.userMessage, canRetry: true)
      }
    }
  }
}
