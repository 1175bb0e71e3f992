import Foundation

/// A presenter's own value that its screen keeps (``ScreenLifecycle/restores(_:of:key:)``): read
/// from its owner, as JSON, when the screen saves; decoded and written back when it is restored.
/// The owner is held weakly: the screen keeps this part, and the presenter keeps the screen.
@MainActor
final class RestoredProperty<Owner: AnyObject, Value: Codable>: RestorableWork {
  let restorationKey: ScreenKey
  private weak var owner: Owner?
  private let property: ReferenceWritableKeyPath<Owner, Value>

  /// Creates the part.
  ///
  /// - Parameters:
  ///   - key: The key the value is saved under.
  ///   - owner: The presenter; held weakly.
  ///   - property: The presenter's property.
  init(key: ScreenKey, owner: Owner, property: ReferenceWritableKeyPath<Owner, Value>) {
    restorationKey = key
    self.owner = owner
    self.property = property
  }

  func restorationState() throws -> Data? {
    guard let owner else { return nil }
    return try JSONEncoder().encode(owner[keyPath: property])
  }

  func restore(from data: Data) throws {
    let value = try JSONDecoder().decode(Value.self, from: data)
    owner?[keyPath: property] = value
  }
}
