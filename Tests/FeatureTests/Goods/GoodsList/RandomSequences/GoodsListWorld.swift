import Foundation
import GoodsFeature
import MVPClock
import MVPCore
import MVPTestSupport

/// The goods list in a random sequence: a presenter with a synchronous completion-handler service
/// (``CancellationTrackingGoodsService`` and the `.immediate` dispatcher) behind a
/// ``GoodsFeature/CachingGoodsService`` with an in-memory store (issue 14: an `.offline` answer is
/// answered from the copy when a page is kept at its offset), a fake catalogue, the views attached
/// over time (``ScreenStateGoodsListView``) and what the user must have seen.
@MainActor
final class GoodsListWorld: RandomSequenceModel {
  typealias Step = GoodsListStep

  static let catalogueSize = 11
  static let pageSize = 4

  private let service = CancellationTrackingGoodsService()
  /// The copy the caching service keeps, in memory.
  private let store: GoodsStore
  /// The model of that copy: the catalogue positions a server answer covered, items that could
  /// not be read included, minus those at or past a later answer's total.
  private var keptPositions: Set<Int> = []
  private let router = RecordingRouter<GoodsListRoute>()
  /// Where a cart addition reports when it ends after the module was released.
  private let outcomes = WriteOutcomes()
  private var catalogue = FakeCatalogue(count: GoodsListWorld.catalogueSize)
  private var presenter: GoodsListPresenter?
  private weak var releasedPresenter: GoodsListPresenter?
  private var releasedViews: [() -> Bool] = []
  private var views: [ScreenStateGoodsListView] = []
  /// The view attached now, if any.
  private var attached: ScreenStateGoodsListView?
  /// The view attached last, attached or not: the one that sends lifecycle events.
  private var current: ScreenStateGoodsListView?
  private var cartItemCount = 0
  private var expectedMessages: [String] = []
  private var shownMessages: [String] = []
  private var found: [String] = []
  private var released = false
  private var releaseSurvivors: [String] = []
  private(set) var writesInFlightAtRelease = 0

  init() {
    // An in-memory database opens or the machine is broken: no sequence can run without it.
    store = try! GoodsStore(.inMemory)
    let caching = CachingGoodsService(
      server: service, store: store, source: URL(string: "https://catalogue.test")!,
      clock: AnyWallClock(ManualClock(now: WallClock.Instant(Date(timeIntervalSince1970: 0)))))
    presenter = GoodsListPresenter(
      service: caching, router: router, pageSize: Self.pageSize, dispatcher: .immediate,
      writeOutcomes: outcomes)
    attach(makeView())
  }

  static func randomStep(using generator: inout SeededGenerator) -> GoodsListStep {
    .random(using: &generator)
  }

  // MARK: - Steps

  func perform(_ step: GoodsListStep) async {
    guard !released else { return }
    switch step {
    case .answerPage(let raw, let answer): answerPage(raw, answer)
    case .answerCartAddition(let raw, let answer): answerCartAddition(raw, answer)
    case .refuseCartAddition(let raw): refuseCartAddition(raw)
    case .switchServer(let mode): catalogue.mode = mode
    case .release(let onlyWhileWriting):
      if !onlyWhileWriting || !service.pendingCartAdditions.isEmpty {
        releaseSurvivors = await release()
      }
    default:
      guard let presenter else { return }
      perform(step, on: presenter)
    }
  }

