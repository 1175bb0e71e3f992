import Foundation

/// What a list shows of a copy kept on the device: when the oldest copy among its rows was saved,
/// and whether the server answers again, for a notice that stays true ("The server isn't
/// available: showing goods saved at 14:05." while it does not; "Some goods shown were saved at
/// 14:05: refresh to update them." once it answers a later page).
///
/// The goods list presenter derives it from its list loader's pages (`Page.savedAt`) and failures and
/// sends its notice to ``GoodsListView/showSavedNotice(_:)``.
public struct SavedCopyStatus: Equatable, Sendable {
  /// When the oldest copy among the pages since the last first load or refresh was saved.
  public var savedAt: Date

  /// Whether the server answered the latest page: the rows from the copy are shown under a
  /// reachable server, and a refresh would bring them up to date. `false` while the latest page
  /// came from the copy, or the latest request failed because the server cannot be reached.
  public var isServerAnswering: Bool

  /// Creates a status.
  ///
  /// - Parameters:
  ///   - savedAt: When the oldest copy among the rows was saved.
  ///   - isServerAnswering: Whether the server answered the latest page.
  public init(savedAt: Date, isServerAnswering: Bool) {
    self.savedAt = savedAt
    self.isServerAnswering = isServerAnswering
  }
}
