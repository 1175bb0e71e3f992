// expect: error: 'start(_:role:owner:dispatcher:operation:then:)' has been renamed to 'perform(_:role:owner:operation:then:)': work starts with perform
// TaskScope.start is gone (work starts one way, perform, through the screen's dispatcher); its
// old spelling names the new one instead of "cannot find".
import MVPCore

@MainActor final class Owner {}

@MainActor func oldStart(tasks: TaskScope, owner: Owner) {
  tasks.start(
    "load", owner: owner, dispatcher: MainQueueDispatcher.main,
    operation: { (completion: @escaping @Sendable (Result<Int, any Error>) -> Void) in
      completion(.success(1))
    },
    then: { _, _ in })
}
