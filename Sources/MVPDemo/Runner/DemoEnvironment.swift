import Foundation
import MVPCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Everything the demo's modules are built from: the settings, the API they talk to, and the
/// dispatcher that brings completion-handler answers to the main actor.
public struct DemoEnvironment: Sendable {
  /// The command-line settings.
  public let options: DemoOptions
  /// The API root the HTTP services use: a live server's, or the in-process catalogue's.
  public let baseURL: URL
  /// The session the HTTP services use.
  public let session: URLSession
  /// The dispatcher to give presenters on the completion-handler path.
  public let dispatcher: NotifyingDispatcher

  /// Creates an environment.
  ///
  /// - Parameters:
  ///   - options: The command-line settings.
  ///   - baseURL: The API root.
  ///   - session: The session for HTTP requests.
  ///   - dispatcher: The dispatcher for completion-handler answers.
  public init(
    options: DemoOptions,
    baseURL: URL,
    session: URLSession,
    dispatcher: NotifyingDispatcher
  ) {
    self.options = options
    self.baseURL = baseURL
    self.session = session
    self.dispatcher = dispatcher
  }
}
