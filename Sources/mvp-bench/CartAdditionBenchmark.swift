import Dispatch
import Foundation
import GoodsFeature

/// One cart addition kept in a `GoodsStore`, against the same addition in memory, two ways:
/// - `GoodsStore.addToCart` called synchronously (the write transaction that
///   `StoredCartService` runs on its answer queue: read the quantity, check the stock rule,
///   upsert the line, sum the cart), against the floor: ``HandWrittenCart``, the same rule on a
///   dictionary under a lock, as `InMemoryCartService` runs it on its answer queue (that
///   addition is only reachable through the queue);
/// - the services as a presenter calls them, from the call to the completion (the answer
///   queue's hop included on both sides): `StoredCartService.addToCart` against
///   `InMemoryCartService.addToCart`, each on its default answer queue.
///
/// The additions cycle over 20 products, one unit each, so the cart keeps 20 lines.
enum CartAdditionBenchmark {
  /// The floor of the synchronous addition: `InMemoryCartService`'s locked addition, by hand.
  final class HandWrittenCart: @unchecked Sendable {
    // Guarded by `lock`.
    private let lock = NSLock()
    private var quantities: [Int: Int] = [:]

    func addToCart(productID: Int, quantity: Int, stock: Int) -> Result<Int, CartError> {
      lock.lock()
      defer { lock.unlock() }
      let inCart = quantities[productID] ?? 0
      guard quantity <= stock - inCart else {
        return .failure(.exceedsStock(stock: stock, inCart: inCart))
      }
      quantities[productID] = inCart + quantity
      return .success(quantities.values.reduce(0, +))
    }
  }

  /// The products the additions cycle over.
  static let productCount = 20

  /// Times synchronous additions on a new store on `medium`.
  ///
  /// - Parameters:
  ///   - medium: Where the store is.
  ///   - configuration: Samples, and the additions per sample.
  /// - Returns: Nanoseconds per addition, ours (the store's transaction) and the floor.
  /// - Throws: ``BenchFailure`` when an addition fails or the stored cart is not the sum of the
  ///   additions.
  static func measureTransaction(
    on medium: BenchStoreMedium, _ configuration: BenchConfiguration
  ) throws(BenchFailure) -> Comparison {
    let additions = configuration.storeOperationsPerSample
    return try medium.withStore { store throws(BenchFailure) in
      let cart = HandWrittenCart()
      var failure: String?
      var added = 0
      var floorAdded = 0
      var floorUnits = 0
      let comparison = Comparison.measure(
        samples: configuration.samples, warmUp: configuration.warmUpSamples,
        ours: {
          Stopwatch.nanoseconds {
            for _ in 0..<additions {
              do {
                let result = try store.addToCart(
                  productID: 1 + added % productCount, quantity: 1, stock: .max)
                if case .failure(let error) = result { failure = "addition refused: \(error)" }
              } catch {
                failure = "the store failed: \(error)"
              }
              added += 1
            }
          } / Double(additions)
        },
        floor: {
          Stopwatch.nanoseconds {
            for _ in 0..<additions {
              if case .success(let units) = cart.addToCart(
                productID: 1 + floorAdded % productCount, quantity: 1, stock: .max)
              {
                floorUnits = units
              }
              floorAdded += 1
            }
          } / Double(additions)
        })
      if let failure { throw BenchFailure(message: failure) }
      try checkCart(store, holds: added)
      guard floorUnits == floorAdded else {
        throw BenchFailure(
          message: "the hand-written cart holds \(floorUnits) units, not \(floorAdded)")
      }
      return comparison
    }
  }

  /// Times additions through the services, to their completions, on a new store on `medium`.
  ///
  /// - Parameters:
  ///   - medium: Where the store is.
  ///   - configuration: Samples, and the additions per sample.
  /// - Returns: Nanoseconds per addition, ours (`StoredCartService`) and the floor
  ///   (`InMemoryCartService`).
  /// - Throws: ``BenchFailure`` when an addition fails or the stored cart is not the sum of the
  ///   additions.
  static func measureService(
    on medium: BenchStoreMedium, _ configuration: BenchConfiguration
  ) throws(BenchFailure) -> Comparison {
    let additions = configuration.storeOperationsPerSample
    return try medium.withStore { store throws(BenchFailure) in
      let tally = AnswerTally()
      let stored = StoredCartService(store: store, onStoreFailure: { tally.recordStoreFailure($0) })
      let inMemory = InMemoryCartService()
      var oursCount = 0
      var floorCount = 0
      let comparison = Comparison.measure(
        samples: configuration.samples, warmUp: configuration.warmUpSamples,
        ours: {
          Stopwatch.nanoseconds {
            for _ in 0..<additions {
              addAndWait(to: stored, productID: 1 + oursCount % productCount, tally: tally)
              oursCount += 1
            }
          } / Double(additions)
        },
        floor: {
          Stopwatch.nanoseconds {
            for _ in 0..<additions {
              addAndWait(to: inMemory, productID: 1 + floorCount % productCount, tally: tally)
              floorCount += 1
            }
          } / Double(additions)
        })
      if let failure = tally.firstFailure { throw BenchFailure(message: failure) }
      guard tally.answerCount == oursCount + floorCount, inMemory.itemCount == floorCount else {
        throw BenchFailure(message: "not every cart addition was answered and applied")
      }
      try checkCart(store, holds: oursCount)
      return comparison
    }
  }

  /// Adds one unit through `cart` and blocks until its completion has run.
  private static func addAndWait(to cart: any CartService, productID: Int, tally: AnswerTally) {
    let answered = DispatchSemaphore(value: 0)
    _ = cart.addToCart(productID: productID, quantity: 1, stock: .max) { result in
      tally.record(result)
      answered.signal()
    }
    answered.wait()
  }

  /// Checks that the stored cart holds `units` units over ``productCount`` lines.
  private static func checkCart(_ store: GoodsStore, holds units: Int) throws(BenchFailure) {
    let lines: [CartLine]
    do {
      lines = try store.cartLines()
    } catch {
      throw BenchFailure(message: "reading the stored cart failed: \(error)")
    }
    let stored = lines.map(\.quantity).reduce(0, +)
    guard stored == units, lines.count == min(units, productCount) else {
      throw BenchFailure(
        message: "the stored cart holds \(stored) units in \(lines.count) lines, not \(units)")
    }
  }
}
