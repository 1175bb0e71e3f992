import Foundation
import MVPCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Everything the demo's modules are built from: the settings, the API they talk to, the currency
/// of its prices, and the dispatcher that brings completion-handler answers to the main actor.
public struct DemoEnvironment: Sendable {
  /// The command-line settings.
  public let options: DemoOptions
  /// The API root the HTTP services use: a live server's, or the in-process catalogue's.
  public let baseURL: URL
  /// The session the HTTP services use.
  public let session: URLSession
  /// The dispatcher to give presenters on the completion-handler path.
  public let dispatcher: NotifyingDispatcher
  /// The ISO 4217 code of the data's prices, used unless `--currency` overrides it: the bundled
  /// catalogue's declared currency, or `USD` for a DummyJSON server.
  public let currencyCode: String

  /// Creates an environment.
  ///
  /// - Parameters:
  ///   - options: The command-line settings.
  ///   - baseURL: The API root.
  ///   - session: The session for HTTP requests.
  ///   - dispatcher: The dispatcher for completion-handler answers.
  ///   - currencyCode: The currency of the data's prices; defaults to `CNY`, the bundled
  ///     catalogue's.
  public init(
    options: DemoOptions,
    baseURL: URL,
    session: URLSession,
    dispatcher: NotifyingDispatcher,
    currencyCode: String = "CNY"
  ) {
    self.options = options
    self.baseURL = baseURL
    self.session = session
    self.dispatcher = dispatcher
    self.currencyCode = currencyCode
  }
}
