import MVPCore
import MVPTestSupport

/// A titles list without paging (`fetchAll:`) shown on a ``MockPlainTitleListView``, attached.
@MainActor
final class PlainTitleListScreen {
  let screen = ScreenLifecycle<any PlainTitleListView>(dispatcher: .immediate)
  let server = CallbackStub<Void, [Row]>()
  let view = MockPlainTitleListView()
  let list: PagedListLoader<Row, any PlainTitleListView>

  init() {
    let server = self.server
    list = PagedListLoader(
      screen: screen,
      fetchAll: .callbacks { _, completion in server.call((), completion: completion) },
      view: { $0.listView }, row: \.title, texts: TitleListScreen.texts)
    screen.attach(view)
  }
}
