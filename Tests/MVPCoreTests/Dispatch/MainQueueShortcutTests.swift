import Dispatch
import MVPCore
import Testing

/// `MainQueue.isCurrent` answers from the thread's current dispatch queue first (a few
/// nanoseconds) and only then from the queue-specific key (tens of nanoseconds). The shortcut must
/// answer `true` only where the key does, and must hit where presenters run: on the main actor and
/// in main-queue work, including under `swift test`, where that work may run on a thread that is
/// not the process's main thread.
@MainActor @Suite struct MainQueueShortcutTests {
  /// Both checks, and the combined one, from where `read` runs.
  private struct Answers: Sendable, Equatable {
    let combined: Bool
    let byKey: Bool
    let byQueue: Bool?

    static func read() -> Answers {
      Answers(
        combined: MainQueue.isCurrent, byKey: MainQueue.isCurrentByKey,
        byQueue: MainQueue.isCurrentByQueue)
    }
  }

  @Test func theShortcutIsAvailableHere() {
    #expect(MainQueue.isCurrentByQueue != nil)
  }

  @Test func theShortcutHitsOnTheMainActor() {
    #expect(Answers.read() == Answers(combined: true, byKey: true, byQueue: true))
  }

  @Test func theShortcutHitsInsideMainQueueWork() async {
    let answers = await withCheckedContinuation { continuation in
      DispatchQueue.main.async { continuation.resume(returning: Answers.read()) }
    }
    #expect(answers == Answers(combined: true, byKey: true, byQueue: true))
  }

  @Test func noCheckAnswersTrueOnBackgroundQueues() async {
    let onGlobal = await withCheckedContinuation { continuation in
      DispatchQueue.global().async { continuation.resume(returning: Answers.read()) }
    }
    let onSerial = await withCheckedContinuation { continuation in
      DispatchQueue(label: "MainQueueShortcutTests.serial").async {
        continuation.resume(returning: Answers.read())
      }
    }
    let onDetachedTask = await Task.detached { Answers.read() }.value
    let none = Answers(combined: false, byKey: false, byQueue: false)
    #expect(onGlobal == none)
    #expect(onSerial == none)
    #expect(onDetachedTask == none)
  }

  /// Work of another queue run synchronously from the main actor is on that queue, not the main
  /// one: both checks say so, as the key alone always did.
  @Test func anotherQueuesWorkRunFromTheMainActorIsNotTheMainQueue() {
    let answers = DispatchQueue(label: "MainQueueShortcutTests.sync").sync { Answers.read() }
    #expect(answers == Answers(combined: false, byKey: false, byQueue: false))
  }

  /// A queue that targets the main queue runs its work on the main queue: the key (looked up
  /// along the target chain) says so, the shortcut does not, and the combined answer is the
  /// key's, as before the shortcut.
  @Test func aQueueTargetingTheMainQueueCountsAsTheMainQueueThroughTheKey() async {
    let answers = await withCheckedContinuation { continuation in
      DispatchQueue(label: "MainQueueShortcutTests.targeting", target: .main).async {
        continuation.resume(returning: Answers.read())
      }
    }
    #expect(answers == Answers(combined: true, byKey: true, byQueue: false))
  }
}
