/// What a ``ViewBinding`` does with a view update sent while no view is attached, or while the
/// attached view is hidden.
///
/// Chosen per call of ``ViewBinding/update(_:_:)``. While a visible view is attached every policy
/// delivers the update at once, in submission order; the policies differ in what they keep for a
/// later view.
///
/// Which policy each kind of update needs:
///
/// | Update | Policy |
/// | --- | --- |
/// | Content, empty state, error state | ``state(_:)`` |
/// | Progress (loading, loading more, refreshing, saving) | ``state(_:)``, through ``ProgressIndicator`` |
/// | Row changes (insert, remove, update) | ``ViewBinding/updateState(_:change:replay:)`` |
/// | Transient messages | ``queue`` |
/// | Field errors of the current input | ``drop`` |
///
/// Navigation is no view update and takes no policy: a presenter calls
/// ``RouterInterface/navigate(to:)`` directly, and the router acts at once.
///
/// Progress is screen state, not a one-shot call: sent with ``drop``, the "hide" of work that
/// ends while no view is attached is lost and the next view spins for good. ``PagedListLoader``
/// and ``ResourceLoader`` choose these policies for the updates they send.
public enum DeliveryPolicy: Hashable, Sendable {
  /// Discard the update when no view is attached. Right only for updates that mean something to
  /// the view attached now and to no later one, such as the field errors of the input the user
  /// is typing. Not for progress: use a ``ProgressIndicator`` (state) instead.
  case drop

  /// Keep the update until a visible view is attached, then deliver it once, in submission order.
  /// Right for one-shot updates such as transient messages. The update also waits while the
  /// attached view is hidden (between its `viewDidDisappear` and `viewWillAppear`). The queue is
  /// bounded by ``ViewBinding/queueCapacity``; when full, the oldest queued update is discarded.
  case queue

  /// Keep only the latest update sent under `key`, deliver it now if a view is attached, and
  /// replay it to every view that attaches later. Right for screen state that any newly attached
  /// view must show: content, empty and error states, and progress (``ProgressIndicator``). For
  /// incremental changes to a kept state, such as inserted rows, use
  /// ``ViewBinding/updateState(_:change:replay:)``.
  case state(ScreenKey)
}
