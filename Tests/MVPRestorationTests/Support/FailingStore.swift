import Foundation
import MVPRestoration

/// A store whose calls fail, as a disk that is full or a file without permission.
@MainActor
final class FailingStore: RestorationStore {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  var failsToLoad = false
  var failsToSave = false
  var failsToRemove = false
  var data: Data?

  func load() throws -> Data? {
    if failsToLoad { throw Failure(description: "no permission to read") }
    return data
  }

  func save(_ data: Data) throws {
    if failsToSave { throw Failure(description: "the disk is full") }
    self.data = data
  }

  func remove() throws {
    if failsToRemove { throw Failure(description: "no permission to delete") }
    data = nil
  }
}
