import MVPCore

/// `ViewBinding.update` with a visible view attached, under each delivery policy, against the
/// floor: the same call on a weak reference to the view (`view?.ping()`).
@MainActor
enum BindingBenchmark {
  /// The floor: a presenter's plain weak reference to its view.
  @MainActor
  final class WeakView {
    weak var view: (any PingView)?
  }

  static func run(_ configuration: BenchConfiguration) -> BenchReport {
    let counter = PingCounter()
    let floorView = WeakView()
    floorView.view = counter
    let binding = ViewBinding<any PingView>()
    binding.attach(counter)
    let key = ScreenKey("bench.state")
    let repetitions = configuration.repetitions
    let floor = {
      Stopwatch.nanoseconds {
        for _ in 0..<repetitions { floorView.view?.ping() }
      } / Double(repetitions)
    }
    var report = BenchReport()
    let policies: [(String, DeliveryPolicy, String)] = [
      ("`.drop`", .drop, "≤ 2×"), ("`.queue`", .queue, "≤ 2×"),
      ("`.state`", .state(key), "≤ 4×"),
    ]
    var allocations: [String] = []
    for (name, policy, goal) in policies {
      let comparison = Comparison.measure(
        samples: configuration.samples, warmUp: configuration.warmUpSamples,
        ours: {
          Stopwatch.nanoseconds {
            for _ in 0..<repetitions { binding.update(policy) { $0.ping() } }
          } / Double(repetitions)
        },
        floor: floor)
      report.add(
        "`ViewBinding.update` \(name), view attached, vs a weak view called", comparison, goal: goal
      )
      let count = AllocationCounter.perOperation(repetitions) {
        for _ in 0..<repetitions { binding.update(policy) { $0.ping() } }
      }
      allocations.append("\(name) \(AllocationCounter.text(count))")
    }
    let floorCount = AllocationCounter.perOperation(repetitions) {
      for _ in 0..<repetitions { floorView.view?.ping() }
    }
    report.add(
      BenchReport.Row(
        measure: "allocations per `ViewBinding.update`", ours: allocations.joined(separator: ", "),
        floor: AllocationCounter.text(floorCount), ratio: "", goal: "≤ 1"))
    precondition(counter.count > 0)
    return report
  }
}
