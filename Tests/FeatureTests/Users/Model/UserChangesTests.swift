import MVPTestSupport
import Testing
import UserFeature

@MainActor private final class ChangeLog: UserChangeObserving {
  let name: String
  let recorder: CallRecorder<String>

  init(_ name: String, recorder: CallRecorder<String>) {
    self.name = name
    self.recorder = recorder
  }

  func userDidChange(_ user: User) { recorder.record("\(name): \(user.id)") }
}

@MainActor @Suite(.presenterTest) struct UserChangesTests {
  let recorder = CallRecorder<String>()

  @Test func tellsEveryObserverOnceInRegistrationOrder() {
    let changes = UserChanges()
    let first = ChangeLog("first", recorder: recorder)
    let second = ChangeLog("second", recorder: recorder)
    changes.add(first)
    changes.add(second)
    changes.add(first)
    changes.userDidChange(.sample(4))
    recorder.expectCalls(["first: 4", "second: 4"])
  }

  @Test func holdsObserversWeakly() {
    let changes = UserChanges()
    weak var gone: ChangeLog?
    do {
      let observer = ChangeLog("gone", recorder: recorder)
      gone = observer
      changes.add(observer)
    }
    #expect(gone == nil)
    changes.userDidChange(.sample(1))
    recorder.expectNoCalls()
  }
}
