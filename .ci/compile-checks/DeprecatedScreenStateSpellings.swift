// expect: warning: 'skippedItemsNotice' is deprecated: renamed to 'skippedNotice'
// The last release's screen-state spellings still compile, with a "renamed to" fix-it.
import MVPScreenState

@MainActor func oldNoticeSpellings(model: ListScreenModel<String>) {
  model.showSkippedItemsNotice("2 items could not be shown.")
  _ = model.skippedItemsNotice
}
