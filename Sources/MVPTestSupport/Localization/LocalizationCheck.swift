import Foundation
import Testing

/// Records an issue for every way the string tables of `bundle` disagree with its development
/// language's: a key missing from a language or only in it, a value whose format specifiers
/// (`%1$@`, `%2$ld`, `%%`...) differ from the development value's, an empty value, or a table
/// that does not parse. Run it for each target's bundle so that a language added as a table is
/// checked without code.
///
/// - Parameters:
///   - bundle: The bundle with `<language>.lproj` folders.
///   - table: The table's name without `.strings`; `nil` (the default) for `Localizable`.
///   - developmentLocalization: The reference language; defaults to `"en"`.
///   - sourceLocation: Where issues are recorded; defaults to the caller.
/// - Returns: The number of keys of the development table (0 when it is missing, which is an
///   issue too), so a test can also check that there is something to compare.
@discardableResult
public func expectLocalizationsComplete(
  in bundle: Bundle,
  table: String? = nil,
  developmentLocalization: String = "en",
  sourceLocation: SourceLocation = #_sourceLocation
) -> Int {
  let file = "\(table ?? "Localizable").strings"
  func strings(_ localization: String) -> [String: String]? {
    let url = bundle.bundleURL.appendingPathComponent("\(localization).lproj/\(file)")
    guard let data = try? Data(contentsOf: url),
      let plist = try? PropertyListSerialization.propertyList(from: data, format: nil),
      let dictionary = plist as? [String: String]
    else { return nil }
    return dictionary
  }
  let localizations = bundle.localizations
  guard
    let reference = localizations.first(where: {
      $0.lowercased() == developmentLocalization.lowercased()
    }), let base = strings(reference)
  else {
    Issue.record(
      "no readable \(developmentLocalization).lproj/\(file) in \(bundle.bundleURL.path)",
      sourceLocation: sourceLocation)
    return 0
  }
  for localization in localizations where localization != reference {
    guard let other = strings(localization) else {
      Issue.record("\(localization).lproj/\(file) does not parse", sourceLocation: sourceLocation)
      continue
    }
    for key in Set(base.keys).subtracting(other.keys).sorted() {
      Issue.record("\(localization): missing \"\(key)\"", sourceLocation: sourceLocation)
    }
    for key in Set(other.keys).subtracting(base.keys).sorted() {
      Issue.record(
        "\(localization): \"\(key)\" is not in \(reference)", sourceLocation: sourceLocation)
    }
    for (key, value) in other.sorted(by: { $0.key < $1.key }) {
      guard let english = base[key] else { continue }
      if value.trimmingCharacters(in: .whitespaces).isEmpty {
        Issue.record("\(localization): \"\(key)\" is empty", sourceLocation: sourceLocation)
      }
      if formatSpecifiers(value) != formatSpecifiers(english) {
        let found = formatSpecifiers(value)
        let expected = formatSpecifiers(english)
        Issue.record(
          "\(localization): \"\(key)\" has specifiers \(found), \(reference) has \(expected)",
          sourceLocation: sourceLocation)
      }
    }
  }
  return base.count
}

/// The format specifiers of a template, sorted: `%1$@`, `%2$ld`, `%%`...
private func formatSpecifiers(_ template: String) -> [String] {
  var found: [String] = []
  var index = template.startIndex
  while let percent = template[index...].firstIndex(of: "%") {
    var end = template.index(after: percent)
    while end < template.endIndex, "0123456789$.-+ #hlqjztL".contains(template[end]) {
      end = template.index(after: end)
    }
    if end < template.endIndex { end = template.index(after: end) }
    found.append(String(template[percent..<end]))
    index = end
  }
  return found.sorted()
}
