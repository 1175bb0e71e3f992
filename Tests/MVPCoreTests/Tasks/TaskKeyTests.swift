import MVPCore
import Testing

@Suite struct TaskKeyTests {
  @Test func literalAndInitializerNameTheSameKey() {
    let literal: TaskKey = "load"
    #expect(literal == TaskKey("load"))
    #expect(literal.name == "load")
    #expect(literal.description == "load")
    #expect(literal != TaskKey("refresh"))
  }
}
