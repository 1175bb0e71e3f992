/// A bug planted in ``CommentComposerPresenter`` for the checker's relaunch step to find: the
/// classic mistakes of restoring a screen by hand.
enum CommentComposerBug: CaseIterable, Sendable {
  /// The comment being posted when the app was killed is posted again by the relaunched
  /// presenter, by itself: the comment shows twice (Moxy #118).
  case postsAgainOnRelaunch
  /// The loading flag is restored, and a load is thought running: the spinner shows forever
  /// (Mosby's sample, #3).
  case restoresTheLoadingFlag
  /// The field is cleared when the thread first loads: the restored draft is lost.
  case clearsTheDraftWhenLoaded
  /// The draft and the comment being posted are declared under one key: one of them is lost.
  case oneKeyForTwoValues
  /// The reply setting, which the screen does not show, is not declared restored.
  case forgetsTheReplySetting
}
