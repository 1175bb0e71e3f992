/// A bug that ``OrdersPresenter`` can be built with: one each, of the kinds found in code that is
/// not ours.
enum OrdersBug: CaseIterable, Sendable {
  /// The deletion is started as a read (no `role:`): a detach cancels it.
  case deleteStartedAsRead
  /// Placing the order is started as a read: a detach cancels it.
  case placingStartedAsRead
  /// Each reload runs under a key of its own and its answer is applied whenever it comes: an
  /// older page is shown over a newer refresh.
  case stalePageOverNewerRefresh
  /// A confirmed deletion removes the row at the index tapped, looked up again when the answer
  /// came.
  case rowLookedUpAgainByIndex
  /// The indicator below the rows is never hidden.
  case progressNeverHidden
  /// "Deleted …" is sent at once (`.drop`), even while the view is hidden.
  case messageWhileHidden
  /// A detach cancels every piece of work, writes included.
  case writeCancelledAtDetach
  /// The reload a detach interrupts is handled as a failure: the next view shows an error.
  case showsItsOwnCancellation
  /// The row titles are made by a closure that captures the presenter.
  case retainCycle
  /// "Deleted …" goes to the first view ever attached.
  case callsTheFirstView
  /// The rows are sent once (`.drop`), not kept as state: a view attached later shows none.
  case replayMissesTheContent
  /// A next page is appended whole: an order already shown (pushed down by one inserted on the
  /// server) shows twice.
  case duplicatedRowsAfterServerInsert
  /// A reload's answer is shown whole: an order deleted while it was in flight comes back.
  case removedRowComesBack
  /// Every deletion runs under one key: deleting a row while another row's deletion runs does
  /// nothing.
  case oneKeyForAllDeletions
  /// Placing an empty basket starts a write that returns without calling the service, and says
  /// "Order placed."
  case emptyBasketPlaced
  /// The presenter's deinit cancels its work, the writes that would outlive it included.
  case writeCancelledByDeinit
  /// The screen reports its writes to a `WriteOutcomes` of its own, which nobody observes: a
  /// write that ends after the user left the screen is told to no one.
  case writeOutcomeToldToNoOne
}
