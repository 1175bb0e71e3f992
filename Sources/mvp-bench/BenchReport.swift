/// The rows `mvp-bench` prints, as a Markdown table.
struct BenchReport: Sendable {
  /// One line of the table.
  struct Row: Sendable {
    /// What is measured, against which floor.
    var measure: String
    /// MVPKit's median, with its unit.
    var ours: String
    /// The floor's median, with its unit.
    var floor: String
    /// The median ratio and its spread, or a growth or a count.
    var ratio: String
    /// The goal for the row, or empty.
    var goal: String
  }

  private(set) var rows: [Row] = []
  /// Lines printed under the table: how each row is measured.
  private(set) var notes: [String] = []

  /// Adds a row timing one operation.
  ///
  /// - Parameters:
  ///   - measure: The row's name.
  ///   - comparison: Its samples.
  ///   - goal: The goal, or empty.
  mutating func add(_ measure: String, _ comparison: Comparison, goal: String = "") {
    rows.append(
      Row(
        measure: measure, ours: DurationText.of(comparison.ours.median),
        floor: DurationText.of(comparison.floor.median), ratio: comparison.ratios.ratioText,
        goal: goal))
  }

  /// Adds a row of free text.
  ///
  /// - Parameter row: The row.
  mutating func add(_ row: Row) {
    rows.append(row)
  }

  /// Adds rows of free text.
  ///
  /// - Parameter rows: The rows, in order.
  mutating func add(contentsOf rows: [Row]) {
    self.rows += rows
  }

  /// Adds a note printed under the table.
  ///
  /// - Parameter note: One line.
  mutating func note(_ note: String) {
    notes.append(note)
  }

  /// Appends another report's rows and notes.
  ///
  /// - Parameter other: The report to append.
  mutating func append(_ other: BenchReport) {
    rows += other.rows
    notes += other.notes
  }

  /// The table and the notes.
  var text: String {
    var lines = [
      "| measure | ours | floor | ours / floor (p10–p90) | goal |",
      "|---|---|---|---|---|",
    ]
    for row in rows {
      lines.append("| \(row.measure) | \(row.ours) | \(row.floor) | \(row.ratio) | \(row.goal) |")
    }
    if !notes.isEmpty {
      lines.append("")
      lines += notes.map { "- \($0)" }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
