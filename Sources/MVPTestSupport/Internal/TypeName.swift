/// Names types in failure messages without their module, for example `MockUserListView.Call`.
enum TypeName {
  /// The type's qualified name without its leading module name.
  ///
  /// - Parameter type: The type.
  /// - Returns: For example `MockUserListView.Call` for `FeatureTests.MockUserListView.Call`.
  static func of(_ type: Any.Type) -> String {
    let name = String(reflecting: type)
    guard let dot = name.firstIndex(of: "."), !name[..<dot].contains("<") else { return name }
    return String(name[name.index(after: dot)...])
  }
}
