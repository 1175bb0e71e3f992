/// A list's rendering held once by reference, for the closures of its progress indicators: a
/// closure that captures this one object needs no context of its own, where one that captures
/// the rendering (an existential) allocates one.
@MainActor
final class SharedListRendering<Item, View> {
  /// The rendering.
  let rendering: any ListRendering<Item, View>

  /// Holds `rendering`.
  ///
  /// - Parameter rendering: How the view shows the list.
  init(_ rendering: any ListRendering<Item, View>) {
    self.rendering = rendering
  }
}
