import Foundation
import GoodsFeature
import MVPStore

extension DemoApp {
  /// Opens the store of `--store PATH`, creating the file when missing, or a store in memory
  /// without it. A file that cannot be used (not a database, damaged, written by a newer demo,
  /// read-only, in a missing directory) is reported in one line on `errorOutput`, and the demo
  /// carries on with a store in memory.
  ///
  /// - Parameters:
  ///   - path: `--store`'s path, or `nil`.
  ///   - texts: The language of the report.
  ///   - errorOutput: Standard error.
  /// - Returns: The store, or `nil` when not even a store in memory can be created (reported).
  @MainActor
  static func openStore(
    path: String?, texts: DemoTexts, errorOutput: any TextOutput
  ) -> GoodsStore? {
    if let path {
      do {
        return try GoodsStore(.file(URL(fileURLWithPath: path)))
      } catch {
        errorOutput.write(
          "mvp-demo: \(texts.storeUnusable(path: path, texts.storeReason(error)))\n")
      }
    }
    do {
      return try GoodsStore(.inMemory)
    } catch {
      errorOutput.write("mvp-demo: \(texts.storeUnavailable("\(error)"))\n")
      return nil
    }
  }
}
