import MVPCore
import Testing

@Suite struct UpdateKeyTests {
  @Test func literalAndInitializerNameTheSameKey() {
    let literal: ScreenKey = "content"
    #expect(literal == ScreenKey("content"))
    #expect(literal.name == "content")
    #expect(literal.description == "content")
    #expect(literal != ScreenKey("error"))
    #expect(Set<ScreenKey>(["a", "a", "b"]).count == 2)
  }

  @Test func statePoliciesCompareByKey() {
    #expect(DeliveryPolicy.state("content") == .state(ScreenKey("content")))
    #expect(DeliveryPolicy.state("content") != .state("error"))
    #expect(DeliveryPolicy.queue != .drop)
  }
}
