import MVPCore
import MVPTestSupport
import Testing

// The "Pages of parts" article's example: a home page made of a weather part and a news part.

@MainActor
protocol WeatherView: LoadingViewInterface, ErrorViewInterface {
  func showForecast(_ forecast: String)
}

@MainActor
protocol NewsView: LoadingViewInterface, ErrorViewInterface {
  func showHeadlines(_ headlines: [String])
}

protocol WeatherService: Sendable {
  func forecast() async throws -> String
}

protocol NewsService: Sendable {
  func headlines() async throws -> [String]
}

@MainActor
final class WeatherPresenter: ResourcePresenter {
  let screen = ScreenLifecycle<any WeatherView>()
  let resource: ResourceLoader<String, any WeatherView>

  init(service: any WeatherService) {
    resource = ResourceLoader(
      screen: screen, key: "weather", fetch: .async { [service] in try await service.forecast() },
      view: { $0 }, showValue: { view, forecast in view.showForecast(forecast) })
  }
}

@MainActor
final class NewsPresenter: ResourcePresenter {
  let screen = ScreenLifecycle<any NewsView>()
  let resource: ResourceLoader<[String], any NewsView>

  init(service: any NewsService) {
    resource = ResourceLoader(
      screen: screen, key: "news", fetch: .async { [service] in try await service.headlines() },
      view: { $0 }, showValue: { view, headlines in view.showHeadlines(headlines) })
  }
}

/// The page's view owns one view per part and hands them out.
@MainActor
protocol HomePageView: AnyObject {
  var weather: any WeatherView { get }
  var news: any NewsView { get }
}

@MainActor
final class HomePagePresenter: ScreenPresenter {
  let screen = ScreenLifecycle<any HomePageView>()
  let weather: WeatherPresenter
  let news: NewsPresenter

  init(weather: WeatherPresenter, news: NewsPresenter) {
    self.weather = weather
    self.news = news
    screen.embed(weather, view: \.weather)
    screen.embed(news, view: \.news)
  }
}

final class MockWeatherView: WeatherView, CallRecording {
  enum Call: Equatable {
    case showLoading, hideLoading
    case showError(message: String, canRetry: Bool)
    case showForecast(String)
  }

  let recorder = CallRecorder<Call>()
  func showLoading() { record(.showLoading) }
  func hideLoading() { record(.hideLoading) }
  func showError(message: String, canRetry: Bool) {
    record(.showError(message: message, canRetry: canRetry))
  }
  func showForecast(_ forecast: String) { record(.showForecast(forecast)) }
}

final class MockNewsView: NewsView, CallRecording {
  enum Call: Equatable {
    case showLoading, hideLoading
    case showError(message: String, canRetry: Bool)
    case showHeadlines([String])
  }

  let recorder = CallRecorder<Call>()
  func showLoading() { record(.showLoading) }
  func hideLoading() { record(.hideLoading) }
  func showError(message: String, canRetry: Bool) {
    record(.showError(message: message, canRetry: canRetry))
  }
  func showHeadlines(_ headlines: [String]) { record(.showHeadlines(headlines)) }
}

final class MockHomePageView: HomePageView {
  let weatherView = MockWeatherView()
  let newsView = MockNewsView()
  var weather: any WeatherView { weatherView }
  var news: any NewsView { newsView }
}

struct StubWeatherService: WeatherService {
  let forecasts = AsyncStub<Void, String>()
  func forecast() async throws -> String { try await forecasts.call(()) }
}

struct StubNewsService: NewsService {
  let stories = AsyncStub<Void, [String]>()
  func headlines() async throws -> [String] { try await stories.call(()) }
}

@MainActor @Suite(.presenterTest) struct HomePagePresenterTests {
  let weatherService = StubWeatherService()
  let newsService = StubNewsService()
  let view = MockHomePageView()

  func makePage() -> HomePagePresenter {
    HomePagePresenter(
      weather: WeatherPresenter(service: weatherService),
      news: NewsPresenter(service: newsService))
  }

