import Foundation
import MVPCore
import UserFeature

extension User {
  /// A made-up user whose every field derives from `id`.
  static func sample(_ id: Int) -> User {
    User(
      id: id, displayName: "First\(id) Last\(id)", email: "user\(id)@example.com",
      avatarURL: URL(string: "https://img.example.com/\(id).png"), username: "user\(id)",
      phone: "+1 555 0100 \(id)")
  }

  /// Made-up users with these ids, in order.
  static func samples(_ ids: some Sequence<Int>) -> [User] {
    ids.map(sample)
  }
}

extension Page where Item == User {
  /// A page of sample users with these ids.
  static func users(_ ids: some Sequence<Int>, offset: Int = 0, total: Int) -> Page<User> {
    Page(items: User.samples(ids), offset: offset, total: total)
  }
}

/// The rows showing sample users with these ids, in order.
func userRows(_ ids: some Sequence<Int>) -> [UserRowViewModel] {
  User.samples(ids).map(UserRowViewModel.init(user:))
}

/// The English save error the profile shows for `error`: "Couldn't save your changes." and the
/// error's own sentence.
func saveFailed(_ error: ServiceError) -> String {
  "Couldn't save your changes. \(error.userMessage)"
}
