/// A write intent a ``PresenterChecker`` sequence performed: which, on which row, and the work it
/// started.
struct StartedWrite {
  /// The intent's name.
  let intent: String
  /// The description of the row it was performed on, for an intent on a row shown.
  let row: String?
  /// The numbers of the work it started, as the ledger counts them.
  let work: [Int]
}
