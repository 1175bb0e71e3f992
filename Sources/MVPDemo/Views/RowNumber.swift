/// Turns a row number typed by the user (1-based) into an index of the rows loaded.
enum RowNumber {
  /// The 0-based index of row `number`.
  ///
  /// - Parameters:
  ///   - number: The row number typed, 1 or more.
  ///   - count: How many rows the list has.
  ///   - texts: The language of the explanation.
  /// - Returns: The index, or the one-line explanation when the list has no such row.
  static func index(_ number: Int, count: Int, texts: DemoTexts) -> Result<Int, RowNumberError> {
    guard count > 0 else { return .failure(RowNumberError(message: texts.noRows)) }
    guard (1...count).contains(number) else {
      return .failure(RowNumberError(message: texts.noSuchRow(number, count: count)))
    }
    return .success(number - 1)
  }
}
