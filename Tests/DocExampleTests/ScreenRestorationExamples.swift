import MVPCore
import MVPTestSupport
import Testing

// Restoring a screen after the app is killed (issue 29): a presenter's own value, and tests that
// kill and relaunch a module with MVPTestSupport's RelaunchableModule. Compiled here so that the
// article "Restoring an app" can quote it.

/// The screen where the user chooses how many to buy.
@MainActor
protocol QuantityView: ViewInterface {
  /// Shows the quantity chosen.
  func showQuantity(_ quantity: Int)
}

@MainActor
final class QuantityPresenter: ScreenPresenter {
  let screen = ScreenLifecycle<any QuantityView>()
  /// How many the user chose; kept when the app is killed.
  var quantity = 1

  init() {
    screen.restores(\.quantity, of: self, key: "quantity")
  }

  /// Shows the quantity: the restored one after a relaunch.
  func screenDidLoad() {
    choose(quantity)
  }

  /// The user chose `quantity`.
  func choose(_ quantity: Int) {
    self.quantity = quantity
    screen.binding.update(.state("quantity")) { $0.showQuantity(quantity) }
  }
}

/// Builds the quantity module.
enum QuantityModule {
  @MainActor
  static func build(
    makeView: (QuantityPresenter) -> any QuantityView
  ) -> Module<any QuantityView, QuantityPresenter> {
    .assemble(presenter: QuantityPresenter(), makeView: makeView)
  }
}

/// The quantity view of the tests.
final class MockQuantityView: QuantityView, CallRecording {
  enum Call: Equatable { case showQuantity(Int) }
  let recorder = CallRecorder<Call>()
  let presenter: QuantityPresenter  // strong, as a real view holds its presenter

  init(presenter: QuantityPresenter) { self.presenter = presenter }
  func showQuantity(_ quantity: Int) { record(.showQuantity(quantity)) }
}

/// The notes view of a restoration test: it scrolls, so a restored list scrolls it back.
final class ScrollingNotesView: RecordingListView<NoteRow>, NotesView, ScrollingListViewInterface {
  func showSaving() { recordOwn("showSaving", effect: .showProgress("saving")) }
  func hideSaving() { recordOwn("hideSaving", effect: .hideProgress("saving")) }
  func showSaveError(_ message: String) { recordOwn(message, effect: .message(message)) }
  func showTitle(_ title: String) { recordOwn(title, effect: .other) }
  func scrollToRow(at index: Int) { recordOwn("scrollToRow(at: \(index))", effect: .other) }
}

@MainActor @Suite(.presenterTest) struct ScreenRestorationExampleTests {
  @Test func aRelaunchShowsTheQuantityTheUserChose() throws {
    let app = RelaunchableModule { QuantityModule.build { MockQuantityView(presenter: $0) } }
    app.module.presenter.viewDidLoad()
    app.module.presenter.choose(3)
    try app.module.view(as: MockQuantityView.self).recorder.expectCalls([
      .showQuantity(1), .showQuantity(3),
    ])
    try app.killAndRelaunch()
    app.module.presenter.viewDidLoad()
    try app.module.view(as: MockQuantityView.self).recorder.expectCalls([.showQuantity(3)])
  }

  @Test func aListKilledDuringANextPageComesBackWhereTheUserWas() async throws {
    let service = StubNoteService()
    let notes = (1...50).map { Note(id: $0, text: "Note \($0)") }
    let app = RelaunchableModule {
      NotesModule.build(service: service) { _ in ScrollingNotesView() }
    }
    app.module.presenter.viewDidLoad()
    await service.pages.waitForPendingRequests(1)
    service.pages.succeed(with: Page(items: Array(notes[0..<20]), offset: 0, total: 50))
    await app.module.presenter.tasks.waitUntilIdle()
    app.module.presenter.topRowDidChange(to: 12)  // the view's top row as the user scrolls
    app.module.presenter.loadNextPage()  // the app is killed while it loads
    await service.pages.waitForPendingRequests(1)
    app.module.view.recorder.expectCalls([
      .showLoading, .hideLoading, .showRows(notes[0..<20].map(NoteRow.init)), .showLoadingMore,
    ])

    try app.killAndRelaunch()
    app.module.presenter.viewDidLoad()
    await service.pages.waitForRequests(3)
    #expect(service.pages.requests.last == .init(offset: 0, limit: 20))  // the rows loaded
    service.pages.succeed(
      with: Page(items: Array(notes[0..<20]), offset: 0, total: 50),
      at: service.pages.pendingRequests.count - 1)
    await app.module.presenter.tasks.waitUntilIdle()
    app.module.view.recorder.expectCalls([
      .showLoading, .hideLoading, .showRows(notes[0..<20].map(NoteRow.init)),
      .own("scrollToRow(at: 12)", .other),
    ])
  }
}