  private func perform(_ step: GoodsListStep, on presenter: GoodsListPresenter) {
    switch step {
    case .attachSameView:
      if let current { attach(current) }
    case .attachNewView:
      attach(makeView())
    case .detachAttachedView:
      guard let view = attached else { return }
      view.isAttached = false
      attached = nil
      presenter.detach(view)
    case .detachStaleView:
      let stale = views.last { $0 !== attached } ?? makeView()
      let calls = callCounts()
      let running = presenter.tasks.isRunning(GoodsListKeys.pages)
      presenter.detach(stale)
      if callCounts() != calls || presenter.tasks.isRunning(GoodsListKeys.pages) != running {
        found.append("detaching a view that is not attached changed the screen")
      }
    case .viewDidLoad:
      presenter.viewDidLoad()
    case .viewWillAppear:
      attached?.isHidden = false
      presenter.viewWillAppear()
    case .viewDidDisappear:
      attached?.isHidden = true
      presenter.viewDidDisappear()
    case .pullToRefresh:
      guard let view = attached else { return }
      view.isRefreshing = true
      presenter.refresh()
    case .reachBottom:
      if attached != nil { presenter.loadNextPage() }
    case .tapRetry:
      if attached != nil { presenter.retry() }
    case .selectRow(let raw):
      select(raw, on: presenter)
    case .addRowToCart(let raw):
      addToCart(raw, on: presenter)
    case .answerPage, .answerCartAddition, .refuseCartAddition, .switchServer, .release:
      break
    }
  }

  private func makeView() -> ScreenStateGoodsListView {
    let view = ScreenStateGoodsListView(number: views.count + 1) { [weak self] message in
      self?.shownMessages.append(message)
    }
    view.presenter = presenter
    views.append(view)
    return view
  }

  private func attach(_ view: ScreenStateGoodsListView) {
    guard let presenter else { return }
    // A different view, or one attached again after a detach, counts as visible.
    if view !== attached { view.isHidden = false }
    attached?.isAttached = false
    view.isAttached = true
    attached = view
    current = view
    presenter.attach(view)
  }

  private func select(_ raw: Int, on presenter: GoodsListPresenter) {
    guard attached != nil else { return }
    let products = presenter.list.items
    let index = raw % (products.count + 2) - 1
    let before = router.recorder.allCalls.count
    presenter.selectProduct(at: index)
    let routes = Array(router.recorder.allCalls.dropFirst(before))
    let expected: [GoodsListRoute] =
      products.indices.contains(index) ? [.detail(productID: products[index].id)] : []
    if routes != expected { found.append("selecting row \(index) routed to \(routes)") }
  }

  private func addToCart(_ raw: Int, on presenter: GoodsListPresenter) {
    guard attached != nil else { return }
    let products = presenter.list.items
    let index = raw % (products.count + 2) - 1
    let before = service.stub.cart.requests.count
    presenter.addToCart(at: index)
    let added = Array(service.stub.cart.requests.dropFirst(before))
    let expected: [StubGoodsService.CartAddition] =
      products.indices.contains(index)
      ? [.init(productID: products[index].id, quantity: 1, stock: products[index].stock)] : []
    if added != expected { found.append("adding row \(index) to the cart asked for \(added)") }
  }

  private func answerPage(_ raw: Int, _ answer: GoodsListAnswer) {
    let pending = service.pendingPages
    guard !pending.isEmpty else { return }
    let index = raw % pending.count
    let call = pending[index]
    let calls = callCounts()
    let productsBefore = presenter?.list.items.map(\.id)
    let result: Result<Page<Product>, any Error> =
      if let error = answer.error {
        .failure(error)
      } else {
        .success(catalogue.page(offset: call.request.offset, limit: call.request.limit))
      }
    // The caching service keeps every page the server answers, and answers an unreachable
    // server from the copy when it keeps the page's first position.
    let fromCopy = answer == .offline && keptPositions.contains(call.request.offset)
    if case .success(let page) = result { keep(page) }
    service.answerPage(at: index, with: result)
    guard let presenter else { return }
    if call.isCancelled {
      if callCounts() != calls || presenter.list.items.map(\.id) != productsBefore {
        found.append("the late answer to a cancelled page call \(call.request) changed the screen")
      }
    } else if fromCopy, let view = attached, view.savedNotice == nil {
      found.append("a page answered from the copy shows no offline notice")
    } else if let message = answer.failureMessage, !fromCopy {
      if productsBefore?.isEmpty == false {
        expectedMessages.append(message)
      } else if let view = attached, view.content != .error(message, canRetry: true) {
        found.append("a failed page with no rows shows \(view.content), not the error with retry")
      }
    }
  }

