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
