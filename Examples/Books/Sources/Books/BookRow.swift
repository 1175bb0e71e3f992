/// What one row of the books list shows.
public struct BookRow: Equatable, Sendable {
  /// The first line: the title.
  public let title: String
  /// The second line: "by" and the author.
  public let byline: String

  /// Makes the row of a book.
  ///
  /// - Parameter book: The book the row shows.
  public init(_ book: Book) {
    title = book.title
    byline = "by \(book.author)"
  }
}