  /// The article's "a test that wants them in tracks them": a page view made and dropped in the
  /// test, tracked, is checked at the test's end with the presenters.
  @Test func aTrackedPageViewIsCheckedForLeaksWithThePresenters() {
    let pageView = MockHomePageView()
    PresenterTest.current?.track(pageView, as: "page view")
    let page = makePage()
    page.attach(pageView)
    page.detach(pageView)
    #expect(PresenterTest.current != nil)
  }

  @Test func oneWaitOnThePageCoversEveryPart() async {
    let page = makePage()
    page.attach(view)
    page.viewDidLoad()  // reaches both parts: each starts its load
    await weatherService.forecasts.waitForPendingRequests(1)
    await newsService.stories.waitForPendingRequests(1)
    weatherService.forecasts.succeed(with: "Sunny")
    newsService.stories.succeed(with: ["Rain expected"])

    await page.tasks.waitUntilIdle()  // the parts' work included

    view.weatherView.recorder.expectCalls([.showLoading, .hideLoading, .showForecast("Sunny")])
    view.newsView.recorder.expectCalls([
      .showLoading, .hideLoading, .showHeadlines(["Rain expected"]),
    ])
  }

  @Test func waitingForAKeyOnThePageCoversThePartThatRunsIt() async {
    let page = makePage()
    page.attach(view)
    page.viewDidLoad()
    await weatherService.forecasts.waitForPendingRequests(1)
    await newsService.stories.waitForPendingRequests(1)
    weatherService.forecasts.succeed(with: "Sunny")

    await page.tasks.waitUntilFinished("weather")  // the news part still loads

    view.weatherView.recorder.expectCalls([.showLoading, .hideLoading, .showForecast("Sunny")])
    view.newsView.recorder.expectCalls([.showLoading])
    newsService.stories.succeed(with: [])
    await page.tasks.waitUntilIdle()
    view.newsView.recorder.expectCalls([.hideLoading, .showHeadlines([])])
  }

  @Test func detachingThePageInterruptsThePartsAndTheNextViewResumesThem() async {
    let page = makePage()
    page.attach(view)
    page.viewDidLoad()
    await weatherService.forecasts.waitForPendingRequests(1)
    await newsService.stories.waitForPendingRequests(1)
    page.detach(view)  // the parts' reads are cancelled
    await page.tasks.waitUntilIdle()
    #expect(weatherService.forecasts.cancelledRequests.count == 1)
    #expect(newsService.stories.cancelledRequests.count == 1)
    view.weatherView.recorder.expectCalls([.showLoading])
    view.newsView.recorder.expectCalls([.showLoading])

    let next = MockHomePageView()
    page.attach(next)  // each part is attached to its part of the new view and loads again
    next.weatherView.recorder.expectCalls([.showLoading])
    next.newsView.recorder.expectCalls([.showLoading])
    await weatherService.forecasts.waitForPendingRequests(1)
    await newsService.stories.waitForPendingRequests(1)
    weatherService.forecasts.succeed(with: "Sunny")
    newsService.stories.succeed(with: ["Rain expected"])
    await page.tasks.waitUntilIdle()
    next.weatherView.recorder.expectCalls([.hideLoading, .showForecast("Sunny")])
    next.newsView.recorder.expectCalls([.hideLoading, .showHeadlines(["Rain expected"])])

    page.detach(next)
    let third = MockHomePageView()
    page.attach(third)  // each part replays what it shows now to its part of the view
    third.weatherView.recorder.expectCalls([.hideLoading, .showForecast("Sunny")])
    third.newsView.recorder.expectCalls([.hideLoading, .showHeadlines(["Rain expected"])])
  }

