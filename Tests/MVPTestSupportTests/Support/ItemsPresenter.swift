import MVPCore

/// A small presenter for the kit's own tests, built like the features' presenters: a
/// `ScreenLifecycle`, `async` loads and completion-handler saves in its `TaskScope`.
@MainActor
final class ItemsPresenter: PresenterInterface, PendingWorkSource {
  typealias View = any ItemsView

  let screen: ScreenLifecycle<any ItemsView>
  private let load: @Sendable (Int) async throws -> [String]
  private let save:
    @Sendable (String, @escaping @Sendable (Result<Int, any Error>) -> Void) -> any Cancellable

  init(
    load: @escaping @Sendable (Int) async throws -> [String],
    save:
      @escaping @Sendable (String, @escaping @Sendable (Result<Int, any Error>) -> Void) ->
      any Cancellable = { _, _ in CancellationHandle() },
    dispatcher: any Dispatcher = .default
  ) {
    screen = ScreenLifecycle(dispatcher: dispatcher)
    self.load = load
    self.save = save
    screen.restores(\.selection, of: self, key: "selection")
  }

  /// The item the user selected; kept when the app is killed.
  var selection = ""

  var tasks: TaskScope { screen.tasks }
  var pendingWorkDescriptions: [String] { screen.pendingWorkDescriptions }

  func attach(_ view: any ItemsView) { screen.attach(view) }
  func detach(_ view: any ItemsView) { screen.detach(view) }

  /// Loads page `page` under the key "items"; a newer load supersedes it.
  func loadItems(page: Int = 1) {
    screen.binding.update(.state("loading")) { $0.showLoading() }
    tasks.perform(
      "items", owner: self, work: { [load] in try await load(page) },
      then: { presenter, result in presenter.show(result) })
  }

  /// Saves `item` through the completion-handler service; a write.
  func saveItem(_ item: String) {
    tasks.perform(
      "save", role: .write, owner: self,
      operation: { [save] in save(item, $0) },
      then: { presenter, result in presenter.saved(result) })
  }

  /// Queues a one-shot message for the next visible view.
  func notify(_ text: String) {
    screen.binding.update(.queue) { $0.showMessage(text) }
  }

  private func show(_ result: Result<[String], any Error>) {
    screen.binding.update(.state("loading")) { $0.hideLoading() }
    if case .success(let items) = result {
      screen.binding.update(.state("items")) { $0.showItems(items) }
    }
  }

  private func saved(_ result: Result<Int, any Error>) {
    let text = (try? result.get()).map { "Saved \($0)" } ?? "Not saved"
    screen.binding.update(.queue) { $0.showMessage(text) }
  }
}
