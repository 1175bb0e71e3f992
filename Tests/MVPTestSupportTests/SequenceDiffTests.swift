import MVPTestSupport
import Testing

@Suite struct SequenceDiffTests {
  @Test func equalSequencesAreAllContext() {
    #expect(SequenceDiff.render(expected: ["a", "b"], actual: ["a", "b"]) == "  a\n  b")
    #expect(SequenceDiff.render(expected: [String](), actual: []) == "")
  }

  @Test func aChangedElementShowsTheExpectedLineThenTheActualLine() {
    #expect(
      SequenceDiff.render(expected: ["a", "b", "c"], actual: ["a", "x", "c"])
        == "  a\n− b\n+ x\n  c")
  }

  @Test func aMissingElementIsMinusAndAnExtraElementIsPlus() {
    #expect(SequenceDiff.render(expected: ["a", "b", "c"], actual: ["a", "c"]) == "  a\n− b\n  c")
    #expect(SequenceDiff.render(expected: ["a", "c"], actual: ["a", "b", "c"]) == "  a\n+ b\n  c")
  }

  @Test func emptySidesAreAllMinusOrAllPlus() {
    #expect(SequenceDiff.render(expected: [Int](), actual: [1, 2]) == "+ 1\n+ 2")
    #expect(SequenceDiff.render(expected: [1, 2], actual: []) == "− 1\n− 2")
  }

  @Test func aCompletelyDifferentRunListsExpectedBeforeActual() {
    #expect(
      SequenceDiff.render(expected: ["a", "b"], actual: ["x", "y"]) == "− a\n− b\n+ x\n+ y")
  }

  @Test func aSwapKeepsTheLongestCommonRun() {
    #expect(SequenceDiff.render(expected: ["a", "b"], actual: ["b", "a"]) == "− a\n  b\n+ a")
    #expect(
      SequenceDiff.render(expected: [1, 2, 3, 4], actual: [1, 3, 2, 4])
        == "  1\n− 2\n  3\n+ 2\n  4")
  }

  @Test func elementsAreDescribedLikeStringDescribing() {
    #expect(
      SequenceDiff.render(
        expected: [MockItemsView.Call.showLoading],
        actual: [.showItems(["a", "b"])])
        == "− showLoading\n+ showItems([\"a\", \"b\"])")
  }
}
