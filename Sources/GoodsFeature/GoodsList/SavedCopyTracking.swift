import Foundation
import MVPCore

/// What the goods list's rows hold of a copy kept on the device, page by page: the oldest
/// `Page.savedAt` among the pages answered since the last first load or refresh, and whether
/// the server answers again (it answered the latest page; a failure because it cannot be
/// reached says it does not). `nil` once a first load or refresh is answered by the server.
struct SavedCopyTracking {
  /// When the oldest copy among the rows was saved; `nil` while every page came from the server.
  private(set) var savedAt: Date?
  /// Whether the server answered the latest page (or the latest failure was not about reaching it).
  private var isServerAnswering = true
  /// What the view was last told; `nil` before any.
  private var told: SavedCopyStatus?

  /// What the rows hold of a copy.
  var status: SavedCopyStatus? {
    savedAt.map { SavedCopyStatus(savedAt: $0, isServerAnswering: isServerAnswering) }
  }

  /// Records a page shown: a reload starts afresh with its page's date.
  ///
  /// - Parameters:
  ///   - page: The page the list loader showed.
  ///   - kind: What its request was for.
  /// - Returns: Whether ``status`` changed since the view was last told.
  mutating func record<Item>(_ page: Page<Item>, kind: PageRequest.Kind) -> Bool {
    if kind != .next {
      savedAt = page.savedAt
    } else if let saved = page.savedAt {
      savedAt = min(savedAt ?? saved, saved)
    }
    isServerAnswering = page.savedAt == nil
    return tell()
  }

  /// Records a failure shown: one because the server cannot be reached says it does not answer.
  ///
  /// - Parameter error: The failure.
  /// - Returns: Whether ``status`` changed since the view was last told.
  mutating func record(_ error: ServiceError) -> Bool {
    guard error.meansServerUnreachable else { return false }
    isServerAnswering = false
    return tell()
  }

  private mutating func tell() -> Bool {
    guard status != told else { return false }
    told = status
    return true
  }
}
