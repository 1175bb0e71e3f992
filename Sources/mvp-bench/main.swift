import Dispatch
import Foundation

// The `mvp-bench` executable: MVPKit measured against hand-written floors, in one process.
//
// The benchmarks run in a detached task while the main thread services the main queue with
// `dispatchMain()`, as an app's run loop does, so that main-actor work and dispatcher hops go
// through the real main queue. Usage: see `BenchCommand.usage`.
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
dispatchMain()
