/// Why a row number does not pick a row.
struct RowNumberError: Error, Equatable {
  /// The one-line explanation.
  let message: String
}
