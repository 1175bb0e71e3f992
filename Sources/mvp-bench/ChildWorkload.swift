import Foundation
import GoodsFeature
import MVPCore
import MVPDemo

/// A workload `mvp-bench` runs in a child process of itself, for the peak-memory rows: the child
/// runs it, then prints its own peak resident set size as its last line.
enum ChildWorkload: String, Sendable {
  /// Nothing: the process's own baseline.
  case idle
  /// The demo on its bundled data set, paging through all goods (66 products, 20 per page).
  case demo
  /// `GoodsListPresenter` paging through a catalogue of the given size, 20 per page.
  case presenterPages = "presenter-pages"
  /// The hand-written list presenter of ``GoodsListBenchmark`` doing the same.
  case handWrittenPages = "hand-written-pages"

  /// The option that starts a child: `--child NAME [PRODUCTS]`.
  static let flag = "--child"

  /// The line a child prints last, followed by its peak RSS in bytes.
  static let resultPrefix = "peak-rss-bytes "

  /// Runs the workload and prints its peak memory.
  ///
  /// - Parameter products: The catalogue size, for the paging workloads.
  /// - Returns: The exit status.
  func run(products: Int) async -> Int32 {
    switch self {
    case .idle:
      break
    case .demo:
      let status = await Self.runDemo()
      guard status == 0 else { return status }
    case .presenterPages, .handWrittenPages:
      guard await Self.page(through: products, handWritten: self == .handWrittenPages) else {
        print("the list did not show all \(products) products")
        return 1
      }
    }
    print("\(Self.resultPrefix)\(PeakMemory.ownPeakResidentBytes)")
    return 0
  }

  @MainActor
  private static func runDemo() async -> Int32 {
    let script = Array(repeating: "next", count: 6) + ["quit"]
    return await DemoApp.run(
      arguments: ["--page-size", "20"], input: ScriptLines(script), output: NullOutput(),
      errorOutput: NullOutput(), interactive: false,
      makeScreens: { FeatureRootScreens(environment: $0) })
  }

  @MainActor
  private static func page(through count: Int, handWritten: Bool) -> Bool {
    let pageSize = 20
    let service = PagedGoodsService(
      products: BenchCatalogue.products(count: count), pageSize: pageSize)
    let view = CountingGoodsListView()
    let nextPage: () -> Void
    if handWritten {
      let presenter = GoodsListBenchmark.HandWrittenGoodsList(
        service: service, options: GoodsDisplayOptions(), pageSize: pageSize)
      view.owner = presenter
      presenter.attach(view)
      presenter.viewDidLoad()
      nextPage = presenter.loadNextPage
    } else {
      let presenter = GoodsListPresenter(
        service: service, router: SilentGoodsListRouter(), pageSize: pageSize,
        dispatcher: .main)
      view.owner = presenter
      presenter.attach(view)
      presenter.viewDidLoad()
      nextPage = presenter.loadNextPage
    }
    for _ in 0..<(count / pageSize + 1) { nextPage() }
    return view.rowCount == count
  }
}
