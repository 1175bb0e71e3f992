/// A ``PagedListLoader`` fed by a live source: the `updates:` and `observe:` initializers, for a
/// paged view and a plain list view, whose rules the first one states (see
/// <doc:ScreensFedByALiveSource>).
extension PagedListLoader where Item: Equatable {
  /// Creates a list loader fed by an `AsyncSequence` of whole lists, for a view that changes
  /// single rows, registered with `screen` for detach and attach.
  ///
  /// ```swift
  /// list = PagedListLoader(
  ///   screen: screen, key: "todos", updates: { [store] in store.todoUpdates() },
  ///   view: { $0.pagedListView }, row: TodoRow.init, texts: ListTexts(empty: "Nothing to do."))
  /// ```
  ///
  /// The rules of a list fed by a live source (this initializer and the other three, `observe:`
  /// and a plain list view's `{ $0.listView }`), those of ``ResourceLoader``'s live source:
  /// - **Subscribes once.** ``load()`` (the screen's `viewDidLoad`) subscribes; more calls do
  ///   nothing. The full-screen indicator (`"<key>.loading"`) is shown until the first value.
  /// - **Each value replaces the rows**, by identity, as ``replaceAll(with:)`` does (its rules
  ///   say which row calls each view receives; an empty list shows the empty state), through
  ///   the ``filter`` if one is set. The rows are the state `"<key>.content"`: a view that
  ///   attaches receives them all.
  /// - **An error ends the subscription** and is shown as a page's failure is: while no row is
  ///   shown, the error state with retry; while rows are shown, a transient message, the rows
  ///   staying. ``ServiceError/init(classifying:)`` maps it and ``ListTexts/errorMessage`` words
  ///   it; the observer (``observe(_:)``) receives ``Event/failed(_:)``. ``retry()`` (the error
  ///   state's retry, ``ScreenLifecycle/retry()``) subscribes again, with the full-screen
  ///   indicator until its first value when no row is shown. After a failure while rows are
  ///   shown (there is no retry button then), the list also subscribes again by itself the
  ///   next time a view attaches or the screen appears (`viewWillAppear`), the rows staying
  ///   until its first value. A cancellation the loader did not ask for is an error like any
  ///   other.
  /// - **The source finishing** keeps the rows shown, with no error (before any value, the
  ///   indicator hides and nothing else is shown). ``load()`` does not subscribe again;
  ///   ``retry()``, ``refresh()`` and the next attach do.
  /// - **Pull to refresh** (``refresh()``) ends the view's indicator at once (`endRefreshing()`):
  ///   the rows are the latest already. After the subscription failed or finished it subscribes
  ///   again, as ``retry()`` does; otherwise nothing else happens.
  /// - **No pages.** The list is whole: ``loadNextPage()`` does nothing, ``hasMore`` is `false`,
  ///   the view never shows loading more, and the source is never asked for pages.
  /// - **Local changes** (``insert(_:keepingAcrossReloads:)``, ``append(_:keepingAcrossReloads:)``,
  ///   ``remove(id:)``, ``replace(_:)``) show at once, as on any list, until the next value,
  ///   which is the truth: write the change to the source too, which sends it back. A change of
  ///   the ``filter`` keeps them.
  /// - **Detached:** the subscription is cancelled (it is a read under ``key`` in the screen's
  ///   `tasks`, which a detach cancels) and the rows are kept. The next attach subscribes again
  ///   *without* the indicator: the kept rows stay shown until the new subscription's first
  ///   value replaces them (a detach before the first value leaves the indicator shown until
  ///   then). With no view attached, ``load()`` and ``retry()`` subscribe at the next attach.
  /// - **Hidden** (`viewDidDisappear` while attached): stays subscribed. Rows are state, which
  ///   a covered view receives at once, so the view shows the latest when it appears.
  /// - **Released** with its presenter: the subscription ends (the sequence's iteration is
  ///   cancelled, the observer's cancellable cancelled); the loader keeps nothing alive.
  /// - **Pending work:** as for ``ResourceLoader``'s live source, a subscription waiting for its
  ///   next value is not pending work; one starting, or showing a value, is. A test sends values
  ///   with `MVPTestSupport`'s `LiveSourceStub`, whose `send(_:)` returns once they are shown.
  ///
  /// ``isSubscribed`` tells whether a subscription is open; ``isLoading`` whether the
  /// full-screen indicator waits for the first value.
  ///
  /// - Parameters:
  ///   - screen: The presenter's screen lifecycle; held strongly.
  ///   - key: The task key the subscription runs under, unique among the screen's loaders;
  ///     defaults to `"list"`.
  ///   - updates: Makes the sequence of whole lists, top to bottom, called each time the loader
  ///     subscribes, off the main actor; its iteration runs off the main actor too, and each
  ///     list is shown on it before the next is asked for. Capture the service, not the
  ///     presenter. A sequence type of a module with main-actor default isolation is declared
  ///     `nonisolated`.
  ///   - view: The view as a paged list, `{ $0.pagedListView }`: it receives single-row changes.
  ///   - row: Makes the row of an item.
  ///   - texts: The list's texts.
  public convenience init<Row, Updates: AsyncSequence>(
    screen: ScreenLifecycle<View>,
    key: ScreenKey = "list",
    updates: @escaping @Sendable () -> Updates,
    view: @escaping (View) -> any PagedListViewInterface<Row>,
    row: @escaping (Item) -> Row,
    texts: ListTexts
  ) where Updates.Element == [Item] {
    self.init(
      screen: screen, key: key, live: .updates(updates),
      rendering: ListViewRendering(paged: view, row: row, texts: texts))
  }

