/// A book of the catalogue, as the service answers it.
///
/// `nonisolated`: in a target with main-actor default isolation its `Identifiable` conformance
/// would otherwise be main-actor only, and a list loader needs items that are
/// `Identifiable & Sendable` everywhere (pages arrive from the service off the main actor).
nonisolated public struct Book: Identifiable, Equatable, Sendable {
  /// The book's identity in the catalogue.
  public let id: Int
  /// The book's title.
  public var title: String
  /// The book's author, as printed on the cover.
  public var author: String

  /// Creates a book.
  ///
  /// - Parameters:
  ///   - id: The book's identity in the catalogue.
  ///   - title: The book's title.
  ///   - author: The book's author.
  public init(id: Int, title: String, author: String) {
    self.id = id
    self.title = title
    self.author = author
  }
}
