import GoodsFeature
import MVPCore
import MVPTestSupport

/// One random-sequence world of the goods detail screen: the presenter on a `CallbackStub`
/// service with the `.immediate` dispatcher (everything runs synchronously; cancelled calls stay
/// answerable, so late answers are delivered and must be ignored), the views a sequence
/// creates, and ``GoodsDetailScreenModel``, what the screen must show.
@MainActor
final class GoodsDetailWorld: RandomSequenceModel {
  typealias Step = GoodsDetailStep

  private static let productID = 7
  private static let texts = GoodsDisplayOptions().texts
  private static let notFound = ServiceError.httpStatus(
    code: 404, message: "Product with id '7' not found")
  private static let soldOutLipBalm = Product(
    id: 7, title: "Lip Balm", price: GoodsSamples.money("9.99"), stock: 0,
    availabilityStatus: .outOfStock)
  private static let soldOutLipBalmViewModel = GoodsDetailViewModel(
    id: 7, title: "Lip Balm", description: "", brandText: nil, ratingText: nil,
    priceText: "¥9.99", originalPriceText: nil, availabilityText: "Out of stock",
    isAvailable: false, shippingText: "", couponText: nil, finalPriceText: "¥9.99",
    minimumOrderQuantity: 1)

  private let service = StubGoodsService()
  private let leaks = LeakTracker()
  /// Where a cart addition reports when it ends after the module was released.
  private let outcomes = WriteOutcomes()
  private var presenter: GoodsDetailPresenter?
  /// The live views, oldest first.
  private var views: [RecordingGoodsDetailView] = []
  private var model = GoodsDetailScreenModel()
  private var delivered: [String] = []
  private var misdeliveries: [String] = []
  private var didLoad = false
  private var released = false
  private var releaseSurvivors: [String] = []
  private(set) var writesInFlightAtRelease = 0

  init() {
    let presenter = GoodsDetailPresenter(
      productID: Self.productID, service: service, dispatcher: .immediate,
      writeOutcomes: outcomes)
    self.presenter = presenter
    leaks.track(presenter, as: "presenter")
    attach(makeView())
  }

  static func randomStep(using generator: inout SeededGenerator) -> Step {
    .random(using: &generator)
  }

  func perform(_ step: Step) async {
    if case .release(let onlyWhileWriting) = step, !released {
      if !onlyWhileWriting || !service.cart.pendingRequests.isEmpty {
        releaseSurvivors = await release()
      }
      return
    }
    guard let presenter, !released else { return }
    switch step {
    case .attachLatestView:
      if let view = views.last { attach(view) }
    case .attachNewView:
      attach(makeView())
    case .detachLatestView:
      if let view = views.last { detach(view) }
    case .detachAnyView(let raw):
      if !views.isEmpty { detach(views[raw % views.count]) }
    case .dropLatestView:
      if let view = views.popLast() { model.viewWentAway(ObjectIdentifier(view)) }
    case .viewDidLoad:
      didLoad = true
      model.load()
      presenter.viewDidLoad()
    case .viewWillAppear:
      model.viewWillAppear()
      presenter.viewWillAppear()
    case .viewDidDisappear:
      model.viewDidDisappear()
      presenter.viewDidDisappear()
    case .retry:
      model.load()
      presenter.retry()
    case .addToCart(let choice):
      addToCart(choice, presenter: presenter)
    case .answerLoad(let raw, let answer):
      answerLoad(raw, with: answer)
    case .answerCart(let raw, let answer):
      answerCart(raw, with: answer)
    case .release:
      return
    }
  }

