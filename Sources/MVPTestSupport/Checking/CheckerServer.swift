import MVPCore

/// The server side of a ``PresenterChecker`` sequence: the stubs whose pending calls the checker
/// answers, fails or cancels in any order, and the dispatcher that brings completion-handler
/// answers to the main actor.
///
/// A checker makes one per sequence and hands it to the closure that builds the presenter, which
/// creates fresh stubs and registers them (<doc:CheckingAPresenterUnderRandomEvents> has complete
/// examples). The server outlives the app: after the checker kills and relaunches it, the
/// closure builds the new presenter with the same server, its new stubs register beside the
/// killed app's (whose calls in flight no step answers), and its collections are the ones the
/// server has (``collection(_:row:newItem:)``). A stub's answers come from a closure, or from a model of the server's collection
/// (``collection(_:row:newItem:)``), whose rows the checker then checks.
///
/// Threading: main actor; the closures it is given run there.
@MainActor
public final class CheckerServer {
  /// The dispatcher to give a presenter that calls completion-handler services: the checker runs
  /// what it queues after every step.
  public let dispatcher = ManualDispatcher()

  /// The app's `WriteOutcomes` for the sequence, where a write that outlives its presenter (the
  /// user left the screen while it ran) must report: the default of every `TaskScope` and
  /// `ScreenLifecycle` created in the sequence; give it to a presenter that takes one.
  public let writeOutcomes = WriteOutcomes()

  /// The stubs registered, in order.
  var stubs: [StubHandle] = []
  /// The models of the server's collections, in order.
  var models: [any ServerModel] = []
  /// The live sources registered with `pushes(_:name:failure:value:)`.
  var pushedSources: [ObjectIdentifier] = []
  /// The collections made or returned since the app was built last, which the next
  /// `collection(_:row:newItem:)` call counts from.
  var collectionsThisLaunch = 0
  /// The call whose answer is being computed, while it is.
  private(set) var serving: ServerCall?
  private var time = 0

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
      readsOnArrival: false, pending: { stub.pendingCalls },
      answer: { stub.answer(at: $0, with: $1) }, respond: respond)
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
      readsOnArrival: false, pending: { stub.pendingCalls },
      answer: { stub.answer(at: $0, with: $1) }, respond: respond)
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

  /// Registers a stub by what both kinds have: its pending calls and answering one by index.
  /// `respond` runs when a call arrives (`readsOnArrival`) or when it is answered with success.
  func register<Request, Response>(
    name: String, failure: any Error, readsOnArrival: Bool,
    pending: @escaping @MainActor () -> [(number: Int, request: Request, work: WorkID?)],
    answer: @escaping @MainActor (Int, Result<Response, any Error>) -> Void,
    respond: @escaping @MainActor (Request) -> Response
  ) {
    let stub = stubs.count
    let prepared = PreparedAnswers<Response>()
    let find = { (number: Int) in pending().enumerated().first { $0.element.number == number } }
    stubs.append(
      StubHandle(
        name: name, isLiveSource: false,
        calls: {
          pending().map { StubCall(number: $0.number, request: "\($0.request)", work: $0.work) }
        },
        noteArrivals: { [weak self] in
          guard readsOnArrival, let self else { return }
          for call in pending() where !prepared.has(call.number) {
            let key = ServerCall(stub: stub, number: call.number)
            prepared.keep(self.serve(key) { respond(call.request) }, for: call.number)
          }
        },
        answerCall: { [weak self] number in
          guard let self, let (index, call) = find(number) else { return }
          let key = ServerCall(stub: stub, number: call.number)
          let response = prepared.take(call.number) ?? self.serve(key) { respond(call.request) }
          self.settle(key, delivered: !Self.wasCancelled(call.work))
          answer(index, .success(response))
        },
        failCall: { [weak self] number, cancels in
          guard let (index, call) = find(number) else { return }
          _ = prepared.take(call.number)
          self?.settle(ServerCall(stub: stub, number: call.number), delivered: false)
          answer(index, .failure(cancels ? CancellationError() : failure))
        },
        serveCall: { [weak self] number in
          guard let self, let (_, call) = find(number) else { return }
          let key = ServerCall(stub: stub, number: call.number)
          // Computed on arrival, or now: the server handles the request; nobody hears back.
          if prepared.take(call.number) == nil { _ = self.serve(key) { respond(call.request) } }
          self.settle(key, delivered: false)
        }))
  }

  /// Runs `respond` as the answer to `call`: the pages a collection serves meanwhile are its.
  private func serve<Response>(_ call: ServerCall, _ respond: () -> Response) -> Response {
    serving = call
    defer { serving = nil }
    return respond()
  }

  private func settle(_ call: ServerCall, delivered: Bool) {
    for model in models { model.settle(call, delivered: delivered) }
  }

  /// Whether the work that made a call was cancelled by its scope since (its answer is dropped).
  private static func wasCancelled(_ work: WorkID?) -> Bool {
    guard let work, let ledger = work.observer as? TestLedger else { return false }
    return ledger.wasCancelled(work.number)
  }

  /// The next moment of the server's time, which orders arrivals and changes.
  func tick() -> Int {
    time += 1
    return time
  }

  /// The app is built again after a kill: the server keeps its collections for the new build,
  /// in the order they were made.
  func relaunch() {
    collectionsThisLaunch = 0
  }

  /// Reads the answers of the calls that arrived since the last time, for the stubs answered
  /// from a collection; the checker calls it after every step.
  func noteArrivals() {
    for stub in stubs { stub.noteArrivals() }
  }
}
