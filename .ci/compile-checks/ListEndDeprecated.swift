// expect: warning: 'insert(_:at:keepingAcrossReloads:)' is deprecated: insert(_:) puts an item first
// The former insert(_:at:) still compiles, with a warning naming its two replacements.
import MVPCore

struct Note: Identifiable, Sendable { let id: Int }

@MainActor func addLast(_ note: Note, to list: PagedListLoader<Note, AnyObject>) {
  list.insert(note, at: .end)
}
