import Dispatch
import MVPCore
import MVPTestSupport
import Testing

@Suite struct CancellationHandleTests {
  @Test func runsItsClosureOnceOnTheFirstCancel() {
    let runs = LockedValue(0)
    let handle = CancellationHandle { runs.mutate { $0 += 1 } }
    #expect(!handle.isCancelled)
    #expect(runs.value == 0)
    handle.cancel()
    #expect(handle.isCancelled)
    #expect(runs.value == 1)
    handle.cancel()
    #expect(runs.value == 1)
  }

  @Test func runsItsClosureOnceWhenCancelledFromManyThreadsAtOnce() {
    let runs = LockedValue(0)
    let handle = CancellationHandle { runs.mutate { $0 += 1 } }
    DispatchQueue.concurrentPerform(iterations: 64) { _ in handle.cancel() }
    #expect(runs.value == 1)
    #expect(handle.isCancelled)
  }

  @Test func worksWithoutAClosure() {
    let handle = CancellationHandle()
    handle.cancel()
    handle.cancel()
    #expect(handle.isCancelled)
  }

  @Test func releasesItsClosureAfterCancelling() {
    final class Resource: Sendable {}
    weak var weakResource: Resource?
    let handle: CancellationHandle
    do {
      let resource = Resource()
      weakResource = resource
      handle = CancellationHandle { withExtendedLifetime(resource) {} }
    }
    #expect(weakResource != nil)
    handle.cancel()
    #expect(weakResource == nil)
  }
}
