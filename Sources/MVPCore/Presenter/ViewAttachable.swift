/// A presenter that a view of type ``View`` can be attached to and detached from.
///
/// Conforming presenters usually forward both methods to a ``ViewBinding``. ``View`` is normally
/// the feature's view protocol as an existential, for example `any UserListView`.
///
/// Threading: main actor only.
@MainActor
public protocol ViewAttachable: PresenterInterface {
  /// The view protocol this presenter drives, usually an existential such as `any MyView`.
  associatedtype View

  /// Attaches `view`, holding it weakly, and replays updates that were kept for a view (see
  /// ``DeliveryPolicy``). Attaching while another view is attached replaces that view.
  ///
  /// - Parameter view: A class instance conforming to the feature's view protocol.
  func attach(_ view: View)

  /// Detaches the current view, if any, and cancels work that only that view was waiting for.
  func detach()
}
