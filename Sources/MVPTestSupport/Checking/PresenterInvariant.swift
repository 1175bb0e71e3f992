/// A rule of a feature that ``PresenterChecker`` checks beside its own (for example "rows are
/// unique"), as a closure over the recorded calls.
///
/// ```swift
/// PresenterInvariant<BooksPresenter, CheckedBooksView>("rows unique") { screen in
///   let rows = screen.rows ?? []
///   return Set(rows).count == rows.count ? nil : "rows repeat: \(rows)"
/// }
/// ```
@MainActor
public struct PresenterInvariant<Presenter, View: CallRecording> {
  /// How reports name the rule.
  public let name: String
  /// Whether the rule holds only at rest (every call answered) rather than after every step.
  public let atRestOnly: Bool
  let check: @MainActor (CheckedScreen<Presenter, View>) -> String?
  /// For a rule across a relaunch (``comesBack(_:_:)``): reads the screen before the kill and
  /// returns the check of the relaunched screen at rest, or `nil` for nothing to check.
  let acrossRelaunch: RelaunchCheck?

  /// What a rule across a relaunch keeps of the screen before the kill: the check of the
  /// relaunched screen at rest.
  typealias RelaunchCheck =
    @MainActor (CheckedScreen<Presenter, View>) -> (
      @MainActor (CheckedScreen<Presenter, View>) -> String?
    )?

  /// Creates a rule.
  ///
  /// - Parameters:
  ///   - name: How reports name it.
  ///   - atRestOnly: `true` to check it only at rest; `false` (the default) after every step too.
  ///   - check: Returns what is wrong, or `nil` when the rule holds.
  public init(
    _ name: String, atRestOnly: Bool = false,
    _ check: @escaping @MainActor (CheckedScreen<Presenter, View>) -> String?
  ) {
    self.name = name
    self.atRestOnly = atRestOnly
    self.check = check
    acrossRelaunch = nil
  }

  /// Creates a rule checked only across the checker's relaunch step.
  init(_ name: String, acrossRelaunch: @escaping RelaunchCheck) {
    self.name = name
    atRestOnly = true
    check = { _ in nil }
    self.acrossRelaunch = acrossRelaunch
  }
}
