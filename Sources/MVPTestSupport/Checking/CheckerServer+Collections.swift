import MVPCore

/// A model of the server's collection for a sequence, and the stubs answered from it.
extension CheckerServer {
  /// Makes a model of a collection on the server, whose pages and deletions the presenter's stubs
  /// answer (see ``CheckerCollection``); the checker draws changes someone else makes to it and
  /// checks at rest that the rows shown are its items.
  ///
  /// - Parameters:
  ///   - items: The items on the server at first, in order.
  ///   - row: The row the view shows for an item, compared by its description with the rows of
  ///     the screen (``CheckedScreen/rows``).
  ///   - newItem: Makes the `n`-th item someone else adds (`n` from 1), with a new identity;
  ///     `nil` (the default) when only deletions by someone else are drawn.
  /// The server outlives the app: when the checker relaunches it (builds the presenter again
  /// after a kill), the n-th call of the new build returns the collection the n-th call made
  /// in the sequence, with the items the server has now; `items`, `row` and `newItem` are
  /// then not used.
  ///
  /// - Returns: The collection, for the stubs' answers.
  public func collection<Item, Row>(
    _ items: [Item], row: @escaping @MainActor (Item) -> Row,
    newItem: (@MainActor (Int) -> Item)? = nil
  ) -> CheckerCollection<Item> {
    defer { collectionsThisLaunch += 1 }
    if models.indices.contains(collectionsThisLaunch),
      let kept = models[collectionsThisLaunch] as? CheckerCollection<Item>
    {
      return kept
    }
    let collection = CheckerCollection(
      items, describe: { "\(row($0))" }, newItem: newItem, server: self)
    models.append(collection)
    return collection
  }

  /// Registers an ``AsyncStub`` answered from `collection`: `respond` computes the answer when
  /// the request arrives, from the collection as it is then (a server reads when asked, and its
  /// answer may come late, after the collection changed); the checker delivers it, fails it with
  /// `failure` or cancels it later.
  ///
  /// - Parameters:
  ///   - stub: A fresh stub, created in the presenter's closure.
  ///   - collection: The collection `respond` reads (``CheckerCollection/page(offset:limit:)``).
  ///   - name: How reports name it; defaults to the stub's type.
  ///   - failure: The error of a failed call; defaults to `ServiceError.offline`.
  ///   - respond: The server's answer to a request.
  public func answers<Request, Response, Item>(
    _ stub: AsyncStub<Request, Response>, from collection: CheckerCollection<Item>,
    name: String? = nil, failure: any Error = ServiceError.offline,
    with respond: @escaping @MainActor (Request) -> Response
  ) {
    register(
      name: name ?? "AsyncStub<\(Request.self), \(Response.self)>", failure: failure,
      readsOnArrival: true, pending: { stub.pendingCalls },
      answer: { stub.answer(at: $0, with: $1) }, respond: respond)
  }

  /// Registers a ``CallbackStub`` answered from `collection`: `respond` computes the answer when
  /// the request arrives, from the collection as it is then, as for an ``AsyncStub``; the checker
  /// delivers it (inline, through the presenter's dispatcher), fails it or cancels it later.
  ///
  /// - Parameters:
  ///   - stub: A fresh stub, created in the presenter's closure.
  ///   - collection: The collection `respond` reads (``CheckerCollection/page(offset:limit:)``).
  ///   - name: How reports name it; defaults to the stub's type.
  ///   - failure: The error of a failed call; defaults to `ServiceError.offline`.
  ///   - respond: The server's answer to a request.
  public func answers<Request, Response, Item>(
    _ stub: CallbackStub<Request, Response>, from collection: CheckerCollection<Item>,
    name: String? = nil, failure: any Error = ServiceError.offline,
    with respond: @escaping @MainActor (Request) -> Response
  ) {
    register(
      name: name ?? "CallbackStub<\(Request.self), \(Response.self)>", failure: failure,
      readsOnArrival: true, pending: { stub.pendingCalls },
      answer: { stub.answer(at: $0, with: $1) }, respond: respond)
  }
}