  /// Creates a list loader fed by an `AsyncSequence` of whole lists, for a view that adopts
  /// ``ListViewInterface`` alone: each change shows every row (`showRows(_:)`). It follows the
  /// rules of the paged view's `updates:` initializer.
  ///
  /// - Parameters:
  ///   - screen: The presenter's screen lifecycle; held strongly.
  ///   - key: The task key the subscription runs under; defaults to `"list"`.
  ///   - updates: Makes the sequence of whole lists, as for the paged view.
  ///   - view: The view as a list, `{ $0.listView }`.
  ///   - row: Makes the row of an item.
  ///   - texts: The list's texts.
  public convenience init<Row, Updates: AsyncSequence>(
    screen: ScreenLifecycle<View>,
    key: ScreenKey = "list",
    updates: @escaping @Sendable () -> Updates,
    view: @escaping (View) -> any ListViewInterface<Row>,
    row: @escaping (Item) -> Row,
    texts: ListTexts
  ) where Updates.Element == [Item] {
    self.init(
      screen: screen, key: key, live: .updates(updates),
      rendering: ListViewRendering(list: view, row: row, texts: texts))
  }

  /// Creates a list loader fed by a callback observer of whole lists (a database listener, a
  /// `NotificationCenter` observation), for a view that changes single rows. It follows the
  /// rules of the `updates:` initializer.
  ///
  /// ```swift
  /// list = PagedListLoader(
  ///   screen: screen, key: "todos",
  ///   observe: { [store] send, fail in store.observeTodos(onChange: send, onError: fail) },
  ///   view: { $0.pagedListView }, row: TodoRow.init, texts: ListTexts(empty: "Nothing to do."))
  /// ```
  ///
  /// - Parameters:
  ///   - screen: The presenter's screen lifecycle; held strongly.
  ///   - key: The task key the subscription runs under; defaults to `"list"`.
  ///   - observe: Starts observing, called each time the loader subscribes, off the main actor:
  ///     `send` takes each whole list and `fail` the failure that ends the observation; both
  ///     may be called on any thread, also from inside `observe` (the current list first). A
  ///     list not yet shown when a newer one comes is replaced by it. Returns the observation's
  ///     ``Cancellable``, cancelled when the subscription ends however it ends: a failure, a
  ///     detach, the presenter's release.
  ///   - view: The view as a paged list, `{ $0.pagedListView }`.
  ///   - row: Makes the row of an item.
  ///   - texts: The list's texts.
  public convenience init<Row>(
    screen: ScreenLifecycle<View>,
    key: ScreenKey = "list",
    observe:
      @escaping @Sendable (
        _ send: @escaping @Sendable ([Item]) -> Void,
        _ fail: @escaping @Sendable (any Error) -> Void
      ) -> any Cancellable,
    view: @escaping (View) -> any PagedListViewInterface<Row>,
    row: @escaping (Item) -> Row,
    texts: ListTexts
  ) {
    self.init(
      screen: screen, key: key, live: .observer(observe),
      rendering: ListViewRendering(paged: view, row: row, texts: texts))
  }

