import Foundation
import MVPCore
import MVPTestSupport
import UserFeature

/// The user profile in seeded random event sequences: a presenter on a stub service that
/// honours cancellation, the views it was attached to (each with what it shows, rebuilt from its
/// calls), and a model of what the presenter should be doing.
@MainActor
final class UserProfileWorld: RandomSequenceModel {
  private struct ViewRecord {
    let view: any UserProfileView
    let recorder: CallRecorder<MockUserProfileView.Call>
    let cancelsEditorOnProfile: Bool
    var rendered = RenderedUserProfile()
  }

  private static let userID = 7
  private static let inputs = [
    ("Ada Lovelace", "ada@example.org"), ("Grace Hopper", "grace@example.org"),
  ]

  private let service = StubUserService(honorsCancellation: true)
  private let changes = UserChanges()
  private let changeLog = UserChangeLog()
  /// Where the save reports when it ends after the module was released.
  private let outcomes = WriteOutcomes()
  private var presenter: UserProfilePresenter?
  private var views: [ViewRecord] = []
  private var attached: Int?
  private var lastAttached: Int?

  // The model.
  private var hidden = false
  private var editing = false
  private var saving = false
  private var expectedUser: User?
  private var saveFailures = 0
  private var savedEdits = 0
  private var cancellationsAnswered = false
  private var released = false
  private var releaseSurvivors: [String] = []
  private var stepViolations: [String] = []

  init() {
    let presenter = UserProfilePresenter(
      userID: Self.userID, service: service, router: RecordingRouter<UserProfileRoute>(),
      changes: changes, writeOutcomes: outcomes)
    self.presenter = presenter
    changes.add(changeLog)
    attachNewView(cancelsEditorOnProfile: false)
  }

  static func randomStep(using generator: inout SeededGenerator) -> UserProfileStep {
    UserProfileStep.random(using: &generator)
  }

  func perform(_ step: UserProfileStep) async {
    if case .release = step, !released {
      releaseSurvivors = await release()
      return
    }
    guard let presenter, !released else { return }
    switch step {
    case .attachSameView:
      if let lastAttached { attach(lastAttached) }
    case .attachNewView(let cancels):
      attachNewView(cancelsEditorOnProfile: cancels)
    case .detachCurrentView:
      if let attached {
        presenter.detach(views[attached].view)
        self.attached = nil
      }
    case .detachStaleView(let pick):
      let stale = views.indices.filter { $0 != attached }
      if !stale.isEmpty { presenter.detach(views[stale[pick % stale.count]].view) }
    case .lifecycle(.viewDidLoad):
      presenter.viewDidLoad()
    case .lifecycle(.viewWillAppear), .lifecycle(.viewDidAppear):
      presenter.viewWillAppear()
      hidden = false
    case .lifecycle(.viewDidDisappear), .lifecycle(.viewWillDisappear):
      presenter.viewDidDisappear()
      hidden = true
    case .retry:
      presenter.retry()
    case .edit:
      if presenter.resource.value != nil, !editing { editing = true }
      presenter.edit()
    case .saveValid(let variant):
      let (name, email) = Self.inputs[variant % Self.inputs.count]
      if editing, !saving { saving = true }
      presenter.save(name: name, email: email)
    case .saveInvalid:
      presenter.save(name: " ", email: "nobody")
    case .cancelEditing:
      if editing, !saving { editing = false }
      presenter.cancelEditing()
    case .answerLoad(let answer):
      await answerLoad(answer)
    case .answerSave(let answer):
      await answerSave(answer)
    case .release:
      return
    }
    await quiet()
    applyViewCalls()
  }

