/// A row of the notice fixture: an id and a title.
struct NoticeRow: Identifiable, Equatable, Sendable {
  let id: Int
  var title: String

  init(_ id: Int) {
    self.id = id
    self.title = "row \(id)"
  }

  static func rows(_ ids: [Int]) -> [NoticeRow] {
    ids.map { NoticeRow($0) }
  }
}
