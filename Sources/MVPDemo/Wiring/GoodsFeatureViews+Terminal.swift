import GoodsFeature
import MVPCore

extension GoodsFeatureViews where Screen == any TerminalScreen {
  /// The goods feature's views for the demo's ``ScreenStack``: each terminal view is both the
  /// feature's view and the screen the stack shows.
  ///
  /// - Parameters:
  ///   - list: Creates the list's terminal view around its presenter.
  ///   - detail: Creates a detail's terminal view around its presenter.
  init<List: GoodsListView & TerminalScreen, Detail: GoodsDetailView & TerminalScreen>(
    list: @escaping (GoodsListPresenter) -> List,
    detail: @escaping (GoodsDetailPresenter) -> Detail
  ) {
    self.init(
      makeList: { presenter in
        let view = list(presenter)
        return (view, view)
      },
      makeDetail: { presenter in
        let view = detail(presenter)
        return (view, view)
      })
  }
}
