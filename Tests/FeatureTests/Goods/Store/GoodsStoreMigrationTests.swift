import Foundation
import GoodsFeature
import MVPCore
import MVPStore
import MVPTestSupport
import Testing

/// The store's schema over time (issue 14): a file written by the version that had only the cart
/// (schema 1) opens with its cart intact and gains saved goods; a newer program's file is refused
/// and left alone.
@Suite struct GoodsStoreMigrationTests {
  let directory: TemporaryDirectory
  let file: URL

  init() throws {
    directory = try TemporaryDirectory()
    file = directory.file("shop.sqlite")
  }

  /// The user version in the file's header, read by a connection of its own.
  func userVersion() throws -> Int {
    try Database(.file(file)).read { connection in
      try connection.query("SELECT user_version FROM pragma_user_version") {
        row throws(DatabaseError) in try row.int(0)
      }.first ?? -1
    }
  }

  @Test func aCartOnlyFileKeepsItsCartAndGainsSavedGoods() throws {
    do {
      let database = try Database(.file(file))
      try database.migrate(
        Array(GoodsStore.migrations.prefix(1)), applicationID: GoodsStore.applicationID)
      try database.write { connection in
        try connection.execute(
          "INSERT INTO cart_line (product_id, quantity) VALUES (?1, ?2)", .int(45), .int(2))
      }
    }
    #expect(try userVersion() == 1)
    let store = try GoodsStore(.file(file))
    #expect(try userVersion() == 2)
    #expect(try store.cartLines() == [CartLine(productID: 45, quantity: 2)])
    let page = Page(
      items: [Product(id: 45, title: "Lamp", price: 5, stock: 3)], offset: 0, total: 1)
    try store.save(
      page, source: URL(string: "https://shop.example")!, savedAt: Date(timeIntervalSince1970: 0))
    #expect(
      try store.savedPage(source: URL(string: "https://shop.example")!, offset: 0, limit: 20)?.items
        == page.items)
  }

  @Test func aNewFileStartsAtTheNewestVersion() throws {
    _ = try GoodsStore(.file(file))
    #expect(try userVersion() == GoodsStore.migrations.count)
  }

  @Test func aNewerProgramsFileIsRefusedAndLeftAlone() throws {
    do {
      let store = try GoodsStore(.file(file))
      _ = try store.addToCart(productID: 1, quantity: 1, stock: 1)
      try store.database.migrate(
        GoodsStore.migrations + [
          Migration(version: 3) { try $0.execute("CREATE TABLE wishlist (product_id INTEGER)") }
        ])
    }
    #expect {
      try GoodsStore(.file(file))
    } throws: { error in
      (error as? DatabaseError)?.kind == .newerSchema(found: 3, supported: 2)
    }
    #expect(try userVersion() == 3)
    let lines = try Database(.file(file)).read { connection in
      try connection.query("SELECT product_id, quantity FROM cart_line") {
        row throws(DatabaseError) in [try row.int(0), try row.int(1)]
      }
    }
    #expect(lines == [[1, 1]])
  }

  @Test func anotherProgramsDatabaseIsRefusedAndLeftAlone() throws {
    let other = try Database(.file(file))
    try other.write { try $0.execute("CREATE TABLE contact (name TEXT)") }
    #expect {
      try GoodsStore(.file(file))
    } throws: { error in
      (error as? DatabaseError)?.kind == .otherApplication(applicationID: 0)
    }
    let tables = try other.read { connection in
      try connection.query("SELECT name FROM sqlite_schema") { row throws(DatabaseError) in
        try row.text(0)
      }
    }
    #expect(tables == ["contact"])
  }

  @Test func anotherProgramsVersionedDatabaseIsRefusedAndLeftAlone() throws {
    try Database(.file(file)).migrate([
      Migration(version: 1) { try $0.execute("CREATE TABLE note (text TEXT)") }
    ])
    let before = try Data(contentsOf: file)
    #expect {
      try GoodsStore(.file(file))
    } throws: { error in
      (error as? DatabaseError)?.kind == .otherApplication(applicationID: 0)
    }
    #expect(try Data(contentsOf: file) == before)
  }

  @Test func aStoreFileIsMarkedAsAGoodsStore() throws {
    _ = try GoodsStore(.file(file))
    let id = try Database(.file(file)).read { connection in
      try connection.query("SELECT application_id FROM pragma_application_id") {
        row throws(DatabaseError) in try row.int(0)
      }
    }
    #expect(id == [0x4D56_5047])
  }
}
