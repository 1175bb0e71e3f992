import Foundation
import MVPCore

/// What every kill of the test kit does with the screens of a build: their saved states, through
/// JSON as an app stores them, and what stayed alive after the build was released. Used by
/// ``RelaunchableModule``; a checker step that kills a presenter uses it the same way.
@MainActor
enum RestorationRoundTrip {
  /// The state of every screen made in `scope`, encoded to JSON and decoded again.
  ///
  /// - Parameter scope: The scope the build was made in.
  /// - Returns: The states, in the order the screens were made.
  /// - Throws: An encoding or decoding error.
  static func savedStates(of scope: RestorationScope) throws -> [SavedScreenState] {
    let json = try JSONEncoder().encode(scope.savedStates())
    return try JSONDecoder().decode([SavedScreenState].self, from: json)
  }

  /// Runs `body`, which releases a build as the app's end does: inside a presenter test, the
  /// reads it abandons and the queued updates it loses are not reported as left over.
  ///
  /// - Parameter body: Releases the build.
  static func kill(_ body: () -> Void) {
    guard let ledger = TestLedger.current else { return body() }
    ledger.releasingInAKill(body)
  }

  /// Why a kill was not clean, one line each: the screens of the killed build still alive
  /// after it was released.
  ///
  /// - Parameter scope: The scope the killed build was made in.
  /// - Returns: The lines; empty when every screen is gone.
  static func survivors(of scope: RestorationScope) -> [String] {
    scope.liveScreenKinds.map {
      "the screen of a \($0) is still alive: a variable of the test holds its view or "
        + "presenter (reach them through `module` after each relaunch), or a retain cycle"
    }
  }

  /// What did not come back, one line each: the problems the killed scope noted while saving
  /// (those after the first `noted` it had before), then those the new one noted while
  /// restoring, then the saved parts nothing claimed.
  ///
  /// - Parameters:
  ///   - killed: The scope of the killed build.
  ///   - noted: How many problems `killed` had noted before it saved.
  ///   - relaunched: The scope of the new build, once built.
  /// - Returns: The lines; empty when everything came back.
  static func problems(
    killed: RestorationScope, notedBefore noted: Int, relaunched: RestorationScope
  ) -> [String] {
    Array(killed.problems.dropFirst(noted)) + relaunched.problems + relaunched.unclaimedParts
  }
}
