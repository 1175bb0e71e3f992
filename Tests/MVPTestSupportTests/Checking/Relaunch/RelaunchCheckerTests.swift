import MVPCore
import MVPTestSupport
import Testing

/// The checker's relaunch step on a composer that restores itself by hand: a correct one keeps
/// every invariant of a relaunch, and each classic mistake of restoring a screen is caught and
/// reduced: a comment posted again by itself, a restored loading flag, a lost draft, two values
/// under one key, a value of the presenter's not declared.
@MainActor @Suite struct RelaunchCheckerTests {
  @Test func aCorrectComposerKeepsEveryInvariantOfARelaunch() async {
    let report = await CommentComposerChecker.make().run(sequences: 300)
    #expect(report.failure == nil)
    #expect(report.sequencesRun == 300)
    #expect(report.relaunches > 0)
    #expect(report.relaunchesWhileWriting > 0)
    #expect(report.relaunchesComparedAtRest > 0)
  }

  /// The user may send a write again after a relaunch: the relaunched composer keeps the draft
  /// of a comment being posted at the kill, and posting it is the user's decision, no write sent
  /// twice. Some sequences do post the same comment in two lives of the app, and pass.
  @Test func theUserPostingTheSameCommentAgainAfterARelaunchIsNoWriteSentTwice() async {
    let launches = Launches()
    let report = await PresenterChecker(
      presenter: { server in
        let (loads, posts) = (AsyncStub<Void, String>(), AsyncStub<String, Void>())
        server.answers(loads, name: "loads") { _ in "Relaunch day" }
        server.answers(posts, name: "posts")
        launches.note(server, posts)
        return CommentComposerPresenter(loads: loads, posts: posts, bug: nil)
      },
      view: { _ in MockCommentComposerView() },
      intents: CommentComposerChecker.intents
    ).run(sequences: 300)
    #expect(report.failure == nil)
    #expect(launches.commentsPostedInTwoLives > 0)
  }

  /// A write running at the kill dies with the app: it never ends, so nothing reaches the app's
  /// `WriteOutcomes` (a kill is no leave); checked after every step while a presenter lives.
  @Test func aWriteRunningAtTheKillTellsNoWriteOutcomes() async {
    let outcomes = OutcomesBox()
    let checker = CommentComposerChecker.make(
      invariants: [
        PresenterInvariant("nothing reaches WriteOutcomes after a kill") { _ in
          let received = outcomes.writeOutcomes?.receivedCount ?? 0
          return received == 0 ? nil : "\(received) outcomes reached WriteOutcomes"
        }
      ],
      server: { outcomes.writeOutcomes = $0.writeOutcomes })
    let report = await checker.run(sequences: 300)
    #expect(report.failure == nil)
    #expect(report.relaunchesWhileWriting > 0)
  }

  /// A kill while no view is attached compares nothing: the updates of the screen wait for the
  /// next view, so what a view last showed is not what the screen shows. Seed 1034: a post
  /// answered while the view was detached clears the draft, which the detached view never
  /// showed; compared with it, the correct composer broke "the same screen comes back".
  @Test func aKillWithNoViewAttachedComparesNothing() async {
    let report = await CommentComposerChecker.make().run(seed: 1034)
    #expect(report.failure == nil)
    #expect(report.relaunchesComparedAtRest == 1)
  }

  /// Each bug, what catches it, and the drawn steps its first failing sequence reduces to: the
  /// thread loaded, typing, a post and the kill while it runs (three of them: their sequence's
  /// only kill is one drawn while a write runs); a kill during the first load; the setting
  /// switched and a kill.
  nonisolated static let planted: [PlantedRelaunchBug] = [
    PlantedRelaunchBug(
      .postsAgainOnRelaunch, "no write sent twice", reducedSteps: 4,
      detail: "posts (bye) was sent again after the relaunch, by: relaunch:"),
    PlantedRelaunchBug(
      .restoresTheLoadingFlag, "no progress while no work runs", reducedSteps: 1,
      detail: "view 2 shows nothing with progress 'loading' while no work runs (a read's progress "
        + "restored?"),
    PlantedRelaunchBug(
      .clearsTheDraftWhenLoaded, "the same screen comes back", reducedSteps: 4,
      detail: "view 2 shows content Relaunch day — draft ''; before the kill the screen showed "
        + "content Relaunch day — draft 'bye'"),
    PlantedRelaunchBug(
      .oneKeyForTwoValues, "the saved state comes back", reducedSteps: 4,
      detail: "CommentComposerView 'posting': two parts use this key"),
    PlantedRelaunchBug(
      .forgetsTheReplySetting, "the reply setting comes back", reducedSteps: 2,
      detail: "after the relaunch, at rest, the reply setting is false; before the kill it was "
        + "true"),
  ]

  @Test func everyPlantedBugIsListed() {
    #expect(Set(Self.planted.map(\.bug)) == Set(CommentComposerBug.allCases))
  }

  @Test(arguments: planted)
  func aPlantedBugIsCaughtAndReduced(_ planted: PlantedRelaunchBug) async throws {
    let failure = try await recordedCheckFailure {
      await CommentComposerChecker.make(bug: planted.bug).run(sequences: 500)
    }
    #expect(failure.invariant == planted.invariant)
    #expect(failure.reducedDetail.contains(planted.detail))
    #expect(failure.reducedCount == planted.reducedSteps)
  }
}

/// The posts stub of each launch of the composer, by sequence (a sequence's launches share
/// its server): which comments were posted in two lives of the app.
@MainActor
final class Launches {
  private var server: CheckerServer?
  private var sequences: [[AsyncStub<String, Void>]] = []

  func note(_ server: CheckerServer, _ posts: AsyncStub<String, Void>) {
    if self.server !== server {
      self.server = server
      sequences.append([])
    }
    sequences[sequences.count - 1].append(posts)
  }

  /// How many sequences posted a comment in a life of the app that an earlier life posted too.
  var commentsPostedInTwoLives: Int {
    sequences.filter { lives in
      lives.indices.contains { life in
        Set(lives[life].requests).contains { comment in
          lives[..<life].contains { $0.requests.contains(comment) }
        }
      }
    }.count
  }
}

/// The `WriteOutcomes` of the sequence running now.
@MainActor
final class OutcomesBox {
  var writeOutcomes: WriteOutcomes?
}

/// A bug planted in ``CommentComposerPresenter``, the invariant expected to catch it, and the
/// number of drawn steps the failure reduces to.
struct PlantedRelaunchBug: Sendable, CustomTestStringConvertible {
  let bug: CommentComposerBug
  let invariant: String
  let reducedSteps: Int
  /// A part of the reduced failure's detail.
  let detail: String

  init(_ bug: CommentComposerBug, _ invariant: String, reducedSteps: Int, detail: String) {
    self.bug = bug
    self.invariant = invariant
    self.reducedSteps = reducedSteps
    self.detail = detail
  }

  var testDescription: String { "\(bug)" }
}
