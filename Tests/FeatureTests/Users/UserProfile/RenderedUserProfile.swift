import UserFeature

/// What a recording profile view shows, rebuilt from the calls it received: the model of the
/// view in the random-sequence tests.
struct RenderedUserProfile {
  enum Content: Equatable {
    case nothing
    case profile(UserProfileViewModel)
    case error(String, canRetry: Bool)
  }

  var content = Content.nothing
  var isLoading = false
  var isEditorOpen = false
  var isSaving = false
  /// Every save error shown, in order.
  var saveErrors: [String] = []
  /// Every transient message shown (save confirmations), in order.
  var messages: [String] = []
  /// How many of the view's recorded calls have been applied.
  var appliedCalls = 0

  /// Applies the calls recorded since the last time; returns how many of them were a
  /// `showSaveError` or a `showMessage`, and whether a `showProfile` was among them.
  mutating func apply(_ calls: [MockUserProfileView.Call]) -> (
    saveErrors: Int, messages: Int, showedProfile: Bool
  ) {
    let new = calls.dropFirst(appliedCalls)
    appliedCalls = calls.count
    var errors = 0
    var newMessages = 0
    var showedProfile = false
    for call in new {
      switch call {
      case .showLoading: isLoading = true
      case .hideLoading: isLoading = false
      case .showError(let message, let canRetry): content = .error(message, canRetry: canRetry)
      case .showProfile(let profile):
        content = .profile(profile)
        showedProfile = true
      case .showEditor: isEditorOpen = true
      case .hideEditor: isEditorOpen = false
      case .showFieldErrors: break
      case .showSaving: isSaving = true
      case .hideSaving: isSaving = false
      case .showSaveError(let message):
        saveErrors.append(message)
        errors += 1
      case .showMessage(let message):
        messages.append(message)
        newMessages += 1
      }
    }
    return (errors, newMessages, showedProfile)
  }
}
