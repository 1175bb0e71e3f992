import Account
import MVPCore
import MVPTestSupport
import Testing

@MainActor
@Suite(.presenterTest) struct EditAccountPresenterTests {
  let service = StubAccountService()
  let router = RecordingRouter<EditAccountRoute>()
  let edited = Account(id: 1, name: "Ada Lovelace", email: "ada@example.com")
  static let nameError = "Enter your name."
  static let emailError = "Enter an e-mail address with an @."

  func makeModule() throws -> (MockEditAccountView, EditAccountPresenter) {
    let module = EditAccountModule.build(service: service, router: router) {
      MockEditAccountView(presenter: $0)
    }
    return (try module.view(as: MockEditAccountView.self), module.presenter)
  }

  /// A module showing `account` in its form.
  func makeLoadedModule(_ account: Account = .ada) async throws -> (
    MockEditAccountView, EditAccountPresenter
  ) {
    let (view, presenter) = try makeModule()
    presenter.viewDidLoad()
    await service.loads.waitForPendingRequests(1)
    service.loads.succeed(with: account)
    await presenter.tasks.waitUntilIdle()
    view.recorder.expectCalls([.showLoading, .hideLoading, .showDraft(account)])
    return (view, presenter)
  }

  @Test func loadsTheAccountIntoTheForm() async throws {
    let (_, presenter) = try await makeLoadedModule()
    #expect(presenter.form.draft == .ada)
    #expect(service.loads.requests.count == 1)
  }

  @Test func aFailedLoadOffersRetryAndTheRetryFillsTheForm() async throws {
    let (view, presenter) = try makeModule()
    presenter.viewDidLoad()
    await service.loads.waitForPendingRequests(1)
    service.loads.fail(with: ServiceError.offline)
    await presenter.tasks.waitUntilIdle()
    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showError(ServiceError.offline.userMessage, canRetry: true),
    ])
    presenter.retry()  // the error state's retry control
    await service.loads.waitForPendingRequests(1)
    service.loads.succeed(with: .ada)
    await presenter.tasks.waitUntilIdle()
    view.recorder.expectCalls([.showLoading, .hideLoading, .showDraft(.ada)])
  }

  @Test func editsAreCheckedAsTheUserTypesAndNotSentBack() async throws {
    let (view, presenter) = try await makeLoadedModule()
    presenter.editName("")
    view.recorder.expectCalls([.showFieldErrors([.name: Self.nameError])])
    presenter.editEmail("ada.example.com")
    view.recorder.expectCalls([
      .showFieldErrors([.name: Self.nameError, .email: Self.emailError])
    ])
    presenter.editName("Ada Lovelace")
    view.recorder.expectCalls([.showFieldErrors([.email: Self.emailError])])
    presenter.editEmail("ada@example.com")
    view.recorder.expectCalls([.showFieldErrors([:])])
    #expect(presenter.form.draft == edited)
  }

  @Test func anInvalidDraftShowsEveryErrorAndSendsNothing() async throws {
    let (view, presenter) = try await makeLoadedModule(Account(id: 1, name: "", email: ""))
    presenter.save()
    view.recorder.expectCalls([
      .showFieldErrors([.name: Self.nameError, .email: Self.emailError])
    ])
    #expect(presenter.tasks.isIdle)
    #expect(service.saves.requests.isEmpty)
    router.recorder.expectNoCalls()
  }

  @Test func aSaveShowsProgressAndGoesBackWithTheSavedAccount() async throws {
    let (view, presenter) = try await makeLoadedModule()
    presenter.editName("Ada Lovelace")
    presenter.save()
    view.recorder.expectCalls([.showSaving])
    await service.saves.waitForPendingRequests(1)
    #expect(service.saves.requests == [edited])
    router.recorder.expectNoCalls()
    // The server answers its own version of what was sent: the form shows it.
    let saved = Account(id: 1, name: "Ada Lovelace", email: "ada@example.org")
    service.saves.succeed(with: saved)
    await presenter.tasks.waitUntilIdle()
    view.recorder.expectCalls([.hideSaving, .showDraft(saved)])
    router.recorder.expectCalls([.back(saved: saved)])
    #expect(!presenter.form.isDirty)
  }

  @Test func aSecondTapWhileTheSaveRunsDoesNothing() async throws {
    let (view, presenter) = try await makeLoadedModule()
    presenter.editName("Ada Lovelace")
    presenter.save()
    presenter.save()  // the save runs: refused
    await service.saves.waitForPendingRequests(1)
    view.recorder.expectCalls([.showSaving])
    service.saves.succeed(with: edited)
    await presenter.tasks.waitUntilIdle()
    view.recorder.expectCalls([.hideSaving])
    #expect(service.saves.requests == [edited])
    router.recorder.expectCalls([.back(saved: edited)])
  }

  @Test func aFailedSaveShowsTheServersMessageAndKeepsTheEdits() async throws {
    let (view, presenter) = try await makeLoadedModule()
    presenter.editName("Ada Lovelace")
    presenter.save()
    await service.saves.waitForPendingRequests(1)
    service.saves.fail(with: ServiceError.httpStatus(code: 409, message: "That name is taken."))
    await presenter.tasks.waitUntilIdle()
    let message = "The server couldn't complete the request (error 409): \"That name is taken.\"."
    view.recorder.expectCalls([.showSaving, .hideSaving, .showSaveError(message)])
    router.recorder.expectNoCalls()
    #expect(presenter.form.draft == edited)
    #expect(presenter.form.isDirty)
    presenter.save()  // the user taps save again: the same edits are sent
    await service.saves.waitForPendingRequests(1)
    service.saves.succeed(with: edited)
    await presenter.tasks.waitUntilIdle()
    view.recorder.expectCalls([.showSaving, .hideSaving])
    #expect(service.saves.requests == [edited, edited])
    router.recorder.expectCalls([.back(saved: edited)])
  }

  @Test func aReattachedViewIsShownTheDraftAndItsErrors() async throws {
    let (view, presenter) = try await makeLoadedModule()
    presenter.editName("Ada Lovelace")
    presenter.editEmail("ada")
    view.recorder.expectCalls([.showFieldErrors([.email: Self.emailError])])
    presenter.detach(view)  // the view goes away (rotation, a tab switch) and a new one comes
    let newView = MockEditAccountView()
    presenter.attach(newView)
    newView.recorder.expectCalls([
      .hideLoading, .showDraft(Account(id: 1, name: "Ada Lovelace", email: "ada")),
      .showFieldErrors([.email: Self.emailError]),
    ])
    view.recorder.expectNoCalls()
  }

  @Test(.presenterTest(skipping: .runningWork))  // the release abandons the load on purpose
  func everythingDeallocatesWithALoadInFlight() async throws {
    let (view, presenter) = try makeModule()
    presenter.viewDidLoad()
    await service.loads.waitForPendingRequests(1)  // a load in flight must not keep it alive
    view.recorder.expectCalls([.showLoading])
  }  // the end-of-test leak check fails naming each object of the module that outlived it
}
