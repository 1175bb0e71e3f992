/// What a ``PresenterIntent`` does on the user's behalf, which decides what ``PresenterChecker``
/// checks of the work it starts.
///
/// ```swift
/// PresenterIntent("save", role: .write) { $0.save() }
/// ```
///
/// Threading: a value; any thread.
public enum IntentRole: Hashable, Sendable {
  /// The intent only asks to see something (refresh, next page, open a row): the work it starts
  /// may be cancelled. The default.
  case read
  /// The intent changes something on the server for the user (save, delete, add to a cart). The
  /// work the presenter starts while the intent runs is never cancelled, by a detach or by
  /// anything but a ``cancel`` intent, and reaches the service (calls a stub) before it ends;
  /// and the intent starts work unless the presenter refuses it (see
  /// <doc:CheckingAPresenterUnderRandomEvents>).
  case write
  /// The intent is the user asking to stop work (an upload's cancel button): the one step that
  /// may cancel a write.
  case cancel
}
