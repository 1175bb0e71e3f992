import MVPStore

extension GoodsStore {
  /// The stored cart, one line per product, by product identifier.
  ///
  /// - Returns: The lines, in ascending product identifier; empty for an empty cart.
  /// - Throws: `DatabaseError` when the file cannot be read.
  public func cartLines() throws -> [CartLine] {
    try database.read { connection in
      try connection.query(
        "SELECT product_id, quantity FROM cart_line ORDER BY product_id"
      ) { row throws(DatabaseError) in
        CartLine(productID: try row.int(0), quantity: try row.int(1))
      }
    }
  }

  /// Adds units of a product to the stored cart in one write transaction, unless the cart would
  /// then hold more of it than `stock`: the stored quantity is read and changed under the
  /// database's write lock, so two programs adding at once cannot both pass the rule.
  ///
  /// - Parameters:
  ///   - productID: The product's catalogue identifier.
  ///   - quantity: The units to add, 1 or more.
  ///   - stock: The most units of the product the cart may hold.
  /// - Returns: The cart's item count afterwards (units of all products), or
  ///   ``CartError/exceedsStock(stock:inCart:)`` with nothing written.
  /// - Throws: `DatabaseError` when the file cannot be read or written.
  public func addToCart(productID: Int, quantity: Int, stock: Int) throws -> Result<Int, CartError>
  {
    try database.write { connection in
      let inCart =
        try connection.query(
          "SELECT quantity FROM cart_line WHERE product_id = ?1", .int(productID)
        ) { row throws(DatabaseError) in try row.int(0) }.first ?? 0
      // Compared as `quantity > stock - inCart` so that no quantity can overflow the sum.
      guard quantity <= stock - inCart else {
        return .failure(.exceedsStock(stock: stock, inCart: inCart))
      }
      try connection.execute(
        """
        INSERT INTO cart_line (product_id, quantity) VALUES (?1, ?2)
        ON CONFLICT (product_id) DO UPDATE SET quantity = quantity + excluded.quantity
        """, .int(productID), .int(quantity))
      let count = try connection.query(
        "SELECT coalesce(sum(quantity), 0) FROM cart_line"
      ) { row throws(DatabaseError) in try row.int(0) }
      return .success(count.first ?? 0)
    }
  }
}
