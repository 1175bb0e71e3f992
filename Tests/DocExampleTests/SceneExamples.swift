import Foundation
import MVPCore
import MVPRestoration

#if canImport(UIKit)
  import UIKit
#endif
#if canImport(SwiftUI)
  import SwiftUI
#endif

// Where an app calls MVPRestoration (the article "Restoring an app"): the UIKit scene hooks and
// the SwiftUI scene modifiers, around the notes app of AppRestorationExamples.swift. On Linux
// they compile against UIKitStandIns.swift and SwiftUIStandIns.swift; on Apple platforms against
// the real frameworks.

/// The notes app's scene in UIKit: the places UIKit hands the saved state, links and the
/// background to the app, which hands them to the kit.
final class NotesSceneDelegate: UIResponder, UIWindowSceneDelegate {
  /// The key of the saved state in the scene's restoration activity.
  static let savedStateKey = "savedState"

  var window: UIWindow?
  private(set) var app: NotesApp<UIViewController>?
  /// The saved state's bytes, kept with the scene's session (`stateRestorationActivity(for:)`).
  private let store = InMemoryRestorationStore()

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let controller = UINavigationController()
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    self.window = window
    store.data = session.stateRestorationActivity?.userInfo?[Self.savedStateKey] as? Data
    let app = NotesApp(
      platform: NavigationControllerAdapter(controller: controller),
      screens: NotesViewControllers(), store: store)
    self.app = app
    app.launch()  // where the user left the scene, else the list
    // A link that launched the scene opens over what was restored.
    let link =
      connectionOptions.urlContexts.first?.url
      ?? connectionOptions.userActivities.first?.webpageURL
    if let link { open(link) }
  }

  func sceneDidEnterBackground(_ scene: UIScene) {
    app?.enterBackground()
  }

  func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
    app?.enterBackground()  // saved now, whichever of the two calls comes first
    guard let data = store.data else { return nil }
    let activity = NSUserActivity(activityType: "org.example.notes.restoration")
    activity.addUserInfoEntries(from: [Self.savedStateKey: data])
    return activity
  }

  func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {
    if let url = contexts.first?.url { open(url) }
  }

  func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
    if let url = userActivity.webpageURL { open(url) }  // a universal link
  }

  /// Opens a link; asks the user first when it would throw away their edits.
  private func open(_ url: URL) {
    guard let app else { return }
    do {
      if try app.open(url) { return }
      let alert = UIAlertController(
        title: "Discard your changes?", message: nil, preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "Keep Editing", style: .cancel))
      alert.addAction(
        UIAlertAction(title: "Discard", style: .destructive) { _ in
          _ = try? app.open(url, discardingEdits: true)  // parsed above: it cannot fail now
        })
      window?.rootViewController?.present(alert, animated: true)
    } catch {
      print("Link not opened: \(error)")  // not one of the app's: the screens shown stay
    }
  }
}

/// The notes app's scene in SwiftUI: the scene's storage keeps the saved state's bytes, the
/// scene's phase says when to save, and links arrive through `onOpenURL`.
struct NotesSceneView: View {
  let notes: NotesScene
  @SceneStorage("savedState") private var savedState: Data?
  @Environment(\.scenePhase) private var scenePhase
  @State private var isAskingToDiscardEdits = false

  var body: some View {
    NotesNavigationView(notes: notes)
      .onAppear { notes.launch(restoring: savedState) }
      .onOpenURL { isAskingToDiscardEdits = !notes.open($0) }
      .alert("Discard your changes?", isPresented: $isAskingToDiscardEdits) {
        Button("Discard", role: .destructive) { notes.openDiscardingEdits() }
        Button("Keep Editing", role: .cancel) {}
      }
      .onChange(of: scenePhase) { _, phase in
        if phase == .background { savedState = notes.save() }
      }
  }
}

/// The notes app behind a SwiftUI scene: its navigation and saved state, the bytes handed to and
/// from the scene's storage.
@MainActor
final class NotesScene {
  let app: NotesApp<UIViewController>
  private let store = InMemoryRestorationStore()
  private var isLaunched = false
  /// A link that waits for the user to agree to throw away their edits.
  private var linkOverEdits: URL?

  init(controller: UINavigationController) {
    app = NotesApp(
      platform: NavigationControllerAdapter(controller: controller),
      screens: NotesViewControllers(), store: store)
  }

  /// Shows where the user left the scene (`saved`, from the scene's storage), else the list;
  /// once, at the scene's first appearance.
  func launch(restoring saved: Data?) {
    guard !isLaunched else { return }
    isLaunched = true
    store.data = saved
    app.launch()
  }

  /// Opens a link.
  ///
  /// - Returns: `false` when it would throw away the user's edits: nothing changed, the scene
  ///   asks them, and ``openDiscardingEdits()`` opens it. A link that is not one of the app's
  ///   is logged and the screens shown stay.
  func open(_ url: URL) -> Bool {
    do {
      if try app.open(url) { return true }
      linkOverEdits = url
      return false
    } catch {
      print("Link not opened: \(error)")
      return true
    }
  }

  /// Opens the link that waited, once the user agreed to throw away their edits.
  func openDiscardingEdits() {
    guard let url = linkOverEdits else { return }
    linkOverEdits = nil
    _ = try? app.open(url, discardingEdits: true)  // parsed already: it cannot fail now
  }

  /// Saves the scene's state, as the scene goes to the background.
  ///
  /// - Returns: The bytes for the scene's storage; `nil` when nothing was saved.
  func save() -> Data? {
    app.enterBackground()
    return store.data
  }
}

// A stand-in for the app's own view that shows the navigation controller.

/// Shows the notes app's navigation (in an app, a representable of its navigation controller).
struct NotesNavigationView: View {
  let notes: NotesScene

  var body: some View {
    Text("Notes")
  }
}
