// expect: error: 'skippedItems' is unavailable: collect Page.skippedItems in PagedListLoader.observe(_:)
// Removed from the loader: a feature keeps the items that could not be decoded itself, from the
// pages its loader's observer is told of (fixed form: LoaderObserverNotices.swift).
import MVPCore

struct Book: Identifiable, Sendable {
  let id: Int
}

@MainActor func log(_ list: PagedListLoader<Book, AnyObject>) -> Int {
  list.skippedItems.count
}
