import Foundation
import MVPCore

/// A route that carries a payload (a callback, a delegate) stays `Codable` when declared so,
/// but the payload cannot be saved: encoding it throws, so ``AppRestoration`` saves the stack
/// only up to the screen below such a route (one log line). An app that wants the screen back
/// maps its route to one without the payload (``AppRestoration``'s `savedRoute`).
extension RoutePayload: Codable {
  /// Throws: a callback or a delegate cannot be saved.
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: `EncodingError.invalidValue`, always, naming the payload's label.
  public func encode(to encoder: any Encoder) throws {
    throw EncodingError.invalidValue(
      label,
      EncodingError.Context(
        codingPath: encoder.codingPath,
        debugDescription: "the route payload '\(label)' (a callback) cannot be saved"))
  }

  /// Throws: a payload is never saved, so none can be read back.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError.dataCorrupted`, always.
  public init(from decoder: any Decoder) throws {
    throw DecodingError.dataCorrupted(
      DecodingError.Context(
        codingPath: decoder.codingPath,
        debugDescription: "a route payload (a callback) is never saved, so none can be read"))
  }
}
