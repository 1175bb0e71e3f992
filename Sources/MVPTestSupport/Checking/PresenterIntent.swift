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
  /// What the user's action puts on the screen before the presenter handles it (typing), as
  /// the view shows it without being told; `nil` for an action the view does not show itself.
  let shows: (@MainActor (Presenter) -> [ScreenEffect])?
  /// Whether the view offers the action now; `nil` when it always does.
  let isOffered: (@MainActor (Presenter) -> Bool)?

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
    self.init(
      name: name, role: role, showsProgress: showsProgress, shows: nil, isOffered: nil,
      takesRow: false, perform: { presenter, _ in perform(presenter) })
  }

  /// An intent whose effect on the screen the view shows itself, without a view call: the user
  /// typing into a field of a form (`ScreenLifecycle.Form.edit(_:_:)` changes the draft and tells
  /// the view nothing, since the view that typed already shows it).
  ///
  /// The checker applies what `shows` returns to the attached view and to the history of what
  /// the views show, as if the view had been shown it, then calls `perform`: so that "replay
  /// agrees with history" compares a view attached later with what the user typed.
  ///
  /// ```swift
  /// PresenterIntent(
  ///   "type name 'Ann'",
  ///   shows: { presenter in
  ///     guard var draft = presenter.editor.draft else { return [] }
  ///     draft.name = "Ann"
  ///     return [.content("editor \(draft.name) <\(draft.email)>")]
  ///   },
  ///   isOffered: { $0.editor.draft != nil },
  ///   perform: { $0.editor.edit(.name) { $0.name = "Ann" } })
  /// ```
  ///
  /// - Parameters:
  ///   - name: How reports name it, for example `"type a name"`.
  ///   - role: What it does for the user; ``IntentRole/read`` by default.
  ///   - shows: What the view shows once the user acted, in the effects a view call would have
  ///     (for typing, the draft with the typed text as ``ScreenEffect/content(_:)``, described as
  ///     the checker's `effects` describe `showDraft`); called on the main actor with the
  ///     presenter before `perform`, so compute it from what the user typed, not from what the
  ///     presenter makes of it. An empty array when the view offers nothing to act on.
  ///   - isOffered: Whether the view offers the action now (a field only while the editor is
  ///     open); the checker skips the intent while it returns `false`. `nil` (the default) for
  ///     always.
  ///   - perform: Calls the presenter as the view would.
  public init(
    _ name: String, role: IntentRole = .read,
    shows: @escaping @MainActor (Presenter) -> [ScreenEffect],
    isOffered: (@MainActor (Presenter) -> Bool)? = nil,
    perform: @escaping @MainActor (Presenter) -> Void
  ) {
    self.init(
      name: name, role: role, showsProgress: nil, shows: shows, isOffered: isOffered,
      takesRow: false, perform: { presenter, _ in perform(presenter) })
  }

  /// An intent the view offers only at times (a save button shown only while an editor is
  /// open): the checker skips it while `isOffered` returns `false`, as a user cannot tap a
  /// control the screen does not show; a write intent skipped so is not a lost write.
  ///
  /// - Parameters:
  ///   - name: How reports name it.
  ///   - role: What it does for the user; ``IntentRole/read`` by default.
  ///   - isOffered: Whether the view offers the action now; called on the main actor with the
  ///     presenter before each draw of the intent.
  ///   - perform: Calls the presenter as the view would.
  public init(
    _ name: String, role: IntentRole = .read,
    isOffered: @escaping @MainActor (Presenter) -> Bool,
    perform: @escaping @MainActor (Presenter) -> Void
  ) {
    self.init(
      name: name, role: role, showsProgress: nil, shows: nil, isOffered: isOffered,
      takesRow: false, perform: { presenter, _ in perform(presenter) })
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
    PresenterIntent(
      name: name, role: role, showsProgress: nil, shows: nil, isOffered: nil, takesRow: true,
      perform: perform)
  }

  /// The one initializer the others call: every property as given.
  private init(
    name: String, role: IntentRole, showsProgress: String?,
    shows: (@MainActor (Presenter) -> [ScreenEffect])?,
    isOffered: (@MainActor (Presenter) -> Bool)?, takesRow: Bool,
    perform: @escaping @MainActor (Presenter, Int) -> Void
  ) {
    self.name = name
    self.role = role
    self.showsProgress = showsProgress
    self.shows = shows
    self.isOffered = isOffered
    self.takesRow = takesRow
    self.perform = perform
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