  @Test func aFailedPartIsRetriedThroughItsOwnPresenter() async {
    let page = makePage()
    page.attach(view)
    page.viewDidLoad()
    await weatherService.forecasts.waitForPendingRequests(1)
    await newsService.stories.waitForPendingRequests(1)
    weatherService.forecasts.fail(with: ServiceError.offline)
    newsService.stories.succeed(with: ["Rain expected"])
    await page.tasks.waitUntilIdle()
    view.weatherView.recorder.expectCalls([
      .showLoading, .hideLoading,
      .showError(message: ServiceError.offline.userMessage, canRetry: true),
    ])
    view.newsView.recorder.expectCalls([
      .showLoading, .hideLoading, .showHeadlines(["Rain expected"]),
    ])

    page.retry()  // the page's own loaders only: it has none
    #expect(weatherService.forecasts.requests.count == 1)
    page.weather.retry()  // what the weather part's retry button calls
    await weatherService.forecasts.waitForPendingRequests(1)
    weatherService.forecasts.succeed(with: "Sunny")
    await page.tasks.waitUntilIdle()
    view.weatherView.recorder.expectCalls([.showLoading, .hideLoading, .showForecast("Sunny")])
    view.newsView.recorder.expectNoCalls()  // the other part is left as it was
    #expect(newsService.stories.requests.count == 1)
  }
}

/// The article's rule that a wait on the page fails at once, rather than hanging, when only the
/// test could end the parts' work.
@MainActor @Suite struct HomePageWaitFailureTests {
  @Test func aWaitOnThePageThatOnlyThePartsStubsCouldEndFailsAtOnce() async {
    let weatherService = StubWeatherService()
    let newsService = StubNewsService()
    let messages = await TestFailure.collect {
      await PresenterTest.run(checking: []) { _ in
        let view = MockHomePageView()
        let page = HomePagePresenter(
          weather: WeatherPresenter(service: weatherService),
          news: NewsPresenter(service: newsService))
        page.attach(view)
        page.viewDidLoad()
        await weatherService.forecasts.waitForPendingRequests(1)
        await newsService.stories.waitForPendingRequests(1)
        await page.tasks.waitUntilIdle()  // nobody but the test answers the stubs
      }
    }.map(\.message)
    #expect(
      messages == [
        "waitUntilIdle() can never return.\nEvery piece of work left waits for the test (a stub "
          + "call it has not answered, a ManualClock it has not moved), and the test is waiting "
          + "here:\n- task #0 'weather' waits for AsyncStub<(), String> call #1: ()\n"
          + "- task #0 'news' waits for AsyncStub<(), Array<String>> call #1: ()"
      ])
  }
}

// "Parts that share the page's load": a profile page whose two parts show pieces of one
// summary, loaded once for both.

struct ProfileSummary: Equatable, Sendable {
  var name: String
  var visits: Int
}

protocol SummaryService: Sendable {
  func summary() async throws -> ProfileSummary
}

@MainActor
protocol NameView: LoadingViewInterface, ErrorViewInterface {
  func showName(_ name: String)
}

@MainActor
protocol VisitsView: LoadingViewInterface, ErrorViewInterface {
  func showVisits(_ count: Int)
}

@MainActor
final class NamePresenter: ResourcePresenter {
  let screen = ScreenLifecycle<any NameView>()
  let resource: ResourceLoader<String, any NameView>

  /// - Parameter name: Loads the name: a call to a service alone, a piece of a shared load on a
  ///   page.
  init(name: ServiceCall<Void, String>) {
    resource = ResourceLoader(
      screen: screen, key: "name", fetch: name, view: { $0 },
      showValue: { view, name in view.showName(name) })
  }
}

@MainActor
final class VisitsPresenter: ResourcePresenter {
  let screen = ScreenLifecycle<any VisitsView>()
  let resource: ResourceLoader<Int, any VisitsView>

  init(visits: ServiceCall<Void, Int>) {
    resource = ResourceLoader(
      screen: screen, key: "visits", fetch: visits, view: { $0 },
      showValue: { view, count in view.showVisits(count) })
  }
}

@MainActor
protocol ProfilePageView: AnyObject {
  var name: any NameView { get }
  var visits: any VisitsView { get }
}

