import MVPCore

/// The presenter of one part of a ``PagePresenter``'s page, for the tests of the kit's waits on
/// embedded parts: loads items through an `async` service under the key "items" and shows them.
@MainActor
final class PartPresenter: ScreenPresenter {
  let screen = ScreenLifecycle<any ItemsView>(dispatcher: .immediate)
  private let load: @Sendable (Int) async throws -> [String]
  private let loadsOnViewDidLoad: Bool
  /// Runs after the part showed what it loaded, inside the work's `then`: work it starts begins
  /// as this part's work ends.
  var onShown: (@MainActor () -> Void)?

  /// Creates a part that loads page 1 at `viewDidLoad` unless `loadsOnViewDidLoad` is `false`.
  init(loadsOnViewDidLoad: Bool = true, load: @escaping @Sendable (Int) async throws -> [String]) {
    self.loadsOnViewDidLoad = loadsOnViewDidLoad
    self.load = load
  }

  func screenDidLoad() {
    if loadsOnViewDidLoad { loadItems() }
  }

  /// Shows the loading state and loads page `page` under the key "items".
  func loadItems(page: Int = 1) {
    screen.binding.update(.state("loading")) { $0.showLoading() }
    tasks.perform(
      "items", owner: self, work: { [load] in try await load(page) },
      then: { part, result in part.show(result) })
  }

  private func show(_ result: Result<[String], any Error>) {
    screen.binding.update(.state("loading")) { $0.hideLoading() }
    if case .success(let items) = result {
      screen.binding.update(.state("items")) { $0.showItems(items) }
    }
    onShown?()
  }
}
