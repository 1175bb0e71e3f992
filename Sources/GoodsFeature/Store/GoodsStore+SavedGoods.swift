import Foundation
import MVPCore
import MVPNetworking
import MVPStore

extension GoodsStore {
  /// Keeps a page of a server's catalogue: each product at its position in the server's order
  /// (the page's offset plus its index in the answer, counting the items that could not be
  /// read), replacing what was kept at those positions and the same products elsewhere, and the
  /// server's total. Positions at or past ``savedProductLimit`` are not kept, nor positions at or
  /// past the new total. All of it is one write transaction.
  ///
  /// - Parameters:
  ///   - page: The page the server answered (`Page.savedAt` `nil`).
  ///   - source: The server's base URL (its ``sourceKey(for:)``): goods of one server are never
  ///     served for another.
  ///   - savedAt: When the page was fetched.
  /// - Throws: `DatabaseError` when the file cannot be written (full disk, read-only, busy), or an
  ///   `EncodingError`; nothing of the page is kept then.
  public func save(_ page: Page<Product>, source: URL, savedAt: Date) throws {
    let source = Self.sourceKey(for: source)
    let skipped = Set(page.skippedItems.map(\.index))
    var products = page.items.makeIterator()
    var rows: [(position: Int, product: Product?)] = []
    for index in 0..<page.answeredCount {
      let product = skipped.contains(index) ? nil : products.next()
      let position = page.offset + index
      if position < Self.savedProductLimit { rows.append((position, product)) }
    }
    let encoder = JSONEncoder()
    let encoded = try rows.map {
      ($0.position, try $0.product.map { try encoder.encode($0) }, $0.product?.id)
    }
    let time = savedAt.timeIntervalSince1970
    try database.write { connection in
      try connection.execute(
        """
        INSERT INTO saved_goods_list (source, total, saved_at) VALUES (?1, ?2, ?3)
        ON CONFLICT (source) DO UPDATE SET total = excluded.total, saved_at = excluded.saved_at
        """, .text(source), .int(page.total), .real(time))
      for (position, json, id) in encoded {
        // OR REPLACE drops the row at this position and the product's row elsewhere.
        try connection.execute(
          """
          INSERT OR REPLACE INTO saved_goods_position
            (source, position, product_id, product, saved_at) VALUES (?1, ?2, ?3, ?4, ?5)
          """, .text(source), .int(position), id.map { .int($0) } ?? .null,
          json.map { .blob($0) } ?? .null, .real(time))
      }
      try connection.execute(
        "DELETE FROM saved_goods_position WHERE source = ?1 AND position >= ?2",
        .text(source), .int(page.total))
      try forgetOldSources(connection)
    }
  }

  /// The kept page of `source` that starts at `offset`: the products kept at consecutive
  /// positions from `offset`, at most `limit`, stopping at the first position not kept.
  ///
  /// - Parameters:
  ///   - source: The server's base URL, as given to ``save(_:source:savedAt:)``.
  ///   - offset: The position of the first product, 0 or more.
  ///   - limit: The most positions to read, 1 or more.
  /// - Returns: The page, with the server's last total, positions that hold no readable product
  ///   counted in `Page.omittedCount` (so paging stays right), and
  ///   `Page.savedAt` the oldest saving among its positions; `nil` when nothing is
  ///   kept at `offset`.
  /// - Throws: `DatabaseError` when the file cannot be read.
  public func savedPage(source: URL, offset: Int, limit: Int) throws -> Page<Product>? {
    let source = Self.sourceKey(for: source)
    let (total, rows) = try database.read { connection in
      let total = try connection.query(
        "SELECT total FROM saved_goods_list WHERE source = ?1", .text(source)
      ) { row throws(DatabaseError) in try row.int(0) }.first
      let rows = try connection.query(
        """
        SELECT position, product, saved_at FROM saved_goods_position
        WHERE source = ?1 AND position >= ?2 AND position < ?3 ORDER BY position
        """, .text(source), .int(offset), .int(offset + max(1, limit))
      ) { row throws(DatabaseError) in
        (try row.int(0), row.isNull(1) ? nil : try row.data(1), try row.double(2))
      }
      return (total, rows)
    }
    guard let total else { return nil }
    let decoder = JSONDecoder()
    var items: [Product] = []
    var unreadable = 0
    var oldest = Double.infinity
    for (expected, (position, json, time)) in zip(offset..., rows) {
      // A position that is not kept ends the run; one kept without a readable product is counted.
      guard position == expected else { break }
      oldest = min(oldest, time)
      if let product = json.flatMap({ try? decoder.decode(Product.self, from: $0) }) {
        items.append(product)
      } else {
        unreadable += 1
      }
    }
    guard oldest.isFinite else { return nil }
    return Page(
      items: items, offset: offset, total: total, omittedCount: unreadable,
      savedAt: Date(timeIntervalSince1970: oldest))
  }

