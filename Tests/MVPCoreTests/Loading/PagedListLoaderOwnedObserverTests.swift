import MVPCore
import MVPTestSupport
import Testing

/// `observe(owner:_:)`, the observer that captures nothing: it receives its owner and each event,
/// stops once its owner is gone, and replaces (and is replaced by) `observe(_:)`.
@MainActor
@Suite(.presenterTest) struct PagedListLoaderOwnedObserverTests {
  /// An observer's owner that records the events it is told.
  @MainActor
  final class Owner {
    var events: [String] = []

    func note(_ event: PagedListLoader<Row, any SampleListView>.Event) {
      switch event {
      case .pageShown(let kind, let page): events.append("page \(kind) \(page.items.count)")
      case .failed: events.append("failed")
      case .rowsShown: events.append("rows")
      }
    }
  }

  let fixture = ListScreen()

  func observe(_ owner: Owner) {
    fixture.list.observe(owner: owner) { unsafeDowncast($0, to: Owner.self).note($1) }
  }

  @Test func theOwnerIsToldEachEvent() {
    let owner = Owner()
    observe(owner)
    fixture.loadFirstPage(total: 3)
    #expect(owner.events == ["rows", "page first 3"])
    fixture.view.recorder.expectCalls([.showLoading, .hideLoading, .showRows([1, 2, 3])])
  }

  @Test func nothingIsToldOnceTheOwnerIsGone() {
    var owner: Owner? = Owner()
    weak let weakOwner = owner
    if let owner { observe(owner) }
    owner = nil
    #expect(weakOwner == nil)
    fixture.loadFirstPage(total: 3)
    fixture.view.recorder.expectCalls([.showLoading, .hideLoading, .showRows([1, 2, 3])])
  }

  @Test func eachObserverReplacesTheOther() {
    let owner = Owner()
    var plain: [String] = []
    fixture.list.observe { if case .rowsShown = $0 { plain.append("rows") } }
    observe(owner)
    fixture.loadFirstPage(total: 3)
    fixture.list.observe { if case .rowsShown = $0 { plain.append("rows") } }
    fixture.list.replace(Row(1))
    #expect(owner.events == ["rows", "page first 3"])
    #expect(plain == ["rows"])
    fixture.view.recorder.expectCalls([
      .showLoading, .hideLoading, .showRows([1, 2, 3]), .updateRow(0, "row 1"),
    ])
  }
}
