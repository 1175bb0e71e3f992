/// How a ``ViewBinding`` delivers one update: the ``DeliveryPolicy`` it was sent with, as kept.
///
/// Not nested in the generic binding, so that it is not generic itself: comparing and copying it
/// runs specialized code (no generic metadata looked up per update).
enum UpdateKind: Equatable {
  /// Delivered now to an attached view, or dropped.
  case drop
  /// Delivered now to a visible view, or kept until one is attached and visible.
  case queue
  /// The latest update for the key, kept and replayed to every attached view.
  case state(ScreenKey)
}