  /// A product kept for a server, such as one in the cart or one opened while the server cannot
  /// be reached, and when it was saved.
  ///
  /// - Parameters:
  ///   - id: The product's catalogue identifier.
  ///   - source: The server's base URL.
  /// - Returns: The product with `GoodsAnswer.savedAt` set, or `nil` when none is kept (or it cannot
  ///   be read).
  /// - Throws: `DatabaseError` when the file cannot be read.
  public func savedProduct(id: Int, source: URL) throws -> GoodsAnswer<Product>? {
    let row = try database.read { connection in
      try connection.query(
        """
        SELECT product, saved_at FROM saved_goods_position
        WHERE source = ?1 AND product_id = ?2
        """, .text(Self.sourceKey(for: source)), .int(id)
      ) { row throws(DatabaseError) in (try row.data(0), try row.double(1)) }.first
    }
    guard let (json, time) = row,
      let product = try? JSONDecoder().decode(Product.self, from: json)
    else { return nil }
    return GoodsAnswer(product, savedAt: Date(timeIntervalSince1970: time))
  }

  /// Replaces a kept product with a newer answer of the server (its detail), where the product
  /// is kept; a product not kept is not added (its position in the catalogue is unknown).
  ///
  /// - Parameters:
  ///   - product: The server's product.
  ///   - source: The server's base URL.
  ///   - savedAt: When it was fetched.
  /// - Throws: `DatabaseError` when the file cannot be written, or an `EncodingError`.
  public func update(_ product: Product, source: URL, savedAt: Date) throws {
    let json = try JSONEncoder().encode(product)
    try database.write { connection in
      try connection.execute(
        """
        UPDATE saved_goods_position SET product = ?1, saved_at = ?2
        WHERE source = ?3 AND product_id = ?4
        """, .blob(json), .real(savedAt.timeIntervalSince1970),
        .text(Self.sourceKey(for: source)), .int(product.id))
    }
  }

  /// The text a server's goods are kept under: its base URL with the scheme and host in lower
  /// case, and its default port (80 for http, 443 for https) and trailing slashes left out, so
  /// that `https://Shop.example:443/api/` and `https://shop.example/api` share their goods while
  /// another scheme, host, port or path does not.
  ///
  /// - Parameter url: A server's base URL.
  /// - Returns: The key, for example `https://shop.example/api`.
  public static func sourceKey(for url: URL) -> String {
    guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true) else {
      return url.absoluteString
    }
    components.scheme = components.scheme?.lowercased()
    components.host = components.host?.lowercased()
    if (components.scheme, components.port) == ("http", 80)
      || (components.scheme, components.port) == ("https", 443)
    {
      components.port = nil
    }
    while components.path.hasSuffix("/") { components.path.removeLast() }
    return components.string ?? url.absoluteString
  }

  /// Forgets the goods of the sources saved longest ago, beyond ``savedSourceLimit``.
  private func forgetOldSources(_ connection: DatabaseConnection) throws {
    let old = try connection.query(
      "SELECT source FROM saved_goods_list ORDER BY saved_at DESC LIMIT -1 OFFSET ?1",
      .int(Self.savedSourceLimit)
    ) { row throws(DatabaseError) in try row.text(0) }
    for source in old {
      try connection.execute("DELETE FROM saved_goods_position WHERE source = ?1", .text(source))
      try connection.execute("DELETE FROM saved_goods_list WHERE source = ?1", .text(source))
    }
  }
}
