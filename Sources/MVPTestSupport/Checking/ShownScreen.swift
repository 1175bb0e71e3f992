/// What one view shows, derived from its calls through their ``ScreenEffect``s.
struct ShownScreen: Equatable, CustomStringConvertible {
  enum Content: Equatable {
    case nothing
    case value(String)
    case rows([String])
    case empty
    case error(canRetry: Bool)
  }

  var content = Content.nothing
  var progress: Set<String> = []

  /// Whether the screen shows what a screen at rest may show: a value, rows, the empty state or
  /// an error with retry.
  var isRestingContent: Bool {
    switch content {
    case .value, .empty, .error(canRetry: true): true
    case .rows(let rows): !rows.isEmpty
    case .nothing, .error(canRetry: false): false
    }
  }

  var rows: [String]? {
    if case .rows(let rows) = content { rows } else { nil }
  }

  /// The rows of a list: those shown, none for the empty state; `nil` for other content.
  var listRows: [String]? {
    switch content {
    case .rows(let rows): rows
    case .empty: []
    case .nothing, .value, .error: nil
    }
  }

  var isError: Bool {
    if case .error = content { true } else { false }
  }

  var description: String {
    let shown =
      switch content {
      case .nothing: "nothing"
      case .value(let value): "content \(value)"
      case .rows(let rows): "\(rows.count) rows \(rows)"
      case .empty: "the empty state"
      case .error(let canRetry): canRetry ? "an error with retry" : "an error without retry"
      }
    let indicators = progress.sorted().map { "'\($0)'" }.joined(separator: ", ")
    return progress.isEmpty ? shown : "\(shown) with progress \(indicators)"
  }

  /// Applies `effect`; returns what is wrong with it (an index not valid for the rows shown).
  mutating func apply(_ effect: ScreenEffect) -> String? {
    switch effect {
    case .showProgress(let name): progress.insert(name)
    case .hideProgress(let name): progress.remove(name)
    case .content(let value): content = .value(value)
    case .rows(let rows): content = .rows(rows)
    case .empty: content = .empty
    case .error(let canRetry): content = .error(canRetry: canRetry)
    case .message, .other: break
    case .insertRows(let inserted, let index):
      var rows = self.rows ?? []
      guard (0...rows.count).contains(index) else {
        return "inserts rows at \(index) into \(rows.count) rows"
      }
      rows.insert(contentsOf: inserted, at: index)
      content = .rows(rows)
    case .removeRow(let index):
      guard var rows, rows.indices.contains(index) else {
        return "removes row \(index) of \(rows?.count ?? 0) rows"
      }
      rows.remove(at: index)
      content = .rows(rows)
    case .updateRow(let index, let row):
      guard var rows, rows.indices.contains(index) else {
        return "updates row \(index) of \(rows?.count ?? 0) rows"
      }
      rows[index] = row
      content = .rows(rows)
    }
    return nil
  }
}