  func violations() -> [String] {
    if released { return releaseSurvivors }
    var problems = misdeliveries
    for view in views where !view.savedNotices.isEmpty {
      problems.append("a saved notice for the server's product: \(view.savedNotices)")
    }
    for view in views where !view.countdowns.isEmpty {
      problems.append("a countdown for a product without a sale: \(view.countdowns)")
    }
    guard let presenter else { return problems }
    if presenter.resource.value?.value != model.product {
      problems.append(
        "the presenter has \(String(describing: presenter.resource.value?.value.title))")
    }
    if service.details.requests.count != model.loadRequests {
      problems.append(
        "\(service.details.requests.count) product requests, expected \(model.loadRequests)")
    }
    if service.details.cancelledRequests.count != model.loadCancellations {
      problems.append(
        "\(service.details.cancelledRequests.count) product requests cancelled, expected "
          + "\(model.loadCancellations)")
    }
    if service.cart.requests.count != model.cartRequests {
      problems.append(
        "\(service.cart.requests.count) cart requests, expected \(model.cartRequests)")
    }
    if !service.cart.cancelledRequests.isEmpty {
      problems.append("cart additions were cancelled: \(service.cart.cancelledRequests)")
    }
    if delivered != model.shownMessages {
      problems.append("messages shown \(delivered), expected \(model.shownMessages)")
    }
    if let view = attachedView { problems += mismatches(of: view) }
    return problems
  }

  func settle() async -> [String] {
    guard !released else { return [] }
    if attachedView == nil { attach(makeView()) }
    await perform(.viewWillAppear)
    if !didLoad { await perform(.viewDidLoad) }
    while !service.details.pendingRequests.isEmpty || !service.cart.pendingRequests.isEmpty {
      if service.details.pendingRequests.isEmpty {
        await perform(.answerCart(0, .itemCount(1)))
      } else {
        await perform(.answerLoad(0, .product(available: true)))
      }
    }
    var problems = violations()
    if let view = attachedView {
      if view.isLoading { problems.append("progress is shown at rest") }
      if view.product == nil && view.error == nil {
        problems.append("at rest the screen shows neither the product nor an error")
      }
      if let error = view.error, error.canRetry == (model.failure == Self.notFound) {
        problems.append("at rest the error \(error) offers retry wrongly")
      }
    }
    if !model.waitingMessages.isEmpty {
      problems.append("messages still wait at rest: \(model.waitingMessages)")
    }
    problems += presenter?.pendingWorkDescriptions ?? []
    return problems
  }

  func release() async -> [String] {
    guard !released else { return releaseSurvivors }
    released = true
    // No cart addition was cancelled before (an invariant), so every pending one runs; the
    // stub keeps a cancelled call pending, so the live ones are the pending less the cancelled.
    let additionsInFlight = service.cart.pendingRequests.count
    writesInFlightAtRelease = additionsInFlight
    let loadsInFlight = model.loadCallsLive.filter { $0 }.count
    presenter = nil
    views.removeAll()
    var problems = leaks.survivors.map { "\($0) outlived the module" }
    // Reads end with the screen: the live product request is cancelled.
    if service.details.cancelledRequests.count != model.loadCancellations + loadsInFlight {
      problems.append("a product read still runs after release")
    }
    // A cart addition (a write) runs to its end and reports to the outcomes, through the
    // `.immediate` dispatcher.
    let cart = service.cart
    problems += await WriteOutcomeCheck.answerAndCheck(
      additionsInFlight, reportedTo: outcomes,
      pending: { cart.pendingRequests.count - cart.cancelledRequests.count },
      answer: { cart.succeed(with: 1) })
    return problems
  }

  // MARK: - Steps

  private var attachedView: RecordingGoodsDetailView? {
    views.first { ObjectIdentifier($0) == model.attached }
  }

  private func makeView() -> RecordingGoodsDetailView {
    let view = RecordingGoodsDetailView()
    view.presenter = presenter
    view.onMessage = { [weak self] view, text in self?.received(text, by: view) }
    views.append(view)
    leaks.track(view, as: "view #\(views.count)")
    return view
  }

  private func attach(_ view: RecordingGoodsDetailView) {
    model.attach(ObjectIdentifier(view))
    presenter?.attach(view)
  }

  private func detach(_ view: RecordingGoodsDetailView) {
    model.detach(ObjectIdentifier(view))
    presenter?.detach(view)
  }

