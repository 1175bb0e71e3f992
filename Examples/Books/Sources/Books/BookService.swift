import MVPCore

/// The catalogue of books.
///
/// `nonisolated`: in a target with main-actor default isolation the protocol would otherwise be
/// main-actor isolated, and every request to the catalogue would run on the main actor.
nonisolated public protocol BookService: Sendable {
  /// Returns one page of books.
  ///
  /// - Parameters:
  ///   - offset: How many books to skip.
  ///   - limit: The most books to return.
  /// - Returns: The page: its books, its offset and the catalogue's size.
  /// - Throws: Any error; the presenter classifies it with `ServiceError(classifying:)`.
  func books(offset: Int, limit: Int) async throws -> Page<Book>

  /// Deletes a book from the catalogue.
  ///
  /// - Parameter id: The book's identity.
  /// - Throws: Any error; the book is then kept.
  func deleteBook(id: Int) async throws
}
