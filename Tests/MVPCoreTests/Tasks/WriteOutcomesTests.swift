import MVPCore
import Testing

/// The rules of `WriteOutcomes`' doc comment: outcomes wait in `unhandled` until `onOutcome` is
/// set, are handed to it oldest first when it is, and the list keeps at most `capacity`.
@MainActor @Suite struct WriteOutcomesTests {
  func outcome(_ key: ScreenKey, _ failure: ServiceError? = nil) -> WriteOutcome {
    WriteOutcome(presenter: "NotesPresenter", key: key, failure: failure)
  }

  @Test func outcomesWaitUntilAHandlerIsSetAndReachItOldestFirst() {
    let outcomes = WriteOutcomes()
    outcomes.receive(outcome("save.1"))
    outcomes.receive(outcome("save.2", .offline))
    #expect(outcomes.unhandled == [outcome("save.1"), outcome("save.2", .offline)])
    var handled: [WriteOutcome] = []
    outcomes.onOutcome = { handled.append($0) }
    #expect(handled == [outcome("save.1"), outcome("save.2", .offline)])
    #expect(outcomes.unhandled == [])
    outcomes.receive(outcome("save.3"))
    #expect(handled.map(\.key) == ["save.1", "save.2", "save.3"])
    #expect(outcomes.unhandled == [])
    #expect(outcomes.receivedCount == 3)
  }

  @Test func unhandledKeepsTheNewestUpToItsCapacity() {
    let outcomes = WriteOutcomes(capacity: 2)
    for index in 1...3 { outcomes.receive(outcome("save.\(index)")) }
    #expect(outcomes.unhandled.map(\.key) == ["save.2", "save.3"])
    #expect(outcomes.receivedCount == 3)
    #expect(WriteOutcomes(capacity: 0).capacity == 1)
  }

  @Test func anOutcomeSaysWhatEnded() {
    #expect(outcome("save.1").description == "NotesPresenter 'save.1' succeeded")
    #expect(outcome("save.1").succeeded)
    #expect(
      WriteOutcome(presenter: "CartPresenter", key: nil, failure: .offline).description
        == "CartPresenter failed: offline")
  }
}
