import MVPCore

/// Decides what the greeting screen shows. Holds its view weakly and owns its async work.
@MainActor
public final class GreetingPresenter: ViewAttachable {
  /// The presenter's async work; tests await `tasks.waitUntilIdle()`.
  public let tasks = TaskScope()
  private let binding = ViewBinding<any GreetingView>()
  private let service: any NameService

  /// Creates the presenter.
  ///
  /// - Parameter service: Where the name comes from.
  public init(service: any NameService) {
    self.service = service
  }

  /// Attaches the view, held weakly.
  ///
  /// - Parameter view: The greeting view.
  public func attach(_ view: any GreetingView) {
    binding.attach(view)
  }

  /// Detaches the view and cancels the load.
  public func detach() {
    binding.detach()
    tasks.cancelAll()
  }

  /// Starts loading the name.
  public func viewDidLoad() {
    load()
  }

  /// Loads again after an error; the view calls it from its retry control.
  public func retry() {
    load()
  }

  private func load() {
    binding.update { $0.showLoading() }
    tasks.perform(
      "load", owner: self,
      work: { [service] in try await service.currentName() },
      then: { presenter, result in presenter.show(result) })
  }

  private func show(_ result: Result<String, any Error>) {
    binding.update { $0.hideLoading() }
    switch result {
    case .success(let name):
      binding.update(.state("content")) { $0.showGreeting("Hello, \(name)!") }
    case .failure(let error):
      let error = ServiceError(classifying: error)
      guard !error.isCancellation else { return }
      binding.update(.state("content")) { $0.showError(message: error.userMessage, canRetry: true) }
    }
  }
}
