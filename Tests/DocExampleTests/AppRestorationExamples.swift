import Foundation
import MVPCore
import MVPRestoration

#if canImport(UIKit)
  import UIKit
#endif

// The app wiring of MVPRestoration's documentation: a notes app's routes, its screens, its
// route navigator, saved state and deep links, and its navigation controller as a
// StackNavigator. The features it shows are in NotesAppFeatures.swift; its tests' screens and
// platform in NotesAppTestDoubles.swift.

/// The app's routes: every screen it can restore or open from a link.
enum NotesAppRoute: Codable, Equatable {
  case notes
  case note(id: Int)
}

/// Makes each screen's module with its view: view controllers in the app, mock views in tests.
@MainActor
protocol NotesScreens<Screen> {
  /// What the platform shows: `UIViewController` in the app.
  associatedtype Screen
  /// The notes list, which opens a note through `router`.
  func notesList(router: any NotesListRouting) -> Screen
  /// A note's editor, which goes back through `router`.
  func note(id: Int, router: any NoteRouting) -> Screen
}

/// The app's navigation, saved state and links, made once when its scene connects.
@MainActor
final class NotesApp<Screen> {
  let navigator: RouteNavigator<NotesAppRoute, Screen>
  let restoration: AppRestoration<NotesAppRoute, Screen>
  let links: DeepLinkPatterns<NotesAppRoute>

  /// - Parameters:
  ///   - platform: The navigation controller's adapter; a fake stack in tests.
  ///   - screens: The app's view controllers; mock views in tests.
  ///   - store: Where the state is saved; an `InMemoryRestorationStore` in tests.
  init(
    platform: any StackNavigator<Screen>, screens: some NotesScreens<Screen>,
    store: any RestorationStore
  ) {
    navigator = RouteNavigator(platform: platform) { route, navigator in
      switch route {
      case .notes:
        screens.notesList(
          router: NotesListRouter(navigator) { route in
            switch route {
            case .open(let noteID): .push(.note(id: noteID))
            }
          })
      case .note(let id):
        screens.note(id: id, router: NoteRouter(navigator) { _ in .pop })
      }
    }
    restoration = AppRestoration(navigator: navigator, store: store, appVersion: "12")
    var links = DeepLinkPatterns<NotesAppRoute>(.scheme("notes"), .website(host: "notes.example"))
    links.add("notes") { _ in [.notes] }
    links.add("notes/:id") { [.notes, .note(id: try $0.int("id"))] }
    self.links = links
  }

  /// When the scene connects: where the user left the app, else the list.
  func launch() {
    restoration.restore(or: [.notes])
  }

  /// When the scene enters the background.
  func enterBackground() {
    restoration.save()
  }

  /// Opens a link the scene is handed (or a user activity's `webpageURL`).
  ///
  /// - Returns: `false` when a screen the link would replace holds unsaved edits: nothing
  ///   changed; ask the user, then open it again with `discardingEdits: true`.
  /// - Throws: `DeepLinkError` when the link is not one of the app's: nothing changed.
  func open(_ url: URL, discardingEdits: Bool = false) throws(DeepLinkError) -> Bool {
    navigator.open(try links.stack(for: url), discardingEdits: discardingEdits)
  }
}

// The one line per feature router protocol that lets a feature navigate by the app's routes.
final class NotesListRouter: MappedRouter<NotesListRoute>, NotesListRouting {}
final class NoteRouter: MappedRouter<NoteRoute>, NoteRouting {}

/// The app's screens: its view controllers.
struct NotesViewControllers: NotesScreens {
  func notesList(router: any NotesListRouting) -> UIViewController {
    NotesListModule.build(router: router) { NotesListViewController(presenter: $0) }.view
  }
  func note(id: Int, router: any NoteRouting) -> UIViewController {
    NoteModule.build(noteID: id, router: router) { NoteViewController(presenter: $0) }.view
  }
}

/// The navigation controller, as a route navigator drives it.
@MainActor
final class NavigationControllerAdapter: StackNavigator {
  let controller: UINavigationController

  init(controller: UINavigationController) {
    self.controller = controller
  }

  // What the platform shows now, read whenever the navigator reports or changes its stack: a
  // swipe back needs no call.
  var stackedScreens: [UIViewController] { controller.viewControllers }
  var presentedScreen: UIViewController? { controller.presentedViewController }

  func setStack(_ screens: [UIViewController], animated: Bool) {
    controller.setViewControllers(screens, animated: animated)
  }
  func push(_ screen: UIViewController, animated: Bool) {
    controller.pushViewController(screen, animated: animated)
  }
  func pop(animated: Bool) { controller.popViewController(animated: animated) }
  func present(_ screen: UIViewController, animated: Bool) {
    controller.present(screen, animated: animated)
  }
  func dismiss(animated: Bool) { controller.dismiss(animated: animated) }
}