  /// Records the positions a server page covers in the model of the copy.
  private func keep(_ page: Page<Product>) {
    keptPositions.formUnion(page.offset..<page.offset + page.answeredCount)
    keptPositions = keptPositions.filter { $0 < page.total }
  }

  private func answerCartAddition(_ raw: Int, _ answer: GoodsListAnswer) {
    let pending = service.pendingCartAdditions
    guard !pending.isEmpty else { return }
    let index = raw % pending.count
    let call = pending[index]
    let message: String
    let result: Result<Int, any Error>
    let title = "Item \(call.request.productID)"
    if let error = answer.error, let failure = answer.failureMessage {
      result = .failure(error)
      message = "Couldn't add \(title) to your cart. \(failure)"
    } else {
      cartItemCount += call.request.quantity
      result = .success(cartItemCount)
      message =
        "Added \(call.request.quantity) unit of \(title), its minimum order, to your cart. "
        + "Items in cart: \(cartItemCount)."
    }
    if presenter != nil && !call.isCancelled { expectedMessages.append(message) }
    service.answerCartAddition(at: index, with: result)
  }

  /// Answers a pending cart call with the stock rule's refusal: all but one unit short of the
  /// stock is in the cart already.
  private func refuseCartAddition(_ raw: Int) {
    let pending = service.pendingCartAdditions
    guard !pending.isEmpty else { return }
    let index = raw % pending.count
    let call = pending[index]
    let stock = call.request.stock
    let inCart = stock - call.request.quantity + 1
    if presenter != nil && !call.isCancelled {
      expectedMessages.append(
        inCart == 0
          ? "Only \(stock) left in stock."
          : inCart >= stock
            ? "All \(stock) units in stock are in your cart already."
            : "Only \(stock) in stock and \(inCart) in your cart already: you can add up to "
              + "\(stock - inCart) more.")
    }
    service.answerCartAddition(
      at: index, with: .failure(CartError.exceedsStock(stock: stock, inCart: inCart)))
  }

  private func callCounts() -> [Int] {
    views.map(\.callCount)
  }

  // MARK: - Invariants

  func violations() -> [String] {
    if released { return releaseSurvivors }
    var lines = found
    found = []
    for view in views {
      lines += view.violations
      view.violations = []
    }
    guard let presenter else { return lines }
    let ids = presenter.list.items.map(\.id)
    lines += catalogue.violations(shown: ids)
    if !expectedMessages.starts(with: shownMessages) {
      lines.append("messages shown \(shownMessages), expected a prefix of \(expectedMessages)")
    }
    if service.pendingCartAdditions.contains(where: \.isCancelled) {
      lines.append("a cart addition was cancelled")
    }
    guard let view = attached else { return lines }
    let running = presenter.tasks.isRunning(GoodsListKeys.pages)
    lines += screenViolations(view, ids: ids, running: running)
    return lines
  }

  private func screenViolations(
    _ view: ScreenStateGoodsListView, ids: [Int], running: Bool
  ) -> [String] {
    var lines: [String] = []
    if view.rows != GoodsSamples.rows(ids) {
      lines.append("view shows rows \(view.rows.map(\.id)), presenter has \(ids)")
    }
    if view.isLoading && view.isLoadingMore { lines.append("loading and loading more at once") }
    if view.isLoading && !ids.isEmpty { lines.append("full-screen loading over rows") }
    if view.isLoadingMore && ids.isEmpty { lines.append("loading more with no rows") }
    for (shown, name) in [
      (view.isLoading, "loading"), (view.isLoadingMore, "loading more"),
      (view.isRefreshing, "refreshing"),
    ] where shown && !running {
      lines.append("\(name) shown while no page loads")
    }
    let live = service.pendingPages.filter { !$0.isCancelled }
    if live.count > 1 { lines.append("\(live.count) page calls run at once") }
    if let next = live.first, next.request.offset > 0 {
      if ids.isEmpty ? !view.isLoading : !view.isLoadingMore {
        lines.append("the next page loads without its progress shown")
      }
    }
    return lines
  }

