import GoodsFeature
import MVPCore

/// Building the goods list module with `GoodsListModule.build` and releasing it, idle and with a
/// page request in flight, against the floor: the hand-written list presenter of
/// ``GoodsListBenchmark`` (`GoodsListBenchmark.HandWrittenGoodsList`), its view and a
/// hand-written router, wired by hand. Every module must be gone after its release: survivors are counted by weak references
/// and fail the run.
@MainActor
enum ModuleBenchmark {
  /// The floor's router: a weak navigator and what detail screens need.
  @MainActor
  final class HandWrittenRouter {
    weak var navigator: (any Navigator)?
    let service: any GoodsService
    let options: GoodsDisplayOptions

    init(navigator: any Navigator, service: any GoodsService, options: GoodsDisplayOptions) {
      self.navigator = navigator
      self.service = service
      self.options = options
    }
  }

  static func run(_ configuration: BenchConfiguration) throws(BenchFailure) -> BenchReport {
    let products = BenchCatalogue.products(count: 20)
    let navigator = SilentNavigator()
    let options = GoodsDisplayOptions()
    let views = GoodsFeatureViews(
      makeList: { presenter in
        let view = CountingGoodsListView()
        view.owner = presenter
        return view
      },
      makeDetail: { _ in fatalError("the benchmark opens no detail") })
    let count = configuration.modulesPerSample
    var survivors = 0
    var floorSurvivors = 0
    var report = BenchReport()
    for inFlight in [false, true] {
      let service = PagedGoodsService(products: products, pageSize: 20, answers: !inFlight)
      let comparison = Comparison.measure(
        samples: configuration.samples, warmUp: configuration.warmUpSamples,
        ours: {
          Stopwatch.nanoseconds {
            for _ in 0..<count {
              weak var presenter: GoodsListPresenter?
              weak var view: (any ViewInterface)?
              do {
                let module = GoodsListModule.build(
                  service: service, navigator: navigator, views: views, options: options,
                  dispatcher: .main)
                if inFlight { module.presenter.viewDidLoad() }
                presenter = module.presenter
                view = module.view
              }
              if presenter != nil || view != nil { survivors += 1 }
            }
          } / Double(count)
        },
        floor: {
          Stopwatch.nanoseconds {
            for _ in 0..<count {
              weak var presenter: GoodsListBenchmark.HandWrittenGoodsList?
              weak var view: CountingGoodsListView?
              do {
                let list = GoodsListBenchmark.HandWrittenGoodsList(
                  service: service, options: options, pageSize: 20)
                let listView = CountingGoodsListView()
                listView.owner = list
                list.router = HandWrittenRouter(
                  navigator: navigator, service: service, options: options)
                list.attach(listView)
                if inFlight { list.viewDidLoad() }
                presenter = list
                view = listView
              }
              if presenter != nil || view != nil { floorSurvivors += 1 }
            }
          } / Double(count)
        })
      let name =
        inFlight
        ? "goods list module build + `viewDidLoad` (request in flight) + release"
        : "goods list module build + release"
      report.add("\(name) vs a hand-written module", comparison, goal: "≤ 4×")
    }
    let idle = PagedGoodsService(products: products, pageSize: 20)
    let oursAllocations = AllocationCounter.perOperation(count) {
      for _ in 0..<count {
        _ = GoodsListModule.build(
          service: idle, navigator: navigator, views: views, options: options,
          dispatcher: .main)
      }
    }
    let floorAllocations = AllocationCounter.perOperation(count) {
      for _ in 0..<count {
        let list = GoodsListBenchmark.HandWrittenGoodsList(
          service: idle, options: options, pageSize: 20)
        let listView = CountingGoodsListView()
        listView.owner = list
        list.router = HandWrittenRouter(navigator: navigator, service: idle, options: options)
        list.attach(listView)
      }
    }
    report.add(
      BenchReport.Row(
        measure: "allocations per goods list module build + release",
        ours: AllocationCounter.text(oursAllocations),
        floor: AllocationCounter.text(floorAllocations), ratio: "", goal: ""))
    report.add(
      BenchReport.Row(
        measure: "modules alive after their release (all samples)", ours: "\(survivors)",
        floor: "\(floorSurvivors)", ratio: "", goal: "0"))
    if survivors + floorSurvivors > 0 {
      throw BenchFailure(message: "\(survivors + floorSurvivors) modules survived their release")
    }
    return report
  }
}
