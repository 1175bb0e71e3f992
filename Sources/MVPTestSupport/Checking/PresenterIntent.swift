import MVPCore

/// Something a user does on a screen (refresh, next page, select row i, delete row i, save…),
/// which ``PresenterChecker`` draws among the random events.
///
/// ```swift
/// let intents: [PresenterIntent<BooksPresenter>] = .list() + [
///   .row("delete row", role: .write) { presenter, row in presenter.deleteBook(at: row) },
///   PresenterIntent("save", role: .write) { $0.save() },
/// ]
/// ```
///
/// Intents are drawn only while a view is attached, as a user can only tap a view on screen. An
/// intent's ``role`` says what the checker checks of the work it starts: declare every intent
/// that changes the server `role: .write`, so that a write the presenter starts as a read is
/// caught.
@MainActor
public struct PresenterIntent<Presenter> {
  /// How reports name the intent, for example `"pull to refresh"`.
  public let name: String
  /// A progress indicator the view itself shows when the user does this (a pull to refresh
  /// shows `"refreshing"`), which the presenter must end; `nil` for none.
  public let showsProgress: String?
  /// What the intent does for the user: ``IntentRole/read`` (the default),
  /// ``IntentRole/write`` or ``IntentRole/cancel``.
  public let role: IntentRole
  let perform: @MainActor (Presenter, Int) -> Void
  let takesRow: Bool

  /// An intent without a row.
  ///
  /// - Parameters:
  ///   - name: How reports name it.
  ///   - role: What it does for the user; ``IntentRole/read`` by default, ``IntentRole/write``
  ///     for an intent that changes the server, ``IntentRole/cancel`` for one that stops work.
  ///   - showsProgress: The indicator the view starts itself (as for a pull to refresh), or `nil`.
  ///   - perform: Calls the presenter as the view would.
  public init(
    _ name: String, role: IntentRole = .read, showsProgress: String? = nil,
    _ perform: @escaping @MainActor (Presenter) -> Void
  ) {
    self.name = name
    self.role = role
    self.showsProgress = showsProgress
    self.perform = { presenter, _ in perform(presenter) }
    self.takesRow = false
  }

  /// An intent on a row, given a row index from 0 to 7 (indices past the rows shown included,
  /// which a presenter must ignore).
  ///
  /// - Parameters:
  ///   - name: How reports name it, for example `"delete row"`.
  ///   - role: What it does for the user; ``IntentRole/read`` by default, ``IntentRole/write``
  ///     for an intent that changes the server (a deletion), ``IntentRole/cancel`` for one that
  ///     stops work.
  ///   - perform: Calls the presenter with the row's index.
  /// - Returns: The intent.
  public static func row(
    _ name: String, role: IntentRole = .read,
    _ perform: @escaping @MainActor (Presenter, Int) -> Void
  ) -> PresenterIntent {
    PresenterIntent(name: name, role: role, perform: perform)
  }

  private init(
    name: String, role: IntentRole, perform: @escaping @MainActor (Presenter, Int) -> Void
  ) {
    self.name = name
    self.role = role
    self.showsProgress = nil
    self.perform = perform
    self.takesRow = true
  }

  /// How a step that performs it with `row` is described.
  func describe(row: Int) -> String {
    takesRow ? "\(name) \(row)" : name
  }
}

extension PresenterIntent where Presenter: ListPresenter {
  /// A pull to refresh: the view shows `"refreshing"` and calls `refresh()`.
  public static var refresh: PresenterIntent {
    PresenterIntent("pull to refresh", showsProgress: "refreshing") { $0.refresh() }
  }

  /// The bottom of the list reached: `loadNextPage()`.
  public static var nextPage: PresenterIntent {
    PresenterIntent("load next page") { $0.loadNextPage() }
  }
}

extension PresenterIntent where Presenter: ScreenPresenter {
  /// The error state's retry control: `retry()`, the presenter's own version if it writes one.
  public static var retry: PresenterIntent {
    PresenterIntent("retry") { $0.retry() }
  }
}

extension Array {
  /// A list presenter's intents: ``PresenterIntent/refresh``, ``PresenterIntent/nextPage`` and
  /// ``PresenterIntent/retry``. Each calls the presenter's own version of the method when it
  /// writes one (they are requirements of `ListPresenter` and `ScreenPresenter`).
  @MainActor
  public static func list<Presenter: ListPresenter>() -> [PresenterIntent<Presenter>]
  where Element == PresenterIntent<Presenter> {
    [.refresh, .nextPage, .retry]
  }
}
