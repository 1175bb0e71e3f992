import Foundation
import MVPTestSupport
import Testing

@Suite struct TemporaryDirectoryTests {
  @Test func itStartsEmptyListsItsFilesAndIsRemovedWhenReleased() throws {
    var url: URL?
    do {
      let directory = try TemporaryDirectory()
      url = directory.url
      #expect(try directory.fileNames() == [])
      try Data("abc".utf8).write(to: directory.file("b.txt"))
      try Data().write(to: URL(fileURLWithPath: directory.path("a.txt")))
      #expect(try directory.fileNames() == ["a.txt", "b.txt"])
      #expect(directory.size(of: "b.txt") == 3)
      #expect(directory.size(of: "missing") == nil)
    }
    let removed = try #require(url)
    #expect(!FileManager.default.fileExists(atPath: removed.path))
  }

  @Test func twoDirectoriesAreDistinct() throws {
    #expect(try TemporaryDirectory().url != TemporaryDirectory().url)
  }
}
