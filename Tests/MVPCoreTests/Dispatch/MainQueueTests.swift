import Dispatch
import MVPCore
import Testing

@MainActor @Suite struct MainQueueTests {
  @Test func isCurrentOnTheMainActor() {
    #expect(MainQueue.isCurrent)
  }

  @Test func isCurrentInsideMainQueueWork() async {
    let onMain = await withCheckedContinuation { continuation in
      DispatchQueue.main.async { continuation.resume(returning: MainQueue.isCurrent) }
    }
    #expect(onMain)
  }

  @Test func isNotCurrentOnBackgroundQueues() async {
    let onGlobal = await withCheckedContinuation { continuation in
      DispatchQueue.global().async { continuation.resume(returning: MainQueue.isCurrent) }
    }
    let onSerial = await withCheckedContinuation { continuation in
      DispatchQueue(label: "MainQueueTests.serial").async {
        continuation.resume(returning: MainQueue.isCurrent)
      }
    }
    #expect(onGlobal == false)
    #expect(onSerial == false)
  }
}
