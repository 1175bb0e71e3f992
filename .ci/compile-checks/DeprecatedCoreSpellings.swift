// expect: warning: 'TaskKey' is deprecated: renamed to 'ScreenKey'
// The last release's MVPCore spellings still compile, each with a "renamed to" fix-it:
// TaskKey, UpdateKey, DefaultDispatcher.
import MVPCore

@MainActor func oldSpellings() {
  let load: TaskKey = "load"
  let content: UpdateKey = "content"
  let dispatcher = DefaultDispatcher()
  _ = (load, content, dispatcher)
}
