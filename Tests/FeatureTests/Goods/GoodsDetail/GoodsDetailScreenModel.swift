import GoodsFeature
import MVPCore

/// What the goods detail screen must show, computed from the events alone (the contract of
/// issue 8), independently of the presenter: attachment and visibility, the load, the product
/// or the error, and the messages in the order they must reach a visible view.
struct GoodsDetailScreenModel {
  /// Where the product load stands.
  enum LoadPhase: Equatable {
    case idle
    case running
    case interrupted
  }

  /// The most messages kept while no visible view is attached (the binding's default).
  static let queueCapacity = 32

  private(set) var attached: ObjectIdentifier?
  /// The view attached last, even after its detach: attaching it again keeps its visibility.
  private(set) var lastAttached: ObjectIdentifier?
  private(set) var hidden = false
  private(set) var phase = LoadPhase.idle
  private(set) var product: Product?
  private(set) var failure: ServiceError?
  /// Whether each pending product request (in the stub's order) is the presenter's current one.
  private(set) var loadCallsLive: [Bool] = []
  private(set) var loadRequests = 0
  private(set) var loadCancellations = 0
  private(set) var cartRequests = 0
  /// The messages a visible view must have received, in order.
  private(set) var shownMessages: [String] = []
  /// The messages waiting for a visible view.
  private(set) var waitingMessages: [String] = []

  var isVisible: Bool {
    attached != nil && !hidden
  }

  var isLoading: Bool {
    phase != .idle
  }

  mutating func attach(_ view: ObjectIdentifier) {
    if lastAttached != view { hidden = false }
    attached = view
    lastAttached = view
    if phase == .interrupted { startLoad() }
    flushMessages()
  }

  mutating func detach(_ view: ObjectIdentifier) {
    guard attached == view else { return }
    attached = nil
    guard phase == .running, let current = loadCallsLive.lastIndex(of: true) else { return }
    phase = .interrupted
    loadCallsLive[current] = false
    loadCancellations += 1
  }

  /// The view was deallocated without detaching: nothing is cancelled.
  mutating func viewWentAway(_ view: ObjectIdentifier) {
    if attached == view { attached = nil }
    if lastAttached == view { lastAttached = nil }
  }

  mutating func viewWillAppear() {
    hidden = false
    flushMessages()
  }

  mutating func viewDidDisappear() {
    hidden = true
  }

  /// `viewDidLoad` or retry: loads unless loaded or loading.
  mutating func load() {
    guard product == nil, phase == .idle else { return }
    startLoad()
  }

  mutating func answerLoad(at index: Int, with result: Result<Product, ServiceError>) {
    guard loadCallsLive.remove(at: index) else { return }
    phase = .idle
    switch result {
    case .success(let product):
      self.product = product
      failure = nil
    case .failure(let error):
      failure = error
    }
  }

  mutating func addToCart() {
    cartRequests += 1
  }

  mutating func showMessage(_ text: String) {
    if isVisible {
      shownMessages.append(text)
    } else {
      waitingMessages.append(text)
      waitingMessages.removeFirst(max(0, waitingMessages.count - Self.queueCapacity))
    }
  }

  private mutating func startLoad() {
    phase = .running
    loadCallsLive.append(true)
    loadRequests += 1
  }

  private mutating func flushMessages() {
    guard isVisible else { return }
    shownMessages += waitingMessages
    waitingMessages.removeAll()
  }
}
