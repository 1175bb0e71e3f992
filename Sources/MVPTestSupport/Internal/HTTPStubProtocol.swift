import Foundation
import MVPCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The `URLProtocol` behind ``HTTPStub``: hands requests for stub hosts to their stub, and
/// delivers the stub's answer, at once or when the test answers a held request.
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
    guard let exchange = HTTPStubRegistry.shared.exchange(host: recorded.url.host ?? "") else {
      client?.urlProtocol(self, didFailWithError: URLError(.cannotFindHost))
      return
    }
    exchange.receive(recorded, on: self)
  }

  override func stopLoading() {
    HTTPStubRegistry.shared.exchange(host: request.url?.host ?? "")?.stop(self)
  }

  /// Sends `answer` to the loading system; ``HTTPStub/Answer/hold`` sends nothing.
  func deliver(_ answer: HTTPStub.Answer) {
    switch answer {
    case .response(let status, let headers, let body):
      let response = HTTPURLResponse(
        url: request.url!, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)!
      client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
      client?.urlProtocol(self, didLoad: body)
      client?.urlProtocolDidFinishLoading(self)
    case .failure(let code):
      client?.urlProtocol(self, didFailWithError: URLError(code))
    case .hold:
      break
    }
  }
}
