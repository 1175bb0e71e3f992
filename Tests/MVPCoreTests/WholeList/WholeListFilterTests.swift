import MVPCore
import MVPTestSupport
import Testing

/// `PagedListLoader.filter` (issue 30): a search over a list that arrives whole, kept across
/// every new value, re-applied by identity when it changes; the rules of its doc comment.
@MainActor @Suite(.presenterTest) struct WholeListFilterTests {
  let screen = ScreenLifecycle<any TitleListView>()
  let source = LiveSourceStub<[Row]>()
  let view = MockTitleListView()
  let list: PagedListLoader<Row, any TitleListView>

  init() {
    list = PagedListLoader(
      screen: screen, observe: source.observe, view: { $0.pagedListView }, row: \.title,
      texts: TitleListScreen.texts)
  }

  /// Subscribes with `view` attached and shows `rows` as the source's first value.
  private func start(with rows: [Row]) async {
    screen.attach(view)
    list.load()
    await source.send(rows)
    view.recorder.expectCalls([.showLoading, .hideLoading, .showRows(rows.map(\.title))])
  }

  static func even(_ row: Row) -> Bool { row.id.isMultiple(of: 2) }

  @Test func settingTheFilterRemovesTheRowsItHidesByIdentityWithNoNewSubscription() async {
    await start(with: Row.rows([1, 2, 3, 4]))
    list.filter = Self.even
    view.recorder.expectCalls([.removeRow(at: 2), .removeRow(at: 0)])
    #expect(list.items == Row.rows([2, 4]))
    await screen.tasks.waitUntilIdle()
    #expect(source.subscriptionCount == 1)
    #expect(list.isSubscribed)
  }

  @Test func aNewValueKeepsTheSearch() async {
    await start(with: Row.rows([1, 2, 3]))
    list.filter = Self.even
    await source.send([Row(2, "two"), Row(3), Row(5), Row(6)])
    view.recorder.expectCalls([
      .removeRow(at: 2), .removeRow(at: 0),
      .insertRows(["row 6"], at: 1..<2), .updateRow(at: 0, "two"),
    ])
    #expect(list.items.map(\.id) == [2, 6])
  }

  @Test func clearingTheFilterShowsEverythingOfTheLatestValue() async {
    await start(with: Row.rows([1, 2]))
    list.filter = Self.even
    await source.send(Row.rows([1, 2, 3, 4]))
    list.filter = nil
    view.recorder.expectCalls([
      .removeRow(at: 0), .insertRows(["row 4"], at: 1..<2),
      .insertRows(["row 1"], at: 0..<1), .insertRows(["row 3"], at: 2..<3),
    ])
    #expect(list.items == Row.rows([1, 2, 3, 4]))
  }

  @Test func aReattachedViewGetsTheFilteredRows() async {
    await start(with: Row.rows([1, 2, 3, 4]))
    list.filter = Self.even
    view.recorder.expectCalls([.removeRow(at: 2), .removeRow(at: 0)])
    screen.detach(view)
    let other = MockTitleListView()
    screen.attach(other)
    other.recorder.expectCalls([.hideLoading, .showRows(["row 2", "row 4"])])
    // The subscription that the attach opened filters too.
    await source.send(Row.rows([1, 2, 3, 4, 5, 6]))
    other.recorder.expectCalls([.insertRows(["row 6"], at: 2..<3)])
  }

  @Test func aFilterSetBeforeAnyValueAppliesToTheFirst() async {
    list.filter = Self.even
    screen.attach(view)
    list.load()
    await source.send(Row.rows([1, 2, 3]))
    view.recorder.expectCalls([.showLoading, .hideLoading, .showRows(["row 2"])])
  }

  @Test func aFilterThatKeepsNoItemShowsTheEmptyState() async {
    await start(with: Row.rows([1, 3]))
    list.filter = Self.even
    list.filter = { _ in true }
    view.recorder.expectCalls([.showEmpty("No rows."), .showRows(["row 1", "row 3"])])
  }

  @Test func localChangesSurviveAChangeOfTheFilterUntilTheNextValue() async {
    await start(with: Row.rows([1, 2, 3, 4]))
    list.filter = Self.even
    view.recorder.expectCalls([.removeRow(at: 2), .removeRow(at: 0)])
    // A hidden item removed and another replaced; an item inserted that the filter would hide.
    list.remove(id: 3)
    list.replace(Row(1, "one"))
    list.insert(Row(7))
    view.recorder.expectCalls([.insertRows(["row 7"], at: 0..<1)])
    list.filter = nil
    view.recorder.expectCalls([.insertRows(["one"], at: 1..<2)])
    #expect(list.items.map(\.title) == ["row 7", "one", "row 2", "row 4"])
    // The next value is the truth.
    await source.send(Row.rows([1, 2, 3, 4]))
    view.recorder.expectCalls([
      .removeRow(at: 0), .insertRows(["row 3"], at: 2..<3), .updateRow(at: 0, "row 1"),
    ])
    #expect(list.items == Row.rows([1, 2, 3, 4]))
  }

  @Test func replaceAllByHandIsFilteredAndKeptWhole() {
    let fixture = TitleListScreen()
    fixture.screen.attach(view)
    fixture.list.filter = Self.even
    fixture.list.replaceAll(with: Row.rows([1, 2, 3, 4]))
    fixture.list.filter = nil
    view.recorder.expectCalls([
      .showRows(["row 2", "row 4"]),
      .insertRows(["row 1"], at: 0..<1), .insertRows(["row 3"], at: 2..<3),
    ])
  }

  @Test func aPagesAnswerIsNotFilteredAndEndsTheKeptWholeList() {
    let fixture = TitleListScreen()
    fixture.screen.attach(view)
    fixture.list.filter = Self.even
    fixture.list.load()
    fixture.answer([1, 2, 3], offset: 0, total: 3)
    fixture.list.replaceAll(with: Row.rows([1, 2]))
    fixture.list.refresh()
    fixture.answer([5, 6], offset: 0, total: 2)
    // No whole list is kept: changing the filter shows nothing new.
    fixture.list.filter = nil
    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showRows(["row 1", "row 2", "row 3"]),
      .removeRow(at: 2), .removeRow(at: 0),
      .endRefreshing, .showRows(["row 5", "row 6"]),
    ])
  }
}
