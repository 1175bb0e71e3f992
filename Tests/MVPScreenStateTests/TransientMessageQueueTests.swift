import MVPCore
import MVPScreenState
import MVPTestSupport
import Testing

@MainActor @Suite struct TransientMessageQueueTests {
  let queue = TransientMessageQueue()
  let changes = CallRecorder<String>()

  @Test func messagesQueueOldestFirstWithDistinctIncreasingIdentities() {
    recordNextChange("messages", into: changes) { _ = queue.messages }

    queue.show("Saved.")
    queue.show("Saved.")
    queue.show("Deleted.")

    changes.expectCalls(["messages"])
    #expect(queue.messages.map(\.text) == ["Saved.", "Saved.", "Deleted."])
    #expect(queue.messages.map(\.id) == [0, 1, 2])
  }

  @Test func dismissRemovesOnlyThatMessageAndNotifiesOnce() {
    queue.show("Saved.")
    queue.show("Saved.")
    let first = queue.messages[0]
    recordNextChange("messages", into: changes) { _ = queue.messages }

    queue.dismiss(first)

    changes.expectCalls(["messages"])
    #expect(queue.messages == [TransientMessage(id: 1, text: "Saved.")])
  }

  @Test func dismissingAMessageThatIsGoneNotifiesNobody() {
    queue.show("Saved.")
    let message = queue.messages[0]
    queue.dismiss(message)
    recordNextChange("messages", into: changes) { _ = queue.messages }

    queue.dismiss(message)
    queue.dismiss(TransientMessage(id: 7, text: "Never shown."))

    changes.expectNoCalls()
    #expect(queue.messages.isEmpty)
  }

  @Test func aNewMessageAfterADismissalGetsANewIdentity() {
    queue.show("Saved.")
    queue.dismiss(queue.messages[0])

    queue.show("Saved.")

    #expect(queue.messages == [TransientMessage(id: 1, text: "Saved.")])
  }
}
