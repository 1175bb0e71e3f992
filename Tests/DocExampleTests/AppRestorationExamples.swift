import Foundation
import MVPCore
import MVPRestoration

#if canImport(UIKit)
  import UIKit
#endif

// The app wiring of MVPRestoration's documentation: a notes app's routes, its navigation
// controller as a StackNavigator, its route navigator, saved state and deep links. The notes
// list and the note screen at the end are stand-ins for the app's own features.

/// The app's routes: every screen it can restore or open from a link.
enum NotesAppRoute: Codable, Equatable {
  case notes
  case note(id: Int)
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

// The one line per feature router protocol that lets a feature navigate by the app's routes.
final class NotesListRouter: MappedRouter<NotesListRoute>, NotesListRouting {}

/// The app's navigation, saved state and links, made once when its scene connects.
@MainActor
final class NotesApp {
  let navigator: RouteNavigator<NotesAppRoute, UIViewController>
  let restoration: AppRestoration<NotesAppRoute, UIViewController>
  let links: DeepLinkPatterns<NotesAppRoute>

  init(controller: UINavigationController, service: any NoteService, store: any RestorationStore) {
    let platform = NavigationControllerAdapter(controller: controller)
    navigator = RouteNavigator(platform: platform) { route, navigator in
      switch route {
      case .notes:
        NotesListModule.build(
          service: service,
          router: NotesListRouter(navigator) { route in
            switch route {
            case .open(let noteID): .push(.note(id: noteID))
            }
          })
      case .note(let id):
        NoteModule.build(noteID: id, service: service, navigator: navigator)
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

  /// A link the scene is asked to open (or a user activity's `webpageURL`).
  func open(_ url: URL) {
    do {
      navigator.open(try links.stack(for: url))
    } catch {
      print("Not opened: \(error)")  // the screens shown stay as they are
    }
  }
}

// Stand-ins for the app's own features: a list that opens a note through its router, and a
// note screen that goes back through its navigator.

/// The notes list's routes, as a feature declares them.
enum NotesListRoute: Equatable {
  case open(noteID: Int)
}

/// The notes list's router protocol, as a feature declares it.
@MainActor
protocol NotesListRouting: RouterInterface where Route == NotesListRoute {}

/// A screen of the stand-in features: its presenter's route and, for the list, its router.
final class NoteScreenController: UIViewController {
  let noteID: Int?
  let router: (any NotesListRouting)?
  weak var navigator: (any Navigator)?

  init(noteID: Int?, router: (any NotesListRouting)?, navigator: (any Navigator)?) {
    self.noteID = noteID
    self.router = router
    self.navigator = navigator
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError("not used") }

  func select(noteID: Int) { router?.navigate(to: .open(noteID: noteID)) }
  func back() { navigator?.pop(animated: true) }
}

enum NotesListModule {
  @MainActor
  static func build(service: any NoteService, router: any NotesListRouting) -> UIViewController {
    NoteScreenController(noteID: nil, router: router, navigator: nil)
  }
}

enum NoteModule {
  @MainActor
  static func build(noteID: Int, service: any NoteService, navigator: any Navigator)
    -> UIViewController
  {
    NoteScreenController(noteID: noteID, router: nil, navigator: navigator)
  }
}
