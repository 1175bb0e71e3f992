import MVPTestSupport
import UserFeature

/// The user profile's view for `PresenterChecker`: the screen's content is the profile (or the
/// load's error) or, while it is open, the editor with its draft over it. The view knows what
/// lies under the editor, so each call carries what it shows and says what it means on its own:
/// closing the editor reveals the profile or the error under it, and a profile or an error shown
/// while the editor is open (on a screen relaunched with its editor restored, whose profile loads
/// under it) stays under the editor: the screen still shows the editor, as typed.
@MainActor
final class CheckedUserProfileView: UserProfileView, CallRecording {
  enum Call: Equatable, ScreenEffectDescribing {
    case showLoading
    case hideLoading
    /// The load's error, under the editor when it is open.
    case showError(canRetry: Bool, underEditor: Bool)
    /// The profile, under the editor when it is open.
    case showProfile(UserProfileViewModel, underEditor: Bool)
    case showDraft(UserForm)
    case showFieldErrors
    case showSaving
    case hideSaving
    case showSaveError(String)
    /// The editor closed, revealing what the view shows under it.
    case hideEditor(revealing: ScreenEffect)
    case showMessage(String)

    var screenEffect: ScreenEffect {
      switch self {
      case .showLoading: .showLoading
      case .hideLoading: .hideLoading
      case .showError(_, underEditor: true), .showProfile(_, underEditor: true): .other
      case .showError(let canRetry, underEditor: false): .error(canRetry: canRetry)
      case .showProfile(let profile, underEditor: false): Self.profile(profile)
      case .showDraft(let draft): Self.editor(draft)
      case .showFieldErrors: .other
      case .showSaving: .showProgress("saving")
      case .hideSaving: .hideProgress("saving")
      case .showSaveError(let message), .showMessage(let message): .message(message)
      case .hideEditor(let revealed): revealed
      }
    }

    /// The screen showing `profile`, the editor closed.
    static func profile(_ profile: UserProfileViewModel) -> ScreenEffect {
      .content("profile \(profile.name) <\(profile.email)>")
    }

    /// The screen showing the editor open with `draft` in its fields.
    static func editor(_ draft: UserForm) -> ScreenEffect {
      .content("editor \(draft.name) <\(draft.email)>")
    }
  }

  let recorder = CallRecorder<Call>()
  /// What the view shows under the editor: the profile, the load's error, or nothing yet.
  private var underEditor = ScreenEffect.content("no profile")
  /// Whether the editor is open.
  private var editorIsOpen = false

  func showLoading() { record(.showLoading) }
  func hideLoading() { record(.hideLoading) }
  func showError(message: String, canRetry: Bool) {
    underEditor = .error(canRetry: canRetry)
    record(.showError(canRetry: canRetry, underEditor: editorIsOpen))
  }
  func showProfile(_ profile: UserProfileViewModel) {
    underEditor = Call.profile(profile)
    record(.showProfile(profile, underEditor: editorIsOpen))
  }
  func showDraft(_ draft: UserForm) {
    editorIsOpen = true
    record(.showDraft(draft))
  }
  func showFieldErrors(_ errors: [UserFormField: String]) { record(.showFieldErrors) }
  func showSaving() { record(.showSaving) }
  func hideSaving() { record(.hideSaving) }
  func showSaveError(_ message: String) { record(.showSaveError(message)) }
  func hideEditor() {
    editorIsOpen = false
    record(.hideEditor(revealing: underEditor))
  }
  func showMessage(_ text: String) { record(.showMessage(text)) }
}
