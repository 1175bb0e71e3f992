import MVPCore
import Testing

@Suite struct UpdateKeyTests {
  @Test func literalAndInitializerNameTheSameKey() {
    let literal: UpdateKey = "content"
    #expect(literal == UpdateKey("content"))
    #expect(literal.name == "content")
    #expect(literal.description == "content")
    #expect(literal != UpdateKey("error"))
    #expect(Set<UpdateKey>(["a", "a", "b"]).count == 2)
  }

  @Test func statePoliciesCompareByKey() {
    #expect(DeliveryPolicy.state("content") == .state(UpdateKey("content")))
    #expect(DeliveryPolicy.state("content") != .state("error"))
    #expect(DeliveryPolicy.queue != .drop)
  }
}
