#if !canImport(UIKit)
  import Foundation

  // The few UIKit navigation declarations MVPRestoration's examples use, so that they compile on
  // Linux. On iOS the real UIKit is imported instead and checks the same code.

  @MainActor
  class UINavigationController: UIViewController {
    private(set) var viewControllers: [UIViewController] = []

    init() { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    func setViewControllers(_ controllers: [UIViewController], animated: Bool) {
      viewControllers = controllers
    }
    func pushViewController(_ controller: UIViewController, animated: Bool) {
      viewControllers.append(controller)
    }
    @discardableResult
    func popViewController(animated: Bool) -> UIViewController? {
      viewControllers.count > 1 ? viewControllers.removeLast() : nil
    }
  }
#endif
