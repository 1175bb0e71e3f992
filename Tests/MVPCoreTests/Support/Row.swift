/// An identifiable list item for the paging tests.
struct Row: Identifiable, Equatable, Sendable, Decodable {
  let id: Int
  var title: String

  init(_ id: Int, _ title: String? = nil) {
    self.id = id
    self.title = title ?? "row \(id)"
  }

  /// Rows with the given ids, default titles.
  static func rows(_ ids: [Int]) -> [Row] {
    ids.map { Row($0) }
  }
}
