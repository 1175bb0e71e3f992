import MVPCore

/// A `Navigator` that records navigation and keeps a screen stack, for router and
/// module tests. It shows any `ViewInterface` (its `Screen`), so mock views are their own
/// screens (the features' `where Screen == any ViewInterface` view factories).
///
/// Like a real navigation controller it retains the views pushed or presented on it until they
/// are popped or dismissed; ``stack`` and ``presented`` let a test reach them (and their
/// presenters).
@MainActor
public final class RecordingNavigator: Navigator {
  /// A navigation step, naming the view's type.
  public enum Step: Equatable, Sendable, CustomStringConvertible {
    /// A view of the named type was pushed.
    case push(String)
    /// The top view was popped.
    case pop
    /// A view of the named type was presented.
    case present(String)
    /// The presented view was dismissed.
    case dismiss

    /// A one-line description, for example `push(MockProfileView)`.
    public var description: String {
      switch self {
      case .push(let name): "push(\(name))"
      case .pop: "pop"
      case .present(let name): "present(\(name))"
      case .dismiss: "dismiss"
      }
    }
  }

  /// The steps taken, in order.
  public let recorder = CallRecorder<Step>(label: "RecordingNavigator")

  /// The pushed views, bottom first.
  public private(set) var stack: [any ViewInterface] = []

  /// The view presented modally, if any.
  public private(set) var presented: (any ViewInterface)?

  /// Creates a navigator with an empty stack.
  ///
  /// - Parameter root: A view to start the stack with, or `nil`.
  public init(root: (any ViewInterface)? = nil) {
    if let root { stack.append(root) }
  }

  /// Records the push and puts `view` on top of ``stack``.
  ///
  /// - Parameters:
  ///   - view: The view pushed, as its screen.
  ///   - animated: Ignored.
  public func push(_ view: any ViewInterface, animated: Bool) {
    stack.append(view)
    recorder.record(.push(String(describing: type(of: view))))
  }

  /// Records the pop and removes the top of ``stack``, if any.
  ///
  /// - Parameter animated: Ignored.
  public func pop(animated: Bool) {
    if !stack.isEmpty { stack.removeLast() }
    recorder.record(.pop)
  }

  /// Records the presentation and keeps `view` as ``presented``.
  ///
  /// - Parameters:
  ///   - view: The view presented.
  ///   - animated: Ignored.
  public func present(_ view: any ViewInterface, animated: Bool) {
    presented = view
    recorder.record(.present(String(describing: type(of: view))))
  }

  /// Records the dismissal and clears ``presented``.
  ///
  /// - Parameter animated: Ignored.
  public func dismiss(animated: Bool) {
    presented = nil
    recorder.record(.dismiss)
  }
}
