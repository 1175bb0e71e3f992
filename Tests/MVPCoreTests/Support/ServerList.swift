import MVPCore

/// The server side of a list for the in-flight tests: its rows in order, as they are at one
/// moment. A copy taken when a request starts answers it "as computed before" a later change.
struct ServerList: Sendable {
  private(set) var rows: [Row]

  /// A server holding `ids`, titled `row <id>`.
  init(_ ids: ClosedRange<Int>) {
    rows = Row.rows(Array(ids))
  }

  /// The server's answer to `request`: the rows from its offset, at most its limit.
  func page(for request: PageRequest) -> Page<Row> {
    let start = min(request.offset, rows.count)
    let end = start + min(request.limit, rows.count - start)
    return Page(items: Array(rows[start..<end]), offset: request.offset, total: rows.count)
  }

  /// Deletes the row with `id`, if any.
  mutating func delete(_ id: Int) {
    rows.removeAll { $0.id == id }
  }

  /// Saves a new title for the row with `id`; returns the row as saved.
  mutating func edit(_ id: Int) -> Row {
    let saved = Row(id, "edited \(id)")
    if let index = rows.firstIndex(where: { $0.id == id }) { rows[index] = saved }
    return saved
  }

  /// Adds `row` before every other (a list in newest-first order).
  mutating func addFirst(_ row: Row) {
    rows.insert(row, at: 0)
  }
}
