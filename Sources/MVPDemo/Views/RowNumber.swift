/// Turns a row number typed by the user (1-based) into an index of the rows shown.
enum RowNumber {
  /// The 0-based index of row `number`.
  ///
  /// - Parameters:
  ///   - number: The row number typed, 1 or more.
  ///   - count: How many rows are shown.
  /// - Returns: The index, or the one-line explanation when no such row is shown.
  static func index(_ number: Int, count: Int) -> Result<Int, RowNumberError> {
    guard count > 0 else { return .failure(RowNumberError(message: "There are no rows to pick.")) }
    guard (1...count).contains(number) else {
      let shown = count == 1 ? "only row 1 is shown" : "rows 1 to \(count) are shown"
      return .failure(RowNumberError(message: "There is no row \(number); \(shown)."))
    }
    return .success(number - 1)
  }
}
