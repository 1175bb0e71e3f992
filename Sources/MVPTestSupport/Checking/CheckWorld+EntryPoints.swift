import MVPCore

/// The view-facing entry points of the checked presenter, called as a view calls them: for a
/// `ScreenPresenter`, each must reach its screen. The compiler cannot refuse a presenter that
/// writes `viewWillAppear()` (or another entry point) instead of its hook, and so replaces the
/// kit's bookkeeping; the checker catches it at the first call.
extension CheckWorld {
  /// Calls `body`, an entry point of the presenter, and reports a `ScreenPresenter` whose entry
  /// point did not reach its screen.
  ///
  /// - Parameters:
  ///   - entryPoint: The entry point as a view calls it, for example `"viewWillAppear()"`.
  ///   - hook: The hook to write instead, for example `"screenWillAppear()"`.
  ///   - body: Calls the entry point.
  func enter(_ entryPoint: String, hook: String, _ body: () -> Void) {
    guard let presenter = presenter as? any ScreenPresenter else { return body() }
    let before = entryPointCalls(of: presenter)
    body()
    guard entryPointCalls(of: presenter) == before else { return }
    found.append(
      CheckViolation(
        invariant: "entry points reach the screen",
        detail: "\(TypeName.of(type(of: presenter)))'s \(entryPoint) did not reach its screen: "
          + "write \(hook) instead"))
  }

  /// Sends `event` to the presenter through `handle(_:)`, as a view that has it as a value does.
  func send(_ event: LifecycleEvent, to presenter: Presenter) {
    enter("\(event.rawValue)()", hook: Self.hook(for: event)) { presenter.handle(event) }
  }

  /// The hook of `ScreenPresenter` that runs after `event`'s bookkeeping.
  static func hook(for event: LifecycleEvent) -> String {
    switch event {
    case .viewDidLoad: "screenDidLoad()"
    case .viewWillAppear: "screenWillAppear()"
    case .viewDidAppear: "screenDidAppear()"
    case .viewWillDisappear: "screenWillDisappear()"
    case .viewDidDisappear: "screenDidDisappear()"
    }
  }
}

/// How many entry-point calls `presenter`'s screen received.
@MainActor
private func entryPointCalls(of presenter: some ScreenPresenter) -> Int {
  presenter.screen.entryPointCalls
}
