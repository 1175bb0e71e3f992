import Foundation
import MVPCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The `URLProtocol` behind ``HTTPStub``: answers requests for stub hosts from the registry.
final class HTTPStubProtocol: URLProtocol {
  override class func canInit(with request: URLRequest) -> Bool {
    request.url?.host?.hasSuffix(".stub.invalid") ?? false
  }

  override class func canonicalRequest(for request: URLRequest) -> URLRequest {
    request
  }

  override func startLoading() {
    let recorded = HTTPStub.Request(
      method: request.httpMethod ?? "GET",
      url: request.url!,
      headers: request.allHTTPHeaderFields ?? [:],
      body: request.bodyData)
    switch HTTPStubRegistry.shared.answer(recorded) {
    case .response(let status, let headers, let body):
      let response = HTTPURLResponse(
        url: recorded.url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)!
      client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
      client?.urlProtocol(self, didLoad: body)
      client?.urlProtocolDidFinishLoading(self)
    case .failure(let code):
      client?.urlProtocol(self, didFailWithError: URLError(code))
    case nil:
      client?.urlProtocol(self, didFailWithError: URLError(.cannotFindHost))
    }
  }

  override func stopLoading() {}
}
