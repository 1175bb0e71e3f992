import Foundation

/// Parses the demo's command line and holds its usage text.
///
/// Accepted: `--base-url URL`, `--page-size N`, `--locale ID`, `--currency CODE`, `--store PATH`,
/// `--state FILE`, `--open URL`, each also as `--name=value`, the flags `--offline` and
/// `--verbose`, and `--help` / `-h`. Anything else is a ``UsageError``: among others a
/// `--base-url` port outside 1–65535, a locale the system does not know (``isKnownLocale(_:)``),
/// an empty `--store` or `--state` path, an `--open` that is not a URL, and `--offline` with
/// `--base-url` (only the bundled server can be taken down).
public enum DemoCommandLine {
  /// The usage text in English, several lines, ending with a newline.
  public static var usage: String {
    usage(in: .english)
  }

  /// The usage text: the options, then the interactive commands (as `help` lists them).
  ///
  /// - Parameter texts: The language to use.
  /// - Returns: Several lines, ending with a newline.
  public static func usage(in texts: DemoTexts) -> String {
    let table = texts.table
    let options: [(String, String)] = [
      (table.string("usage.option.baseURL"), table.string("usage.baseURL")),
      (
        table.string("usage.option.pageSize"),
        table.format("usage.pageSize", DemoOptions.defaultPageSize, maximumPageSize)
      ),
      (table.string("usage.option.locale"), table.string("usage.locale")),
      (table.string("usage.option.currency"), table.string("usage.currency")),
      (table.string("usage.option.store"), table.string("usage.store")),
      (table.string("usage.option.state"), table.string("usage.state")),
      (table.string("usage.option.open"), table.string("usage.open")),
      (table.string("usage.option.offline"), table.string("usage.offline")),
      (table.string("usage.option.verbose"), table.string("usage.verbose")),
      (table.string("usage.option.help"), table.string("usage.help")),
    ]
    let width = (options.map { DisplayWidth.of($0.0) }.max() ?? 0) + 2
    let indent = String(repeating: " ", count: width + 2)
    var lines = [
      table.string("usage.synopsis"), "", table.string("usage.summary"), "",
      table.string("usage.options"),
    ]
    for (option, description) in options {
      let parts = description.components(separatedBy: "\n")
      lines.append("  " + DisplayWidth.padded(option, to: width) + parts[0])
      lines += parts.dropFirst().map { indent + $0 }
    }
    lines += ["", table.string("usage.commands")]
    lines += DemoHelp.lines(texts).map { "  " + $0 }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The largest accepted page size.
  public static let maximumPageSize = 100

  /// Parses the arguments that follow the program name.
  ///
  /// - Parameter arguments: The arguments, without the program name.
  /// - Returns: ``DemoInvocation/help`` if `--help` or `-h` appears anywhere, otherwise the
  ///   settings to run with.
  /// - Throws: ``UsageError`` for an unknown option, a missing value, a stray argument, or a value
  ///   that is not valid for its option.
  public static func parse(_ arguments: [String]) throws(UsageError) -> DemoInvocation {
    if arguments.contains(where: { $0 == "--help" || $0 == "-h" }) { return .help }
    var options = DemoOptions()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      guard argument.hasPrefix("--") else { throw .unexpectedArgument(argument) }
      if argument == "--verbose" || argument == "--offline" {
        if argument == "--verbose" { options.verbose = true } else { options.offline = true }
        continue
      }
      let name: String
      let value: String
      if let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        value = String(argument[argument.index(after: equals)...])
      } else {
        name = argument
        guard optionNames.contains(name) else { throw .unknownOption(name) }
        guard let next = remaining.popFirst() else { throw .missingValue(option: name) }
        value = next
      }
      try apply(name, value, to: &options)
    }
    if options.offline, options.baseURL != nil { throw .offlineNeedsBundledCatalog }
    return .run(options)
  }

  /// The texts for the help and the usage errors of `arguments`: in the language of their last
  /// `--locale` when the system knows it, else English.
  ///
  /// - Parameter arguments: The arguments after the program name, valid or not.
  /// - Returns: The texts.
  public static func texts(for arguments: [String]) -> DemoTexts {
    var identifier: String?
    for (index, argument) in arguments.enumerated() {
      if argument == "--locale", index + 1 < arguments.count {
        identifier = arguments[index + 1]
      } else if argument.hasPrefix("--locale=") {
        identifier = String(argument.dropFirst("--locale=".count))
      }
    }
    guard let identifier, isKnownLocale(identifier) else { return .english }
    return DemoTexts(locale: Locale(identifier: identifier))
  }

  /// Whether the system knows the locale `identifier` names: letters, digits, `_` and `-` only,
  /// and, with `-` read as `_` and case ignored, one of `Locale.availableIdentifiers`, or the
  /// likely full form of one (`zh_CN` is `zh_Hans_CN`, `zh-TW` is `zh_Hant_TW`). So `en`,
  /// `en_US`, `zh-Hans`, `zh_CN` and `fr` are known; `xx`, `en_XX` and `en US` are not. A known
  /// locale without a string table of its own (`fr`) gets English texts and its own formats.
  ///
  /// - Parameter identifier: The value of `--locale`.
  /// - Returns: Whether it is known.
  public static func isKnownLocale(_ identifier: String) -> Bool {
    let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "_-"))
    guard !identifier.isEmpty, identifier.count <= 64,
      identifier.unicodeScalars.allSatisfy({ $0.isASCII && allowed.contains($0) })
    else { return false }
    let available = Set(Locale.availableIdentifiers.map { $0.lowercased() })
    let normalized = identifier.replacingOccurrences(of: "-", with: "_").lowercased()
    if available.contains(normalized) { return true }
    let language = Locale.Language(identifier: normalized.replacingOccurrences(of: "_", with: "-"))
    let maximal = Locale.Language(identifier: language.maximalIdentifier)
    guard let code = maximal.languageCode?.identifier, let region = maximal.region?.identifier,
      let script = maximal.script?.identifier
    else { return false }
    return available.contains("\(code)_\(script)_\(region)".lowercased())
  }

  private static let optionNames: Set = [
    "--base-url", "--page-size", "--locale", "--currency", "--store", "--state", "--open",
  ]

  private static func apply(_ name: String, _ value: String, to options: inout DemoOptions)
    throws(UsageError)
  {
    switch name {
    case "--base-url": options.baseURL = try baseURL(value)
    case "--page-size": options.pageSize = try pageSize(value)
    case "--locale":
      guard isKnownLocale(value) else { throw .unknownLocale(value) }
      options.localeIdentifier = value
    case "--currency": options.currencyCode = try currencyCode(value)
    case "--store":
      guard !value.isEmpty else { throw .emptyStorePath }
      options.storePath = value
    case "--state":
      guard !value.isEmpty else { throw .emptyStatePath }
      options.statePath = value
    case "--open":
      guard !value.isEmpty, let url = URL(string: value) else { throw .invalidLink(value) }
      options.link = url
    default: throw .unknownOption(name)
    }
  }

  private static func baseURL(_ text: String) throws(UsageError) -> URL {
    guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
      scheme == "http" || scheme == "https", let host = url.host, !host.isEmpty,
      url.query == nil, url.fragment == nil
    else { throw .invalidBaseURL(text) }
    if let port = url.port, !(1...65535).contains(port) { throw .portOutOfRange(text) }
    // URLSession on Linux refuses `HTTP://`: schemes are case-insensitive (RFC 3986 §3.1), so
    // the URL is sent in lower case.
    guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
      throw .invalidBaseURL(text)
    }
    components.scheme = scheme
    return components.url ?? url
  }

  private static func pageSize(_ text: String) throws(UsageError) -> Int {
    guard let size = Int(text), (1...maximumPageSize).contains(size) else {
      throw .invalidPageSize(text)
    }
    return size
  }

  private static func currencyCode(_ text: String) throws(UsageError) -> String {
    let code = text.uppercased()
    guard Locale.commonISOCurrencyCodes.contains(code) else { throw .invalidCurrency(text) }
    return code
  }
}
