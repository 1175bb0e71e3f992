import MVPStore

extension DatabaseRow {
  /// The value in `column` as the ``SQLValue`` case of its storage class, which the query
  /// selects as `typeof(value)` in `typeColumn`, read with the row's typed reader for that class.
  func storedValue(_ column: Int, typeColumn: Int) throws(DatabaseError) -> SQLValue {
    let storageClass = try text(typeColumn)
    switch storageClass {
    case "null": return isNull(column) ? .null : .text("isNull disagrees with typeof")
    case "integer": return .int(try int(column))
    case "real": return .real(try double(column))
    case "text": return .text(try text(column))
    case "blob": return .blob(try data(column))
    default: return .text("unexpected storage class \(storageClass)")
    }
  }
}
