extension Database {
  /// Brings the schema to the newest of `migrations` and checks the file belongs to the program.
  ///
  /// It first reads `PRAGMA user_version` (and `PRAGMA application_id`) without taking the write
  /// lock, so opening an up-to-date file waits for no writer. When there is something to do, one
  /// write transaction checks again, applies each migration above the file's version in order,
  /// stores the newest version and claims the file for `applicationID`. When any step throws, the
  /// file keeps its old schema and data.
  ///
  /// - Parameters:
  ///   - migrations: Every step the program knows, versions 1, 2, 3… in order. No steps stand for
  ///     schema version 0: a new file is left as it is, a file with a version is newer.
  ///   - applicationID: The program's own number for its files (`PRAGMA application_id`, for
  ///     example the four ASCII letters `0x4D56_5047`, "MVPG"), or `nil` (the default) to check
  ///     nothing. A file claimed by this number is the program's; a new file (no schema, version
  ///     0, no number) is claimed with its first migration. Any other file belongs to another
  ///     program and is left untouched, whatever its version. To adopt its own files written before
  ///     it used a number, a program first runs `migrate(_:)` without the number, with a new step
  ///     that executes `PRAGMA application_id = <number>`.
  /// - Returns: The file's version before and after, equal when nothing was to do.
  /// - Throws: ``DatabaseError/Kind/newerSchema(found:supported:)`` when the file's version is
  ///   above the newest step (it was written by a newer program; it is left alone),
  ///   ``DatabaseError/Kind/otherApplication(applicationID:)`` when the file belongs to another
  ///   program (it is left alone), ``DatabaseError/Kind/misuse`` when the versions are not
  ///   1, 2, 3… in order, a ``DatabaseError`` from SQLite, or what a step throws.
  @discardableResult
  public func migrate(
    _ migrations: [Migration], applicationID: Int32? = nil
  ) throws -> (from: Int, to: Int) {
    let versions = migrations.map(\.version)
    guard versions.elementsEqual(1..<versions.count + 1),
      let newest = Int32(exactly: versions.count)
    else {
      throw DatabaseError(
        kind: .misuse, message: "migration versions must be 1, 2, 3… in order, got \(versions)")
    }
    let state = try read { try SchemaState(reading: $0) }
    if try state.isCurrent(newest: newest, applicationID: applicationID) {
      return (state.version, state.version)
    }
    return try write { connection in
      // Another connection may have migrated the file since it was read.
      let state = try SchemaState(reading: connection)
      let claims = try !state.isCurrent(newest: newest, applicationID: applicationID)
      for migration in migrations where migration.version > state.version {
        try migration.apply(connection)
      }
      if state.version < newest { try connection.setUserVersion(newest) }
      if claims, let applicationID { try connection.setApplicationID(applicationID) }
      return (state.version, Int(newest))
    }
  }
}

/// What ``Database/migrate(_:applicationID:)`` reads of a file before changing it.
private struct SchemaState {
  let version: Int
  let applicationID: Int32
  let objectCount: Int

  init(reading connection: DatabaseConnection) throws(DatabaseError) {
    version = try connection.userVersion
    applicationID = try connection.applicationID
    objectCount = try connection.schemaObjectCount
  }

  /// Whether the file needs nothing: its version is the newest and it is claimed by `owner`.
  ///
  /// - Throws: ``DatabaseError/Kind/newerSchema(found:supported:)`` or
  ///   ``DatabaseError/Kind/otherApplication(applicationID:)`` when the file must be left alone.
  func isCurrent(newest: Int32, applicationID owner: Int32?) throws(DatabaseError) -> Bool {
    // Whose file it is comes first: another program's file says nothing about our versions.
    if let owner {
      let isNew = applicationID == 0 && objectCount == 0 && version == 0
      guard applicationID == owner || isNew else {
        let whose =
          applicationID == 0
          ? "it is not marked as this program's" : "application id \(applicationID)"
        throw DatabaseError(
          kind: .otherApplication(applicationID: applicationID),
          message: "the file belongs to another program (\(whose))")
      }
    }
    guard version <= newest else {
      throw DatabaseError(
        kind: .newerSchema(found: version, supported: Int(newest)),
        message: "the file's schema version \(version) is newer than this program's \(newest)")
    }
    return version == newest && (owner == nil || applicationID == owner)
  }
}
