import Foundation

/// Where ``AppRestoration`` writes its lines by default.
public enum RestorationLog {
  /// Writes `line` and a newline to standard error.
  ///
  /// - Parameter line: One line, without its newline.
  @MainActor
  public static func standardError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
