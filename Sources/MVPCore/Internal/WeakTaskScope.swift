/// A ``TaskScope`` held weakly, as a scope keeps the scopes of the presenters embedded in its
/// screen (``TaskScope/parts``).
struct WeakTaskScope {
  /// The scope, or `nil` once it is gone.
  weak var scope: TaskScope?
}
