/// A presenter that a view of type ``View`` can be attached to and detached from.
///
/// Conforming presenters usually forward both methods to a ``ViewBinding``. ``View`` is normally
/// the feature's view protocol as an existential, for example `any UserListView`.
@MainActor
public protocol ViewAttachable: PresenterInterface {
  /// The view protocol this presenter drives, usually an existential such as `any MyView`.
  associatedtype View

  /// Attaches `view`, holding it weakly, and replays updates that were kept for a view (see
  /// ``DeliveryPolicy``). Attaching while another view is attached replaces that view.
  ///
  /// - Parameter view: A class instance conforming to the feature's view protocol.
  func attach(_ view: View)

  /// Detaches `view` if it is the attached view, and cancels the reads that only it was waiting
  /// for; writes finish and their outcome reaches the next view.
  ///
  /// Naming the view makes a late detach harmless: a view that was already replaced (SwiftUI may
  /// report the new view's appearance before the old one's disappearance) cannot detach its
  /// successor. ``ScreenLifecycle/detach(_:)`` implements this contract.
  ///
  /// - Parameter view: The view that goes away.
  func detach(_ view: View)
}
