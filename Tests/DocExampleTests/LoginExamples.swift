import MVPCore
import MVPTestSupport
import Testing

// The login screen of a ported todo app (issue 30): sign in or sign up, one progress overlay
// that says what it waits for, a dialog on failure. Written twice: on `ProgressIndicator` with
// its "show" fixed at creation (one indicator per message, the presenter checks that its work
// started), and on an indicator whose work chooses the message
// (`ProgressIndicator.perform(showing:in:key:role:owner:work:then:)`). The screen-loading
// lifecycle article shows the second.

struct Account: Equatable, Sendable {
  let email: String
}

@MainActor
protocol LoginView: AnyObject {
  /// Shows the overlay with what it waits for, over the form.
  func showProgress(_ message: String)
  func hideProgress()
  func showDialog(title: String, message: String)
}

protocol AuthService: Sendable {
  func signIn(email: String, password: String) async throws -> Account
  func signUp(email: String, password: String) async throws -> Account
}

enum LoginRoute: Equatable, Sendable {
  case signedIn(Account)
}

/// What the tests drive in either presenter.
@MainActor
protocol LoginPresenting: ScreenPresenter where View == any LoginView {
  func signIn(email: String, password: String)
  func signUp(email: String, password: String)
}

// MARK: - On today's indicator: one per message

@MainActor
final class HandWrittenLoginPresenter: LoginPresenting {
  let screen = ScreenLifecycle<any LoginView>()
  private let service: any AuthService
  private let router: any RouterInterface<LoginRoute>
  private let signingIn = ProgressIndicator<any LoginView>(
    "signingIn", show: { $0.showProgress("Signing in…") }, hide: { $0.hideProgress() })
  private let signingUp = ProgressIndicator<any LoginView>(
    "signingUp", show: { $0.showProgress("Creating your account…") },
    hide: { $0.hideProgress() })

  init(service: any AuthService, router: any RouterInterface<LoginRoute>) {
    self.service = service
    self.router = router
  }

  func signIn(email: String, password: String) {
    authenticate(showing: signingIn) { [service] in
      try await service.signIn(email: email, password: password)
    }
  }

  func signUp(email: String, password: String) {
    authenticate(showing: signingUp) { [service] in
      try await service.signUp(email: email, password: password)
    }
  }

  private func authenticate(
    showing progress: ProgressIndicator<any LoginView>,
    work: @escaping @Sendable () async throws -> Account
  ) {
    let started = tasks.perform(
      "auth", role: .write, owner: self, work: work,
      then: { presenter, result in
        progress.set(false, in: presenter.screen.binding)
        presenter.finish(result)
      })
    guard started != nil else { return }  // a second tap: the first overlay stays
    progress.set(true, in: screen.binding)
  }

  private func finish(_ result: Result<Account, any Error>) {
    switch result {
    case .success(let account):
      router.navigate(to: .signedIn(account))
    case .failure(let error):
      let message = ServiceError(classifying: error).userMessage
      screen.binding.update(.queue) { $0.showDialog(title: "Couldn't sign in", message: message) }
    }
  }
}

// MARK: - On an indicator whose work chooses the message

@MainActor
final class LoginPresenter: LoginPresenting {
  let screen = ScreenLifecycle<any LoginView>()
  private let service: any AuthService
  private let router: any RouterInterface<LoginRoute>
  private let progress = ProgressIndicator<any LoginView>(
    "progress", show: { view, message in view.showProgress(message) },
    hide: { $0.hideProgress() })

  init(service: any AuthService, router: any RouterInterface<LoginRoute>) {
    self.service = service
    self.router = router
  }

  func signIn(email: String, password: String) {
    progress.perform(
      showing: "Signing in…", in: screen, key: "auth", role: .write, owner: self,
      work: { [service] in try await service.signIn(email: email, password: password) },
      then: { presenter, result in presenter.finish(result) })
  }

  func signUp(email: String, password: String) {
    progress.perform(
      showing: "Creating your account…", in: screen, key: "auth", role: .write, owner: self,
      work: { [service] in try await service.signUp(email: email, password: password) },
      then: { presenter, result in presenter.finish(result) })
  }

  private func finish(_ result: Result<Account, any Error>) {
    switch result {
    case .success(let account):
      router.navigate(to: .signedIn(account))
    case .failure(let error):
      let message = ServiceError(classifying: error).userMessage
      screen.binding.update(.queue) { $0.showDialog(title: "Couldn't sign in", message: message) }
    }
  }
}

// MARK: - Tests, the same for both

final class MockLoginView: LoginView, CallRecording {
  enum Call: Equatable {
    case showProgress(String)
    case hideProgress
    case showDialog(title: String, message: String)
  }

  let recorder = CallRecorder<Call>()
  func showProgress(_ message: String) { record(.showProgress(message)) }
  func hideProgress() { record(.hideProgress) }
  func showDialog(title: String, message: String) {
    record(.showDialog(title: title, message: message))
  }
}

