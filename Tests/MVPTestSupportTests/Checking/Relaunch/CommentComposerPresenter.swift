import MVPCore
import MVPTestSupport

/// A hand-written comment composer that restores itself: loads the thread's title, takes the
/// user's typing, posts the comment (a write, one at a time) and keeps the draft, the comment
/// being posted and a reply setting when the app is killed. A comment being posted then is never
/// posted again by itself: the relaunched screen keeps the draft and says it may not have been
/// posted. With `bug`, a bug of restoring by hand.
@MainActor
final class CommentComposerPresenter: ScreenPresenter {
  let screen = ScreenLifecycle<any CommentComposerView>()
  /// The thread's title, once loaded.
  private(set) var title: String?
  /// What the user typed; kept when the app is killed.
  var draft = ""
  /// The comment being posted; kept when the app is killed.
  var posting: String?
  /// Whether the user is e-mailed replies, a setting the screen does not show; kept when the app
  /// is killed.
  var notifiesOnReply = false
  /// Whether the thread's load runs; kept only with the bug ``CommentComposerBug/restoresTheLoadingFlag``.
  var isLoading = false
  /// Whether a detach interrupted the load, which the next attach starts again.
  private var loadInterrupted = false
  private let loads: AsyncStub<Void, String>
  let posts: AsyncStub<String, Void>
  private let bug: CommentComposerBug?
  private let loading = ProgressIndicator<any CommentComposerView>(
    "thread.loading", show: { $0.showLoading() }, hide: { $0.hideLoading() })

  init(loads: AsyncStub<Void, String>, posts: AsyncStub<String, Void>, bug: CommentComposerBug?) {
    self.loads = loads
    self.posts = posts
    self.bug = bug
    // Wrong with the bug: the draft takes the key of the comment being posted.
    screen.restores(\.draft, of: self, key: bug == .oneKeyForTwoValues ? "posting" : "draft")
    screen.restores(\.posting, of: self, key: "posting")
    if bug != .forgetsTheReplySetting {
      screen.restores(\.notifiesOnReply, of: self, key: "notifiesOnReply")
    }
    // Wrong with the bug: a read's progress kept as state.
    if bug == .restoresTheLoadingFlag { screen.restores(\.isLoading, of: self, key: "loading") }
    guard posting != nil, bug != .postsAgainOnRelaunch else { return }
    // Killed while posting: the draft is kept, the user decides.
    posting = nil
    say("Your comment may not have been posted: post it again?")
  }

  func screenDidLoad() {
    guard title == nil else { return }
    // Wrong with the bug: the field is cleared for the thread's first load.
    if bug == .clearsTheDraftWhenLoaded { draft = "" }
    // Wrong with the bug: the comment being posted at the kill is posted again.
    if bug == .postsAgainOnRelaunch, let comment = posting { send(comment) }
    // A load runs (or, with the restored flag, is thought to): its progress shows.
    guard !isLoading else { return loading.set(true, in: screen.binding) }
    load()
  }

  func screenDidDetach() {
    // The detach cancelled the load (a read): the next attach starts it again.
    if isLoading { loadInterrupted = true }
  }

  func screenDidAttach() {
    guard loadInterrupted else { return }
    loadInterrupted = false
    load()
  }

  func retry() {
    guard title == nil, !isLoading else { return }
    load()
  }

  /// The user typed: the field now holds `text`, which the view shows already.
  func type(_ text: String) {
    draft = text
    screen.binding.keepState("composer") { [composer] in $0.showComposer(composer) }
  }

  /// Posts the draft; one comment at a time.
  func post() {
    guard title != nil, posting == nil else { return }
    guard !draft.isEmpty else { return say("Write something first.") }
    send(draft)
  }

  /// What the composer shows: the thread's title and the draft.
  var composer: String {
    "\(title ?? "") — draft '\(draft)'"
  }

  private func load() {
    isLoading = true
    loading.set(true, in: screen.binding)
    tasks.perform(
      "thread", owner: self, work: { [loads] in try await loads.call(()) },
      then: { presenter, result in presenter.finishLoad(result) })
  }

  private func finishLoad(_ result: Result<String, any Error>) {
    isLoading = false
    loading.set(false, in: screen.binding)
    switch result {
    case .success(let title):
      self.title = title
      showComposer()
    case .failure:
      screen.binding.update(.state("composer")) {
        $0.showError(message: "Couldn't load the thread.", canRetry: true)
      }
    }
  }

  private func send(_ comment: String) {
    posting = comment
    tasks.perform(
      "post", role: .write, owner: self, work: { [posts] in try await posts.call(comment) },
      then: { presenter, result in presenter.finishPost(comment, result) })
  }

  private func finishPost(_ comment: String, _ result: Result<Void, any Error>) {
    posting = nil
    guard case .success = result else { return say("Couldn't post your comment.") }
    if draft == comment {
      draft = ""
      showComposer()
    }
    say("Posted.")
  }

  private func showComposer() {
    let composer = self.composer
    screen.binding.update(.state("composer")) { $0.showComposer(composer) }
  }

  private func say(_ text: String) {
    screen.showMessage(text, on: \.messageView)
  }
}
