import DummyJSON
import MVPCore
import MVPTestSupport

@testable import GoodsFeature

/// A list loader on a ``MockNoticeListView`` whose notices are added as the features add theirs,
/// through the loader's one observer (`PagedListLoader.observe(_:)`): the count of items that
/// could not be shown (DummyJSON's `SkippedItems`, as the user and goods lists) and what the rows
/// hold of a saved copy (the goods list's `SavedCopyTracking`), each a state after the rows.
@MainActor
final class NoticeListScreen {
  let screen = ScreenLifecycle<MockNoticeListView>(dispatcher: .immediate)
  let server = CallbackStub<PageRequest, Page<NoticeRow>>()
  let view = MockNoticeListView()
  let list: PagedListLoader<NoticeRow, MockNoticeListView>
  private(set) var skipped = SkippedItems()
  private(set) var saved = SavedCopyTracking()

  init(pageSize: Int) {
    let server = self.server
    list = PagedListLoader(
      screen: screen, pageSize: pageSize,
      fetch: .callbacks { request, completion in
        server.call(request, completion: completion)
      },
      rendering: NoticeRendering())
    list.observe { [weak self] in self?.listDidChange($0) }
  }

  /// The requests asked for, as `kind@offset`.
  var requests: [String] {
    server.requests.map { "\($0.kind.rawValue)@\($0.offset)" }
  }

  private func listDidChange(_ event: PagedListLoader<NoticeRow, MockNoticeListView>.Event) {
    switch event {
    case .pageShown(let kind, let page):
      if let count = skipped.record(page, kind: kind) {
        screen.binding.update(.state("list.skipped")) { $0.record(.showSkipped(count)) }
      }
      if saved.record(page, kind: kind) { showSaved() }
    case .failed(let error):
      if saved.record(error) { showSaved() }
    case .rowsShown:
      break
    }
  }

  private func showSaved() {
    let status = saved.status
    screen.binding.update(.state("list.saved")) { $0.record(.showSavedCopyStatus(status)) }
  }
}

/// Renders ``NoticeRow``s on a ``MockNoticeListView`` by id, row by row.
@MainActor
struct NoticeRendering: ListRendering {
  var changesEachRow: Bool { true }
  func showLoading(on view: MockNoticeListView) { view.record(.showLoading) }
  func hideLoading(on view: MockNoticeListView) { view.record(.hideLoading) }
  func showLoadingMore(on view: MockNoticeListView) { view.record(.showLoadingMore) }
  func hideLoadingMore(on view: MockNoticeListView) { view.record(.hideLoadingMore) }
  func endRefreshing(on view: MockNoticeListView) { view.record(.endRefreshing) }
  func showItems(_ items: [NoticeRow], on view: MockNoticeListView) {
    view.record(.showRows(items.map(\.id)))
  }
  func insertItems(_ items: [NoticeRow], at indices: Range<Int>, on view: MockNoticeListView) {
    view.record(.insertRows(indices, items.map(\.id)))
  }
  func removeRow(at index: Int, on view: MockNoticeListView) { view.record(.removeRow(index)) }
  func updateRow(at index: Int, with item: NoticeRow, on view: MockNoticeListView) {
    view.record(.updateRow(index, item.title))
  }
  func showEmpty(on view: MockNoticeListView) { view.record(.showEmpty) }
  func showError(_ error: ServiceError, on view: MockNoticeListView) {
    view.record(.showError(error))
  }
  func showFailureMessage(_ error: ServiceError, on view: MockNoticeListView) {
    view.record(.showMessage(error))
  }
}
