import Foundation

/// What the user profile screen shows about one user.
///
/// Built by ``UserProfilePresenter`` from a ``User``; views render it as given.
public struct UserProfileViewModel: Equatable, Hashable, Sendable {
  /// The display name, the screen's title, for example "Emily Johnson".
  public let name: String

  /// The e-mail address.
  public let email: String

  /// The avatar to download and show, or `nil` for a placeholder.
  public let avatarURL: URL?

  /// The phone number as the server formats it.
  public let phone: String

  /// The login name, for example "emilys".
  public let username: String

  /// Creates a profile view model.
  ///
  /// - Parameters:
  ///   - name: The display name.
  ///   - email: The e-mail address.
  ///   - avatarURL: The avatar's URL, or `nil`.
  ///   - phone: The phone number.
  ///   - username: The login name.
  public init(name: String, email: String, avatarURL: URL?, phone: String, username: String) {
    self.name = name
    self.email = email
    self.avatarURL = avatarURL
    self.phone = phone
    self.username = username
  }

  /// Creates the view model that shows `user`.
  ///
  /// - Parameter user: The user.
  public init(user: User) {
    self.init(
      name: user.displayName, email: user.email, avatarURL: user.avatarURL, phone: user.phone,
      username: user.username)
  }
}
