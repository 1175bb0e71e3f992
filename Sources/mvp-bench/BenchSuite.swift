import Foundation
import MVPCore

/// Runs the selected benchmark groups and prints their table.
struct BenchSuite: Sendable {
  /// How much to measure.
  let configuration: BenchConfiguration
  /// The groups to run, in order.
  let groups: [BenchGroup]

  /// Runs the groups, printing each group's rows as it finishes and the whole table at the end.
  ///
  /// - Returns: The exit status: 0, or 1 when a benchmark found its code misbehaving (for
  ///   example a module that survived its release).
  func run() async -> Int32 {
    guard await MainActor.run(body: { MainQueue.isCurrent }) else {
      write("mvp-bench: main-actor work does not run on the main queue; cannot measure hops\n")
      return 1
    }
    write(header + "\n")
    var report = BenchReport()
    for group in groups {
      let started = Stopwatch.now()
      let part: BenchReport
      do {
        part = try await run(group)
      } catch {
        write("mvp-bench: \(group.rawValue): \(error.message)\n")
        return 1
      }
      let seconds = Double(Stopwatch.now() - started) / 1e9
      write("\(group.rawValue): \(SampleSet.format(seconds)) s\n")
      report.append(part)
    }
    write("\n" + report.text)
    return 0
  }

  private func run(_ group: BenchGroup) async throws(BenchFailure) -> BenchReport {
    switch group {
    case .paging: PagingBenchmark.run(configuration)
    case .list: try await listGroup()
    case .cells: CellBenchmark.run(configuration)
    case .binding: await BindingBenchmark.run(configuration)
    case .dispatch: await DispatchBenchmark.run(configuration)
    case .modules: try await ModuleBenchmark.run(configuration)
    case .decoding: try DecodingBenchmark.run(configuration)
    case .store: try StoreBenchmark.run(configuration)
    case .memory: try PeakMemoryBenchmark.run(configuration)
    }
  }

  /// The `list` group: the goods list's next page, then whole-list updates.
  private func listGroup() async throws(BenchFailure) -> BenchReport {
    var report = try await GoodsListBenchmark.run(configuration)
    report.append(try await WholeListBenchmark.run(configuration))
    return report
  }

  /// Writes `text` to standard output at once, unbuffered.
  private func write(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  private var header: String {
    #if DEBUG
      let build = "debug build: numbers are not meaningful, use -c release"
    #else
      let build = "release build"
    #endif
    let mode =
      configuration.isQuick
      ? "quick mode: proves the benchmarks run, numbers mean nothing" : "full mode"
    return """
      mvp-bench: \(build); \(mode); \(configuration.samples) samples per row, \
      \(ProcessInfo.processInfo.activeProcessorCount) cores
      """
  }
}
