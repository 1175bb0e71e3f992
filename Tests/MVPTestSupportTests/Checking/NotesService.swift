import MVPTestSupport

/// The notes service, as stubs: loading the notes (a read) and saving them (a write).
struct NotesService: Sendable {
  let notes = AsyncStub<Void, [String]>()
  let save = AsyncStub<Void, Void>()
}
