import MVPCore
import MVPTestSupport
import Testing

/// Reads that were running when the app was killed (issue 29): ``ResourceLoader``, a
/// `SharedLoad` and a live source keep no loading state, so a restored screen shows nothing
/// until its `viewDidLoad`, then loads as a fresh one does: no progress shown forever.
@MainActor @Suite(.presenterTest) struct ReadsStartAgainTests {
  /// A screen with one resource, fetched from a server the test keeps.
  @MainActor final class ResourceScreen {
    let screen: ScreenLifecycle<any SampleView>
    let view = MockSampleView()
    let loader: ResourceLoader<String, any SampleView>
    /// The page's shared load, when the resource is a piece of one.
    let shared: ScreenLifecycle<any SampleView>.SharedLoad<String>?

    /// A resource fetched on its own, or through a load shared by the page.
    init(server: CallbackStub<Void, String>, sharing: Bool) {
      let screen = ScreenLifecycle<any SampleView>(dispatcher: .immediate)
      self.screen = screen
      let fetch = ServiceCall<Void, String>.callbacks { _, completion in
        server.call((), completion: completion)
      }
      let shared = sharing ? screen.sharedLoad(key: "page", fetch: fetch) : nil
      self.shared = shared
      loader = ResourceLoader(
        screen: screen, fetch: shared?.call() ?? fetch, view: { $0 },
        showValue: { view, text in view.showContent(text) })
      screen.attach(view)
    }

    /// A resource fed by a live source the test keeps.
    init(source: LiveSourceStub<String>) {
      screen = ScreenLifecycle<any SampleView>()
      shared = nil
      loader = ResourceLoader(
        screen: screen, observe: source.observe, view: { $0 },
        showValue: { view, text in view.showContent(text) })
      screen.attach(view)
    }

    /// Its module, as a builder returns it.
    var module: Module<MockSampleView, ResourceScreen> {
      Module(view: view, presenter: self)
    }
  }

  let server = CallbackStub<Void, String>()

  @Test(arguments: [false, true])
  func aResourceKilledWhileItLoadedLoadsAgainAtViewDidLoad(sharing: Bool) throws {
    let server = self.server
    let app = RelaunchableModule { ResourceScreen(server: server, sharing: sharing).module }
    app.module.presenter.screen.handle(.viewDidLoad)
    app.module.view.recorder.expectCalls([.showLoading])
    try app.killAndRelaunch()
    #expect(server.cancelledRequests.count == 1)
    // No progress before the screen loads: nothing was kept of the read.
    app.module.view.recorder.expectNoCalls()
    #expect(!app.module.presenter.loader.isLoading)
    app.module.presenter.screen.handle(.viewDidLoad)
    #expect(server.requests.count == 2)
    server.succeed(with: "profile", at: 1)
    app.module.view.recorder.expectCalls([.showLoading, .hideLoading, .showContent("profile")])
  }

  @Test func aLiveSourceKilledWhileSubscribedSubscribesAgainAtViewDidLoad() async throws {
    let source = LiveSourceStub<String>()
    let app = RelaunchableModule { ResourceScreen(source: source).module }
    app.module.presenter.screen.handle(.viewDidLoad)
    await source.send("a")
    app.module.view.recorder.expectCalls([.showLoading, .hideLoading, .showContent("a")])
    try app.killAndRelaunch()
    #expect(!source.isSubscribed)
    app.module.view.recorder.expectNoCalls()
    #expect(app.module.presenter.loader.value == nil)
    app.module.presenter.screen.handle(.viewDidLoad)
    await source.send("b")
    #expect(source.subscriptionCount == 2)
    app.module.view.recorder.expectCalls([.showLoading, .hideLoading, .showContent("b")])
  }
}
