import MVPCore
import MVPTestSupport
import Testing

// The "Building a form" article's example: a screen that edits the user's postal address.

struct Address: Equatable, Sendable {
  var street: String
  var postcode: String
}

enum AddressField: Hashable, Sendable {
  case street
  case postcode
}

@MainActor
protocol AddressView: FormViewInterface where Value == Address, Field == AddressField {
  /// Asks the user whether to throw their edits away; "Discard" calls `discardAndLeave()`.
  func askToDiscardEdits()
}

protocol AddressService: Sendable {
  func address() async throws -> Address
  func save(_ address: Address) async throws -> Address
}

enum AddressRoute: Equatable, Sendable {
  case saved(Address)
  case back
}

@MainActor
final class AddressPresenter: ScreenPresenter {
  typealias Form = ScreenLifecycle<any AddressView>.Form<Address, AddressField>

  static let rules: [Form.Rule] = [
    .init(.street, "Enter a street.") { !$0.street.isEmpty },
    .init(.postcode, "Enter a 5-digit postcode.") { address in
      address.postcode.count == 5 && address.postcode.allSatisfy { ("0"..."9").contains($0) }
    },
  ]

  let screen = ScreenLifecycle<any AddressView>()
  let form: Form
  private let service: any AddressService
  private let router: any RouterInterface<AddressRoute>

  /// Edits the saved address (loaded at `viewDidLoad`), or `value` when given (a new one).
  init(
    service: any AddressService, router: any RouterInterface<AddressRoute>,
    startingFrom value: Address? = nil
  ) {
    self.service = service
    self.router = router
    if let value {
      form = Form(screen: screen, value: value, view: { $0.formView }, rules: Self.rules)
    } else {
      form = Form(
        screen: screen, load: .async { [service] in try await service.address() },
        view: { $0.formView }, rules: Self.rules)
    }
  }

  // The view's intents: the user typed in a field, tapped Save, tapped Back.
  func streetChanged(_ text: String) {
    form.edit(.street) { $0.street = text }
  }

  func postcodeChanged(_ text: String) {
    form.edit(.postcode) { $0.postcode = text }
  }

  func save() {
    let call = ServiceCall<Address, Address>.async { [service] in try await service.save($0) }
    form.save(call, owner: self) { presenter, saved in
      presenter.router.navigate(to: .saved(saved))
    }
  }

  func back() {
    switch form.leaveDecision {
    case .leave: router.navigate(to: .back)
    case .confirmDiscard: screen.binding.update(.queue) { $0.askToDiscardEdits() }
    case .waitForSave: break  // the save's outcome is shown on this screen
    }
  }

  func discardAndLeave() {
    form.discard()
    router.navigate(to: .back)
  }
}

final class MockAddressView: AddressView, CallRecording {
  enum Call: Equatable {
    case showLoading, hideLoading
    case showError(message: String, canRetry: Bool)
    case showDraft(Address)
    case showFieldErrors([AddressField: String])
    case showSaving, hideSaving
    case showSaveError(String)
    case askToDiscardEdits
  }

  let recorder = CallRecorder<Call>()
  func showLoading() { record(.showLoading) }
  func hideLoading() { record(.hideLoading) }
  func showError(message: String, canRetry: Bool) {
    record(.showError(message: message, canRetry: canRetry))
  }
  func showDraft(_ draft: Address) { record(.showDraft(draft)) }
  func showFieldErrors(_ errors: [AddressField: String]) { record(.showFieldErrors(errors)) }
  func showSaving() { record(.showSaving) }
  func hideSaving() { record(.hideSaving) }
  func showSaveError(_ message: String) { record(.showSaveError(message)) }
  func askToDiscardEdits() { record(.askToDiscardEdits) }
}

struct StubAddressService: AddressService {
  let loads = AsyncStub<Void, Address>()
  let saves = AsyncStub<Address, Address>()
  func address() async throws -> Address { try await loads.call(()) }
  func save(_ address: Address) async throws -> Address { try await saves.call(address) }
}

@MainActor @Suite(.presenterTest) struct AddressPresenterTests {
  static let home = Address(street: "1 Main St", postcode: "12345")
  let service = StubAddressService()
  let router = RecordingRouter<AddressRoute>()
  let view = MockAddressView()

  /// A presenter whose view was shown the loaded `home` address.
  func makeLoaded() async -> AddressPresenter {
    let presenter = AddressPresenter(service: service, router: router)
    presenter.attach(view)
    presenter.viewDidLoad()
    await service.loads.waitForPendingRequests(1)
    service.loads.succeed(with: Self.home)
    await presenter.tasks.waitUntilIdle()
    view.recorder.expectCalls([.showLoading, .hideLoading, .showDraft(Self.home)])
    return presenter
  }

  @Test func loadsTheAddressAndDoesNotEchoTheEdits() async {
    let presenter = await makeLoaded()
    presenter.streetChanged("2 High St")
    view.recorder.expectNoCalls()  // the text field already shows what the user typed
    #expect(presenter.form.draft == Address(street: "2 High St", postcode: "12345"))
    #expect(presenter.form.isDirty)
  }

  @Test func startsFromAValueAndLoadsNothing() {
    let new = Address(street: "", postcode: "")
    let presenter = AddressPresenter(service: service, router: router, startingFrom: new)
    presenter.attach(view)
    presenter.viewDidLoad()
    view.recorder.expectCalls([.showDraft(new)])
    #expect(service.loads.requests.isEmpty)
    #expect(!presenter.form.isDirty)
  }

