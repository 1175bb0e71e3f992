import MVPCore
import Testing

/// `ScreenKey`, the one key of a screen's work (`TaskScope`) and kept state
/// (`DeliveryPolicy.state`): these were the TaskKey and UpdateKey tests, from when the two
/// were separate types.
@Suite struct ScreenKeyTests {
  @Test func literalAndInitializerNameTheSameKey() {
    let literal: ScreenKey = "content"
    #expect(literal == ScreenKey("content"))
    #expect(literal.name == "content")
    #expect(literal.description == "content")
    #expect(literal != ScreenKey("error"))
    #expect(Set<ScreenKey>(["a", "a", "b"]).count == 2)
  }

  @Test func aWorkKeyLiteralAndInitializerNameTheSameKey() {
    let literal: ScreenKey = "load"
    #expect(literal == ScreenKey("load"))
    #expect(literal.name == "load")
    #expect(literal.description == "load")
    #expect(literal != ScreenKey("refresh"))
  }

  @Test func statePoliciesCompareByKey() {
    #expect(DeliveryPolicy.state("content") == .state(ScreenKey("content")))
    #expect(DeliveryPolicy.state("content") != .state("error"))
    #expect(DeliveryPolicy.queue != .drop)
  }
}