  func violations() -> [String] {
    if released { return releaseSurvivors }
    guard let presenter else { return [] }
    var found = stepViolations
    stepViolations.removeAll()
    let loadRunning = presenter.tasks.isRunning(UserProfileKeys.load)
    let saveRunning = presenter.tasks.isRunning(UserProfileKeys.save)
    if saveRunning != saving {
      found.append("a save is \(saveRunning ? "" : "not ")running; the model says \(saving)")
    }
    if service.userCalls.pendingRequests.count != (loadRunning ? 1 : 0) {
      found.append(
        "\(service.userCalls.pendingRequests.count) load requests in flight, load running: \(loadRunning)"
      )
    }
    if service.updateCalls.pendingRequests.count != (saveRunning ? 1 : 0) {
      found.append(
        "\(service.updateCalls.pendingRequests.count) save requests in flight, save running: \(saveRunning)"
      )
    }
    if presenter.resource.value != expectedUser {
      found.append(
        "the presenter's user is \(String(describing: presenter.resource.value?.displayName))")
    }
    if savedEdits != changeLog.recorder.allCalls.count {
      found.append("\(savedEdits) edits saved, \(changeLog.recorder.allCalls.count) notified")
    }
    for record in views {
      var shown = record.rendered.saveErrors
      if case .error(let message, _) = record.rendered.content { shown.append(message) }
      if !cancellationsAnswered && shown.contains(ServiceError.cancelled.userMessage) {
        found.append("a view shows a cancellation nobody reported")
      }
    }
    guard let attached else { return found }
    let rendered = views[attached].rendered
    if rendered.isEditorOpen != editing {
      found.append(
        "the editor is \(rendered.isEditorOpen ? "open" : "closed"); editing: \(editing)")
    }
    if rendered.isSaving != saveRunning {
      found.append("saving shown: \(rendered.isSaving); save running: \(saveRunning)")
    }
    if rendered.isLoading != loadRunning {
      found.append("loading shown: \(rendered.isLoading); load running: \(loadRunning)")
    }
    if let user = presenter.resource.value,
      rendered.content != .profile(UserProfileViewModel(user: user))
    {
      found.append("the view shows \(rendered.content), not the loaded user \(user.displayName)")
    }
    if case .error(_, false) = rendered.content { found.append("an error without retry") }
    if presenter.resource.value == nil, case .profile = rendered.content {
      found.append("a profile is shown before the user loaded")
    }
    return found
  }

  func settle() async -> [String] {
    guard let presenter, !released else { return [] }
    if attached == nil { attachNewView(cancelsEditorOnProfile: false) }
    presenter.viewDidLoad()
    presenter.viewWillAppear()
    hidden = false
    await quiet()
    while !service.userCalls.pendingRequests.isEmpty || !service.updateCalls.pendingRequests.isEmpty
    {
      await answerLoad(.success)
      await answerSave(.success)
      await quiet()
    }
    await presenter.tasks.waitUntilIdle()
    applyViewCalls()
    var found = violations()
    let rendered = views[attached!].rendered
    switch rendered.content {
    case .profile, .error(_, canRetry: true): break
    default: found.append("at rest the screen shows \(rendered.content)")
    }
    if rendered.isLoading || rendered.isSaving { found.append("progress shown at rest") }
    let delivered = views.map(\.rendered.saveErrors.count).reduce(0, +)
    if delivered != saveFailures {
      found.append("\(saveFailures) saves failed, \(delivered) save errors shown")
    }
    // Every saved edit is confirmed once, on a visible view (issue 12).
    let confirmations = views.flatMap(\.rendered.messages)
    if confirmations != Array(repeating: "Saved your changes.", count: savedEdits) {
      found.append("\(savedEdits) edits saved, confirmations shown: \(confirmations)")
    }
    found += presenter.pendingWorkDescriptions
    return found
  }