  @Test func aLoadFailureIsTheErrorStateWithRetry() async {
    let presenter = AddressPresenter(service: service, router: router)
    presenter.attach(view)
    presenter.viewDidLoad()
    await service.loads.waitForPendingRequests(1)
    service.loads.fail(with: ServiceError.offline)
    await presenter.tasks.waitUntilIdle()
    view.recorder.expectCalls([
      .showLoading, .hideLoading,
      .showError(message: ServiceError.offline.userMessage, canRetry: true),
    ])
    presenter.retry()
    await service.loads.waitForPendingRequests(1)
    service.loads.succeed(with: Self.home)
    await presenter.tasks.waitUntilIdle()
    view.recorder.expectCalls([.showLoading, .hideLoading, .showDraft(Self.home)])
  }

  @Test func aFieldsErrorShowsOnceThatFieldWasEdited() async {
    let presenter = await makeLoaded()
    presenter.postcodeChanged("123")
    view.recorder.expectCalls([.showFieldErrors([.postcode: "Enter a 5-digit postcode."])])
    presenter.postcodeChanged("1234")  // the same error: nothing is sent
    view.recorder.expectNoCalls()
    presenter.postcodeChanged("12a45")  // five characters, not five digits: still the error
    view.recorder.expectNoCalls()
    presenter.postcodeChanged("54321")
    view.recorder.expectCalls([.showFieldErrors([:])])
  }

  @Test func anInvalidDraftShowsEveryErrorAndSendsNothing() {
    let presenter = AddressPresenter(
      service: service, router: router, startingFrom: Address(street: "", postcode: ""))
    presenter.attach(view)
    view.recorder.expectCalls([.showDraft(Address(street: "", postcode: ""))])
    presenter.save()
    view.recorder.expectCalls([
      .showFieldErrors([.street: "Enter a street.", .postcode: "Enter a 5-digit postcode."])
    ])
    #expect(service.saves.requests.isEmpty)
    router.recorder.expectNoCalls()
  }

  @Test func backAsksBeforeDiscardingEditsAndDiscardShowsTheLoadedAddress() async {
    let presenter = await makeLoaded()
    presenter.back()
    router.recorder.expectCalls([.back])  // nothing edited: leave
    presenter.streetChanged("")
    view.recorder.expectCalls([.showFieldErrors([.street: "Enter a street."])])
    #expect(presenter.form.leaveDecision == .confirmDiscard)
    presenter.back()
    view.recorder.expectCalls([.askToDiscardEdits])
    router.recorder.expectNoCalls()
    presenter.discardAndLeave()
    view.recorder.expectCalls([.showDraft(Self.home), .showFieldErrors([:])])
    router.recorder.expectCalls([.back])
    #expect(!presenter.form.isDirty)
  }

  @Test func aSaveIsSentOnceShowsProgressAndRoutesWithTheSavedAddress() async {
    let presenter = await makeLoaded()
    presenter.streetChanged("2 High St")
    presenter.save()
    presenter.save()  // a double tap: refused while the first save runs
    await service.saves.waitForPendingRequests(1)
    #expect(service.saves.requests == [Address(street: "2 High St", postcode: "12345")])
    view.recorder.expectCalls([.showSaving])
    presenter.back()  // leaving waits for the save
    #expect(presenter.form.leaveDecision == .waitForSave)
    router.recorder.expectNoCalls()
    // The server answers its own spelling: the fields are shown it.
    let saved = Address(street: "2 High Street", postcode: "12345")
    service.saves.succeed(with: saved)
    await presenter.tasks.waitUntilIdle()
    view.recorder.expectCalls([.hideSaving, .showDraft(saved)])
    router.recorder.expectCalls([.saved(saved)])
    #expect(presenter.form.baseline == saved)
    #expect(!presenter.form.isDirty)
  }

  @Test func aFailedSaveKeepsTheEditsAndShowsTheMessageOnce() async {
    let presenter = await makeLoaded()
    presenter.streetChanged("2 High St")
    presenter.save()
    await service.saves.waitForPendingRequests(1)
    service.saves.fail(with: ServiceError.offline)
    await presenter.tasks.waitUntilIdle()
    view.recorder.expectCalls([
      .showSaving, .hideSaving, .showSaveError(ServiceError.offline.userMessage),
    ])
    router.recorder.expectNoCalls()
    #expect(presenter.form.draft == Address(street: "2 High St", postcode: "12345"))
    #expect(presenter.form.isDirty)
    // A view attached now (after a rotation) gets the edits, not the message again.
    presenter.detach(view)
    let next = MockAddressView()
    presenter.attach(next)
    next.recorder.expectCalls([
      .hideLoading, .showDraft(Address(street: "2 High St", postcode: "12345")), .hideSaving,
    ])
  }

  @Test func aReattachedViewIsShownTheEditedDraftAndItsErrors() async {
    let presenter = await makeLoaded()
    presenter.streetChanged("2 High St")
    presenter.postcodeChanged("99")
    view.recorder.expectCalls([.showFieldErrors([.postcode: "Enter a 5-digit postcode."])])
    presenter.detach(view)
    let next = MockAddressView()
    presenter.attach(next)
    next.recorder.expectCalls([
      .hideLoading, .showDraft(Address(street: "2 High St", postcode: "99")),
      .showFieldErrors([.postcode: "Enter a 5-digit postcode."]),
    ])
  }
}
