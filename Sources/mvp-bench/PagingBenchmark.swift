import MVPCore

/// `PagingState`'s cost per page at page 10, 100 and 1000 (20 items per page) against the floor:
/// a hand-written list that appends each page's new items and keeps a `Set` of their ids.
///
/// Each sample builds a state to page P untimed, then times pages P + 1 ... 2P: a window that
/// holds exactly one doubling of every growing buffer, so the cost per page is the amortized one
/// at any depth (a window of a few pages would catch a buffer doubling at some depths and not at
/// others). Shallow depths repeat this (on fresh states) so that every sample times about as
/// many pages as the deepest one. The growth rows divide the cost per page at a deep page by the cost at the
/// shallowest one, sample by sample; an O(page) implementation stays near 1.
enum PagingBenchmark {
  /// A row of a list: an id and a heap-allocated title, like a real model.
  struct Item: Identifiable, Sendable {
    let id: Int
    let title: String
  }

  /// The floor: the plainest list that de-duplicates by id and tracks its offset.
  struct HandWrittenList {
    private(set) var items: [Item] = []
    private var ids: Set<Int> = []
    private(set) var offset = 0
    private(set) var total = 0

    var hasMore: Bool {
      offset < total
    }

    mutating func append(_ page: Page<Item>) {
      for item in page.items where ids.insert(item.id).inserted {
        items.append(item)
      }
      offset = page.offset + page.items.count
      total = page.total
    }
  }

  static let pageSize = 20

  static func run(_ configuration: BenchConfiguration) -> BenchReport {
    let deepest = configuration.pageDepths.max() ?? 1
    let pages = makePages(count: 2 * deepest + 1)
    var report = BenchReport()
    var byDepth: [Int: Comparison] = [:]
    for depth in configuration.pageDepths {
      let timed = depth
      let repeats = max(1, deepest / depth)
      byDepth[depth] = Comparison.measure(
        samples: configuration.samples, warmUp: configuration.warmUpSamples,
        ours: {
          var elapsed = 0.0
          for _ in 0..<repeats {
            var state = PagingState<Item>(pageSize: pageSize)
            for index in 0..<depth { load(index, of: pages, into: &state) }
            elapsed += Stopwatch.nanoseconds {
              for index in depth..<(depth + timed) { load(index, of: pages, into: &state) }
            }
            precondition(state.items.count == (depth + timed) * pageSize)
          }
          return elapsed / Double(timed * repeats)
        },
        floor: {
          var elapsed = 0.0
          for _ in 0..<repeats {
            var list = HandWrittenList()
            for index in 0..<depth { list.append(pages[index]) }
            elapsed += Stopwatch.nanoseconds {
              for index in depth..<(depth + timed) where list.hasMore { list.append(pages[index]) }
            }
            precondition(list.items.count == (depth + timed) * pageSize)
          }
          return elapsed / Double(timed * repeats)
        })
      report.add(
        "`PagingState` next page at page \(depth) (20 items) vs a hand-written list",
        byDepth[depth]!)
    }
    report.add(
      contentsOf: GrowthRows.rows(subject: "`PagingState`", byDepth: byDepth, goal: "≤ 1.3×"))
    return report
  }

  /// Asks `state` for page `index` and answers it.
  private static func load(
    _ index: Int, of pages: [Page<Item>], into state: inout PagingState<Item>
  ) {
    guard let request = state.begin(index == 0 ? .first : .next) else {
      preconditionFailure("page \(index) refused")
    }
    _ = state.complete(request, with: pages[index])
  }

  private static func makePages(count: Int) -> [Page<Item>] {
    let total = count * pageSize
    return (0..<count).map { page in
      let items = (0..<pageSize).map { row in
        let id = page * pageSize + row
        return Item(id: id, title: "Item number \(id) of the benchmark list")
      }
      return Page(items: items, offset: page * pageSize, total: total)
    }
  }
}
