import MVPCore
import MVPScreenState
import Observation

/// The goods list as observable screen state, for SwiftUI: a ``GoodsListView`` that keeps what
/// its ``GoodsListPresenter`` tells it in plain properties a SwiftUI view renders, and forwards
/// the user's input to the presenter.
///
/// The state is the presenter's view (it holds the presenter strongly, the presenter holds it
/// weakly); a SwiftUI view owns the state, reads its properties in `body` and calls its methods:
///
/// ```swift
/// List(Array(state.rows.enumerated()), id: \.element.id) { index, row in
///   Text(row.name).onTapGesture { state.selectProduct(at: index) }
///     .onAppear { if index == state.rows.count - 1 { state.loadNextPage() } }
/// }
/// .refreshable { await state.refresh() }
/// .onAppear { state.appear() }
/// .onDisappear { state.disappear() }
/// ```
///
/// Rows change as a list's rows do: `showRows(_:)` replaces them and `insertRows(_:at:)`,
/// `removeRow(at:)` and `updateRow(at:with:)` change them by index; an index out of range (which the
/// presenter never sends) is ignored rather than trapping. The error and empty states replace the
/// rows; rows replace them. Transient messages (failures while rows stay, cart confirmations) wait
/// in `messages` until the UI dismisses them with `dismissMessage(_:)`.
///
/// UIKit and terminal views implement ``GoodsListView`` themselves; this type is one more view.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@Observable
@MainActor
public final class GoodsListScreenState: GoodsListView, ListScreenState {
  /// The presenter the user's input goes to; kept strongly (view → presenter).
  public let presenter: GoodsListPresenter

  /// The sentence saying the rows are goods saved on the device because the server cannot be
  /// reached, and when they were saved, for above the rows; `nil` while they are the server's.
  public private(set) var savedNotice: String?

  /// The list's rows, indicators and states; observable. The properties and the view calls that
  /// `ListScreenState` forwards to it are the ones to use.
  public let list = ListScreenModel<GoodsRowViewModel>()

  /// The transient messages not dismissed yet (`messages`); observable.
  public let messageQueue = TransientMessageQueue()

  @ObservationIgnored private var appearance = ScreenAppearance()

  /// Creates the state around its presenter, showing nothing yet; the module builders attach it
  /// (``GoodsListModule/build(service:navigator:options:coupon:pageSize:dispatcher:)``).
  ///
  /// - Parameter presenter: The presenter, kept strongly.
  public init(presenter: GoodsListPresenter) {
    self.presenter = presenter
  }

  // MARK: - Input, forwarded to the presenter

  /// The view appeared (SwiftUI's `onAppear`): the first time sends `viewDidLoad`, which starts
  /// the first load, then every time `viewWillAppear` and `viewDidAppear`.
  public func appear() {
    appearance.appear(presenter)
  }

  /// The view disappeared (SwiftUI's `onDisappear`): sends `viewWillDisappear` and
  /// `viewDidDisappear`; transient messages wait until it appears again.
  public func disappear() {
    appearance.disappear(presenter)
  }

  /// Loads the first page again after an error (the error state's retry).
  public func retry() {
    presenter.retry()
  }

  /// Pulls to refresh and returns when the refresh has ended, for SwiftUI's `refreshable`.
  ///
  /// Sets `isRefreshing` until the presenter ends the refresh; returns at once when the
  /// presenter ends it at once (the first load still runs), and when the calling task is
  /// cancelled (the refresh goes on). The waiting task keeps the state alive until it returns.
  public func refresh() async {
    await list.refresh { presenter.refresh() }
  }

  /// Loads the next page; call it when the last row appears.
  public func loadNextPage() {
    presenter.loadNextPage()
  }

  /// Opens the detail screen of the product in row `index`.
  ///
  /// - Parameter index: The row's index in `rows`.
  public func selectProduct(at index: Int) {
    presenter.selectProduct(at: index)
  }

  /// Adds the product in row `index` to the cart; a message says how it went.
  ///
  /// - Parameter index: The row's index in `rows`.
  public func addToCart(at index: Int) {
    presenter.addToCart(at: index)
  }

  // MARK: - GoodsListView

  /// Keeps the notice of goods saved on the device, for above the rows.
  ///
  /// - Parameter notice: The sentence, or `nil` to remove it.
  public func showSavedNotice(_ notice: String?) {
    savedNotice = notice
  }
}
