/// The view of a ``PagePresenter``: two parts with recording views, and a section that is a page
/// of its own (made when first used).
@MainActor
final class PageView {
  let first = MockItemsView()
  let second = MockItemsView()
  private(set) lazy var section: PageView = PageView()

  init() {}
}
