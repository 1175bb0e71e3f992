import Foundation
import MVPCore
import MVPTestSupport
import Testing

/// ``RestorationScope``: the screens made while a module is built join it, the n-th screen made
/// gets the n-th saved state of its kind, and what does not come back is noted.
@MainActor @Suite(.presenterTest) struct RestorationScopeTests {
  /// A screen with one restorable value, as a presenter declares it.
  @MainActor final class Counter {
    let screen = ScreenLifecycle<any SampleView>(dispatcher: .immediate)
    var count = 0
    var other = 0

    init(key: ScreenKey = "count") {
      screen.restores(\.count, of: self, key: key)
    }
  }

  /// A screen of another kind.
  @MainActor final class Other {
    let screen = ScreenLifecycle<any SampleListView>(dispatcher: .immediate)
  }

  /// The JSON of `value`.
  func json(_ value: some Encodable) throws -> Data {
    try JSONEncoder().encode(value)
  }

  @Test func aScreenMadeOutsideAScopeKeepsNothingAndIsHandedNothing() {
    let counter = Counter()
    counter.count = 3
    #expect(counter.screen.savedState().parts.isEmpty)
    #expect(counter.screen.unclaimedPartKeys.isEmpty)
    #expect(RestorationScope.building == nil)
  }

  @Test func eachScreenSavesItsPartsInTheOrderTheScreensWereMade() throws {
    let scope = RestorationScope()
    let (first, other, second) = scope.build { (Counter(), Other(), Counter()) }
    first.count = 1
    second.count = 2
    #expect(
      scope.savedStates() == [
        SavedScreenState(kind: "SampleView", parts: ["count": try json(1)]),
        SavedScreenState(kind: "SampleListView", parts: [:]),
        SavedScreenState(kind: "SampleView", parts: ["count": try json(2)]),
      ])
    withExtendedLifetime(other) {}
  }

  @Test func theNthScreenMadeGetsTheNthStateWhenItsKindMatches() throws {
    let scope = RestorationScope(restoring: [
      SavedScreenState(kind: "SampleView", parts: ["count": try json(1)]),
      SavedScreenState(kind: "SampleView", parts: ["count": try json(2)]),
    ])
    let (first, other, third) = scope.build { (Counter(), Other(), Counter()) }
    #expect(first.count == 1)
    #expect(third.count == 0)
    #expect(scope.problems == ["screen 1 is a SampleListView, saved as a SampleView: not restored"])
    withExtendedLifetime(other) {}
  }

  @Test func aScreenThatIsGoneKeepsItsPlaceWithNoPart() throws {
    let scope = RestorationScope()
    let second = scope.build {
      _ = Counter()
      return Counter()
    }
    second.count = 2
    #expect(
      scope.savedStates() == [
        SavedScreenState(kind: "SampleView", parts: [:]),
        SavedScreenState(kind: "SampleView", parts: ["count": try json(2)]),
      ])
    #expect(scope.liveScreenKinds == ["SampleView"])
  }

  @Test func theScreensStillAliveAreNamed() {
    let scope = RestorationScope()
    var counter: Counter? = scope.build { Counter() }
    #expect(scope.liveScreenKinds == ["SampleView"])
    counter = nil
    #expect(scope.liveScreenKinds.isEmpty)
    #expect(counter == nil)
  }

  @Test func aSavedPartNothingClaimedIsListed() throws {
    let scope = RestorationScope(restoring: [
      SavedScreenState(kind: "SampleView", parts: ["count": try json(1), "tab": try json(2)])
    ])
    let counter = scope.build { Counter() }
    #expect(counter.count == 1)
    #expect(scope.unclaimedParts == ["SampleView 'tab': saved, never claimed"])
  }

  @Test func twoPartsWithOneKeyKeepTheFirstAndAreNotedWhenTheAppSaves() throws {
    let scope = RestorationScope()
    let counter = scope.build { Counter() }
    counter.screen.restores(\.other, of: counter, key: "count")
    counter.count = 1
    counter.other = 2
    #expect(scope.savedStates()[0].parts == ["count": try json(1)])
    #expect(scope.problems == ["SampleView 'count': two parts use this key"])
  }
}
