import Foundation
import MVPCore
import MVPLocalization
import MVPNetworking
import MVPStore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// The HTTP, localization and store articles' examples.

struct NotesAnswer: Decodable, Sendable {
  let notes: DecodedItems<Note>  // a bad record is skipped and named, the page still shows
  let skip: Int
  let total: Int
}

struct HTTPNoteService: NoteService {
  let client: JSONHTTPClient

  func notes(offset: Int, limit: Int) async throws -> Page<Note> {
    let request = try client.makeRequest(
      .get, path: ["notes"],
      query: [.init(name: "skip", value: "\(offset)"), .init(name: "limit", value: "\(limit)")])
    let answer = try await client.send(request, as: NotesAnswer.self)
    return Page(
      items: answer.notes.items, offset: answer.skip, total: answer.total,
      skippedItems: answer.notes.failures)
  }

  func save(_ note: Note) async throws -> Note {
    let request = try client.makeRequest(.put, path: ["notes", "\(note.id)"], body: note)
    return try await client.send(request, as: Note.self)
  }
}

func notesCount(_ count: Int, in bundle: Bundle) -> String {
  let strings = StringTable(bundle: bundle, locale: Locale(identifier: "zh-Hans"))
  return strings.plural("notes.count", count: count, count)  // notes.count.one or .other
}

func keepNote(_ userText: String, at url: URL) throws -> [String] {
  let database = try Database(.file(url))  // WAL mode, created when missing
  try database.migrate([
    Migration(version: 1) { connection in
      try connection.execute(
        "CREATE TABLE note (id INTEGER PRIMARY KEY, text TEXT NOT NULL)")
    }
  ])
  try database.write { connection in
    try connection.execute("INSERT INTO note (text) VALUES (?1)", .text(userText))
  }
  let notes = try database.read { connection in
    try connection.query("SELECT text FROM note ORDER BY id") { row throws(DatabaseError) in
      try row.text(0)
    }
  }
  return notes
}