@MainActor
final class ProfilePagePresenter: ScreenPresenter {
  let screen = ScreenLifecycle<any ProfilePageView>()
  let summary: ScreenLifecycle<any ProfilePageView>.SharedLoad<ProfileSummary>
  let name: NamePresenter
  let visits: VisitsPresenter

  init(service: any SummaryService) {
    summary = screen.sharedLoad(
      key: "summary", fetch: .async { [service] in try await service.summary() })
    name = NamePresenter(name: summary.call(\.name))
    visits = VisitsPresenter(visits: summary.call(\.visits))
    screen.embed(name, view: \.name)
    screen.embed(visits, view: \.visits)
  }
}

/// The name part alone, on a service of its own: the same presenter, another call.
@MainActor
func makeStandaloneNamePart(service: any SummaryService) -> NamePresenter {
  NamePresenter(name: .async { [service] in try await service.summary().name })
}

final class MockNameView: NameView, CallRecording {
  enum Call: Equatable {
    case showLoading, hideLoading
    case showError(message: String, canRetry: Bool)
    case showName(String)
  }

  let recorder = CallRecorder<Call>()
  func showLoading() { record(.showLoading) }
  func hideLoading() { record(.hideLoading) }
  func showError(message: String, canRetry: Bool) {
    record(.showError(message: message, canRetry: canRetry))
  }
  func showName(_ name: String) { record(.showName(name)) }
}

final class MockVisitsView: VisitsView, CallRecording {
  enum Call: Equatable {
    case showLoading, hideLoading
    case showError(message: String, canRetry: Bool)
    case showVisits(Int)
  }

  let recorder = CallRecorder<Call>()
  func showLoading() { record(.showLoading) }
  func hideLoading() { record(.hideLoading) }
  func showError(message: String, canRetry: Bool) {
    record(.showError(message: message, canRetry: canRetry))
  }
  func showVisits(_ count: Int) { record(.showVisits(count)) }
}

final class MockProfilePageView: ProfilePageView {
  let nameView = MockNameView()
  let visitsView = MockVisitsView()
  var name: any NameView { nameView }
  var visits: any VisitsView { visitsView }
}

struct StubSummaryService: SummaryService {
  let summaries = AsyncStub<Void, ProfileSummary>()
  func summary() async throws -> ProfileSummary { try await summaries.call(()) }
}

extension ProfileSummary {
  static let ada = ProfileSummary(name: "Ada", visits: 3)
}

@MainActor @Suite(.presenterTest) struct ProfilePageSharedLoadTests {
  let service = StubSummaryService()
  let view = MockProfilePageView()
  let offline = ServiceError.offline.userMessage

  /// The page attached, both parts waiting for the one request.
  func makeLoadingPage() async -> ProfilePagePresenter {
    let page = ProfilePagePresenter(service: service)
    page.attach(view)
    page.viewDidLoad()  // both parts load: the first starts the request, the second joins it
    await service.summaries.waitForPendingRequests(1)
    return page
  }

  /// The page after the first request failed: both parts show the error state.
  func makeFailedPage() async -> ProfilePagePresenter {
    let page = await makeLoadingPage()
    service.summaries.fail(with: ServiceError.offline)
    await page.tasks.waitUntilIdle()
    view.nameView.recorder.expectCalls([
      .showLoading, .hideLoading, .showError(message: offline, canRetry: true),
    ])
    view.visitsView.recorder.expectCalls([
      .showLoading, .hideLoading, .showError(message: offline, canRetry: true),
    ])
    return page
  }

  @Test func twoPartsLoadingAtOnceMakeOneRequest() async {
    let page = await makeLoadingPage()
    view.nameView.recorder.expectCalls([.showLoading])
    view.visitsView.recorder.expectCalls([.showLoading])
    service.summaries.succeed(with: .ada)

    await page.tasks.waitUntilIdle()

    view.nameView.recorder.expectCalls([.hideLoading, .showName("Ada")])
    view.visitsView.recorder.expectCalls([.hideLoading, .showVisits(3)])
    #expect(service.summaries.requests.count == 1)
  }

