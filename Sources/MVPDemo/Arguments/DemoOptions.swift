import Foundation

/// The demo's settings, read from its command line by ``DemoCommandLine/parse(_:)``.
public struct DemoOptions: Equatable, Sendable {
  /// The default number of items per page.
  public static let defaultPageSize = 20

  /// The root of a live DummyJSON-compatible API, or `nil` to serve the bundled data set
  /// in-process.
  public var baseURL: URL?

  /// Items per page of the goods and user lists, 1 to 100.
  public var pageSize: Int

  /// The locale of every text and format (for example `en_US`, `zh-Hans` or `zh_CN`), one the
  /// system knows (``DemoCommandLine/isKnownLocale(_:)``), or `nil` for English.
  public var localeIdentifier: String?

  /// The ISO 4217 currency code for prices (for example `CNY` or `USD`), or `nil` for the data's
  /// own: the bundled catalogue's declared currency, US dollars from a `--base-url` server.
  public var currencyCode: String?

  /// Whether to describe on standard error each list item the server sent in a form the app
  /// cannot read (its index, `id` and the JSON path where decoding stopped), and each failure of
  /// the store: `--verbose`.
  public var verbose: Bool

  /// The database file keeping the cart and the goods fetched (`--store PATH`), opened or
  /// created at start; `nil` for a store in memory, which lasts as long as the run.
  public var storePath: String?

  /// Whether the bundled catalogue's server starts down (`--offline`): every request fails as
  /// when a server cannot be reached, so lists show the goods saved in the store.
  public var offline: Bool

  /// The file the session is kept in (`--state FILE`): restored at start, saved on `quit` and
  /// at the end of input; `nil` for the default (``DemoStateFile/defaultPath(environment:)``
  /// interactively, none in a script).
  public var statePath: String?

  /// The deep link to open at start (`--open URL`), over the restored session; `nil` for none.
  public var link: URL?

  /// Creates settings.
  ///
  /// - Parameters:
  ///   - baseURL: A live API root, or `nil` for the bundled data set.
  ///   - pageSize: Items per page; defaults to ``defaultPageSize``.
  ///   - localeIdentifier: A locale identifier, or `nil`.
  ///   - currencyCode: A currency code, or `nil`.
  ///   - verbose: Whether to describe unreadable items on standard error; defaults to `false`.
  ///   - storePath: A database file, or `nil` (the default) for a store in memory.
  ///   - offline: Whether the bundled server starts down; defaults to `false`.
  ///   - statePath: The file the session is kept in, or `nil` (the default) for the default.
  ///   - link: A deep link to open at start, or `nil` (the default).
  public init(
    baseURL: URL? = nil,
    pageSize: Int = DemoOptions.defaultPageSize,
    localeIdentifier: String? = nil,
    currencyCode: String? = nil,
    verbose: Bool = false,
    storePath: String? = nil,
    offline: Bool = false,
    statePath: String? = nil,
    link: URL? = nil
  ) {
    self.baseURL = baseURL
    self.pageSize = pageSize
    self.localeIdentifier = localeIdentifier
    self.currencyCode = currencyCode
    self.verbose = verbose
    self.storePath = storePath
    self.offline = offline
    self.statePath = statePath
    self.link = link
  }
}
