import Foundation
import MVPCore
import MVPTestSupport
import Testing

/// `ScreenLifecycle.restores(_:of:key:)`: a presenter's own `Codable` value kept when the app is
/// killed, set back before `viewDidLoad`, its owner held weakly, and a value that does not decode
/// dropped and noted.
@MainActor @Suite(.presenterTest) struct ScreenLifecycleRestoresTests {
  /// The tab a presenter shows.
  enum Tab: String, Codable {
    case all
    case favourites
  }

  /// A presenter with values of its own, declared at the end of its `init`.
  @MainActor final class TabsPresenter {
    let screen = ScreenLifecycle<any SampleView>(dispatcher: .immediate)
    var tab = Tab.all
    var query = ""

    init() {
      screen.restores(\.tab, of: self, key: "tab")
      screen.restores(\.query, of: self, key: "query")
    }
  }

  /// The JSON of `value`.
  func json(_ value: some Encodable) throws -> Data {
    try JSONEncoder().encode(value)
  }

  @Test func theValuesComeBackWhenTheyAreDeclaredBeforeViewDidLoad() throws {
    let app = RelaunchableModule {
      let presenter = TabsPresenter()
      return Module(view: presenter, presenter: presenter)
    }
    app.module.presenter.tab = .favourites
    app.module.presenter.query = "tea"
    try app.killAndRelaunch()
    // Set during the build: the screen has not loaded yet.
    #expect(app.module.presenter.tab == .favourites)
    #expect(app.module.presenter.query == "tea")
    #expect(app.module.presenter.screen.tasks.isIdle)
  }

  @Test func theValueSavedIsTheOneWhenTheAppSaves() throws {
    let scope = RestorationScope()
    let presenter = scope.build { TabsPresenter() }
    presenter.query = "t"
    presenter.query = "tea"
    #expect(scope.savedStates()[0].parts == ["tab": try json(Tab.all), "query": try json("tea")])
  }

  @Test func theOwnerIsHeldWeakly() {
    let scope = RestorationScope()
    var presenter: TabsPresenter? = scope.build { TabsPresenter() }
    weak let released = presenter
    let screen = presenter?.screen
    presenter = nil
    #expect(released == nil)
    #expect(screen?.savedState().parts == [:])
  }

  @Test func aValueThatDoesNotDecodeIsDroppedAndNotedAndTheOthersComeBack() throws {
    let scope = RestorationScope(restoring: [
      SavedScreenState(
        kind: "SampleView", parts: ["tab": try json("recent"), "query": try json("tea")])
    ])
    let presenter = scope.build { TabsPresenter() }
    #expect(presenter.tab == .all)
    #expect(presenter.query == "tea")
    #expect(scope.problems.count == 1)
    #expect(scope.problems.first?.hasPrefix("SampleView 'tab': not restored: ") == true)
  }

  @Test func aScreenBuiltOutsideARestorationLeavesTheValueAsTheOwnerSetIt() {
    let presenter = TabsPresenter()
    presenter.tab = .favourites
    #expect(presenter.screen.savedState().parts.isEmpty)
    #expect(presenter.tab == .favourites)
  }
}
