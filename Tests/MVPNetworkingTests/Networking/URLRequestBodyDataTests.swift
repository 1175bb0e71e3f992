import Foundation
import MVPCore
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite struct URLRequestBodyDataTests {
  let url = URL(string: "https://api.example.com/items")!

  @Test func readsAnHTTPBody() {
    var request = URLRequest(url: url)
    request.httpBody = Data(#"{"id": 1}"#.utf8)
    #expect(request.bodyData == Data(#"{"id": 1}"#.utf8))
  }

  @Test func readsABodyStreamLongerThanOneBuffer() {
    let bytes = Data((0..<10_000).map { UInt8($0 % 251) })
    var request = URLRequest(url: url)
    request.httpBodyStream = InputStream(data: bytes)
    #expect(request.bodyData == bytes)
  }

  @Test func isEmptyWithoutABody() {
    #expect(URLRequest(url: url).bodyData.isEmpty)
  }
}
