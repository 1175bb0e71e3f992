/// The ``ListKernel`` of a loader with its rendering stored as its own type: every rendering call
/// goes straight to `Rendering`'s method, and the rendering costs no allocation of its own (an
/// `any ListRendering` of a value larger than three words would be boxed).
@MainActor
final class RenderedListKernel<Rendering: ListRendering>: ListKernel<
  Rendering.Item, Rendering.View
>
where Rendering.Item: Identifiable & Sendable {
  /// How the view shows the list.
  private let rendering: Rendering

  /// Creates the kernel of a list with nothing loaded.
  ///
  /// - Parameters:
  ///   - pageSize: The most items asked for per page; values below 1 are raised to 1.
  ///   - key: The loader's key.
  ///   - rendering: How the view shows the list.
  init(pageSize: Int, key: ScreenKey, rendering: Rendering) {
    self.rendering = rendering
    super.init(pageSize: pageSize, key: key)
  }

  override var changesEachRow: Bool { rendering.changesEachRow }
  override func showLoading(on view: Rendering.View) { rendering.showLoading(on: view) }
  override func hideLoading(on view: Rendering.View) { rendering.hideLoading(on: view) }
  override func showLoadingMore(on view: Rendering.View) { rendering.showLoadingMore(on: view) }
  override func hideLoadingMore(on view: Rendering.View) { rendering.hideLoadingMore(on: view) }
  override func endRefreshing(on view: Rendering.View) { rendering.endRefreshing(on: view) }
  override func showItems(_ items: [Rendering.Item], on view: Rendering.View) {
    rendering.showItems(items, on: view)
  }

  override func insertItems(
    _ items: [Rendering.Item], at indices: Range<Int>, on view: Rendering.View
  ) {
    rendering.insertItems(items, at: indices, on: view)
  }

  override func removeRow(at index: Int, on view: Rendering.View) {
    rendering.removeRow(at: index, on: view)
  }

  override func updateRow(at index: Int, with item: Rendering.Item, on view: Rendering.View) {
    rendering.updateRow(at: index, with: item, on: view)
  }

  override func showEmpty(on view: Rendering.View) { rendering.showEmpty(on: view) }

  override func showError(_ error: ServiceError, on view: Rendering.View) {
    rendering.showError(error, on: view)
  }

  override func showFailureMessage(_ error: ServiceError, on view: Rendering.View) {
    rendering.showFailureMessage(error, on: view)
  }

  override func scrollToRow(at index: Int, on view: Rendering.View) {
    rendering.scrollToRow(at: index, on: view)
  }
}
