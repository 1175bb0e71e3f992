import Foundation

/// What one row of the user list shows.
///
/// Built by ``UserListPresenter`` from a ``User``; views render it as given. ``id`` lets views that
/// diff their rows (for example a diffable data source) keep row identity; views still report
/// taps by row index, which the presenter resolves to an id itself.
public struct UserRowViewModel: Identifiable, Equatable, Hashable, Sendable {
  /// The user's identifier.
  public let id: Int

  /// The user's display name, the row's title, for example "Emily Johnson".
  public let name: String

  /// The user's e-mail address, the row's subtitle.
  public let email: String

  /// The avatar to download and show, or `nil` for a placeholder.
  public let avatarURL: URL?

  /// Creates a row.
  ///
  /// - Parameters:
  ///   - id: The user's identifier.
  ///   - name: The title.
  ///   - email: The subtitle.
  ///   - avatarURL: The avatar's URL, or `nil`.
  public init(id: Int, name: String, email: String, avatarURL: URL?) {
    self.id = id
    self.name = name
    self.email = email
    self.avatarURL = avatarURL
  }

  /// Creates the row that shows `user`.
  ///
  /// - Parameter user: The user.
  public init(user: User) {
    self.init(id: user.id, name: user.displayName, email: user.email, avatarURL: user.avatarURL)
  }
}
