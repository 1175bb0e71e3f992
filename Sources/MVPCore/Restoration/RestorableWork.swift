import Foundation

/// A part of a screen that keeps state when the app is killed and is handed it back when its
/// module is built again: a loader (its loaded range, its draft) or the presenter's own values.
///
/// Its ``ScreenLifecycle`` asks each registered part for ``restorationState()`` when the app
/// saves, and hands a part registered while its screen is being restored the data saved under
/// its ``restorationKey`` (``restore(from:)``), before `viewDidLoad`.
@MainActor
package protocol RestorableWork: AnyObject {
  /// The key its state is saved under: unique among the screen's parts (a loader's task key).
  var restorationKey: ScreenKey { get }

  /// The state to keep, JSON; `nil` when there is nothing worth keeping.
  ///
  /// - Throws: An encoding error; the part is then saved without state (logged).
  func restorationState() throws -> Data?

  /// Takes back the state saved by ``restorationState()`` of the same part in an earlier run.
  /// Called at most once, before `viewDidLoad`.
  ///
  /// - Parameter data: What ``restorationState()`` returned.
  /// - Throws: A decoding error; the part then starts fresh (logged).
  func restore(from data: Data) throws
}
