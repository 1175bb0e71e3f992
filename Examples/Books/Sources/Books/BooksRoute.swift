import MVPCore

/// The destinations of the books screen.
public enum BooksRoute: Equatable, Sendable {
  /// The detail screen of the book with this identity.
  case book(id: Int)
}

/// The router the books presenter navigates with.
@MainActor
public protocol BooksRouting: RouterInterface where Route == BooksRoute {}
