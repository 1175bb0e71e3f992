/// One command typed at the demo's prompt, parsed by ``CommandParser``.
///
/// Row numbers are 1-based, as shown on screen. Whether a command applies depends on the current
/// screen; the screen explains when it does not.
public enum DemoCommand: Equatable, Sendable {
  /// Show the goods list.
  case goods
  /// Show the user list.
  case users
  /// Shows the flash-sale page.
  case sale
  /// Lets seconds pass on the demo's clock (scripted runs).
  case wait(seconds: Int)
  /// Load the next page (the list's "reached the bottom").
  case next
  /// Show every row of the list loaded so far.
  case list
  /// Reload the list from the first page (pull to refresh).
  case refresh
  /// Retry what failed on an error screen.
  case retry
  /// Open row N: a product's detail or a user's profile.
  case open(row: Int)
  /// `cart N`: on a list adds row N's minimum order quantity to the cart; on a product's detail
  /// adds N units.
  case cart(Int)
  /// `cart` alone: shows the cart kept in the store, on any screen.
  case showCart
  /// Takes the bundled catalogue's server down: requests fail as when it cannot be reached.
  case offline
  /// Brings the bundled catalogue's server back up.
  case online
  /// The bundled catalogue's server holds its answers until ``release``.
  case hold
  /// The bundled catalogue's server answers what it held.
  case release
  /// Delete user row N.
  case delete(row: Int)
  /// Save a profile edit with this name and email.
  case edit(name: String, email: String)
  /// Close a profile's editor without saving.
  case cancel
  /// Go back to the previous screen.
  case back
  /// Show the commands.
  case help
  /// Leave the demo.
  case quit

  /// The command's word as typed, for example `open` for `open 3`.
  public var name: String {
    switch self {
    case .goods: "goods"
    case .users: "users"
    case .sale: "sale"
    case .wait: "wait"
    case .next: "next"
    case .list: "list"
    case .refresh: "refresh"
    case .retry: "retry"
    case .open: "open"
    case .cart, .showCart: "cart"
    case .offline: "offline"
    case .online: "online"
    case .hold: "hold"
    case .release: "release"
    case .delete: "delete"
    case .edit: "edit"
    case .cancel: "cancel"
    case .back: "back"
    case .help: "help"
    case .quit: "quit"
    }
  }
}
