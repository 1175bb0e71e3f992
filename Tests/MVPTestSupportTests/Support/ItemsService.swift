import MVPCore
import MVPTestSupport

/// The stubs behind an ``ItemsPresenter``.
struct ItemsService {
  let pages = AsyncStub<Int, [String]>()
  let saves = CallbackStub<String, Int>()

  /// A presenter using these stubs, with `view` attached.
  @MainActor
  func makePresenter(
    view: MockItemsView, dispatcher: any Dispatcher = .immediate
  ) -> ItemsPresenter {
    let presenter = ItemsPresenter(
      load: { [pages] in try await pages.call($0) },
      save: { [saves] in saves.call($0, completion: $1) }, dispatcher: dispatcher)
    presenter.attach(view)
    return presenter
  }
}
