/// One offset/limit page request issued by a ``PagedListLoader``.
///
/// Pass ``offset`` and ``limit`` to the service (`skip`/`limit` in DummyJSON-style APIs); the
/// loader uses the request to recognise and discard answers to superseded requests.
public struct PageRequest: Hashable, Sendable {
  /// What the request is for.
  public enum Kind: String, Hashable, Sendable {
    /// The initial load of the first page, typically shown with a full-screen loading state.
    case first
    /// The page after the last one received, when the user reaches the bottom.
    case next
    /// A reload from the first page while content may be shown (pull to refresh).
    case refresh
  }

  /// What the request is for.
  public let kind: Kind

  /// The number of items to skip, counted on the server's side, 0 or more.
  public let offset: Int

  /// The most items to return, 1 or more.
  public let limit: Int

  /// Distinguishes this request from earlier ones with the same kind and offset.
  let generation: Int
}
