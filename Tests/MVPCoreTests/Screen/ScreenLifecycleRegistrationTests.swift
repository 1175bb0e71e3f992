import MVPCore
import MVPTestSupport
import Testing

/// The order of a screen's registered work when its first one (held apart from the others, so
/// that registering one loader allocates nothing) registers again or goes away.
@MainActor @Suite(.presenterTest) struct ScreenLifecycleRegistrationTests {
  let screen = ScreenLifecycle<any SampleView>()
  let log = CallRecorder<String>()

  func work(_ name: String) -> RecordingWork {
    RecordingWork(name: name, log: { [log] in log.record($0) })
  }

  @Test func theFirstWorkRegisteredAgainMovesToTheEnd() {
    let first = work("first")
    let second = work("second")
    let third = work("third")
    screen.register(first)
    screen.register(second)
    screen.register(third)
    screen.register(first)
    screen.handle(.viewDidLoad)
    log.expectCalls(["second load", "third load", "first load"])
  }

  @Test func theOnlyWorkRegisteredAgainIsCalledOnce() {
    let only = work("only")
    screen.register(only)
    screen.register(only)
    screen.retry()
    log.expectCalls(["only retry"])
  }

  @Test func theOthersKeepTheirOrderWhenTheFirstGoesAway() {
    var first: RecordingWork? = work("first")
    let second = work("second")
    let third = work("third")
    if let first { screen.register(first) }
    screen.register(second)
    screen.register(third)
    first = nil
    screen.handle(.viewDidLoad)
    log.expectCalls(["second load", "third load"])
    let fourth = work("fourth")
    screen.register(fourth)
    screen.retry()
    log.expectCalls(["second retry", "third retry", "fourth retry"])
  }

  @Test func theFirstTwoGoingAwayLeaveTheRestInOrder() {
    var first: RecordingWork? = work("first")
    var second: RecordingWork? = work("second")
    let third = work("third")
    let fourth = work("fourth")
    if let first, let second {
      screen.register(first)
      screen.register(second)
    }
    screen.register(third)
    screen.register(fourth)
    first = nil
    second = nil
    screen.handle(.viewDidLoad)
    log.expectCalls(["third load", "fourth load"])
    screen.register(third)
    screen.retry()
    log.expectCalls(["fourth retry", "third retry"])
  }

  @Test func workRegisteredAfterTheOnlyOneWentAwayIsTheOnlyOne() {
    var gone: RecordingWork? = work("gone")
    if let gone { screen.register(gone) }
    gone = nil
    let next = work("next")
    screen.register(next)
    screen.retry()
    log.expectCalls(["next retry"])
  }
}
