import Foundation
import GoodsFeature

/// Goods cell view models, as the list presenter makes them, against the floor: a hand-written
/// cell whose prices are `Double` arithmetic and `String(format:)` text, with the same rules (sale
/// price, struck-through list price, tag, on-sale flag).
enum CellBenchmark {
  /// The floor: one cell from `product`, by hand.
  static func handWrittenCell(_ product: Product, texts: GoodsTexts) -> GoodsRowViewModel {
    let price = NSDecimalNumber(decimal: product.price).doubleValue
    let percent = min(max(NSDecimalNumber(decimal: product.discountPercentage).doubleValue, 0), 100)
    let sale = (price * (100 - percent)).rounded() / 100
    let discounted = sale < price
    let available = product.stock > 0 && product.availabilityStatus != .outOfStock
    let tag: String?
    if !available {
      tag = texts.outOfStock
    } else if product.stock < 10 || product.availabilityStatus == .lowStock {
      tag = texts.lowStock
    } else if percent >= 15 {
      tag = texts.flashSale
    } else if sale >= 99 {
      tag = texts.freeShipping
    } else {
      tag = nil
    }
    return GoodsRowViewModel(
      id: product.id, name: product.title, priceText: String(format: "¥%.2f", sale),
      originalPriceText: discounted ? String(format: "¥%.2f", price) : nil, tagText: tag,
      isOnSale: discounted && available, thumbnailURL: product.thumbnail)
  }

  static func run(_ configuration: BenchConfiguration) -> BenchReport {
    let products = BenchCatalogue.products(count: 64)
    let options = GoodsDisplayOptions()
    let formatter = options.priceFormatter
    let texts = options.texts
    let rounds = max(1, configuration.productsPerSample / products.count)
    let count = rounds * products.count
    var checksum = 0
    let comparison = Comparison.measure(
      samples: configuration.samples, warmUp: configuration.warmUpSamples,
      ours: {
        Stopwatch.nanoseconds {
          for _ in 0..<rounds {
            for product in products {
              let cell = GoodsRowViewModel(
                product: product, options: options, formatter: formatter)
              checksum &+= cell.priceText.utf8.count
            }
          }
        } / Double(count)
      },
      floor: {
        Stopwatch.nanoseconds {
          for _ in 0..<rounds {
            for product in products {
              checksum &+= handWrittenCell(product, texts: texts).priceText.utf8.count
            }
          }
        } / Double(count)
      })
    var report = BenchReport()
    report.add(
      "goods cell view model per product vs `String(format:)` cell", comparison, goal: "≤ 3×")
    let oursAllocations = AllocationCounter.perOperation(products.count) {
      for product in products {
        checksum &+=
          GoodsRowViewModel(product: product, options: options, formatter: formatter)
          .priceText.utf8.count
      }
    }
    let floorAllocations = AllocationCounter.perOperation(products.count) {
      for product in products {
        checksum &+= handWrittenCell(product, texts: texts).priceText.utf8.count
      }
    }
    report.add(
      BenchReport.Row(
        measure: "allocations per goods cell", ours: AllocationCounter.text(oursAllocations),
        floor: AllocationCounter.text(floorAllocations), ratio: "", goal: ""))
    if checksum == 42 { report.note("checksum \(checksum)") }
    return report
  }
}
