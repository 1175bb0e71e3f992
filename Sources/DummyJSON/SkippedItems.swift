import MVPCore
import MVPNetworking

/// The items of a list that could not be decoded, gathered page by page from
/// `Page.skippedItems`: what a list presenter tells its view ("2 goods could not be shown.")
/// and keeps for logs. An item skipped by two pages (same `id`) counts once; a first load or
/// refresh starts afresh.
///
/// A presenter records each page its list loader shows (`PagedListLoader.observe(_:)`) and tells
/// its view the count when it changes:
///
/// ```swift
/// list.observe { [weak self] event in
///   guard let self, case .pageShown(let kind, let page) = event,
///     let count = skipped.record(page, kind: kind) else { return }
///   screen.binding.update(.state("users.skipped")) { $0.showSkippedNotice(notice(count)) }
/// }
/// ```
public struct SkippedItems: Sendable, Equatable {
  /// The items of the list shown that could not be decoded, in answer order.
  public private(set) var failures: [ItemDecodingFailure] = []
  private var ids: Set<String> = []
  /// The count the view was last told; 0 before any.
  private var toldCount = 0

  /// Creates an empty record.
  public init() {}

  /// Records the items a page shown could not decode.
  ///
  /// - Parameters:
  ///   - page: The page the list loader showed.
  ///   - kind: What its request was for: `first` and `refresh` start afresh.
  /// - Returns: How many items of the list could not be shown, when that changed since the last
  ///   count returned (0 removes the notice); `nil` when it did not change.
  public mutating func record<Item>(_ page: Page<Item>, kind: PageRequest.Kind) -> Int? {
    if kind != .next {
      failures = []
      ids = []
    }
    for failure in page.skippedItems where failure.id.map({ ids.insert($0).inserted }) ?? true {
      failures.append(failure)
    }
    guard failures.count != toldCount else { return nil }
    toldCount = failures.count
    return toldCount
  }
}
