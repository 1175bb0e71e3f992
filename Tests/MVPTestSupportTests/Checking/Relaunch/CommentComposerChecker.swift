import MVPCore
import MVPTestSupport

/// The checker of ``CommentComposerPresenter``, built with `bug` or correct: the server loads
/// the thread "Relaunch day" and takes every comment posted; the user types fixed texts, as the
/// view shows them, posts, and switches the reply setting, which the screen does not show and
/// must come back after a relaunch.
@MainActor
enum CommentComposerChecker {
  static func make(
    bug: CommentComposerBug? = nil,
    invariants: [PresenterInvariant<CommentComposerPresenter, MockCommentComposerView>] = [],
    server noteServer: @escaping @MainActor (CheckerServer) -> Void = { _ in }
  ) -> PresenterChecker<CommentComposerPresenter, MockCommentComposerView> {
    PresenterChecker(
      presenter: { server in
        noteServer(server)
        let (loads, posts) = (AsyncStub<Void, String>(), AsyncStub<String, Void>())
        server.answers(loads, name: "loads") { _ in "Relaunch day" }
        server.answers(posts, name: "posts")
        return CommentComposerPresenter(loads: loads, posts: posts, bug: bug)
      },
      view: { _ in MockCommentComposerView() },
      intents: intents,
      invariants: invariants + [.comesBack("the reply setting") { $0.presenter.notifiesOnReply }]
    )
  }

  /// What the user does: types, retries, posts, switches the reply setting.
  static var intents: [PresenterIntent<CommentComposerPresenter>] {
    ["hello", "bye"].map(typing) + [
      PresenterIntent("retry") { $0.retry() },
      PresenterIntent(
        "post", role: .write, isOffered: { $0.title != nil }, perform: { $0.post() }),
      PresenterIntent("switch the reply setting") { $0.notifiesOnReply.toggle() },
    ]
  }

  /// The user typing `text` into the field, which the view shows itself; offered once the thread
  /// is loaded.
  static func typing(_ text: String) -> PresenterIntent<CommentComposerPresenter> {
    PresenterIntent(
      "type '\(text)'",
      shows: { [.content("\($0.title ?? "") — draft '\(text)'")] },
      isOffered: { $0.title != nil },
      perform: { $0.type(text) })
  }
}
