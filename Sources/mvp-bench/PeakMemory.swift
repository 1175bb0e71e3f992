import Foundation

/// Peak resident memory: this process's own, and that of a child running a ``ChildWorkload``.
enum PeakMemory {
  /// This process's peak resident set size so far, in bytes.
  ///
  /// On Linux this is `VmHWM` of `/proc/self/status`: the peak of this executable image only.
  /// (`getrusage`'s `ru_maxrss` would not do for a child: Linux carries the parent's resident
  /// size at the fork into it.)
  static var ownPeakResidentBytes: Int {
    #if os(Linux)
      if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
        let kilobytes = Int(line.split(separator: " ", omittingEmptySubsequences: true)[1])
      {
        return kilobytes * 1024
      }
    #endif
    var usage = rusage()
    #if os(Linux)
      getrusage(RUSAGE_SELF.rawValue, &usage)
      return Int(usage.ru_maxrss) * 1024  // kilobytes on Linux
    #else
      getrusage(RUSAGE_SELF, &usage)
      return Int(usage.ru_maxrss)  // bytes on Apple platforms
    #endif
  }

  /// Runs `workload` in a child process of this executable and returns the child's peak.
  ///
  /// - Parameters:
  ///   - workload: What the child runs.
  ///   - products: The catalogue size for the paging workloads.
  /// - Returns: The child's peak resident set size in bytes.
  /// - Throws: ``BenchFailure`` when the child cannot start, fails or reports no peak.
  static func ofChild(_ workload: ChildWorkload, products: Int) throws(BenchFailure) -> Int {
    guard let path = Bundle.main.executablePath else {
      throw BenchFailure(message: "cannot find the mvp-bench executable")
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = [ChildWorkload.flag, workload.rawValue, String(products)]
    let output = Pipe()
    process.standardOutput = output
    do {
      try process.run()
    } catch {
      throw BenchFailure(message: "cannot start a child: \(error)")
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
    guard process.terminationStatus == 0, let last = lines.last,
      last.hasPrefix(ChildWorkload.resultPrefix),
      let bytes = Int(last.dropFirst(ChildWorkload.resultPrefix.count))
    else {
      throw BenchFailure(
        message:
          "child '\(workload.rawValue)' exited \(process.terminationStatus): \(lines.last ?? "")")
    }
    return bytes
  }
}
