// expect: warning: 'TaskKey' is deprecated: renamed to 'ScreenKey'
// The last release's MVPCore spellings still compile, each with a "renamed to" fix-it:
// TaskKey, UpdateKey, DefaultDispatcher, TaskScope.start (both forms).
import MVPCore

@MainActor final class Owner {}

@MainActor func oldSpellings(tasks: TaskScope, owner: Owner) {
  let load: TaskKey = "load"
  let content: UpdateKey = "content"
  let dispatcher = DefaultDispatcher()
  _ = (content, dispatcher)
  tasks.start(
    load, owner: owner, dispatcher: MainQueueDispatcher.main,
    operation: { (completion: @escaping @Sendable (Result<Int, any Error>) -> Void) in
      completion(.success(1))
    },
    then: { _, _ in })
}
