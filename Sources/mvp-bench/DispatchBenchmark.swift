import Dispatch
import MVPCore

/// `MainQueueDispatcher` against the floors of its two paths:
/// - already on the main queue, against calling the closure directly;
/// - from another thread, the main queue's cost per item against raw
///   `DispatchQueue.main.async`: the main queue is held by a gate while the items are posted,
///   then the time from the first item to the last is what the main queue spent on them.
enum DispatchBenchmark {
  /// Counts calls on the main actor.
  @MainActor
  final class CallCounter {
    private(set) var count = 0

    func increment() {
      count += 1
    }
  }

  static func run(_ configuration: BenchConfiguration) async -> BenchReport {
    var report = await onMain(configuration)
    report.append(hop(configuration))
    return report
  }

  @MainActor
  private static func onMain(_ configuration: BenchConfiguration) -> BenchReport {
    let counter = CallCounter()
    let dispatcher: any Dispatcher = .main
    // Opaque to the optimizer, as a presenter's callback is to the dispatcher: a floor handed
    // the literal closure is specialized for it, with the call gone and the body inlined.
    let work = opaque { counter.increment() }
    let repetitions = configuration.repetitions
    let comparison = Comparison.measure(
      samples: configuration.samples, warmUp: configuration.warmUpSamples,
      ours: {
        Stopwatch.nanoseconds {
          for _ in 0..<repetitions { dispatcher.dispatch(work) }
        } / Double(repetitions)
      },
      floor: {
        Stopwatch.nanoseconds {
          for _ in 0..<repetitions { callDirectly(work) }
        } / Double(repetitions)
      })
    var report = BenchReport()
    report.add(
      "`MainQueueDispatcher` on the main queue vs a direct closure call", comparison, goal: "≤ 3×")
    let allocations = AllocationCounter.perOperation(repetitions) {
      for _ in 0..<repetitions { dispatcher.dispatch(work) }
    }
    report.add(
      BenchReport.Row(
        measure: "allocations per dispatch on the main queue",
        ours: AllocationCounter.text(allocations), floor: "0", ratio: "", goal: ""))
    precondition(counter.count > 0)
    return report
  }

  /// `work` as a value the optimizer cannot see through: no caller is specialized for it.
  @inline(never)
  private static func opaque(
    _ work: @escaping @MainActor @Sendable () -> Void
  ) -> @MainActor @Sendable () -> Void {
    work
  }

  /// The floor of the on-main path: a call of the closure, kept out of line so that the optimizer
  /// cannot fold the loop of calls into one addition.
  @inline(never)
  @MainActor
  private static func callDirectly(_ work: @MainActor () -> Void) {
    work()
  }

  /// Runs on a thread of the cooperative pool, never the main queue.
  private static func hop(_ configuration: BenchConfiguration) -> BenchReport {
    let items = max(2, configuration.repetitions / 4)
    let dispatcher: any Dispatcher = .main
    var posting = Comparison()
    let mainSide = Comparison.measure(
      samples: configuration.samples, warmUp: configuration.warmUpSamples,
      ours: {
        let (main, post) = hop(items) { probe in dispatcher.dispatch { probe.tick() } }
        posting.ours.values.append(post)
        return main
      },
      floor: {
        let (main, post) = hop(items) { probe in DispatchQueue.main.async { probe.tick() } }
        posting.floor.values.append(post)
        return main
      })
    let warmUp = configuration.warmUpSamples
    posting.ours.values.removeFirst(min(warmUp, posting.ours.values.count))
    posting.floor.values.removeFirst(min(warmUp, posting.floor.values.count))
    var report = BenchReport()
    report.add(
      "dispatcher hop, main-queue side, vs raw `DispatchQueue.main.async`", mainSide,
      goal: "≤ 2×")
    report.add("dispatcher hop, posting side, vs raw `DispatchQueue.main.async`", posting)
    return report
  }

  /// Posts `items` items while the main queue is held, then releases it and waits for them.
  ///
  /// - Parameters:
  ///   - items: How many items.
  ///   - post: Posts one item that calls the probe's `tick()` on the main queue.
  /// - Returns: Nanoseconds per item on the main queue and on the posting thread.
  private static func hop(_ items: Int, post: (HopProbe) -> Void) -> (main: Double, post: Double) {
    let probe = HopProbe(expected: items)
    let gate = DispatchSemaphore(value: 0)
    DispatchQueue.main.async { gate.wait() }
    let posting = Stopwatch.nanoseconds {
      for _ in 0..<items { post(probe) }
    }
    gate.signal()
    probe.finished.wait()
    return (probe.nanosecondsPerItem, posting / Double(items))
  }
}
