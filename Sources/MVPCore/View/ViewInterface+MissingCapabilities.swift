/// The projections a view protocol gets by adopting a capability protocol, declared here once
/// more, unavailable, so that a view protocol that lacks the capability gets a compile error that
/// names the protocol to adopt instead of "has no member". A view protocol that adopts the
/// capability uses the capability's own member: the compiler prefers it.
extension ViewInterface {
  /// Unavailable: the view protocol does not adopt ``ListViewInterface``.
  ///
  /// A list loader's `view: { $0.listView }` compiles once the screen's view protocol refines
  /// `ListViewInterface` with its row type (`protocol NotesView: ListViewInterface where Row ==
  /// NoteRow {}`).
  @available(
    *, unavailable,
    message:
      "the view protocol must adopt ListViewInterface with 'where Row ==' the type the loader's row: closure returns"
  )
  public var listView: Never { fatalError("unavailable") }

  /// Unavailable: the view protocol does not adopt ``PagedListViewInterface``.
  ///
  /// A paged list loader's `view: { $0.pagedListView }` compiles once the screen's view protocol
  /// refines `PagedListViewInterface` with its row type (`protocol BooksView:
  /// PagedListViewInterface where Row == BookRow {}`); an unpaged list (`fetchAll:`) takes
  /// `{ $0.listView }`.
  @available(
    *, unavailable,
    message:
      "the view protocol must adopt PagedListViewInterface with 'where Row ==' the type the loader's row: closure returns, for a paged list; an unpaged list (fetchAll:) takes { $0.listView }"
  )
  public var pagedListView: Never { fatalError("unavailable") }

  /// Unavailable: the view protocol does not adopt ``MessageViewInterface``.
  ///
  /// `screen.showMessage(text, on: \.messageView)` compiles once the screen's view protocol
  /// refines `MessageViewInterface` (list view protocols do).
  @available(*, unavailable, message: "the view protocol must adopt MessageViewInterface")
  public var messageView: any MessageViewInterface { fatalError("unavailable") }
}
