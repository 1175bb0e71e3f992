import MVPCore
import MVPTestSupport
import UserFeature

/// One thing a view, a user or the server does to the user profile in a random sequence.
enum UserProfileStep: CustomStringConvertible, Sendable {
  /// How the server answers a pending request.
  enum Answer: Sendable, CustomStringConvertible {
    case success
    case failure
    /// A cancellation the service reports on its own: 0 `CancellationError`, 1
    /// `URLError(.cancelled)`, 2 `ServiceError.cancelled`.
    case externalCancellation(Int)

    var description: String {
      switch self {
      case .success: "success"
      case .failure: "failure"
      case .externalCancellation(let kind):
        ["CancellationError()", "URLError(.cancelled)", "ServiceError.cancelled"][kind % 3]
      }
    }
  }

  case attachSameView
  /// A new view; `cancelsEditorOnProfile` makes its `showProfile` call `cancelEditing()`.
  case attachNewView(cancelsEditorOnProfile: Bool)
  case detachCurrentView
  /// Detaches an earlier view, picked by `pick` modulo the earlier views.
  case detachStaleView(pick: Int)
  case lifecycle(LifecycleEvent)
  case retry
  case edit
  case saveValid(variant: Int)
  case saveInvalid
  case cancelEditing
  case answerLoad(Answer)
  case answerSave(Answer)
  /// The module is released (the user left the screen); the later steps do nothing. With
  /// `onlyWhileWriting` it does nothing unless a save runs: the release the checks are for.
  case release(onlyWhileWriting: Bool)

  var description: String {
    switch self {
    case .attachSameView: "attach the same view"
    case .attachNewView(let cancels):
      cancels ? "attach a new view that cancels editing in showProfile" : "attach a new view"
    case .detachCurrentView: "detach the attached view"
    case .detachStaleView(let pick): "detach an earlier view (\(pick))"
    case .lifecycle(let event): "\(event)"
    case .retry: "retry"
    case .edit: "edit"
    case .saveValid(let variant): "save valid input #\(variant)"
    case .saveInvalid: "save invalid input"
    case .cancelEditing: "cancelEditing"
    case .answerLoad(let answer): "answer the load: \(answer)"
    case .answerSave(let answer): "answer the save: \(answer)"
    case .release(let onlyWhileWriting):
      onlyWhileWriting ? "release the module if a save runs" : "release the module"
    }
  }

  static func random(using generator: inout SeededGenerator) -> UserProfileStep {
    func answer() -> Answer {
      switch Int.random(in: 0..<6, using: &generator) {
      case 0..<3: .success
      case 3: .failure
      default: .externalCancellation(Int.random(in: 0..<3, using: &generator))
      }
    }
    // Saves are short-lived: a release only while one runs comes often enough to be checked.
    if Int.random(in: 0..<100, using: &generator) < 8 { return .release(onlyWhileWriting: true) }
    switch Int.random(in: 0..<100, using: &generator) {
    case 0..<6: return .attachSameView
    case 6..<12:
      return .attachNewView(cancelsEditorOnProfile: Bool.random(using: &generator))
    case 12..<19: return .detachCurrentView
    case 19..<23: return .detachStaleView(pick: Int.random(in: 0..<8, using: &generator))
    case 23..<27: return .lifecycle(.viewDidLoad)
    case 27..<32: return .lifecycle(.viewWillAppear)
    case 32..<36: return .lifecycle(.viewDidDisappear)
    case 36..<41: return .retry
    case 41..<50: return .edit
    case 50..<58: return .saveValid(variant: Int.random(in: 0..<2, using: &generator))
    case 58..<61: return .saveInvalid
    case 61..<66: return .cancelEditing
    case 66..<82: return .answerLoad(answer())
    case 82..<99: return .answerSave(answer())
    default: return .release(onlyWhileWriting: false)
    }
  }
}
