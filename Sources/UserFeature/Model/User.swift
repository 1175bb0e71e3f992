import Foundation

/// A person in the users directory, as the user list and profile screens show them.
///
/// The domain model of the feature: services map their wire format onto it (see
/// ``HTTPUserService``), presenters turn it into view models. Identity is ``id``; two values with
/// the same `id` are the same user, possibly at different times.
public struct User: Identifiable, Equatable, Hashable, Sendable {
  /// The server's identifier of the user, unique in the directory.
  public let id: Int

  /// The name shown to people, for example "Emily Johnson".
  public var displayName: String

  /// The user's e-mail address, as the server stores it.
  public var email: String

  /// Where the user's picture can be downloaded, or `nil` when there is none.
  public var avatarURL: URL?

  /// The user's login name, for example "emilys".
  public var username: String

  /// The user's phone number, formatted as the server sends it, for example "+81 965-431-3024".
  public var phone: String

  /// Creates a user.
  ///
  /// - Parameters:
  ///   - id: The server's identifier.
  ///   - displayName: The name shown to people.
  ///   - email: The e-mail address.
  ///   - avatarURL: The picture's URL, or `nil`.
  ///   - username: The login name.
  ///   - phone: The phone number as the server formats it.
  public init(
    id: Int, displayName: String, email: String, avatarURL: URL?, username: String,
    phone: String
  ) {
    self.id = id
    self.displayName = displayName
    self.email = email
    self.avatarURL = avatarURL
    self.username = username
    self.phone = phone
  }
}
