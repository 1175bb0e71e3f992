import Observation
import Testing

/// Records which properties of an `@Observable` object change, through
/// `withObservationTracking`, in the order of their changes.
///
/// Each property is tracked on its own, as a SwiftUI view reading only it would be: its
/// `onChange` fires at most once, before the first change after it was (re)armed, and appends
/// the property's name. ``expectChanges(_:)`` checks the names and arms the fired properties
/// again; a property that did not fire stays armed, so an update that leaves it untouched is
/// proven not to notify it.
@MainActor
final class ObservedChanges<Subject: Observable & AnyObject> {
  private let subject: Subject
  private let properties: KeyValuePairs<String, PartialKeyPath<Subject>>
  private var armed: Set<String> = []
  private var changed: [String] = []

  /// Starts tracking `properties` of `subject`.
  ///
  /// - Parameters:
  ///   - subject: The observable object.
  ///   - properties: Each property's name, for messages, and its key path.
  init(_ subject: Subject, _ properties: KeyValuePairs<String, PartialKeyPath<Subject>>) {
    self.subject = subject
    self.properties = properties
    arm()
  }

  /// Checks that exactly `expected` changed since the last check, in this order, then tracks
  /// them again.
  ///
  /// - Parameter expected: The names of the properties that changed, in order of change.
  func expectChanges(
    _ expected: [String],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(changed == expected, sourceLocation: sourceLocation)
    changed = []
    arm()
  }

  /// Checks that no tracked property changed since the last check.
  func expectNoChanges(sourceLocation: SourceLocation = #_sourceLocation) {
    expectChanges([], sourceLocation: sourceLocation)
  }

  private func arm() {
    for (name, keyPath) in properties where !armed.contains(name) {
      armed.insert(name)
      withObservationTracking {
        _ = subject[keyPath: keyPath]
      } onChange: { [weak self] in
        MainActor.assumeIsolated { self?.fired(name) }
      }
    }
  }

  private func fired(_ name: String) {
    armed.remove(name)
    changed.append(name)
  }
}
