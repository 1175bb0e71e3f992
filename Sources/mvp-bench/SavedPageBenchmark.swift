import Foundation
import GoodsFeature
import MVPCore

/// `GoodsStore.savedPage` reading a kept page of 20 products, the answer `CachingGoodsService`
/// gives when the server cannot be reached, against the floor: decoding the same 20 products
/// from their JSON (as the store keeps them, `JSONEncoder`'s) with one `JSONDecoder`, as
/// `savedPage` does. The difference is the read transaction and its rows.
///
/// The store keeps the first `GoodsStore.savedProductLimit` products; the timed reads walk
/// its pages round and round.
enum SavedPageBenchmark {
  /// Products per page.
  static let pageSize = 20

  /// Times reads of kept pages on a new store on `medium`.
  ///
  /// - Parameters:
  ///   - medium: Where the store is.
  ///   - configuration: Samples, and the pages per sample.
  /// - Returns: Nanoseconds per page, ours (the store) and the floor (decoding only).
  /// - Throws: ``BenchFailure`` when the pages cannot be saved, or a page read or decoded is not
  ///   the one saved.
  static func measure(
    on medium: BenchStoreMedium, _ configuration: BenchConfiguration
  ) throws(BenchFailure) -> Comparison {
    let products = BenchCatalogue.products(count: GoodsStore.savedProductLimit)
    let pageCount = products.count / pageSize
    let source = CachingPageBenchmark.source
    let json: [[Data]]
    do {
      let encoder = JSONEncoder()
      json = try (0..<pageCount).map { page in
        try products[page * pageSize..<(page + 1) * pageSize].map { try encoder.encode($0) }
      }
    } catch {
      throw BenchFailure(message: "encoding the products failed: \(error)")
    }
    let pages = configuration.storeOperationsPerSample
    return try medium.withStore { store throws(BenchFailure) in
      do {
        for page in 0..<pageCount {
          let items = Array(products[page * pageSize..<(page + 1) * pageSize])
          try store.save(
            Page(items: items, offset: page * pageSize, total: products.count), source: source,
            savedAt: Date())
        }
      } catch {
        throw BenchFailure(message: "saving the pages failed: \(error)")
      }
      var failure: String?
      var next = 0
      let comparison = Comparison.measure(
        samples: configuration.samples, warmUp: configuration.warmUpSamples,
        ours: {
          Stopwatch.nanoseconds {
            for _ in 0..<pages {
              let offset = next % pageCount * pageSize
              do {
                let page = try store.savedPage(source: source, offset: offset, limit: pageSize)
                if page?.items.count != pageSize || page?.items.first?.id != offset + 1 {
                  failure = "the kept page at \(offset) is not the page saved"
                }
              } catch {
                failure = "reading the kept page at \(offset) failed: \(error)"
              }
              next += 1
            }
          } / Double(pages)
        },
        floor: {
          Stopwatch.nanoseconds {
            for _ in 0..<pages {
              let page = next % pageCount
              let decoder = JSONDecoder()
              do {
                let items = try json[page].map { try decoder.decode(Product.self, from: $0) }
                if items.count != pageSize || items.first?.id != page * pageSize + 1 {
                  failure = "page \(page) decoded wrong"
                }
              } catch {
                failure = "decoding page \(page) failed: \(error)"
              }
              next += 1
            }
          } / Double(pages)
        })
      if let failure { throw BenchFailure(message: failure) }
      return comparison
    }
  }
}
