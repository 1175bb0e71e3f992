import MVPCore

/// The server side of a ``PresenterChecker`` sequence: the stubs whose pending calls the checker
/// answers, fails or cancels in any order, and the dispatcher that brings completion-handler
/// answers to the main actor.
///
/// A checker makes one per sequence and hands it to the closure that builds the presenter, which
/// creates fresh stubs and registers them (<doc:CheckingAPresenterUnderRandomEvents> has complete
/// examples).
@MainActor
public final class CheckerServer {
  /// The dispatcher to give a presenter that calls completion-handler services: the checker runs
  /// what it queues after every step.
  public let dispatcher = ManualDispatcher()

  /// The stubs registered, in order.
  var stubs: [StubHandle] = []

  /// Creates a server with no stubs; a checker makes one per sequence.
  init() {}

  /// Registers an ``AsyncStub`` whose pending calls the checker answers with `respond`, fails
  /// with `failure`, or cancels with `CancellationError` (a cancellation the presenter did not
  /// ask for).
  ///
  /// - Parameters:
  ///   - stub: A fresh stub, created in the presenter's closure.
  ///   - name: How reports name it; defaults to the stub's type.
  ///   - failure: The error of a failed call; defaults to `ServiceError.offline`.
  ///   - respond: The server's answer to a request.
  public func answers<Request, Response>(
    _ stub: AsyncStub<Request, Response>, name: String? = nil,
    failure: any Error = ServiceError.offline,
    with respond: @escaping @MainActor (Request) -> Response
  ) {
    register(
      name: name ?? "AsyncStub<\(Request.self), \(Response.self)>", failure: failure,
      pending: { stub.pendingRequests }, answer: { stub.answer(at: $0, with: $1) },
      respond: respond)
  }

  /// Registers an ``AsyncStub`` of a call that returns nothing (a deletion): the checker answers
  /// it with success, fails it with `failure`, or cancels it.
  ///
  /// - Parameters:
  ///   - stub: A fresh stub, created in the presenter's closure.
  ///   - name: How reports name it; defaults to the stub's type.
  ///   - failure: The error of a failed call; defaults to `ServiceError.offline`.
  public func answers<Request>(
    _ stub: AsyncStub<Request, Void>, name: String? = nil,
    failure: any Error = ServiceError.offline
  ) {
    answers(stub, name: name, failure: failure) { _ in () }
  }

  /// Registers a ``CallbackStub`` whose pending calls the checker answers with `respond` (inline,
  /// through the presenter's dispatcher), fails with `failure`, or cancels with
  /// `CancellationError`.
  ///
  /// - Parameters:
  ///   - stub: A fresh stub, created in the presenter's closure.
  ///   - name: How reports name it; defaults to the stub's type.
  ///   - failure: The error of a failed call; defaults to `ServiceError.offline`.
  ///   - respond: The server's answer to a request.
  public func answers<Request, Response>(
    _ stub: CallbackStub<Request, Response>, name: String? = nil,
    failure: any Error = ServiceError.offline,
    with respond: @escaping @MainActor (Request) -> Response
  ) {
    register(
      name: name ?? "CallbackStub<\(Request.self), \(Response.self)>", failure: failure,
      pending: { stub.pendingRequests }, answer: { stub.answer(at: $0, with: $1) },
      respond: respond)
  }

  /// Registers a ``CallbackStub`` of a call that returns nothing.
  ///
  /// - Parameters:
  ///   - stub: A fresh stub, created in the presenter's closure.
  ///   - name: How reports name it; defaults to the stub's type.
  ///   - failure: The error of a failed call; defaults to `ServiceError.offline`.
  public func answers<Request>(
    _ stub: CallbackStub<Request, Void>, name: String? = nil,
    failure: any Error = ServiceError.offline
  ) {
    answers(stub, name: name, failure: failure) { _ in () }
  }

  /// Registers a stub by what both kinds have: its pending requests and answering one by index.
  private func register<Request, Response>(
    name: String, failure: any Error,
    pending: @escaping @MainActor () -> [Request],
    answer: @escaping @MainActor (Int, Result<Response, any Error>) -> Void,
    respond: @escaping @MainActor (Request) -> Response
  ) {
    stubs.append(
      StubHandle(
        name: name,
        pendingRequests: { pending().map { "\($0)" } },
        answer: { index in
          guard let request = pending().dropFirst(index).first else { return }
          answer(index, .success(respond(request)))
        },
        fail: { index, cancels in
          answer(index, .failure(cancels ? CancellationError() : failure))
        }))
  }
}
