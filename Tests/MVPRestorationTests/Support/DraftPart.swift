import Foundation
import MVPCore

/// A screen part that keeps a draft across a kill: a stand-in for what the loaders keep, until
/// they keep state themselves.
@MainActor
final class DraftPart: ScreenWork, RestorableWork, EditingWork {
  var text = ""
  /// Makes ``restorationState()`` throw, as a value that does not encode.
  var failsToEncode = false
  /// The data it was handed back, raw, for assertions.
  private(set) var restoredFrom: Data?

  var restorationKey: ScreenKey { "draft" }

  /// A typed draft is unsaved until a save clears it.
  var hasUnsavedEdits: Bool { !text.isEmpty }

  func restorationState() throws -> Data? {
    if failsToEncode {
      throw EncodingError.invalidValue(
        text, EncodingError.Context(codingPath: [], debugDescription: "not encodable"))
    }
    return text.isEmpty ? nil : try JSONEncoder().encode(text)
  }

  func restore(from data: Data) throws {
    restoredFrom = data
    text = try JSONDecoder().decode(String.self, from: data)
  }

  func viewDidDetach() {}
  func viewDidAttach() {}
}