struct StubAuthService: AuthService {
  struct Credentials: Equatable, Sendable {
    let email: String
    let password: String
  }

  let signIns = AsyncStub<Credentials, Account>()
  let signUps = AsyncStub<Credentials, Account>()
  func signIn(email: String, password: String) async throws -> Account {
    try await signIns.call(Credentials(email: email, password: password))
  }
  func signUp(email: String, password: String) async throws -> Account {
    try await signUps.call(Credentials(email: email, password: password))
  }
}

/// Which presenter a test drives.
enum LoginVersion: CaseIterable, Sendable {
  case handWritten
  case onTheIndicator
}

@MainActor @Suite(.presenterTest) struct LoginPresenterTests {
  static let alice = Account(email: "alice@example.com")
  let service = StubAuthService()
  let router = RecordingRouter<LoginRoute>()
  let view = MockLoginView()

  func make(_ version: LoginVersion) -> any LoginPresenting {
    let presenter: any LoginPresenting =
      switch version {
      case .handWritten: HandWrittenLoginPresenter(service: service, router: router)
      case .onTheIndicator: LoginPresenter(service: service, router: router)
      }
    presenter.attach(view)
    presenter.viewDidLoad()
    return presenter
  }

  @Test(arguments: LoginVersion.allCases)
  func signingInShowsItsMessageThenRoutes(_ version: LoginVersion) async {
    let presenter = make(version)
    presenter.signIn(email: "alice@example.com", password: "secret")
    view.recorder.expectCalls([.showProgress("Signing in…")])
    await service.signIns.waitForPendingRequests(1)
    service.signIns.succeed(with: Self.alice)
    await presenter.tasks.waitUntilIdle()
    view.recorder.expectCalls([.hideProgress])
    router.recorder.expectCalls([.signedIn(Self.alice)])
  }

  @Test(arguments: LoginVersion.allCases)
  func aSecondTapWhileSigningInKeepsTheFirstOverlay(_ version: LoginVersion) async {
    let presenter = make(version)
    presenter.signIn(email: "alice@example.com", password: "secret")
    presenter.signUp(email: "alice@example.com", password: "secret")
    presenter.signIn(email: "alice@example.com", password: "secret")
    view.recorder.expectCalls([.showProgress("Signing in…")])
    await service.signIns.waitForPendingRequests(1)
    #expect(service.signIns.requests.count == 1)
    #expect(service.signUps.requests.isEmpty)
    service.signIns.succeed(with: Self.alice)
    await presenter.tasks.waitUntilIdle()
    view.recorder.expectCalls([.hideProgress])
    router.recorder.expectCalls([.signedIn(Self.alice)])
  }

  @Test(arguments: LoginVersion.allCases)
  func aFailureHidesTheOverlayThenShowsADialog(_ version: LoginVersion) async {
    let presenter = make(version)
    presenter.signUp(email: "alice@example.com", password: "secret")
    await service.signUps.waitForPendingRequests(1)
    service.signUps.fail(with: ServiceError.offline)
    await presenter.tasks.waitUntilIdle()
    view.recorder.expectCalls([
      .showProgress("Creating your account…"), .hideProgress,
      .showDialog(title: "Couldn't sign in", message: ServiceError.offline.userMessage),
    ])
  }

  /// The hand-written presenter keeps one state per message: a view that attaches is replayed
  /// both, the other message's "hide" first.
  @Test(arguments: LoginVersion.allCases)
  func aViewAttachedWhileSigningUpShowsItsMessage(_ version: LoginVersion) async {
    let presenter = make(version)
    presenter.signIn(email: "alice@example.com", password: "wrong")
    await service.signIns.waitForPendingRequests(1)
    service.signIns.fail(with: ServiceError.httpStatus(code: 401, message: nil))
    await presenter.tasks.waitUntilIdle()
    presenter.signUp(email: "alice@example.com", password: "secret")
    view.recorder.expectCalls([
      .showProgress("Signing in…"), .hideProgress,
      .showDialog(
        title: "Couldn't sign in",
        message: ServiceError.httpStatus(code: 401, message: nil).userMessage),
      .showProgress("Creating your account…"),
    ])
    presenter.detach(view)
    let next = MockLoginView()
    presenter.attach(next)
    switch version {
    case .handWritten:
      next.recorder.expectCalls([.hideProgress, .showProgress("Creating your account…")])
    case .onTheIndicator:
      next.recorder.expectCalls([.showProgress("Creating your account…")])
    }
    await service.signUps.waitForPendingRequests(1)
    service.signUps.succeed(with: Self.alice)
    await presenter.tasks.waitUntilIdle()
    next.recorder.expectCalls([.hideProgress])
    router.recorder.expectCalls([.signedIn(Self.alice)])
  }
}