  @Test func aPartThatLoadsLaterGetsTheKeptValueWithoutARequest() async {
    let page = await makeLoadingPage()
    service.summaries.succeed(with: .ada)
    await page.tasks.waitUntilIdle()
    view.nameView.recorder.expectCalls([.showLoading, .hideLoading, .showName("Ada")])
    view.visitsView.recorder.expectCalls([.showLoading, .hideLoading, .showVisits(3)])
    let lateView = MockVisitsView()
    let late = VisitsPresenter(visits: page.summary.call(\.visits))
    late.attach(lateView)
    late.viewDidLoad()  // answered at once from the kept value
    lateView.recorder.expectCalls([.showLoading, .hideLoading, .showVisits(3)])
    #expect(late.tasks.isIdle)

    page.detach(view)
    let next = MockProfilePageView()
    page.attach(next)  // each part replays what it shows
    next.nameView.recorder.expectCalls([.hideLoading, .showName("Ada")])
    next.visitsView.recorder.expectCalls([.hideLoading, .showVisits(3)])
    #expect(service.summaries.requests.count == 1)
  }

  @Test func aFailureReachesEveryPartWaitingOnIt() async {
    _ = await makeFailedPage()
    #expect(service.summaries.requests.count == 1)
  }

  @Test func aRetryInOnePartMakesOneRequestAndThePartsInErrorFollowIt() async {
    let page = await makeFailedPage()
    page.visits.retry()  // the visits part's retry button
    view.visitsView.recorder.expectCalls([.showLoading])
    view.nameView.recorder.expectCalls([.showLoading])  // in error too: it follows the load
    await service.summaries.waitForPendingRequests(1)
    service.summaries.succeed(with: .ada)
    await page.tasks.waitUntilIdle()
    view.nameView.recorder.expectCalls([.hideLoading, .showName("Ada")])
    view.visitsView.recorder.expectCalls([.hideLoading, .showVisits(3)])
    #expect(service.summaries.requests.count == 2)
  }

  @Test func aRetryThatFailsAgainShowsTheErrorInEveryPart() async {
    let page = await makeFailedPage()
    page.name.retry()
    await service.summaries.waitForPendingRequests(1)
    service.summaries.fail(with: ServiceError.offline)
    await page.tasks.waitUntilIdle()
    view.nameView.recorder.expectCalls([
      .showLoading, .hideLoading, .showError(message: offline, canRetry: true),
    ])
    view.visitsView.recorder.expectCalls([
      .showLoading, .hideLoading, .showError(message: offline, canRetry: true),
    ])
    #expect(service.summaries.requests.count == 2)
  }

  @Test func thePagesRetryRetriesTheSharedLoadWithEveryPart() async {
    let page = await makeFailedPage()
    page.retry()  // the page's own loaders: the shared load
    await service.summaries.waitForPendingRequests(1)
    service.summaries.succeed(with: .ada)
    await page.tasks.waitUntilIdle()
    view.nameView.recorder.expectCalls([.showLoading, .hideLoading, .showName("Ada")])
    view.visitsView.recorder.expectCalls([.showLoading, .hideLoading, .showVisits(3)])
    page.retry()  // loaded: nothing happens
    #expect(service.summaries.requests.count == 2)
  }

  @Test func onePartsDetachLeavesTheRequestForTheOthers() async {
    let page = await makeLoadingPage()
    page.name.detach(view.nameView)  // that part's view alone goes away
    #expect(page.name.tasks.isIdle)  // its wait is cancelled
    #expect(page.tasks.isRunning("summary"))  // the request is not
    #expect(service.summaries.cancelledRequests.isEmpty)
    service.summaries.succeed(with: .ada)
    await page.tasks.waitUntilIdle()
    view.visitsView.recorder.expectCalls([.showLoading, .hideLoading, .showVisits(3)])
    view.nameView.recorder.expectCalls([.showLoading])

    page.name.attach(view.nameView)  // resumes: answered from the kept value
    view.nameView.recorder.expectCalls([.showLoading, .hideLoading, .showName("Ada")])
    #expect(service.summaries.requests.count == 1)
  }

