/// One update a ``ViewBinding`` keeps until it is delivered: its place in the order of updates,
/// its ``UpdateKind`` and its body.
///
/// Not nested in the generic binding, so that it is not generic itself: the binding's arrays and
/// buffer of entries are of this one type and run specialized code, with no generic metadata
/// looked up when an entry is made, kept, sorted or released. The body, a `(View) -> Void`, is
/// kept in a ``Body`` whose `View` is forgotten: a generic struct stores its closure in one
/// representation whatever its `View` (the one for an unknown type), so a `Body<View>` and a
/// `Body<Void>` have the same bits, and ``body(for:)`` gives back the closure that was stored. Only
/// the binding that stored an entry reads it, always with its own `View`.
struct BindingEntry {
  /// The update's place in the order the binding received its updates.
  let sequence: Int
  /// How the update is delivered.
  let kind: UpdateKind
  /// The body, a `Body<View>` with its `View` forgotten.
  private let erasedBody: Body<Void>

  /// A body of an update for a `View`.
  struct Body<View> {
    /// What the update does to the view.
    let run: (View) -> Void
  }

  /// Keeps an update.
  ///
  /// - Parameters:
  ///   - sequence: Its place in the binding's order of updates.
  ///   - kind: How it is delivered.
  ///   - body: What it does to the view.
  init<View>(sequence: Int, kind: UpdateKind, body: @escaping (View) -> Void) {
    self.sequence = sequence
    self.kind = kind
    erasedBody = unsafeBitCast(Body(run: body), to: Body<Void>.self)
  }

  /// The body as it was stored.
  ///
  /// - Parameter view: The `View` the entry was made with (the binding's own).
  /// - Returns: The closure passed to ``init(sequence:kind:body:)``.
  func body<View>(for view: View.Type) -> (View) -> Void {
    unsafeBitCast(erasedBody, to: Body<View>.self).run
  }
}
