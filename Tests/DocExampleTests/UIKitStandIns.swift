#if !canImport(UIKit)
  import Foundation

  // The few UIKit declarations the UIKit article's view controller uses, so that it compiles
  // on Linux. On iOS the real UIKit is imported instead and checks the same code.

  @MainActor
  class UIViewController {
    init(nibName: String?, bundle: Bundle?) {}
    required init?(coder: NSCoder) {}
    func viewDidLoad() {}
    func viewWillAppear(_ animated: Bool) {}
    func viewDidDisappear(_ animated: Bool) {}
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
#else
  import UIKit
#endif