  @Test(.presenterTest(skipping: .runningWork))  // the release abandons the part's wait
  func aReleasedPartsWaitLeavesTheRequestForTheOthers() async {
    let page = await makeLoadingPage()
    var lone: NamePresenter? = NamePresenter(name: page.summary.call(\.name))
    let loneView = MockNameView()
    lone?.attach(loneView)
    lone?.viewDidLoad()  // joins the request in flight
    lone = nil  // its screen is released while it waits
    #expect(service.summaries.cancelledRequests.isEmpty)
    service.summaries.succeed(with: .ada)
    await page.tasks.waitUntilIdle()
    loneView.recorder.expectCalls([.showLoading])
    view.nameView.recorder.expectCalls([.showLoading, .hideLoading, .showName("Ada")])
    view.visitsView.recorder.expectCalls([.showLoading, .hideLoading, .showVisits(3)])
    #expect(service.summaries.requests.count == 1)
  }

  @Test func aCancellationThePageDidNotAskForIsAnErrorInEveryPart() async {
    let page = await makeLoadingPage()
    service.summaries.fail(with: CancellationError())  // the service gave up on its own
    await page.tasks.waitUntilIdle()
    let cancelled = ServiceError.cancelled.userMessage
    view.nameView.recorder.expectCalls([
      .showLoading, .hideLoading, .showError(message: cancelled, canRetry: true),
    ])
    view.visitsView.recorder.expectCalls([
      .showLoading, .hideLoading, .showError(message: cancelled, canRetry: true),
    ])
  }

  @Test func thePagesDetachCancelsTheRequestAndTheNextAttachMakesOneNewRequest() async {
    let page = await makeLoadingPage()
    page.detach(view)  // a read like any other: cancelled
    await page.tasks.waitUntilIdle()
    #expect(service.summaries.cancelledRequests.count == 1)
    view.nameView.recorder.expectCalls([.showLoading])
    view.visitsView.recorder.expectCalls([.showLoading])

    let next = MockProfilePageView()
    page.attach(next)  // both parts resume: one new request
    next.nameView.recorder.expectCalls([.showLoading])
    next.visitsView.recorder.expectCalls([.showLoading])
    await service.summaries.waitForPendingRequests(1)
    service.summaries.succeed(with: .ada)
    await page.tasks.waitUntilIdle()
    next.nameView.recorder.expectCalls([.hideLoading, .showName("Ada")])
    next.visitsView.recorder.expectCalls([.hideLoading, .showVisits(3)])
    #expect(service.summaries.requests.count == 2)
  }

  @Test func thePagesWaitsAndChecksCoverTheSharedRequest() async {
    let page = await makeLoadingPage()
    let report = await TestFailure.collect { expectNoPendingWork(page.tasks) }.map(\.message)
    #expect(
      report == [
        "Work is still pending:\n- TaskScope: task #0 'summary' still running\n"
          + "- TaskScope: operation #0 'name' waiting for its answer\n"
          + "- TaskScope: operation #0 'visits' waiting for its answer"
      ])
    service.summaries.succeed(with: .ada)

    await page.tasks.waitUntilFinished("summary")  // the parts' waits end with it

