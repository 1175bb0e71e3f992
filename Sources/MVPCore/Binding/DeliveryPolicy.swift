/// What a ``ViewBinding`` does with a view update sent while no view is attached.
///
/// Chosen per call of ``ViewBinding/update(_:_:)``. While a view is attached every policy
/// delivers the update at once; the policies differ only in what they keep for a later view.
public enum DeliveryPolicy: Hashable, Sendable {
  /// Discard the update when no view is attached. Right for progress and other updates that are
  /// meaningless later.
  case drop

  /// Keep the update until a view attaches, then deliver it once, in submission order. Right for
  /// one-shot updates such as transient messages and navigation. The queue is bounded by
  /// ``ViewBinding/queueCapacity``; when full, the oldest queued update is discarded.
  case queue

  /// Keep only the latest update sent under `key`, deliver it now if a view is attached, and
  /// replay it to every view that attaches later. Right for screen state (content, empty,
  /// error) that any newly attached view must show.
  case state(UpdateKey)
}
