import Foundation
import MVPRestoration
import MVPTestSupport
import Testing

/// The file store: a missing file is nothing saved, a save creates the folder and replaces the
/// file whole, and the app's state goes through it.
@MainActor
@Suite struct FileRestorationStoreTests {
  let directory: TemporaryDirectory
  let store: FileRestorationStore

  init() throws {
    directory = try TemporaryDirectory()
    store = FileRestorationStore(url: directory.url.appendingPathComponent("state/app.json"))
  }

  @Test func aMissingFileIsNothingSaved() throws {
    #expect(try store.load() == nil)
    try store.remove()
  }

  @Test func aSaveCreatesTheFolderAndReadsBack() throws {
    try store.save(Data("first".utf8))
    #expect(try store.load() == Data("first".utf8))
  }

  @Test func aSaveReplacesTheFileWholeAndLeavesNoOtherFile() throws {
    try store.save(Data("a longer first state".utf8))
    try store.save(Data("second".utf8))
    #expect(try store.load() == Data("second".utf8))
    let folder = directory.url.appendingPathComponent("state")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["app.json"])
  }

  @Test func removeDeletesTheFile() throws {
    try store.save(Data("state".utf8))
    try store.remove()
    #expect(try store.load() == nil)
  }

  @Test func aFileThatCannotBeReadIsDroppedAtLaunch() throws {
    try FileManager.default.createDirectory(at: store.url, withIntermediateDirectories: true)
    let log = LogLines()
    let app = ShopApp()
    let result = app.restoration(store: store, log: log).restore(or: [.home])
    guard case .dropped(.storeUnavailable) = result else {
      Issue.record("got \(result)")
      return
    }
    #expect(log.lines.count == 1)
    #expect(app.navigator.stack == [.home])
  }

  @Test func theAppsStateGoesThroughTheFile() throws {
    let app = ShopApp()
    app.navigator.open([.home, .item(id: 2)])
    try #require(app.screen(1)).presenter.draft.text = "draft"
    let log = LogLines()
    app.restoration(store: store, log: log).save()
    let relaunched = ShopApp()
    #expect(relaunched.restoration(store: store, log: log).restore(or: [.home]) == .restored)
    #expect(try #require(relaunched.screen(1)).presenter.draft.text == "draft")
    #expect(try store.load() == nil)
    #expect(log.lines == [])
  }

  @Test func theApplicationSupportStoreIsAFileInAFolderOfItsOwn() {
    let store = FileRestorationStore.applicationSupport(fileName: "Shop.json")
    #expect(store.url.lastPathComponent == "Shop.json")
    #expect(store.url.deletingLastPathComponent().lastPathComponent == "MVPRestoration")
  }
}
