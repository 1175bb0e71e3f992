import MVPCore
import MVPTestSupport
import Testing
import UserFeature

/// The user profile, built on `ScreenLifecycle.Form`, under MVPTestSupport's `PresenterChecker`,
/// beside its own random sequences (``UserProfileRandomSequenceTests``): the user types into the
/// editor's fields (intents whose effect the view shows itself, `showDraft` mapped to content),
/// saves, cancels; a view attached at rest must show the draft as typed.
@MainActor @Suite struct UserProfileCheckerTests {
  @Test func theProfileEditorKeepsEveryGenericInvariant() async {
    let report = await Self.checker.run(sequences: 300)
    #expect(report.failure == nil)
    #expect(report.sequencesRun == 300)
    #expect(report.relaunchesComparedAtRest > 0)
    #expect(report.sequencesLeftWhileWriting > 0)
  }

  static var checker: PresenterChecker<UserProfilePresenter, CheckedUserProfileView> {
    let users = ServerUsers()
    return PresenterChecker(
      presenter: { server in
        let service = StubUserService()
        users.begin(server)
        server.answers(service.userCalls, name: "user") { users.user($0) }
        server.answers(service.updateCalls, name: "updateUser") { query in
          var user = users.user(query.id)
          user.displayName = query.update.name
          user.email = query.update.email
          users.keep(user)  // the server keeps what it saved, past a relaunch
          return user
        }
        return UserProfilePresenter(
          userID: 7, service: service, router: RecordingRouter(),
          writeOutcomes: server.writeOutcomes)
      },
      view: { _ in CheckedUserProfileView() },
      intents: [
        .retry,
        PresenterIntent("open the editor") { $0.edit() },
        typing("name", "Ann Lee") { $0.name = $1 },
        typing("name", "Bo Chan") { $0.name = $1 },
        typing("e-mail", "ann@example.com") { $0.email = $1 },
        typing("e-mail", "not-an-address") { $0.email = $1 },
        // A tap on save is a write only with a valid draft: an invalid one is refused, and the
        // field errors say why (shown once, the first time it is refused).
        PresenterIntent(
          "save", role: .write,
          isOffered: { $0.editor.draft != nil && $0.editor.fieldErrors.isEmpty },
          perform: saveAsTyped),
        PresenterIntent(
          "save an invalid draft",
          isOffered: { $0.editor.draft != nil && !$0.editor.fieldErrors.isEmpty },
          perform: saveAsTyped),
        PresenterIntent(
          "cancel editing", isOffered: { $0.editor.draft != nil },
          perform: { $0.cancelEditing() }),
      ],
      invariants: [.aFailedSaveKeepsTheDraft(of: { $0.editor })])
  }

  /// The user tapping save: the view sends its fields as shown, the draft as typed.
  static func saveAsTyped(_ presenter: UserProfilePresenter) {
    let draft = presenter.editor.draft ?? UserForm(name: "", email: "")
    presenter.save(name: draft.name, email: draft.email)
  }

  /// The user typing `text` into the editor's `field`: the view shows the draft with it before
  /// the presenter hears of it (`editor.edit`, which sends the view nothing).
  static func typing(
    _ field: String, _ text: String, _ change: @escaping (inout UserForm, String) -> Void
  ) -> PresenterIntent<UserProfilePresenter> {
    let formField: UserFormField = field == "name" ? .name : .email
    return PresenterIntent(
      "type \(field) '\(text)'",
      shows: { presenter in
        guard var draft = presenter.editor.draft else { return [] }
        change(&draft, text)
        return [CheckedUserProfileView.Call.editor(draft)]
      },
      isOffered: { $0.editor.draft != nil },
      perform: { $0.editor.edit(formField) { change(&$0, text) } })
  }
}

/// The users on the server of the sequence running now: a save the server answers is kept, so
/// that a profile loaded again after the app is killed and relaunched shows it. A sequence's
/// presenters (the first and those built again after each relaunch) share its server.
@MainActor
final class ServerUsers {
  private weak var server: CheckerServer?
  private var saved: [Int: User] = [:]

  /// Starts the users of a new sequence when `server` is not the one of the running sequence.
  func begin(_ server: CheckerServer) {
    guard self.server !== server else { return }
    self.server = server
    saved = [:]
  }

  /// The user with `id` as the server has it.
  func user(_ id: Int) -> User {
    saved[id] ?? User.sample(id)
  }

  /// Keeps `user` as saved.
  func keep(_ user: User) {
    saved[user.id] = user
  }
}
