import Foundation

/// Parses the demo's command line and holds its usage text.
///
/// Accepted: `--base-url URL`, `--page-size N`, `--locale ID`, `--currency CODE`, each also as
/// `--name=value`, the flag `--verbose`, and `--help` / `-h`. Anything else is a ``UsageError``.
public enum DemoCommandLine {
  /// The usage text, several lines, ending with a newline.
  public static let usage = """
    Usage: mvp-demo [--base-url URL] [--page-size N] [--locale ID] [--currency CODE] [--verbose]
                    [--help]

    Drives the MVPKit goods and user features from a terminal. Without --base-url it serves a
    bundled sample data set in-process; reads commands from standard input (type 'help').

    Options:
      --base-url URL     A DummyJSON-compatible API root, e.g. http://127.0.0.1:8080
      --page-size N      Items per page, 1 to 100 (default \(DemoOptions.defaultPageSize))
      --locale ID        Locale for the goods texts, e.g. en_US or zh_CN
      --currency CODE    ISO 4217 currency code for prices, e.g. CNY or USD
      --verbose          Describe on standard error each list item the server sent in a form
                         the app can't read (its position, id and the field at fault)
      --help, -h         Show this help

    """

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
      guard argument.hasPrefix("--") else {
        throw UsageError("unexpected argument '\(argument)'")
      }
      if argument == "--verbose" {
        options.verbose = true
        continue
      }
      let name: String
      let value: String
      if let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        value = String(argument[argument.index(after: equals)...])
      } else {
        name = argument
        guard optionNames.contains(name) else { throw UsageError("unknown option '\(name)'") }
        guard let next = remaining.popFirst() else {
          throw UsageError("\(name) needs a value")
        }
        value = next
      }
      try apply(name, value, to: &options)
    }
    return .run(options)
  }

  private static let optionNames: Set = ["--base-url", "--page-size", "--locale", "--currency"]

  private static func apply(_ name: String, _ value: String, to options: inout DemoOptions)
    throws(UsageError)
  {
    switch name {
    case "--base-url": options.baseURL = try baseURL(value)
    case "--page-size": options.pageSize = try pageSize(value)
    case "--locale": options.localeIdentifier = try localeIdentifier(value)
    case "--currency": options.currencyCode = try currencyCode(value)
    default: throw UsageError("unknown option '\(name)'")
    }
  }

  private static func baseURL(_ text: String) throws(UsageError) -> URL {
    guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
      scheme == "http" || scheme == "https", let host = url.host, !host.isEmpty,
      url.query == nil, url.fragment == nil
    else {
      throw UsageError(
        "--base-url: '\(text)' is not an http(s) URL with a host (a path is fine; no query or "
          + "fragment)")
    }
    return url
  }

  private static func pageSize(_ text: String) throws(UsageError) -> Int {
    guard let size = Int(text), (1...maximumPageSize).contains(size) else {
      throw UsageError(
        "--page-size: expected a whole number from 1 to \(maximumPageSize), got '\(text)'")
    }
    return size
  }

  private static func localeIdentifier(_ text: String) throws(UsageError) -> String {
    let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "_-"))
    guard !text.isEmpty, text.unicodeScalars.allSatisfy({ $0.isASCII && allowed.contains($0) })
    else {
      throw UsageError("--locale: '\(text)' is not a locale identifier such as en_US")
    }
    return text
  }

  private static func currencyCode(_ text: String) throws(UsageError) -> String {
    let code = text.uppercased()
    guard Locale.commonISOCurrencyCodes.contains(code) else {
      throw UsageError("--currency: '\(text)' is not an ISO 4217 currency code such as CNY or USD")
    }
    return code
  }
}
