import Foundation
import MVPCore

#if canImport(UIKit)
  import UIKit
#endif

final class NotesViewController: UITableViewController, NotesView {
  private let presenter: NotesPresenter  // strong: the view owns its presenter
  private var rows: [NoteRow] = []

  init(presenter: NotesPresenter) {
    self.presenter = presenter
    super.init(style: .plain)
  }
  required init?(coder: NSCoder) { fatalError("not used") }

  override func viewDidLoad() {
    super.viewDidLoad()
    presenter.viewDidLoad()  // the first load
  }
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    presenter.viewWillAppear()  // messages held while covered are shown now
  }
  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    presenter.viewDidDisappear()  // messages wait until the screen shows again
  }

  func showRows(_ rows: [NoteRow]) {
    self.rows = rows
    tableView.reloadData()
  }
  func insertRows(_ rows: [NoteRow], at indices: Range<Int>) {
    self.rows.insert(contentsOf: rows, at: indices.lowerBound)
    tableView.insertRows(at: indices.map { IndexPath(row: $0, section: 0) }, with: .automatic)
  }
  func removeRow(at index: Int) {
    rows.remove(at: index)
    tableView.deleteRows(at: [IndexPath(row: index, section: 0)], with: .automatic)
  }
  func updateRow(at index: Int, with row: NoteRow) {
    rows[index] = row
    tableView.reloadRows(at: [IndexPath(row: index, section: 0)], with: .automatic)
  }
  func endRefreshing() { refreshControl?.endRefreshing() }

  // Each of these sets one control: a spinner, the spinner below the rows, an error label with
  // a retry button that calls presenter.retry(), the empty label, a banner for messages, the
  // saving indicator.
  func showLoading() {}
  func hideLoading() {}
  func showLoadingMore() {}
  func hideLoadingMore() {}
  func showError(message: String, canRetry: Bool) {}
  func showEmpty(message: String) {}
  func showMessage(_ text: String) {}
  func showSaving() {}
  func hideSaving() {}
  func showSaveError(_ message: String) {}
  func showTitle(_ title: String) {}
}

@MainActor
func showNotes(service: any NoteService, navigator: any Navigator<UIViewController>) {
  let module = NotesModule.build(service: service) { NotesViewController(presenter: $0) }
  navigator.push(module.view, animated: true)  // a NotesViewController: nothing is cast
}