    view.nameView.recorder.expectCalls([.showLoading, .hideLoading, .showName("Ada")])
    view.visitsView.recorder.expectCalls([.showLoading, .hideLoading, .showVisits(3)])
    expectNoPendingWork(page.tasks)
  }

  @Test func aNewerValueReachesEveryPartThatShowsAPiece() async {
    let page = await makeLoadingPage()
    service.summaries.succeed(with: .ada)
    await page.tasks.waitUntilIdle()
    view.nameView.recorder.expectCalls([.showLoading, .hideLoading, .showName("Ada")])
    view.visitsView.recorder.expectCalls([.showLoading, .hideLoading, .showVisits(3)])

    page.summary.show(ProfileSummary(name: "Ada L.", visits: 4))  // what a save answered

    view.nameView.recorder.expectCalls([.showName("Ada L.")])
    view.visitsView.recorder.expectCalls([.showVisits(4)])
    #expect(page.summary.value == ProfileSummary(name: "Ada L.", visits: 4))
    #expect(service.summaries.requests.count == 1)
  }

  @Test func aNewerValueReachesThePartsInErrorAndThePartsWaiting() async {
    let failed = await makeFailedPage()
    failed.summary.show(.ada)
    view.nameView.recorder.expectCalls([.showName("Ada")])
    view.visitsView.recorder.expectCalls([.showVisits(3)])

    let waiting = MockProfilePageView()
    let page = ProfilePagePresenter(service: service)
    page.attach(waiting)
    page.viewDidLoad()
    await service.summaries.waitForPendingRequests(1)
    page.summary.show(.ada)  // supersedes the request in flight
    await page.tasks.waitUntilIdle()
    #expect(service.summaries.cancelledRequests.count == 1)
    waiting.nameView.recorder.expectCalls([.showLoading, .hideLoading, .showName("Ada")])
    waiting.visitsView.recorder.expectCalls([.showLoading, .hideLoading, .showVisits(3)])
  }

  @Test(.presenterTest(skipping: .runningWork))  // the release abandons the request
  func thePageAndItsPartsDeallocateWithTheRequestInFlight() async {
    let page = await makeLoadingPage()
    view.nameView.recorder.expectCalls([.showLoading])
    view.visitsView.recorder.expectCalls([.showLoading])
    _ = page
  }

  @Test func thePageAndItsPartsDeallocateAfterTheRequest() async {
    let page = await makeLoadingPage()
    service.summaries.succeed(with: .ada)
    await page.tasks.waitUntilIdle()
    view.nameView.recorder.expectCalls([.showLoading, .hideLoading, .showName("Ada")])
    view.visitsView.recorder.expectCalls([.showLoading, .hideLoading, .showVisits(3)])
  }

  @Test func aPartWorksAloneOnItsOwnCall() async {
    let part = makeStandaloneNamePart(service: service)
    let alone = MockNameView()
    part.attach(alone)
    part.viewDidLoad()
    await service.summaries.waitForPendingRequests(1)
    service.summaries.succeed(with: .ada)
    await part.tasks.waitUntilIdle()
    alone.recorder.expectCalls([.showLoading, .hideLoading, .showName("Ada")])
  }
}

/// The shared load's rule that the parts' waits count as waiting for the test while its request
/// waits for a stub: a wait on the page then fails at once instead of hanging.
@MainActor @Suite struct ProfilePageWaitFailureTests {
  @Test func aWaitOnThePageThatOnlyTheSharedRequestsStubCouldEndFailsAtOnce() async {
    let service = StubSummaryService()
    let messages = await TestFailure.collect {
      await PresenterTest.run(checking: []) { _ in
        let view = MockProfilePageView()
        let page = ProfilePagePresenter(service: service)
        page.attach(view)
        page.viewDidLoad()
        await service.summaries.waitForPendingRequests(1)
        await page.tasks.waitUntilIdle()  // nobody but the test answers the stub
      }
    }.map(\.message)
    #expect(
      messages == [
        "waitUntilIdle() can never return.\nEvery piece of work left waits for the test (a stub "
          + "call it has not answered, a ManualClock it has not moved), and the test is waiting "
          + "here:\n- operation #0 'name' waits for the shared load 'summary'\n"
          + "- task #0 'summary' waits for AsyncStub<(), ProfileSummary> call #1: ()\n"
          + "- operation #0 'visits' waits for the shared load 'summary'"
      ])
  }
}
