/// Proves that a module's objects deallocate: tracks them weakly and fails if any outlives the
/// module's teardown.
///
/// ```swift
/// let leaks = LeakTracker()
/// do {
///   let module = ProfileModule.build(...)
///   leaks.track(module.view, as: "view")
///   leaks.track(module.presenter, as: "presenter")
///   leaks.track(router, as: "router")
///   module.presenter.viewDidLoad()
/// }
/// leaks.expectAllDeallocated()
/// ```
///
/// There is no autorelease pool on Linux and none is needed: a `weak` reference is `nil` as soon
/// as the last strong reference goes.
@MainActor
public final class LeakTracker {
  private struct Entry {
    let name: String
    weak var object: AnyObject?
  }

  private var entries: [Entry] = []

  /// Creates a tracker with nothing tracked.
  public init() {}

  /// Tracks `object` weakly.
  ///
  /// - Parameters:
  ///   - object: A class instance; an existential of a class-bound protocol works too.
  ///   - name: How failures name it, for example `"presenter"`.
  public func track(_ object: AnyObject, as name: String) {
    entries.append(Entry(name: name, object: object))
  }

  /// The names of tracked objects that are still alive, in tracking order.
  public var survivors: [String] {
    entries.filter { $0.object != nil }.map(\.name)
  }

  /// Fails the current test for each tracked object still alive.
  ///
  /// - Parameters:
  ///   - fileID: The caller's `#fileID`.
  ///   - filePath: The caller's `#filePath`.
  ///   - line: The caller's `#line`.
  ///   - column: The caller's `#column`.
  public func expectAllDeallocated(
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    for entry in entries where entry.object != nil {
      TestFailure.record(
        "\(entry.name) (\(type(of: entry.object!))) outlived the module: a retain cycle or a "
          + "strong reference that should be weak",
        fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }
}
