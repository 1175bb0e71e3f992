import Dispatch
import Foundation

// The `mvp-bench` executable: MVPKit measured against hand-written floors, in one process.
//
// The benchmarks run in a detached task while the main thread's run loop services the main
// queue, as in an app, so that main-actor work and dispatcher hops go through the real main queue
// on the main thread; `--dispatch-main` services it with `dispatchMain()` instead, on other
// threads, as `swift test` does on Linux. Usage: see `BenchCommand.usage`.
let command: BenchCommand
do {
  command = try BenchCommand(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
  FileHandle.standardError.write(Data("mvp-bench: \(error.message)\n\n\(BenchCommand.usage)".utf8))
  exit(2)
}
Task.detached {
  exit(await command.run())
}
if !command.drainsWithDispatchMain {
  // Returns only if the run loop has no input source left; the benchmarks' task ends the process
  // with `exit` before that.
  RunLoop.main.run()
}
dispatchMain()
