extension Database {
  /// Brings the schema to the newest of `migrations`: in one write transaction it reads
  /// `PRAGMA user_version`, applies each migration above it in order, and stores the newest
  /// version. When any step throws, the file keeps its old schema and data.
  ///
  /// - Parameter migrations: Every step the program knows, versions 1, 2, 3… in order. No steps
  ///   stand for schema version 0: a new file is left as it is, a file with a version is newer.
  /// - Returns: The file's version before and after, equal when nothing was to do.
  /// - Throws: ``DatabaseError/Kind/newerSchema(found:supported:)`` when the file's version is
  ///   above the newest step (it was written by a newer program; it is left alone),
  ///   ``DatabaseError/Kind/misuse`` when the versions are not 1, 2, 3… in order, a
  ///   ``DatabaseError`` from SQLite, or what a step throws.
  @discardableResult
  public func migrate(_ migrations: [Migration]) throws -> (from: Int, to: Int) {
    let versions = migrations.map(\.version)
    guard versions.elementsEqual(1..<versions.count + 1),
      let newest = Int32(exactly: versions.count)
    else {
      throw DatabaseError(
        kind: .misuse, message: "migration versions must be 1, 2, 3… in order, got \(versions)")
    }
    return try write { connection in
      let found = try connection.userVersion
      guard found <= newest else {
        throw DatabaseError(
          kind: .newerSchema(found: found, supported: Int(newest)),
          message: "the file's schema version \(found) is newer than this program's \(newest)")
      }
      for migration in migrations where migration.version > found {
        try migration.apply(connection)
      }
      if found < newest { try connection.setUserVersion(newest) }
      return (found, Int(newest))
    }
  }
}
