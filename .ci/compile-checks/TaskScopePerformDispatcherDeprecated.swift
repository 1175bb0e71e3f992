// expect: warning: 'perform(_:role:owner:dispatcher:operation:then:)' is deprecated: the screen's dispatcher is used; pass it to ScreenLifecycle(dispatcher:)
// Issue 27, item 6: the old spelling that named a dispatcher per call still compiles, with a
// fix-it message; the scope's dispatcher (TaskScope(dispatcher:)) replaces it.
import MVPCore

@MainActor final class Owner {}

@MainActor func save(in scope: TaskScope, owner: Owner) {
  scope.perform(
    "save", role: .write, owner: owner, dispatcher: .main,
    operation: { (completion: @escaping @Sendable (Result<Int, any Error>) -> Void) in
      completion(.success(1))
      return CancellationHandle()
    },
    then: { _, _ in })
}