  // MARK: - Rest and release

  func settle() async -> [String] {
    guard let presenter, !released else { return [] }
    if attached == nil { attach(current ?? makeView()) }
    guard let view = attached else { return ["no view to attach"] }
    presenter.viewDidLoad()
    view.isHidden = false
    presenter.viewWillAppear()
    var lines = violations()
    var answers = 0
    while answers < 100, !service.pendingPages.isEmpty || !service.pendingCartAdditions.isEmpty {
      if !service.pendingPages.isEmpty {
        answerPage(0, .success)
      } else {
        answerCartAddition(0, .success)
      }
      answers += 1
      lines += violations()
    }
    if answers == 100 { lines.append("still loading after 100 answers") }
    if view.isLoading || view.isLoadingMore || view.isRefreshing {
      lines.append(
        "progress at rest: loading \(view.isLoading), more \(view.isLoadingMore), "
          + "refreshing \(view.isRefreshing)")
    }
    switch view.content {
    case .rows(let rows) where !rows.isEmpty: break
    case .empty, .error(_, canRetry: true): break
    default: lines.append("at rest the screen shows \(view.content)")
    }
    if shownMessages != expectedMessages {
      lines.append("messages shown \(shownMessages), expected \(expectedMessages)")
    }
    let pending = presenter.pendingWorkDescriptions
    if !pending.isEmpty { lines.append("pending work at rest: \(pending)") }
    let skipped = presenter.skippedProducts.count
    let notice = skipped > 0 ? GoodsTexts.english.skippedProducts(skipped) : nil
    if view.skippedNotice != notice {
      lines.append(
        "skipped notice \(String(describing: view.skippedNotice)), expected \(notice ?? "none")")
    }
    if Set(presenter.skippedProducts.map(\.id)).count != skipped {
      lines.append("a skipped product counted twice: \(presenter.skippedProducts.map(\.id))")
    }
    lines += refreshFromTheServer(presenter, view)
    return lines
  }

  /// A refresh the server answers leaves no offline notice (issue 14).
  private func refreshFromTheServer(
    _ presenter: GoodsListPresenter, _ view: ScreenStateGoodsListView
  ) -> [String] {
    guard view.savedNotice != nil else { return [] }
    presenter.refresh()
    var answers = 0
    while answers < 10, !service.pendingPages.isEmpty {
      answerPage(0, .success)
      answers += 1
    }
    guard view.savedNotice != nil else { return [] }
    return ["a refresh the server answered left the saved notice: \(view.savedNotice ?? "")"]
  }

  func release() async -> [String] {
    guard !released else { return releaseSurvivors }
    released = true
    // No cart addition was cancelled before (an invariant): every pending one runs.
    let additionsInFlight = service.pendingCartAdditions.count
    writesInFlightAtRelease = additionsInFlight
    releaseModule()
    var lines: [String] = []
    if releasedPresenter != nil { lines.append("the presenter outlived its module") }
    if releasedViews.contains(where: { $0() }) { lines.append("a view outlived its module") }
    // Reads end with the screen; a cart addition (a write) runs to its end and reports to the
    // outcomes, through the `.immediate` dispatcher.
    if service.pendingPages.contains(where: { !$0.isCancelled }) {
      lines.append("a page read still runs after release")
    }
    let service = self.service
    lines += await WriteOutcomeCheck.answerAndCheck(
      additionsInFlight, reportedTo: outcomes, pending: { service.liveCartAdditionCount },
      answer: { service.answerOldestLiveCartAddition(with: .success(1)) })
    return lines
  }

  /// Drops every strong reference to the module, as a navigator popping it does.
  private func releaseModule() {
    releasedPresenter = presenter
    releasedViews = views.map { view in { [weak view] in view != nil } }
    presenter = nil
    attached = nil
    current = nil
    views = []
  }
}
