import MVPCore
import MVPScreenState
import Observation

/// One user's profile as observable screen state, for SwiftUI: a ``UserProfileView`` that keeps
/// what its ``UserProfilePresenter`` tells it in plain properties, with the editor's fields as
/// settable properties a form binds to, and forwards the user's input to the presenter.
///
/// The state is the presenter's view (it holds the presenter strongly, the presenter holds it
/// weakly); a SwiftUI view owns it, binds the editor's fields with `@Bindable`
/// (`TextField("Name", text: $state.name)`) and calls its methods:
///
/// ```swift
/// if state.isEditing {
///   TextField("Name", text: $state.name)
///   if let error = state.fieldErrors.name { Text(error) }
///   Button("Save") { state.save() }.disabled(state.isSaving)
/// }
/// ```
///
/// The presenter validates: ``save()`` sends the fields as typed, and invalid input comes back as
/// ``fieldErrors``. UIKit and terminal views implement ``UserProfileView`` themselves; this type
/// is one more view.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@Observable
@MainActor
public final class UserProfileScreenState: UserProfileView, LoadingScreenState {
  /// The presenter the user's input goes to; kept strongly (view → presenter).
  public let presenter: UserProfilePresenter

  /// The user's details, or `nil` before they are loaded and while the error state is shown.
  public private(set) var profile: UserProfileViewModel?

  /// Whether the editor is open: from the presenter's `showDraft` until its `hideEditor`.
  public private(set) var isEditing = false

  /// The editor's name field; filled when the editor opens, then edited by the user. Each
  /// change goes to the presenter's editor as the user types, so that a half-written draft comes
  /// back when the app is killed.
  public var name = "" {
    didSet {
      if presenter.editor.draft?.name != name { presenter.editor.edit(.name) { $0.name = name } }
    }
  }

  /// The editor's e-mail field; filled when the editor opens, then edited by the user; each
  /// change goes to the presenter's editor as for ``name``.
  public var email = "" {
    didSet {
      if presenter.editor.draft?.email != email {
        presenter.editor.edit(.email) { $0.email = email }
      }
    }
  }

  /// The message under each invalid field after a ``save()``; ``UserFormErrors/none`` when the
  /// fields are valid or not checked yet.
  public private(set) var fieldErrors = UserFormErrors.none

  /// Whether the editor's changes are being saved; disable saving meanwhile.
  public private(set) var isSaving = false

  /// Why the last save failed, for the editor; cleared when the next save starts or the editor
  /// opens or closes, or by ``dismissSaveError()``.
  public private(set) var saveError: String?

  /// The loading indicator and error state; observable.
  public let status = LoadStatus()

  /// The transient messages not dismissed yet (`messages`); observable.
  public let messageQueue = TransientMessageQueue()

  @ObservationIgnored private var appearance = ScreenAppearance()

  /// Creates the state around its presenter, showing nothing yet; the module builders attach it
  /// (``UserProfileModule/build(userID:service:navigator:changes:)``).
  ///
  /// - Parameter presenter: The presenter, kept strongly.
  public init(presenter: UserProfilePresenter) {
    self.presenter = presenter
  }

  // MARK: - Input, forwarded to the presenter

  /// The view appeared (SwiftUI's `onAppear`): the first time sends `viewDidLoad`, which starts
  /// the load, then every time `viewWillAppear` and `viewDidAppear`.
  public func appear() {
    appearance.appear(presenter)
  }

  /// The view disappeared (SwiftUI's `onDisappear`): sends `viewWillDisappear` and
  /// `viewDidDisappear`; a save error waits until it appears again.
  public func disappear() {
    appearance.disappear(presenter)
  }

  /// Loads the user again after an error (the error state's retry).
  public func retry() {
    presenter.retry()
  }

  /// Opens the editor, filled with the user's name and e-mail.
  public func edit() {
    presenter.edit()
  }

  /// Saves ``name`` and ``email`` as typed; the presenter validates them first.
  public func save() {
    presenter.save(name: name, email: email)
  }

  /// Closes the editor without saving (ignored while saving).
  public func cancelEditing() {
    presenter.cancelEditing()
  }

  /// Goes back to the previous screen.
  public func back() {
    presenter.back()
  }

  /// Closes the profile shown modally.
  public func close() {
    presenter.close()
  }

  /// Clears ``saveError`` once the UI has shown it.
  public func dismissSaveError() {
    saveError = nil
  }

  // MARK: - UserProfileView

  /// Replaces the profile with the error state.
  ///
  /// - Parameters:
  ///   - message: The user-facing explanation.
  ///   - canRetry: Whether to offer `retry()`.
  public func showError(message: String, canRetry: Bool) {
    profile = nil
    status.showError(message: message, canRetry: canRetry)
  }

  /// Shows the user's details, hiding the error state.
  ///
  /// - Parameter profile: What to show.
  public func showProfile(_ profile: UserProfileViewModel) {
    status.clearError()
    self.profile = profile
  }

  /// Opens the editor with its fields filled in and no errors.
  ///
  /// - Parameter draft: The name and e-mail fields' text.
  public func showDraft(_ draft: UserForm) {
    name = draft.name
    email = draft.email
    fieldErrors = .none
    saveError = nil
    isEditing = true
  }

  /// Shows the field errors; an empty dictionary clears them.
  ///
  /// - Parameter errors: One user-facing message per invalid field.
  public func showFieldErrors(_ errors: [UserFormField: String]) {
    fieldErrors = UserFormErrors(errors)
  }

  /// Shows that the changes are being saved, clearing an earlier save error.
  public func showSaving() {
    saveError = nil
    isSaving = true
  }

  /// Ends the saving progress.
  public func hideSaving() {
    isSaving = false
  }

  /// Shows why saving failed, in the editor, which stays open with the fields as typed.
  ///
  /// - Parameter message: The user-facing explanation.
  public func showSaveError(_ message: String) {
    saveError = message
  }

  /// Closes the editor, clearing its errors; the fields keep their text.
  public func hideEditor() {
    isEditing = false
    fieldErrors = .none
    saveError = nil
  }
}
