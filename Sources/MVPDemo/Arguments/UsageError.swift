/// A command line the demo cannot run with; the demo prints ``message(in:)`` and the usage text to
/// standard error and exits with status 2.
///
/// Text from the command line is repeated clipped (at most 60 characters and the length).
public enum UsageError: Error, Equatable, Sendable {
  /// An argument that is not an option.
  case unexpectedArgument(String)
  /// An option the demo does not have.
  case unknownOption(String)
  /// An option given last without its value.
  case missingValue(option: String)
  /// A `--base-url` that is not an http(s) URL with a host, or has a query or fragment.
  case invalidBaseURL(String)
  /// A `--base-url` whose port is not from 1 to 65535.
  case portOutOfRange(String)
  /// A `--page-size` that is not a whole number from 1 to ``DemoCommandLine/maximumPageSize``.
  case invalidPageSize(String)
  /// A `--locale` this system does not know (see ``DemoCommandLine/isKnownLocale(_:)``).
  case unknownLocale(String)
  /// A `--currency` that is not an ISO 4217 code.
  case invalidCurrency(String)
  /// A `--store` whose path is empty.
  case emptyStorePath
  /// `--offline` with `--base-url`: only the bundled catalogue's server can be taken down.
  case offlineNeedsBundledCatalog
  /// A `--state` whose path is empty.
  case emptyStatePath
  /// An `--open` that is not a URL at all (empty, or text Foundation cannot read as one); a URL
  /// that opens no screen is not a usage error (the demo says why and starts without it).
  case invalidLink(String)

  /// The explanation in English, one line, for example
  /// `--page-size: expected a whole number from 1 to 100, got 'abc'`.
  public var message: String {
    message(in: .english)
  }

  /// The explanation, one line.
  ///
  /// - Parameter texts: The language to use.
  /// - Returns: The line, without the `mvp-demo: ` prefix.
  public func message(in texts: DemoTexts) -> String {
    let table = texts.table
    switch self {
    case .unexpectedArgument(let text):
      return table.format("usage.error.unexpectedArgument", texts.clipped(text))
    case .unknownOption(let text):
      return table.format("usage.error.unknownOption", texts.clipped(text))
    case .missingValue(let option):
      return table.format("usage.error.missingValue", option)
    case .invalidBaseURL(let text):
      return table.format("usage.error.baseURL", texts.clipped(text))
    case .portOutOfRange(let text):
      return table.format("usage.error.port", texts.clipped(text))
    case .invalidPageSize(let text):
      return table.format(
        "usage.error.pageSize", DemoCommandLine.maximumPageSize, texts.clipped(text))
    case .unknownLocale(let text):
      return table.format("usage.error.locale", texts.clipped(text))
    case .invalidCurrency(let text):
      return table.format("usage.error.currency", texts.clipped(text))
    case .emptyStorePath:
      return table.string("usage.error.store")
    case .offlineNeedsBundledCatalog:
      return table.string("usage.error.offline")
    case .emptyStatePath:
      return table.string("usage.error.state")
    case .invalidLink(let text):
      return table.format("usage.error.open", texts.clipped(text))
    }
  }
}
