/// Where a ``ViewBinding`` keeps one state, and whether its attached view has the current version.
///
/// Not nested in the generic binding, so that it is not generic itself: the binding's dictionary
/// of slots then runs specialized code (no generic metadata looked up per `.state` update).
struct KeptStateSlot {
  /// The state's index in the binding's array of kept entries.
  var index: Int
  /// The binding's attachment count when its attached view received the current version.
  var receivedIn: Int
}
