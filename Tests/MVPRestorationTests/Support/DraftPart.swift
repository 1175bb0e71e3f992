import Foundation
import MVPCore

/// A screen part that keeps a draft across a kill: a stand-in for what the loaders keep, until
/// they keep state themselves.
@MainActor
final class DraftPart: ScreenWork, RestorableWork {
  var text = ""
  /// The data it was handed back, raw, for assertions.
  private(set) var restoredFrom: Data?

  var restorationKey: ScreenKey { "draft" }

  func restorationState() throws -> Data? {
    text.isEmpty ? nil : try JSONEncoder().encode(text)
  }

  func restore(from data: Data) throws {
    restoredFrom = data
    text = try JSONDecoder().decode(String.self, from: data)
  }

  func viewDidDetach() {}
  func viewDidAttach() {}
}
