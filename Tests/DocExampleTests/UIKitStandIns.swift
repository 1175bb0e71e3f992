#if !canImport(UIKit)
  import Foundation

  // The few UIKit declarations the UIKit article's view controller and the article "Restoring an
  // app" use, so that they compile on Linux. On iOS the real UIKit is imported instead and
  // checks the same code.

  @MainActor
  class UIViewController {
    private(set) var presentedViewController: UIViewController?

    init(nibName: String?, bundle: Bundle?) {}
    required init?(coder: NSCoder) {}
    func viewDidLoad() {}
    func viewWillAppear(_ animated: Bool) {}
    func viewDidDisappear(_ animated: Bool) {}
    func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
      presentedViewController = controller
    }
    func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
      presentedViewController = nil
    }
  }

  @MainActor
  final class UITableView {
    enum Style { case plain }
    enum RowAnimation { case automatic }
    func reloadData() {}
    func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
    func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
    func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
  }

  @MainActor
  class UIRefreshControl {
    func endRefreshing() {}
  }

  class UITableViewController: UIViewController {
    let tableView = UITableView()
    var refreshControl: UIRefreshControl?
    init(style: UITableView.Style) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
  }

  extension IndexPath {
    init(row: Int, section: Int) { self.init(indexes: [section, row]) }
  }

  // The scene declarations the article "Restoring an app" uses (SceneExamples.swift), with
  // initializers its tests use to play UIKit's part.

  @MainActor
  class UIResponder {
    init() {}
  }

  @MainActor
  protocol UIWindowSceneDelegate: AnyObject {
    var window: UIWindow? { get set }
  }

  @MainActor
  class UIScene {
    /// What a scene is connected with: the links and user activities that launched it.
    final class ConnectionOptions {
      let urlContexts: Set<UIOpenURLContext>
      let userActivities: Set<NSUserActivity>

      init(urlContexts: Set<UIOpenURLContext> = [], userActivities: Set<NSUserActivity> = []) {
        self.urlContexts = urlContexts
        self.userActivities = userActivities
      }
    }

    init() {}
  }

  final class UIWindowScene: UIScene {}

  @MainActor
  final class UISceneSession {
    var stateRestorationActivity: NSUserActivity?

    init(stateRestorationActivity: NSUserActivity? = nil) {
      self.stateRestorationActivity = stateRestorationActivity
    }
  }

  final class UIOpenURLContext: Hashable {
    let url: URL

    init(url: URL) { self.url = url }

    static func == (lhs: UIOpenURLContext, rhs: UIOpenURLContext) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  }

  @MainActor
  final class UIWindow {
    var rootViewController: UIViewController?
    private(set) var isKeyWindow = false

    init(windowScene: UIWindowScene) {}
    func makeKeyAndVisible() { isKeyWindow = true }
  }

  /// An alert; the tests tap its actions with ``UIAlertAction/handler``.
  final class UIAlertController: UIViewController {
    enum Style { case alert }
    let title: String?
    let message: String?
    private(set) var actions: [UIAlertAction] = []

    init(title: String?, message: String?, preferredStyle: Style) {
      self.title = title
      self.message = message
      super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }

    func addAction(_ action: UIAlertAction) { actions.append(action) }
  }

  @MainActor
  final class UIAlertAction {
    enum Style { case `default`, cancel, destructive }
    let title: String?
    let style: Style
    /// What a tap runs, once UIKit dismissed the alert.
    let handler: ((UIAlertAction) -> Void)?

    init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
      self.title = title
      self.style = style
      self.handler = handler
    }
  }

  #if !canImport(Darwin)
    // Foundation has no NSUserActivity on Linux.
    final class NSUserActivity: Hashable {
      let activityType: String
      var userInfo: [AnyHashable: Any]?
      var webpageURL: URL?

      init(activityType: String) { self.activityType = activityType }

      func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        userInfo = (userInfo ?? [:]).merging(otherDictionary) { $1 }
      }

      static func == (lhs: NSUserActivity, rhs: NSUserActivity) -> Bool { lhs === rhs }
      func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    }
  #endif
#else
  import UIKit
#endif
