// expect: error: 'init(empty:errorTitle:errorMessage:skippedItems:savedCopy:)' has been renamed to 'init(empty:errorTitle:errorMessage:)'
// The list texts no longer carry the skipped and saved notices: the fix-it drops them.
import MVPCore

@MainActor func texts() -> ListTexts {
  ListTexts(empty: "No books yet.", skippedItems: { "\($0) books could not be shown." })
}
