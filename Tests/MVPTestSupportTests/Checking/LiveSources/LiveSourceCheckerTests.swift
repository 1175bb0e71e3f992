import MVPCore
import MVPTestSupport
import Testing

/// A chip of a board that a live source sends whole.
struct Chip: Identifiable, Equatable, Sendable, CustomStringConvertible {
  let id: Int
  var description: String { "chip \(id)" }
}

@MainActor
protocol ChipsView: PagedListViewInterface where Row == String {}

final class CheckedChipsView: RecordingListView<String>, ChipsView {}

/// A list fed by a live source: a `LiveSourceStub`'s observer, or any sequence.
@MainActor
final class ChipsPresenter: ListPresenter {
  let screen = ScreenLifecycle<any ChipsView>()
  let list: PagedListLoader<Chip, any ChipsView>

  /// Observes `stub`; with `dropsTheObservation`, returns a cancellable that is not the
  /// observation's (an observer never removed).
  init(stub: LiveSourceStub<[Chip]>, dropsTheObservation: Bool = false) {
    list = PagedListLoader(
      screen: screen,
      observe: { send, fail in
        let observation = stub.observe(send, fail)
        return dropsTheObservation ? CancellationHandle() : observation
      },
      view: { $0.pagedListView }, row: \.description, texts: ListTexts(empty: "No chips."))
  }

  /// Iterates what `updates` makes: a source of the app's, which no stub drives.
  init(updates: @escaping @Sendable () -> AsyncStream<[Chip]>) {
    list = PagedListLoader(
      screen: screen, updates: updates, view: { $0.pagedListView }, row: \.description,
      texts: ListTexts(empty: "No chips."))
  }
}

/// `CheckerServer.pushes(_:name:failure:value:)`: the checker drives a `LiveSourceStub` as the
/// server's steps, re-sends a value that changed, and holds every live source of a sequence to
/// "live sources are driven" and "subscriptions end with the screen"; a source it cannot drive
/// is reported, not awaited forever.
@MainActor @Suite struct LiveSourceCheckerTests {
  /// A checker of a board pushed from a collection someone else changes; at rest, while
  /// subscribed, the rows must be the collection's items.
  static func checker(
    registers: Bool = true,
    makePresenter:
      @escaping @MainActor (LiveSourceStub<[Chip]>) ->
      ChipsPresenter = { ChipsPresenter(stub: $0) }
  ) -> PresenterChecker<ChipsPresenter, CheckedChipsView> {
    let model = ChipsModel()
    return PresenterChecker(
      presenter: { server in
        let stub = LiveSourceStub<[Chip]>()
        let chips = server.collection((1...3).map(Chip.init), row: \.description) {
          Chip(id: 100 + $0)
        }
        if registers { server.pushes(stub) { chips.items } }
        (model.stub, model.chips) = (stub, chips)
        return makePresenter(stub)
      },
      view: { _ in CheckedChipsView() },
      intents: .list(),
      invariants: [
        PresenterInvariant("rows are the collection's items", atRestOnly: true) { screen in
          guard let rows = screen.rows, model.stub?.isSubscribed == true else { return nil }
          let items = model.chips?.items.map(\.description) ?? []
          return rows == items ? nil : "shows \(rows); the collection has \(items)"
        }
      ])
  }

  @Test func aPushedSourceIsSentEachValueAndTheRowsFollowIt() async {
    let report = await Self.checker().run(sequences: 200)
    #expect(report.failure == nil)
    #expect(report.sequencesRun == 200)
  }

  @Test func aStubTheCheckerDoesNotDriveIsReportedAtRest() async throws {
    var report = CheckReport()
    _ = await TestFailure.collect { report = await Self.checker(registers: false).run() }
    let failure = try #require(report.failure)
    #expect(failure.invariant == "live sources are driven")
    #expect(
      failure.reducedDetail
        == "LiveSourceStub<Array<Chip>> subscription #1 (observe(_:_:)) is open, and the checker "
        + "sends it nothing: register its stub with server.pushes(_:value:)")
  }

  @Test func aSourceThatIsNotAStubIsReportedNotAwaitedForever() async throws {
    var report = CheckReport()
    _ = await TestFailure.collect {
      report = await Self.checker(registers: false) { _ in
        ChipsPresenter(updates: { AsyncStream { _ in } })
      }.run()
    }
    let failure = try #require(report.failure)
    #expect(failure.invariant == "live sources are driven")
    #expect(
      failure.reducedDetail
        == "task #0 'list' subscribes to a live source that is not a LiveSourceStub, which the "
        + "checker cannot drive: give the presenter a LiveSourceStub and register it with "
        + "server.pushes(_:value:)")
  }

  @Test func anObservationLeftOpenAfterTheReleaseIsCaught() async throws {
    var report = CheckReport()
    _ = await TestFailure.collect {
      report = await Self.checker { ChipsPresenter(stub: $0, dropsTheObservation: true) }.run()
    }
    let failure = try #require(report.failure)
    #expect(failure.invariant == "subscriptions end with the screen")
    #expect(failure.reducedCount == 0)
    #expect(
      failure.reducedDetail
        == "LiveSourceStub<Array<Chip>> subscription #1 (observe(_:_:)) was still open after the "
        + "presenter's release (an observer never removed?)")
  }
}

/// The stub and collection of the sequence being run.
@MainActor
final class ChipsModel {
  var stub: LiveSourceStub<[Chip]>?
  var chips: CheckerCollection<Chip>?
}
