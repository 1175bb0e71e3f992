import Dispatch
import GoodsFeature
import MVPCore

/// `GoodsListPresenter`'s next page at page 10, 100 and 1000 (20 products per page) against the
/// floor: a hand-written list presenter doing the same job with the same view calls and the
/// same rows, de-duplicating by id.
///
/// The service answers at once on the main queue; ours gets it through `MainQueueDispatcher`
/// (inline there), the floor through `MainActor.assumeIsolated`. A list is built to its depth
/// untimed and then pages on, sample after sample, until it has drifted a tenth past its depth;
/// then a new one is built.
@MainActor
enum GoodsListBenchmark {
  /// The floor: the plainest presenter that pages a goods list.
  @MainActor
  final class HandWrittenGoodsList {
    private weak var view: (any GoodsListView)?
    private let service: any GoodsService
    private let options: GoodsDisplayOptions
    private let formatter: PriceFormatter
    private let pageSize: Int
    private var products: [Product] = []
    private var ids: Set<Int> = []
    private var offset = 0
    private var total = 0
    private var isLoading = false
    private var request: (any Cancellable)?
    /// Where taps navigate; unused by the benchmarks but held, as a module's presenter does.
    var router: AnyObject?

    init(service: any GoodsService, options: GoodsDisplayOptions, pageSize: Int) {
      self.service = service
      self.options = options
      self.formatter = options.priceFormatter
      self.pageSize = pageSize
    }

    deinit {
      request?.cancel()
    }

    func attach(_ view: any GoodsListView) {
      self.view = view
    }

    func viewDidLoad() {
      guard !isLoading, products.isEmpty else { return }
      load(first: true)
    }

    func loadNextPage() {
      guard !isLoading, offset < total else { return }
      load(first: false)
    }

    private func load(first: Bool) {
      isLoading = true
      if first { view?.showLoading() } else { view?.showLoadingMore() }
      request = service.products(offset: first ? 0 : offset, limit: pageSize) {
        [weak self] result in
        MainActor.assumeIsolated { self?.finish(result, first: first) }
      }
    }

    private func finish(_ result: Result<Page<Product>, ServiceError>, first: Bool) {
      isLoading = false
      request = nil
      if first { view?.hideLoading() } else { view?.hideLoadingMore() }
      guard case .success(let page) = result else { return }
      let start = products.count
      for product in page.items where ids.insert(product.id).inserted {
        products.append(product)
      }
      offset = page.offset + page.items.count
      total = page.total
      let rows = products[start...].map {
        GoodsRowViewModel(product: $0, options: options, formatter: formatter)
      }
      if first {
        view?.showRows(rows)
      } else if !rows.isEmpty {
        view?.insertRows(rows, at: start..<products.count)
      }
    }
  }

  /// One list of either kind, loaded to some page.
  private struct Live {
    let view: CountingGoodsListView
    let nextPage: () -> Void
    var pages: Int
  }

  static let pageSize = 20

  static func run(_ configuration: BenchConfiguration) throws(BenchFailure) -> BenchReport {
    let timed = configuration.pagesPerSample
    let deepest = configuration.pageDepths.max() ?? 1
    let longestDrift = max(timed, deepest / 10) + timed
    let products = BenchCatalogue.products(count: (deepest + longestDrift + 1) * pageSize)
    let service = PagedGoodsService(products: products, pageSize: pageSize)
    let options = GoodsDisplayOptions()
    let router = SilentGoodsListRouter()
    var failure: String?
    var report = BenchReport()
    var byDepth: [Int: Comparison] = [:]
    for depth in configuration.pageDepths {
      let drift = max(timed, depth / 10)
      let makeOurs = { () -> Live in
        let view = CountingGoodsListView()
        let presenter = GoodsListPresenter(
          service: service, router: router, options: options, pageSize: pageSize,
          dispatcher: .main)
        view.owner = presenter
        presenter.attach(view)
        presenter.viewDidLoad()
        for _ in 1..<depth { presenter.loadNextPage() }
        return Live(view: view, nextPage: presenter.loadNextPage, pages: depth)
      }
      let makeFloor = { () -> Live in
        let view = CountingGoodsListView()
        let presenter = HandWrittenGoodsList(service: service, options: options, pageSize: pageSize)
        view.owner = presenter
        presenter.attach(view)
        presenter.viewDidLoad()
        for _ in 1..<depth { presenter.loadNextPage() }
        return Live(view: view, nextPage: presenter.loadNextPage, pages: depth)
      }
      var ours = makeOurs()
      var floor = makeFloor()
      let timePages = { (live: inout Live, make: () -> Live) -> Double in
        if live.pages + timed > depth + drift { live = make() }
        let elapsed = Stopwatch.nanoseconds {
          for _ in 0..<timed { live.nextPage() }
        }
        live.pages += timed
        if live.view.rowCount != live.pages * pageSize {
          failure = "a list shows \(live.view.rowCount) rows after \(live.pages) pages"
        }
        return elapsed / Double(timed)
      }
      byDepth[depth] = Comparison.measure(
        samples: configuration.samples, warmUp: configuration.warmUpSamples,
        ours: { timePages(&ours, makeOurs) }, floor: { timePages(&floor, makeFloor) })
      report.add(
        "`GoodsListPresenter` next page at page \(depth) vs a hand-written list presenter",
        byDepth[depth]!, goal: depth == deepest ? "≤ 1.2×" : "")
      if depth == deepest {
        ours = makeOurs()
        floor = makeFloor()
        let oursAllocations = AllocationCounter.perOperation(timed) {
          for _ in 0..<timed { ours.nextPage() }
        }
        let floorAllocations = AllocationCounter.perOperation(timed) {
          for _ in 0..<timed { floor.nextPage() }
        }
        report.add(
          BenchReport.Row(
            measure: "allocations per next page at page \(depth) (20 cells)",
            ours: AllocationCounter.text(oursAllocations),
            floor: AllocationCounter.text(floorAllocations), ratio: "", goal: ""))
      }
    }
    report.add(
      contentsOf: GrowthRows.rows(subject: "`GoodsListPresenter`", byDepth: byDepth, goal: "≤ 1.3×")
    )
    if let failure { throw BenchFailure(message: failure) }
    return report
  }
}
