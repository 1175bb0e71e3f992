import Foundation
import GoodsFeature
import MVPCore

/// `CachingGoodsService` answering a page, the server's answer saved in a `GoodsStore` and then
/// delivered, against the floor: the same page delivered by the plain server service. Both run
/// on the calling thread, as on URLSession's delegate queue behind `HTTPGoodsService`: the
/// difference is the store's work on the answer's thread (encoding the products as JSON and one
/// write transaction).
///
/// The server is ``PagedGoodsService`` over the first `GoodsStore.savedProductLimit` products
/// (every page of it is kept), answering at once with pages built beforehand, so that neither
/// side decodes. The store is filled with every page untimed first; the timed pages then walk
/// the catalogue round and round, each replacing the rows kept at its positions, as a user
/// paging the list again does.
enum CachingPageBenchmark {
  /// The base URL the pages are kept under.
  static let source = URL(string: "https://bench.example.invalid/api")!

  /// Times pages of `pageSize` products on a new store on `medium`.
  ///
  /// - Parameters:
  ///   - pageSize: Products per page.
  ///   - medium: Where the store is.
  ///   - configuration: Samples, and the pages per sample (pages of 100: a fifth as many).
  /// - Returns: Nanoseconds per page, ours (caching) and the floor (plain).
  /// - Throws: ``BenchFailure`` when a page is not answered whole, the store reports a failure,
  ///   or the store does not hold the pages afterwards.
  static func measure(
    pageSize: Int, on medium: BenchStoreMedium, _ configuration: BenchConfiguration
  ) throws(BenchFailure) -> Comparison {
    let products = BenchCatalogue.products(count: GoodsStore.savedProductLimit)
    let server = PagedGoodsService(products: products, pageSize: pageSize)
    let pageCount = products.count / pageSize
    let pages = max(1, configuration.storeOperationsPerSample * 20 / pageSize)
    return try medium.withStore { store throws(BenchFailure) in
      let tally = AnswerTally()
      let caching = CachingGoodsService(
        server: server, store: store, source: source,
        onStoreFailure: { tally.recordStoreFailure($0) })
      let deliver: @Sendable (Result<Page<Product>, ServiceError>) -> Void = { tally.record($0) }
      for page in 0..<pageCount {
        _ = caching.products(offset: page * pageSize, limit: pageSize, completion: deliver)
      }
      var oursNext = 0
      var floorNext = 0
      let comparison = Comparison.measure(
        samples: configuration.samples, warmUp: configuration.warmUpSamples,
        ours: {
          Stopwatch.nanoseconds {
            for _ in 0..<pages {
              let offset = oursNext % pageCount * pageSize
              _ = caching.products(offset: offset, limit: pageSize, completion: deliver)
              oursNext += 1
            }
          } / Double(pages)
        },
        floor: {
          Stopwatch.nanoseconds {
            for _ in 0..<pages {
              let offset = floorNext % pageCount * pageSize
              _ = server.products(offset: offset, limit: pageSize, completion: deliver)
              floorNext += 1
            }
          } / Double(pages)
        })
      try check(
        tally, answers: pageCount + oursNext + floorNext, pageSize: pageSize, store: store,
        products: products)
      return comparison
    }
  }

  /// Checks that every page was answered whole and that the store keeps the catalogue.
  private static func check(
    _ tally: AnswerTally, answers: Int, pageSize: Int, store: GoodsStore, products: [Product]
  ) throws(BenchFailure) {
    if let failure = tally.firstFailure { throw BenchFailure(message: failure) }
    guard tally.answerCount == answers, tally.itemCount == answers * pageSize else {
      throw BenchFailure(
        message: "\(tally.answerCount) pages with \(tally.itemCount) products answered, "
          + "expected \(answers) of \(pageSize)")
    }
    let last = products.count - pageSize
    let saved: Page<Product>?
    do {
      saved = try store.savedPage(source: source, offset: last, limit: pageSize)
    } catch {
      throw BenchFailure(message: "reading the kept pages failed: \(error)")
    }
    guard let saved, saved.items == Array(products[last...]), saved.total == products.count
    else {
      throw BenchFailure(message: "the store does not keep the last page the server answered")
    }
  }
}
