import MVPCore

/// The presenter of one user's profile: loads the user, and edits their name and e-mail.
///
/// Behaviour (issue 3):
/// - ``viewDidLoad()``: full-screen loading, then the profile, or an error with retry
///   (``retry()``). A load already running is not started again.
/// - ``edit()`` opens the editor filled with the loaded name and e-mail.
/// - ``save(name:email:)`` validates first (``UserForm``): invalid input shows field errors and
///   sends nothing. Valid input clears earlier field errors, shows saving progress and sends one
///   request; taps while it runs are ignored. Success shows the server's version of the user and
///   closes the editor; failure keeps the editor open and shows the error there.
/// - ``cancelEditing()`` closes the editor, unless a save is running.
/// - ``back()`` and ``close()`` route to ``UserProfileRoute``.
/// - Cancellations are never shown.
///
/// Delivery (`DeliveryPolicy`): the screen state (profile or error) is
/// `.state("content")` and an open editor `.state("editor")`, so a view attached later shows the
/// same screen; closing the editor clears that state and tells the current view only. The save
/// error is `.queue`, told once. Progress (loading, saving) is `.drop`, as are field errors,
/// which belong to the fields the user just submitted.
///
/// Work runs in ``tasks`` under the keys of ``UserProfileTask``; ``detach()`` cancels all of it.
/// A view attached after a detach that interrupted the load restarts it.
///
/// Threading: main actor only.
@MainActor
public final class UserProfilePresenter: ViewAttachable {
  /// The view protocol this presenter drives.
  public typealias View = any UserProfileView

  /// The presenter's async work; tests await `tasks.waitUntilIdle()`.
  public let tasks = TaskScope()

  /// The identifier of the user shown.
  public let userID: Int

  private static let contentKey: UpdateKey = "content"
  private static let editorKey: UpdateKey = "editor"

  private let binding = ViewBinding<any UserProfileView>()
  private let service: any UserService
  private let router: any UserProfileRouting
  private let changes: UserChanges?
  private var user: User?
  private var isEditing = false
  private var isSaving = false
  private var showsFieldErrors = false
  private var resumesLoadOnAttach = false

  /// Creates the presenter.
  ///
  /// - Parameters:
  ///   - userID: The identifier of the user to show.
  ///   - service: Where the user comes from and where changes go.
  ///   - router: Navigation, held strongly.
  ///   - changes: Told about each saved edit, so other screens (the list) can show it; `nil` for
  ///     none.
  public init(
    userID: Int,
    service: any UserService,
    router: any UserProfileRouting,
    changes: UserChanges? = nil
  ) {
    self.userID = userID
    self.service = service
    self.router = router
    self.changes = changes
  }

  /// Attaches `view` (held weakly) and replays the current screen and editor state to it.
  /// Restarts the load if a detach interrupted it.
  ///
  /// - Parameter view: The profile view.
  public func attach(_ view: any UserProfileView) {
    binding.attach(view)
    if resumesLoadOnAttach {
      resumesLoadOnAttach = false
      load()
    }
  }

  /// Detaches the view and cancels the running load or save; their answers are never delivered.
  public func detach() {
    binding.detach()
    resumesLoadOnAttach = resumesLoadOnAttach || tasks.isRunning(UserProfileTask.load)
    tasks.cancelAll()
    isSaving = false
  }

  /// Starts loading the user.
  public func viewDidLoad() {
    load()
  }

  /// Loads the user again after an error. Ignored once the user is loaded or while loading.
  public func retry() {
    guard user == nil else { return }
    load()
  }

  /// Opens the editor with the user's current name and e-mail. Ignored before the user is loaded
  /// or while the editor is open.
  public func edit() {
    guard let user, !isEditing else { return }
    isEditing = true
    showsFieldErrors = false
    binding.update(.state(Self.editorKey)) {
      $0.showEditor(name: user.displayName, email: user.email)
    }
  }

  /// Validates the editor's fields and, when valid, saves them.
  ///
  /// Ignored when the editor is not open or a save is running (a double tap sends one request).
  ///
  /// - Parameters:
  ///   - name: The name field's text, untrimmed.
  ///   - email: The e-mail field's text, untrimmed.
  public func save(name: String, email: String) {
    guard isEditing, !isSaving else { return }
    switch UserForm(name: name, email: email).validated() {
    case .failure(let errors):
      showsFieldErrors = true
      binding.update { $0.showFieldErrors(errors) }
    case .success(let update):
      if showsFieldErrors {
        showsFieldErrors = false
        binding.update { $0.showFieldErrors(.none) }
      }
      isSaving = true
      binding.update { $0.showSaving() }
      tasks.perform(
        UserProfileTask.save, owner: self,
        work: { [service, userID] in try await service.updateUser(id: userID, with: update) },
        then: { presenter, result in presenter.finishSave(result) })
    }
  }

  /// Closes the editor without saving. Ignored while a save is running.
  public func cancelEditing() {
    guard isEditing, !isSaving else { return }
    closeEditor()
  }

  /// Goes back to the previous screen.
  public func back() {
    router.navigate(to: .back)
  }

  /// Closes the profile shown modally.
  public func close() {
    router.navigate(to: .close)
  }

  private func load() {
    guard !tasks.isRunning(UserProfileTask.load) else { return }
    binding.update { $0.showLoading() }
    tasks.perform(
      UserProfileTask.load, owner: self,
      work: { [service, userID] in try await service.user(id: userID) },
      then: { presenter, result in presenter.finishLoad(result) })
  }

  private func finishLoad(_ result: Result<User, any Error>) {
    binding.update { $0.hideLoading() }
    switch result {
    case .success(let user):
      show(user)
    case .failure(let error):
      let error = ServiceError(classifying: error)
      guard !error.isCancellation else { return }
      binding.update(.state(Self.contentKey)) {
        $0.showError(message: error.userMessage, canRetry: true)
      }
    }
  }

  private func finishSave(_ result: Result<User, any Error>) {
    isSaving = false
    binding.update { $0.hideSaving() }
    switch result {
    case .success(let user):
      show(user)
      closeEditor()
      changes?.userDidChange(user)
    case .failure(let error):
      let error = ServiceError(classifying: error)
      guard !error.isCancellation else { return }
      binding.update(.queue) { $0.showSaveError(error.userMessage) }
    }
  }

  /// Closes the editor now; a view attached later gets no editor state at all.
  private func closeEditor() {
    isEditing = false
    showsFieldErrors = false
    binding.clearState(Self.editorKey)
    binding.update { $0.hideEditor() }
  }

  private func show(_ user: User) {
    self.user = user
    let profile = UserProfileViewModel(user: user)
    binding.update(.state(Self.contentKey)) { $0.showProfile(profile) }
  }
}
