import MVPCore

/// A hand-written presenter, not built on MVPKit's screens: loads notes, saves them, keeps the
/// latest state for the next view and holds messages while the view is hidden. Built with a
/// ``NotesBug`` it breaks one of ``PresenterChecker``'s invariants.
@MainActor
final class NotesPresenter: PresenterInterface {
  typealias View = any NotesView

  let tasks = TaskScope()
  private let service: NotesService
  private let bug: NotesBug?
  private weak var view: (any NotesView)?
  private var strongView: (any NotesView)?
  private weak var firstView: (any NotesView)?
  private weak var lastAttached: AnyObject?
  private var hidden = false
  private var heldMessages: [String] = []
  private var wantsNotes = false
  private var notes: [String]?
  private var failed = false

  init(service: NotesService, bug: NotesBug? = nil) {
    self.service = service
    self.bug = bug
  }

  func attach(_ view: any NotesView) {
    if lastAttached !== view { hidden = false }
    lastAttached = view
    self.view = view
    if bug == .retainCycle { strongView = view }
    if firstView == nil { firstView = view }
    if tasks.isRunning("load") { view.showLoading() }
    if let notes, bug != .replayMissesNotes { view.showNotes(notes) }
    if failed { view.showError(message: "Couldn't load the notes.", canRetry: true) }
    flushMessages()
    if wantsNotes && notes == nil && !failed && !tasks.isRunning("load") { load() }
  }

  func detach(_ view: any NotesView) {
    guard self.view === view else { return }
    self.view = nil
    if bug == .writeCancelledAtDetach { tasks.cancelAll() } else { tasks.cancelReads() }
  }

  func viewDidLoad() {
    wantsNotes = true
    if notes == nil && !tasks.isRunning("load") { load() }
  }

  func viewWillAppear() {
    hidden = false
    flushMessages()
  }

  func viewDidDisappear() {
    hidden = true
  }

  func retry() {
    guard failed else { return }
    load()
  }

  func save() {
    tasks.perform(
      "save", role: .write, owner: self, work: { [service] in try await service.save.call(()) },
      then: { presenter, result in
        presenter.say((try? result.get()) == nil ? "Couldn't save." : "Saved.")
      })
  }

  private func load() {
    guard let view else { return }
    failed = false
    view.showLoading()
    if bug == .showsItsOwnCancellation {
      // Wrong: the task's own cancellation is shown as a failure.
      tasks.run("load") { [weak self, service] in
        do {
          self?.finishLoad(.success(try await service.notes.call(())))
        } catch {
          self?.finishLoad(.failure(error))
        }
      }
      return
    }
    tasks.perform(
      "load", owner: self, work: { [service] in try await service.notes.call(()) },
      then: { presenter, result in presenter.finishLoad(result) })
  }

  private func finishLoad(_ result: Result<[String], any Error>) {
    if bug != .progressNeverHidden { view?.hideLoading() }
    switch result {
    case .success(let notes):
      self.notes = notes
      view?.showNotes(notes)
    case .failure:
      failed = true
      view?.showError(message: "Couldn't load the notes.", canRetry: true)
    }
  }

  private func say(_ message: String) {
    if bug == .callsTheFirstView { return firstView?.showMessage(message) ?? () }
    heldMessages.append(message)
    flushMessages()
  }

  private func flushMessages() {
    guard let view, !hidden || bug == .messageWhileHidden else { return }
    let messages = heldMessages
    heldMessages.removeAll()
    for message in messages { view.showMessage(message) }
  }
}