  private func received(_ text: String, by view: RecordingGoodsDetailView) {
    delivered.append(text)
    guard ObjectIdentifier(view) != model.attached || !model.isVisible else { return }
    misdeliveries.append("the message '\(text)' reached a view that is not attached and visible")
  }

  private func addToCart(_ choice: Step.Quantity, presenter: GoodsDetailPresenter) {
    guard let product = model.product else {
      presenter.addToCart(quantity: 1)
      return
    }
    let quantity =
      switch choice {
      case .belowMinimum: product.minimumOrderQuantity - 1
      case .minimum: product.minimumOrderQuantity
      case .stock: product.stock
      case .aboveStock: product.stock + 1
      }
    if !product.isAvailable {
      model.showMessage(Self.texts.unavailable(product.title))
    } else if quantity < product.minimumOrderQuantity {
      model.showMessage(Self.texts.minimumQuantity(product.minimumOrderQuantity))
    } else {
      model.addToCart()
    }
    presenter.addToCart(quantity: quantity)
  }

  private func answerLoad(_ raw: Int, with answer: Step.LoadAnswer) {
    let pending = service.details.pendingRequests.count
    guard pending > 0 else { return }
    let index = raw % pending
    let failure: ServiceError
    let error: any Error
    switch answer {
    case .product(let available):
      let product = available ? GoodsSamples.lipBalm : Self.soldOutLipBalm
      model.answerLoad(at: index, with: .success(product))
      service.details.succeed(with: product, at: index)
      return
    case .offline: (failure, error) = (.offline, ServiceError.offline)
    case .notFound: (failure, error) = (Self.notFound, Self.notFound)
    case .cancelled(let cancellation): (failure, error) = (.cancelled, cancellation.error)
    }
    model.answerLoad(at: index, with: .failure(failure))
    service.details.fail(with: error, at: index)
  }

  private func answerCart(_ raw: Int, with answer: Step.CartAnswer) {
    let pending = service.cart.pendingRequests
    guard !pending.isEmpty, let title = model.product?.title else { return }
    let index = raw % pending.count
    let request = pending[index]
    switch answer {
    case .itemCount(let count):
      model.showMessage(Self.texts.addedToCart(title, request.quantity, count))
      service.cart.succeed(with: count, at: index)
    case .stockInCart:
      let inCart = request.stock - request.quantity + 1
      model.showMessage(Self.texts.exceedsStockInCart(request.stock, inCart))
      service.cart.fail(
        with: CartError.exceedsStock(stock: request.stock, inCart: inCart), at: index)
    case .unreachable:
      model.showMessage(Self.texts.cartFailed(title, ServiceError.unreachable.userMessage))
      service.cart.fail(with: ServiceError.unreachable, at: index)
    case .cancelled(let cancellation):
      model.showMessage(Self.texts.cartFailed(title, GoodsDetailExternalCancellation.message))
      service.cart.fail(with: cancellation.error, at: index)
    }
  }

  // MARK: - Invariants

  private func mismatches(of view: RecordingGoodsDetailView) -> [String] {
    var problems: [String] = []
    if view.isLoading != model.isLoading {
      problems.append("the view shows loading: \(view.isLoading) while the load is \(model.phase)")
    }
    let product = model.product.map {
      $0 == GoodsSamples.lipBalm
        ? GoodsDetailPresenterTests.lipBalmViewModel : Self.soldOutLipBalmViewModel
    }
    if view.product != product {
      problems.append(
        "the view shows \(String(describing: view.product)), expected \(String(describing: product))"
      )
    }
    let error = model.failure.flatMap { failure in
      model.product == nil
        ? RecordingGoodsDetailView.ShownError(
          message: failure.userMessage, canRetry: failure != Self.notFound)
        : nil
    }
    if view.error != error {
      problems.append(
        "the view shows the error \(String(describing: view.error)), expected \(String(describing: error))"
      )
    }
    return problems
  }
}
