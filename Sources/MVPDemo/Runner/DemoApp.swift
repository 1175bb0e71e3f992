import Foundation
import MVPClock
import MVPCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The demo's entry point, shared by the `mvp-demo` executable and the in-process tests.
public enum DemoApp {
  /// How long a request to a live server may take before it fails as a timeout, in seconds.
  public static let requestTimeout: TimeInterval = 15

  /// The currency of a `--base-url` server's prices: DummyJSON's are US dollars.
  public static let liveServerCurrency = "USD"

  /// Parses the command line, connects to the bundled data set or a live server, and runs the
  /// session to the end of input, in the language of `--locale`. The help and usage errors are in
  /// that language too when the locale is known, else in English.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the program name.
  ///   - input: Where commands come from.
  ///   - output: Where screens (and `--help`) go.
  ///   - errorOutput: Where usage errors go.
  ///   - interactive: Whether to prompt rather than echo commands; an interactive session is
  ///     kept in the default state file unless `--state` names one, a scripted one only in
  ///     `--state`'s.
  ///   - variables: The environment variables the default state file is found with
  ///   (``DemoStateFile/defaultPath(environment:)``); the process's by default.
  ///   - makeScreens: Builds the screens from the environment.
  /// - Returns: The exit status: 0 after `quit`, the end of input or `--help`; 2 for a usage
  ///   error; 1 if the bundled data set cannot be loaded or no store can be created (a `--store`
  ///   file that cannot be used is reported, and the session runs with a store in memory; a
  ///   state file that cannot be written is reported after the session).
  @MainActor
  public static func run(
    arguments: [String],
    input: any LineSource,
    output: any TextOutput,
    errorOutput: any TextOutput,
    interactive: Bool,
    variables: [String: String] = ProcessInfo.processInfo.environment,
    makeScreens: (DemoEnvironment) -> any DemoScreenFactory
  ) async -> Int32 {
    let options: DemoOptions
    do {
      switch try DemoCommandLine.parse(arguments) {
      case .help:
        output.write(DemoCommandLine.usage(in: DemoCommandLine.texts(for: arguments)))
        return 0
      case .run(let parsed):
        options = parsed
      }
    } catch {
      let texts = DemoCommandLine.texts(for: arguments)
      errorOutput.write(
        "mvp-demo: \(error.message(in: texts))\n\n\(DemoCommandLine.usage(in: texts))")
      return 2
    }
    let texts = DemoTexts(locale: FeatureRootScreens.locale(for: options))
    guard let store = openStore(path: options.storePath, texts: texts, errorOutput: errorOutput)
    else { return 1 }
    let monitor = DeliveryMonitor()
    let dispatcher = NotifyingDispatcher(monitor: monitor)
    // A script's times of day are in UTC, so that its output is the same everywhere.
    let timeZone = interactive ? TimeZone.current : .gmt
    let environment: DemoEnvironment
    if let baseURL = options.baseURL {
      let configuration = URLSessionConfiguration.ephemeral
      configuration.timeoutIntervalForRequest = requestTimeout
      environment = DemoEnvironment(
        options: options, baseURL: baseURL, session: URLSession(configuration: configuration),
        dispatcher: dispatcher, currencyCode: liveServerCurrency, store: store,
        timeZone: timeZone)
    } else {
      do {
        let data = try CatalogData.bundled()
        // A script runs on a clock that moves only with `wait N`, so its output is repeatable.
        let manualClock = interactive ? nil : ManualClock(now: DemoEnvironment.scriptStart)
        let startedAt = manualClock?.now.date ?? Date()
        let server = CatalogServer(data: data, startedAt: startedAt)
        let served = InProcessCatalog(server: server)
        served.isAnswering = !options.offline
        environment = DemoEnvironment(
          options: options, baseURL: served.baseURL, session: served.session,
          dispatcher: dispatcher, currencyCode: data.currency, manualClock: manualClock,
          flashSaleWindow: server.flashSaleWindow.map { $0.start...$0.end }, store: store,
          storeSource: DemoEnvironment.bundledCatalogSource, catalog: served, timeZone: timeZone)
      } catch {
        let reason = texts.table.format("app.catalogUnavailable", "\(error)")
        errorOutput.write("mvp-demo: \(reason)\n")
        return 1
      }
    }
    let statePath =
      options.statePath ?? (interactive ? DemoStateFile.defaultPath(environment: variables) : nil)
    let stateFile = statePath.map(DemoStateFile.init(path:))
    let state = stateFile.map { file in
      DemoStateKeeping(
        store: file, now: { [clock = environment.manualClock] in clock?.now.date ?? Date() },
        log: { [verbose = options.verbose] line in
          if verbose { errorOutput.write(line + "\n") }
        })
    }
    let session = DemoSession(
      factory: makeScreens(environment), monitor: monitor, texts: texts, state: state)
    await DemoRunner(
      session: session, input: input, output: output, interactive: interactive,
      opening: options.link
    ).run()
    if let stateFile, let error = stateFile.saveError {
      errorOutput.write("mvp-demo: \(texts.sessionNotSaved(path: stateFile.path, error))\n")
    }
    withExtendedLifetime(environment) {}
    return 0
  }
}