  /// Creates a list loader fed by a callback observer of whole lists, for a view that adopts
  /// ``ListViewInterface`` alone. It follows the rules of the `updates:` initializer.
  ///
  /// - Parameters:
  ///   - screen: The presenter's screen lifecycle; held strongly.
  ///   - key: The task key the subscription runs under; defaults to `"list"`.
  ///   - observe: Starts observing, as for the paged view.
  ///   - view: The view as a list, `{ $0.listView }`.
  ///   - row: Makes the row of an item.
  ///   - texts: The list's texts.
  public convenience init<Row>(
    screen: ScreenLifecycle<View>,
    key: ScreenKey = "list",
    observe:
      @escaping @Sendable (
        _ send: @escaping @Sendable ([Item]) -> Void,
        _ fail: @escaping @Sendable (any Error) -> Void
      ) -> any Cancellable,
    view: @escaping (View) -> any ListViewInterface<Row>,
    row: @escaping (Item) -> Row,
    texts: ListTexts
  ) {
    self.init(
      screen: screen, key: key, live: .observer(observe),
      rendering: ListViewRendering(list: view, row: row, texts: texts))
  }

  private convenience init(
    screen: ScreenLifecycle<View>,
    key: ScreenKey,
    live source: LiveSource<[Item]>,
    rendering: some ListRendering<Item, View>
  ) {
    // A live list never fetches: its load, retry and refresh subscribe, and a whole list has no
    // next page. Were a page asked for all the same, it would fail calmly.
    let noPages = ServiceCall<PageRequest, Page<Item>>.async { _ in
      throw ServiceError.unexpected(description: "a list fed by a live source has no pages")
    }
    self.init(screen: screen, key: key, pageSize: Int.max, fetch: noPages, rendering: rendering)
    let live = LiveSubscription(key: key, source: source)
    self.live = live
    live.receive = { [weak self] event in self?.liveSourceDid(event) }
  }

  /// Shows what the subscription tells.
  private func liveSourceDid(_ event: LiveSubscription<[Item]>.Event) {
    switch event {
    case .subscribing:
      // Kept rows (or the empty state) stay shown until the new subscription's first value.
      let showsValue = paging.isLoaded && (!paging.items.isEmpty || kernel.showsEmptyState)
      guard !showsValue else { return }
      kernel.awaitsFirstValue = true
      updateProgress()
    case .value(let items):
      replaceAll(with: items)
    case .failure(let failure):
      kernel.awaitsFirstValue = false
      updateProgress()
      let error = ServiceError(classifying: failure)
      kernel.show(error, in: screen.binding)
      notify(.failed(error))
    case .finished:
      kernel.awaitsFirstValue = false
      updateProgress()
    }
  }
}

extension PagedListLoader {
  /// Whether a subscription to the live source is open (or starting) now: from ``load()`` until
  /// the source fails or finishes, a detach or the presenter's release. Always `false` for a
  /// list that fetches pages.
  public var isSubscribed: Bool {
    live?.isSubscribed ?? false
  }

  /// Subscribes again when the subscription failed while rows were shown (the failure was a
  /// message, with no retry button) and the screen is attached and visible: called at each
  /// attach and each time the screen appears.
  func resubscribeAfterFailure() {
    guard let live, live.phase == .failed, !paging.items.isEmpty, screen.isAttached,
      !screen.binding.isHidden
    else { return }
    live.retry(in: screen.tasks, attached: true)
  }

  /// A list fed by a live source that failed while rows were shown subscribes again when its
  /// screen appears (``resubscribeAfterFailure()``).
  package func visibilityDidChange() {
    resubscribeAfterFailure()
  }

  /// ``refresh()`` of a list fed by a live source: ends the view's indicator, and subscribes
  /// again when the subscription ended.
  func refresh(_ live: LiveSubscription<[Item]>) {
    kernel.endRefreshing(in: screen.binding)
    live.retry(in: screen.tasks, attached: screen.isAttached)
  }
}
