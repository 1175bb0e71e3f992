import MVPTestSupport
import UserFeature

/// The user profile's view for `PresenterChecker`: the screen's content is the profile or, while
/// it is open, the editor with its draft. Closing the editor shows the profile again, which the
/// view knows (its last profile), so that call carries it and says what it means on its own.
@MainActor
final class CheckedUserProfileView: UserProfileView, CallRecording {
  enum Call: Equatable, ScreenEffectDescribing {
    case showLoading
    case hideLoading
    case showError(canRetry: Bool)
    case showProfile(UserProfileViewModel)
    case showDraft(UserForm)
    case showFieldErrors
    case showSaving
    case hideSaving
    case showSaveError(String)
    /// The editor closed, back to the profile the view shows underneath.
    case hideEditor(showing: UserProfileViewModel?)
    case showMessage(String)

    var screenEffect: ScreenEffect {
      switch self {
      case .showLoading: .showLoading
      case .hideLoading: .hideLoading
      case .showError(let canRetry): .error(canRetry: canRetry)
      case .showProfile(let profile): Self.profile(profile)
      case .showDraft(let draft): Self.editor(draft)
      case .showFieldErrors: .other
      case .showSaving: .showProgress("saving")
      case .hideSaving: .hideProgress("saving")
      case .showSaveError(let message), .showMessage(let message): .message(message)
      case .hideEditor(let profile): profile.map(Self.profile) ?? .content("no profile")
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
  /// The profile shown underneath the editor.
  private var profile: UserProfileViewModel?

  func showLoading() { record(.showLoading) }
  func hideLoading() { record(.hideLoading) }
  func showError(message: String, canRetry: Bool) { record(.showError(canRetry: canRetry)) }
  func showProfile(_ profile: UserProfileViewModel) {
    self.profile = profile
    record(.showProfile(profile))
  }
  func showDraft(_ draft: UserForm) { record(.showDraft(draft)) }
  func showFieldErrors(_ errors: [UserFormField: String]) { record(.showFieldErrors) }
  func showSaving() { record(.showSaving) }
  func hideSaving() { record(.hideSaving) }
  func showSaveError(_ message: String) { record(.showSaveError(message)) }
  func hideEditor() { record(.hideEditor(showing: profile)) }
  func showMessage(_ text: String) { record(.showMessage(text)) }
}