  func release() async -> [String] {
    guard !released else { return releaseSurvivors }
    released = true
    let leaks = LeakTracker()
    if let presenter { leaks.track(presenter, as: "presenter") }
    for (index, record) in views.enumerated() { leaks.track(record.view, as: "view \(index)") }
    let savesInFlight = service.updateCalls.pendingRequests.count
    presenter = nil
    views.removeAll()
    var survivors = leaks.survivors
    // Reads end with the screen; a save (a write) runs to its end and reports to the outcomes.
    if !service.userCalls.pendingRequests.isEmpty {
      survivors.append("a read still waits after release")
    }
    survivors += await WriteOutcomeCheck.answerAndCheck(
      savesInFlight, reportedTo: outcomes, pending: { service.updateCalls.pendingRequests.count },
      answer: { service.updateCalls.succeed(with: .sample(Self.userID)) })
    return survivors
  }

  // MARK: - Steps

  private func attachNewView(cancelsEditorOnProfile: Bool) {
    guard let presenter else { return }
    if cancelsEditorOnProfile {
      let view = EditorCancellingProfileView(presenter: presenter)
      views.append(ViewRecord(view: view, recorder: view.recorder, cancelsEditorOnProfile: true))
    } else {
      let view = MockUserProfileView(presenter: presenter)
      views.append(ViewRecord(view: view, recorder: view.recorder, cancelsEditorOnProfile: false))
    }
    attach(views.count - 1)
  }

  private func attach(_ index: Int) {
    if attached != index { hidden = false }
    attached = index
    lastAttached = index
    presenter?.attach(views[index].view)
  }

  private func answerLoad(_ answer: UserProfileStep.Answer) async {
    guard let presenter, !service.userCalls.pendingRequests.isEmpty else { return }
    switch answer {
    case .success:
      expectedUser = .sample(Self.userID)
      service.userCalls.succeed(with: .sample(Self.userID))
    case .failure:
      service.userCalls.fail(with: ServiceError.offline)
    case .externalCancellation(let kind):
      cancellationsAnswered = true
      service.userCalls.fail(with: Self.cancellation(kind))
    }
    await presenter.tasks.waitUntilFinished(UserProfileKeys.load)
  }

  private func answerSave(_ answer: UserProfileStep.Answer) async {
    guard let presenter, let request = service.updateCalls.pendingRequests.first else { return }
    saving = false
    switch answer {
    case .success:
      var user = User.sample(Self.userID)
      user.displayName = request.update.name
      user.email = request.update.email
      expectedUser = user
      editing = false
      savedEdits += 1
      service.updateCalls.succeed(with: user)
    case .failure:
      saveFailures += 1
      service.updateCalls.fail(with: ServiceError.offline)
    case .externalCancellation(let kind):
      saveFailures += 1
      cancellationsAnswered = true
      service.updateCalls.fail(with: Self.cancellation(kind))
    }
    await presenter.tasks.waitUntilFinished(UserProfileKeys.save)
  }

  private static func cancellation(_ kind: Int) -> any Error {
    switch kind % 3 {
    case 0: CancellationError()
    case 1: URLError(.cancelled)
    default: ServiceError.cancelled
    }
  }

  /// Waits until every request the presenter runs has reached the service.
  private func quiet() async {
    guard let presenter else { return }
    if presenter.tasks.isRunning(UserProfileKeys.load) {
      await service.userCalls.waitForPendingRequests(1)
    }
    if presenter.tasks.isRunning(UserProfileKeys.save) {
      await service.updateCalls.waitForPendingRequests(1)
    }
  }

  /// Applies every view's new calls to what it shows, and updates the model where a view acted
  /// on the presenter (a view that cancels editing when shown a profile).
  private func applyViewCalls() {
    for index in views.indices {
      let (saveErrors, messages, showedProfile) = views[index].rendered.apply(
        views[index].recorder.allCalls)
      if saveErrors > 0, index != attached || hidden {
        stepViolations.append("view \(index) got a save error while hidden or detached")
      }
      if messages > 0, index != attached || hidden {
        stepViolations.append("view \(index) got a save confirmation while hidden or detached")
      }
      if showedProfile, views[index].cancelsEditorOnProfile, !saving { editing = false }
    }
  }
}
