/// A ``ScreenWork`` held weakly, as ``ScreenLifecycle`` keeps its loaders.
///
/// A type of its own rather than one nested in the generic ``ScreenLifecycle``: an array of a
/// non-generic element is specialized code, while one nested in a generic type looks up its
/// generic metadata at run time on every operation.
struct WeakScreenWork {
  /// The work, or `nil` once it is gone.
  weak var work: (any ScreenWork)?
}
