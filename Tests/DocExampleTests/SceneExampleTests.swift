#if !canImport(UIKit) && !canImport(SwiftUI)
  import Foundation
  import MVPCore
  import MVPRestoration
  import Testing

  /// The scene examples of the article "Restoring an app" run as documented, the tests playing
  /// UIKit's and SwiftUI's part with the stand-ins: the saved state goes with the scene and comes
  /// back with it, a link that launched the scene opens over what was restored, later links open
  /// as they arrive.
  @MainActor
  @Suite struct SceneExampleTests {
    /// Connects `delegate` to a new scene of `session`, launched by `options`.
    func connect(
      _ delegate: NotesSceneDelegate, session: UISceneSession = UISceneSession(),
      options: UIScene.ConnectionOptions = UIScene.ConnectionOptions()
    ) throws -> UINavigationController {
      delegate.scene(UIWindowScene(), willConnectTo: session, options: options)
      return try #require(delegate.window?.rootViewController as? UINavigationController)
    }

    /// The ids of the notes `controller` shows, bottom first (`nil` for the list).
    func shownNotes(_ controller: UINavigationController) -> [Int?] {
      controller.viewControllers.map { ($0 as? NoteViewController)?.presenter.noteID }
    }

    /// The user picks note `id` in the list at the bottom of `controller`.
    func select(_ id: Int, in controller: UINavigationController) throws {
      try #require(controller.viewControllers.first as? NotesListViewController).presenter
        .select(noteID: id)
    }

    /// The user types `text` in the note at the top of `controller`.
    func type(_ text: String, in controller: UINavigationController) throws {
      try #require(controller.viewControllers.last as? NoteViewController).presenter.edit(text)
    }

    @Test func theSceneComesBackWithTheStateItsSessionKept() throws {
      let first = NotesSceneDelegate()
      let controller = try connect(first)
      #expect(shownNotes(controller) == [nil])
      try select(3, in: controller)
      first.sceneDidEnterBackground(UIWindowScene())
      let activity = try #require(first.stateRestorationActivity(for: UIWindowScene()))
      #expect(activity.userInfo?[NotesSceneDelegate.savedStateKey] is Data)

      // The process ends; UIKit connects a new delegate with the session's activity.
      let again = NotesSceneDelegate()
      let restored = try connect(again, session: UISceneSession(stateRestorationActivity: activity))
      #expect(again.window?.isKeyWindow == true)
      #expect(shownNotes(restored) == [nil, 3])
      #expect(again.app?.navigator.stack == [.notes, .note(id: 3)])
    }

    @Test func aSceneWithNothingSavedShowsTheListAndSavesNothing() throws {
      let delegate = NotesSceneDelegate()
      let controller = try connect(delegate, session: UISceneSession())
      #expect(shownNotes(controller) == [nil])
      let activity = try #require(delegate.stateRestorationActivity(for: UIWindowScene()))
      // The list is the state: a scene connected with it shows the list again.
      let again = NotesSceneDelegate()
      #expect(
        shownNotes(try connect(again, session: UISceneSession(stateRestorationActivity: activity)))
          == [nil])
    }

    @Test func aLinkThatLaunchedTheSceneOpensOverWhatWasRestored() throws {
      let first = NotesSceneDelegate()
      let controller = try connect(first)
      try select(3, in: controller)
      let activity = try #require(first.stateRestorationActivity(for: UIWindowScene()))

      let link = UIOpenURLContext(url: try #require(URL(string: "notes://notes/8")))
      let again = NotesSceneDelegate()
      let restored = try connect(
        again, session: UISceneSession(stateRestorationActivity: activity),
        options: UIScene.ConnectionOptions(urlContexts: [link]))
      #expect(shownNotes(restored) == [nil, 8])
    }

    @Test func aUniversalLinkOpensFromTheLaunchAndLater() throws {
      let universal = NSUserActivity(activityType: "NSUserActivityTypeBrowsingWeb")
      universal.webpageURL = URL(string: "https://notes.example/notes/5")
      let delegate = NotesSceneDelegate()
      let controller = try connect(
        delegate, options: UIScene.ConnectionOptions(userActivities: [universal]))
      #expect(shownNotes(controller) == [nil, 5])

      let later = NSUserActivity(activityType: "NSUserActivityTypeBrowsingWeb")
      later.webpageURL = URL(string: "https://notes.example/notes/6")
      delegate.scene(UIWindowScene(), continue: later)
      #expect(shownNotes(controller) == [nil, 6])
      let link = UIOpenURLContext(url: try #require(URL(string: "notes://notes")))
      delegate.scene(UIWindowScene(), openURLContexts: [link])
      #expect(shownNotes(controller) == [nil])
    }

    @Test func theSwiftUISceneRestoresOnceFromItsStorageAndSavesAtTheBackground() throws {
      let controller = UINavigationController()
      let notes = NotesScene(controller: controller)
      notes.launch(restoring: nil)
      try select(4, in: controller)
      let saved = try #require(notes.save())
      notes.launch(restoring: nil)  // a later appearance changes nothing
      #expect(shownNotes(controller) == [nil, 4])

      let relaunched = UINavigationController()
      let again = NotesScene(controller: relaunched)
      again.launch(restoring: saved)
      #expect(shownNotes(relaunched) == [nil, 4])
      #expect(again.open(try #require(URL(string: "notes://notes/9"))))
      #expect(shownNotes(relaunched) == [nil, 9])
    }

    @Test func aLinkOverUnsavedEditsAsksAndOpensOnlyWhenTheUserDiscards() throws {
      let delegate = NotesSceneDelegate()
      let controller = try connect(delegate)
      try select(3, in: controller)
      try type("Buy milk", in: controller)
      let link = UIOpenURLContext(url: try #require(URL(string: "notes://notes/8")))
      delegate.scene(UIWindowScene(), openURLContexts: [link])
      #expect(shownNotes(controller) == [nil, 3])
      let alert = try #require(controller.presentedViewController as? UIAlertController)
      #expect(alert.actions.map(\.title) == ["Keep Editing", "Discard"])

      // Keep Editing: UIKit dismisses the alert; the note stays.
      controller.dismiss(animated: true)
      alert.actions[0].handler?(alert.actions[0])
      #expect(shownNotes(controller) == [nil, 3])

      delegate.scene(UIWindowScene(), openURLContexts: [link])
      let again = try #require(controller.presentedViewController as? UIAlertController)
      controller.dismiss(animated: true)
      again.actions[1].handler?(again.actions[1])
      #expect(shownNotes(controller) == [nil, 8])
      #expect(delegate.app?.navigator.stack == [.notes, .note(id: 8)])
    }

    @Test func aLinkThatIsNotTheAppsChangesNothing() throws {
      let delegate = NotesSceneDelegate()
      let controller = try connect(delegate)
      try select(3, in: controller)
      let link = UIOpenURLContext(url: try #require(URL(string: "notes://notes/three")))
      delegate.scene(UIWindowScene(), openURLContexts: [link])
      #expect(shownNotes(controller) == [nil, 3])
      #expect(controller.presentedViewController == nil)
    }

    @Test func theSwiftUISceneOpensALinkOverEditsOnceTheUserAgrees() throws {
      let controller = UINavigationController()
      let notes = NotesScene(controller: controller)
      notes.launch(restoring: nil)
      try select(3, in: controller)
      try type("Buy milk", in: controller)
      #expect(!notes.open(try #require(URL(string: "notes://notes/8"))))
      #expect(shownNotes(controller) == [nil, 3])
      notes.openDiscardingEdits()
      #expect(shownNotes(controller) == [nil, 8])
      #expect(notes.open(try #require(URL(string: "notes://notes/three"))))  // nothing to ask
      #expect(shownNotes(controller) == [nil, 8])
    }
  }
#endif
