// expect: pass
// The fixed form of the two *Deprecated.swift snippets: the screen is given its dispatcher once;
// its work and its loaders' ServiceCall.callbacks name none.
import MVPCore

@MainActor final class Owner {}

@MainActor func save(owner: Owner) -> ScreenLifecycle<AnyObject> {
  let screen = ScreenLifecycle<AnyObject>(dispatcher: .main)
  screen.tasks.perform(
    "save", role: .write, owner: owner,
    operation: { (completion: @escaping @Sendable (Result<Int, any Error>) -> Void) in
      completion(.success(1))
      return CancellationHandle()
    },
    then: { _, _ in })
  return screen
}

let call = ServiceCall<Int, String>.callbacks { id, completion in
  completion(.success("\(id)"))
  return CancellationHandle()
}
