import Foundation
import MVPCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The `URLProtocol` that answers requests for in-process catalogue hosts from their
/// ``CatalogServer``, so the features' real HTTP services run unchanged without a network.
///
/// Registered only in the `URLSessionConfiguration` of an ``InProcessCatalog``'s session. Takes
/// every request for the catalogue domain, so a request for a catalogue that is gone fails as
/// unreachable without touching the network. A catalogue taken down
/// (``InProcessCatalog/isAnswering``) fails each request with `URLError(.cannotConnectToHost)`,
/// as a server that is down does, so the services see the failure they would see for real. A
/// catalogue that holds its answers (``InProcessCatalog/hold(whenHeld:)``) keeps each request
/// waiting, unhandled, until it releases or drops it.
final class CatalogURLProtocol: URLProtocol {
  override class func canInit(with request: URLRequest) -> Bool {
    request.url?.host?.hasSuffix(CatalogHostRegistry.domain) ?? false
  }

  override class func canonicalRequest(for request: URLRequest) -> URLRequest {
    request
  }

  override func startLoading() {
    guard let host = request.url?.host,
      !CatalogHostRegistry.shared.holdIfHolding(self, host: host)
    else { return }
    serve()
  }

  override func stopLoading() {
    CatalogHostRegistry.shared.forgetHeld(self)
  }

  /// Answers the request as the server answers now: from its catalogue, or as unreachable when
  /// the catalogue is gone or taken down. Called by ``startLoading()``, or when a held request
  /// is released.
  func serve() {
    guard let url = request.url, let host = url.host,
      CatalogHostRegistry.shared.server(for: host) != nil
    else {
      fail(URLError(.cannotFindHost))
      return
    }
    guard CatalogHostRegistry.shared.isAnswering(host) else {
      fail(URLError(.cannotConnectToHost))
      return
    }
    let apiRequest = APIRequest(
      method: request.httpMethod ?? "GET", url: url, body: request.bodyData)
    guard let answer = CatalogHostRegistry.shared.respond(to: apiRequest, host: host),
      let response = HTTPURLResponse(
        url: url, statusCode: answer.status, httpVersion: "HTTP/1.1",
        headerFields: answer.headers)
    else {
      fail(URLError(.badServerResponse))
      return
    }
    client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
    client?.urlProtocol(self, didLoad: answer.body)
    client?.urlProtocolDidFinishLoading(self)
  }

  /// Fails the request with `error`, without the server handling it.
  ///
  /// - Parameter error: What the session reports.
  func fail(_ error: URLError) {
    client?.urlProtocol(self, didFailWithError: error)
  }
}
