import MVPCore
import UserFeature

/// The server of the random sequences: users 1...`userCount` in id order, deletes applied when
/// confirmed (unless it does not persist them), pages computed when the request arrives or, when
/// it says so, when it is answered (after the deletes confirmed meanwhile).
@MainActor
final class UserListServer {
  /// The server's collection as one page request saw it when it arrived.
  struct Snapshot {
    let ids: [Int]
    let ignoresSkip: Bool
  }

  /// The ids the server lists, in server order.
  private(set) var ids: [Int]
  /// Whether pages are answered from offset 0 whatever `skip` is asked.
  var ignoresSkip = false
  /// Whether a confirmed delete removes the user (DummyJSON does not).
  var persistsDeletes = true
  /// Whether a page is computed when it is answered rather than when its request arrived.
  var computesPagesWhenAnswered = false

  init(userCount: Int) {
    ids = Array(1...userCount)
  }

  /// The collection now, for a request arriving now.
  func snapshot() -> Snapshot {
    Snapshot(ids: ids, ignoresSkip: ignoresSkip)
  }

  /// Applies a confirmed delete.
  func delete(_ id: Int) {
    if persistsDeletes { ids.removeAll { $0 == id } }
  }

  /// The answer to `query` from the collection as `snapshot` saw it.
  static func page(for query: StubUserService.PageQuery, from snapshot: Snapshot) -> Page<User> {
    let offset = snapshot.ignoresSkip ? 0 : max(0, query.offset)
    let items = snapshot.ids.dropFirst(offset).prefix(query.limit)
    return Page(items: User.samples(items), offset: offset, total: snapshot.ids.count)
  }
}
