import Foundation
import MVPRestoration

/// Where and how a ``DemoSession`` is kept between runs (`--state`): the store of its saved
/// state, the clock that dates it, and the log of what could not be kept.
///
/// The session saves with MVPRestoration's `AppRestoration` as version ``appVersion`` of the
/// demo, and drops a state older than a day (`AppRestoration.oneDay`).
public struct DemoStateKeeping {
  /// The version of the demo's saved state (its routes and its screens' states): a state saved
  /// by another one is not restored. Changed when ``DemoRoute`` or a screen's saved state
  /// changes meaning.
  public static let appVersion = "1"

  /// Where the state goes.
  public let store: any RestorationStore
  /// The time now: the wall clock interactively, a script's clock in scripts (so that a
  /// script's saved state is the same on every run).
  public let now: @MainActor () -> Date
  /// Told MVPRestoration's lines about what was dropped or not saved (`--verbose`).
  public let log: @MainActor (String) -> Void

  /// Creates the settings.
  ///
  /// - Parameters:
  ///   - store: Where the state goes, for example a ``DemoStateFile``.
  ///   - now: The time now; the wall clock by default.
  ///   - log: Told each line MVPRestoration writes; nobody by default.
  public init(
    store: any RestorationStore,
    now: @escaping @MainActor () -> Date = { Date() },
    log: @escaping @MainActor (String) -> Void = { _ in }
  ) {
    self.store = store
    self.now = now
    self.log = log
  }
}
