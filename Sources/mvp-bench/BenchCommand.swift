import Foundation
import MVPCore

/// What `mvp-bench` was asked to do: run the benchmarks, print its usage, or run one workload as
/// a child process whose peak memory the parent measures.
struct BenchCommand: Sendable {
  /// The usage text.
  static let usage = """
    Usage: mvp-bench [--quick] [--samples N] [--only GROUP,...] [--dispatch-main] [--help]

    Measures MVPKit against hand-written floors doing the same job, alternating the two in one
    process, and prints a Markdown table: per row the median time of each, the median of the
    per-sample ratios ours / floor and its p10-p90 spread. Build it in release mode:

      swift run -c release mvp-bench

    Options:
      --quick          every benchmark with tiny counts, only to prove that it runs (CI)
      --samples N      samples per row (default 21; --quick: 3)
      --only GROUPS    comma-separated groups: \(BenchGroup.allCases.map(\.rawValue).joined(separator: ", "))
      --dispatch-main  drain the main queue with dispatchMain(), on other threads (as swift test
                       does on Linux), instead of the main thread's run loop (as an app does)
      --help, -h       show this help

    """

  private enum Mode: Sendable {
    case help
    case bench(BenchConfiguration, groups: [BenchGroup])
    case child(ChildWorkload, products: Int)
  }

  private let mode: Mode

  /// Whether the main queue is drained by `dispatchMain()` (`--dispatch-main`) rather than by the
  /// main thread's run loop.
  let drainsWithDispatchMain: Bool

  /// Parses the arguments after the program name.
  ///
  /// - Parameter arguments: The arguments.
  /// - Throws: ``BenchUsageError`` for an unknown option or a bad value.
  init(arguments: [String]) throws(BenchUsageError) {
    drainsWithDispatchMain = arguments.contains("--dispatch-main")
    if arguments.contains("--help") || arguments.contains("-h") {
      mode = .help
      return
    }
    if arguments.first == ChildWorkload.flag {
      guard arguments.count == 3, let workload = ChildWorkload(rawValue: arguments[1]),
        let products = Int(arguments[2])
      else {
        throw BenchUsageError(message: "\(ChildWorkload.flag) needs a workload and a product count")
      }
      mode = .child(workload, products: products)
      return
    }
    var quick = false
    var samples: Int?
    var groups = BenchGroup.allCases
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--quick":
        quick = true
      case "--dispatch-main":
        break
      case "--samples":
        guard let text = remaining.popFirst(), let value = Int(text), value >= 1 else {
          throw BenchUsageError(message: "--samples needs a whole number of 1 or more")
        }
        samples = value
      case "--only":
        guard let text = remaining.popFirst() else {
          throw BenchUsageError(message: "--only needs a list of groups")
        }
        groups = try text.split(separator: ",").map { (name) throws(BenchUsageError) in
          guard let group = BenchGroup(rawValue: String(name)) else {
            throw BenchUsageError(message: "unknown group '\(name)'")
          }
          return group
        }
      default:
        throw BenchUsageError(message: "unknown argument '\(argument)'")
      }
    }
    var configuration = quick ? BenchConfiguration.quick : BenchConfiguration.full
    if let samples { configuration.samples = samples }
    mode = .bench(configuration, groups: groups)
  }

  /// Runs the command.
  ///
  /// - Returns: The exit status.
  func run() async -> Int32 {
    switch mode {
    case .help:
      print(Self.usage, terminator: "")
      return 0
    case .child(let workload, let products):
      return await workload.run(products: products)
    case .bench(let configuration, let groups):
      if !drainsWithDispatchMain, await !MainActor.run(body: { MainThread.current.isCurrent }) {
        FileHandle.standardError.write(
          Data("mvp-bench: main-actor work does not run on the main thread's run loop\n".utf8))
        return 1
      }
      return await BenchSuite(configuration: configuration, groups: groups).run()
    }
  }
}
