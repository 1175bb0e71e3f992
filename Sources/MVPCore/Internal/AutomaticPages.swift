/// How many pages a ``PagedListLoader`` loaded by itself in a row to fill a list left without
/// rows (every item removed or filtered out while the server has more), and when it gives up:
/// after `limit` such pages, with the error state and its retry.
struct AutomaticPages {
  /// The most pages loaded by themselves in a row.
  let limit: Int
  /// The pages loaded by themselves since the last row shown or load the user asked for.
  var count = 0

  /// Whether the pages in a row reached the limit.
  var gaveUp: Bool { count >= limit }

  /// The failure shown when they gave up: a definite screen instead of an empty row list, the
  /// error state, whose retry starts afresh.
  var stalledError: ServiceError {
    .invalidResponse(
      reason: "\(limit) pages in a row held no item to show: every item was removed or repeated")
  }
}
