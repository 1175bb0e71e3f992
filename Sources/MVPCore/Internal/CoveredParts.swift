/// The parts of a covered screen's view that a ``ScreenLifecycle`` is attaching to its embedded
/// presenters at this moment: a ``ViewBinding`` that attaches one of them counts it as hidden, so
/// that the part is hidden from its first update (a message it had queued waits for the screen
/// to appear, as the screen's own messages do).
///
/// Keyed by the part's identity, and only for the duration of the attach: no other view that is
/// attached meanwhile is affected.
@MainActor
enum CoveredParts {
  private static var attaching: [ObjectIdentifier] = []

  /// Runs `body` (the attach of an embedded presenter to `part`) with `part` counted as hidden.
  ///
  /// - Parameters:
  ///   - part: The part of the covered screen's view.
  ///   - body: The attach.
  static func attach(_ part: AnyObject, _ body: () -> Void) {
    attaching.append(ObjectIdentifier(part))
    defer { attaching.removeLast() }
    body()
  }

  /// Whether `view` is a part of a covered screen being attached.
  ///
  /// - Parameter view: The view a binding attaches.
  static func contains(_ view: AnyObject) -> Bool {
    !attaching.isEmpty && attaching.contains(ObjectIdentifier(view))
  }
}
