/// Whether a ``Database`` may change its data.
public enum DatabaseAccess: Equatable, Sendable {
  /// Reads and writes; a missing file is created.
  case readWrite

  /// Reads only: the file must exist, and every write fails with ``DatabaseError/Kind/readOnly``.
  case readOnly
}
