import MVPCore
import Testing

@Suite struct TaskKeyTests {
  @Test func literalAndInitializerNameTheSameKey() {
    let literal: ScreenKey = "load"
    #expect(literal == ScreenKey("load"))
    #expect(literal.name == "load")
    #expect(literal.description == "load")
    #expect(literal != ScreenKey("refresh"))
  }
}
