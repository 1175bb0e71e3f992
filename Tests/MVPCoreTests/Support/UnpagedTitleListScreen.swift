import MVPCore
import MVPTestSupport

/// A titles list without paging (`fetchAll:`) whose completion-handler service cannot cancel (it
/// returns nothing), on a screen with a view attached.
@MainActor
final class UnpagedTitleListScreen {
  let screen = ScreenLifecycle<any TitleListView>(dispatcher: .immediate)
  let books = CallbackStub<Void, [Row]>()
  let view = MockTitleListView()
  let list: PagedListLoader<Row, any TitleListView>

  init() {
    let books = self.books
    list = PagedListLoader(
      screen: screen,
      fetchAll: .callbacks { _, completion in
        // Returns nothing, as a gateway that gives no way to cancel: the answer a cancelled call
        // gets anyway is dropped by the scope.
        _ = books.call((), completion: completion)
      },
      view: { $0.pagedListView }, row: \.title, texts: ListTexts(empty: "No books."))
    screen.attach(view)
  }
}
