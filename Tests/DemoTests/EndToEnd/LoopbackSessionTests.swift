import Foundation
import MVPDemo
import MVPTestSupport
import Testing

/// Scripted sessions against a real HTTP server on 127.0.0.1 that the test starts and stops.
@MainActor @Suite(.presenterTest) struct LoopbackSessionTests {
  static let serverError =
    "Error: The server couldn't complete the request (error 500). Please try again later."
  static let retryHint = "Type 'retry' to try again."
  static let goodsRetryCommands =
    "Commands: open N, cart N, next, refresh, retry, goods, users, help, quit"

  @Test func pagesToTheEndWithOneRequestPerPage() async throws {
    let server = try LoopbackHTTPServer(serving: CatalogFixtures.bundled)
    defer { server.stop() }
    let run = await DemoTranscript(
      ["--base-url", server.baseURL, "--page-size", "30"], script: "next\nnext\nnext\n")
    #expect(run.screens.map { DemoTranscript.rows($0).count } == [30, 60, 66, 66])
    #expect(
      server.requests == [
        "GET /products?limit=30&skip=0", "GET /products?limit=30&skip=30",
        "GET /products?limit=30&skip=60",
      ])
  }

  @Test func deletesAndEditsUsersOverHTTP() async throws {
    let server = try LoopbackHTTPServer(serving: CatalogFixtures.bundled)
    defer { server.stop() }
    let run = await DemoTranscript(
      ["--base-url", server.baseURL],
      script: "users\ndelete 3\nopen 1\nedit Amara Osei-Boateng | amara@example.org\n")
    #expect(DemoTranscript.rows(run.screens[2]).count == 19)
    #expect(!run.screens[2].contains { $0.contains("Mei Tanaka") })
    #expect(
      run.lastScreen.prefix(3) == [
        "> edit Amara Osei-Boateng | amara@example.org", "== Amara Osei-Boateng ==",
        "Email: amara@example.org",
      ])
    #expect(
      Array(server.requests.dropFirst()) == [
        "GET /users?limit=20&skip=0", "DELETE /users/3", "GET /users/1", "PUT /users/1",
      ])
  }

  @Test func serverErrorShowsTheErrorStateWithRetry() async throws {
    let server = try LoopbackHTTPServer { _ in APIResponse(status: 500) }
    defer { server.stop() }
    let run = await DemoTranscript(["--base-url", server.baseURL], script: "users\n")
    #expect(
      run.screens[0] == ["== Goods ==", Self.serverError, Self.retryHint, Self.goodsRetryCommands])
    #expect(
      run.screens[1] == [
        "> users", "== Users ==", Self.serverError, Self.retryHint,
        "Commands: open N, delete N, next, refresh, retry, goods, users, help, quit",
      ])
    #expect(run.status == 0)
    #expect(run.errors == "")
  }

  @Test func answerThatIsNotJSONShowsTheErrorState() async throws {
    let server = try LoopbackHTTPServer { _ in
      APIResponse(
        status: 200, headers: ["Content-Type": "text/html"],
        body: Data("<html><body>Down for maintenance</body></html>".utf8))
    }
    defer { server.stop() }
    let run = await DemoTranscript(["--base-url", server.baseURL], script: "")
    #expect(
      run.screens == [
        [
          "== Goods ==",
          "Error: The server sent an answer this app can't read. Please try again later.",
          Self.retryHint, Self.goodsRetryCommands,
        ]
      ])
  }

  @Test func unreachableServerShowsTheErrorState() async throws {
    let run = await DemoTranscript(
      ["--base-url", try LoopbackHTTPServer.unreachableBaseURL()], script: "retry\nopen 1\n")
    let error = [
      "== Goods ==", "Error: The server can't be reached right now. Please try again later.",
      Self.retryHint, Self.goodsRetryCommands,
    ]
    #expect(
      run.screens == [
        error, ["> retry"] + error, ["> open 1", "There are no rows to pick."] + error,
      ])
    #expect(run.status == 0)
  }

  @Test func retryRecoversAfterAFailure() async throws {
    let counter = RequestCounter()
    let contract = CatalogServer(data: CatalogFixtures.bundled)
    let server = try LoopbackHTTPServer { request in
      counter.next("all") == 1 ? APIResponse(status: 500) : contract.respond(to: request)
    }
    defer { server.stop() }
    let run = await DemoTranscript(
      ["--base-url", server.baseURL, "--page-size", "5"], script: "retry\n")
    #expect(run.screens[0].contains(Self.serverError))
    #expect(DemoTranscript.rows(run.screens[1]).count == 5)
    #expect(!run.screens[1].contains(Self.serverError))
  }

  @Test func failingNextPageKeepsTheRowsAndShowsAMessage() async throws {
    let contract = CatalogServer(data: CatalogFixtures.bundled)
    let server = try LoopbackHTTPServer { request in
      request.query["skip"] == "5" ? APIResponse(status: 503) : contract.respond(to: request)
    }
    defer { server.stop() }
    let run = await DemoTranscript(
      ["--base-url", server.baseURL, "--page-size", "5"], script: "next\nnext\n")
    #expect(DemoTranscript.rows(run.screens[1]) == DemoTranscript.rows(run.screens[0]))
    #expect(
      run.screens[1].suffix(3) == [
        "5 products shown.",
        "* The server couldn't complete the request (error 503). Please try again later.",
        "Commands: open N, cart N, next, refresh, goods, users, help, quit",
      ])
    #expect(
      run.screens[2].suffix(2).first
        == "* The server couldn't complete the request (error 503). Please try again later.")
  }

  @Test func missingProductShowsTheServersMessageWithoutRetry() async throws {
    let contract = CatalogServer(data: CatalogFixtures.bundled)
    let server = try LoopbackHTTPServer { request in
      request.path == ["products", "2"]
        ? .message("Product with id '2' not found", status: 404) : contract.respond(to: request)
    }
    defer { server.stop() }
    let run = await DemoTranscript(
      ["--base-url", server.baseURL, "--page-size", "3"], script: "open 2\nretry\n")
    #expect(
      run.screens[1] == [
        "> open 2", "== Product #2 ==",
        "Error: The server couldn't complete the request (error 404): \"Product with id '2' not found\".",
        "Commands: goods, users, back, help, quit",
      ])
  }

  @Test func failedDeleteAndSaveKeepTheScreenAndExplain() async throws {
    let contract = CatalogServer(data: CatalogFixtures.bundled)
    let server = try LoopbackHTTPServer { request in
      request.method == "GET" ? contract.respond(to: request) : APIResponse(status: 500)
    }
    defer { server.stop() }
    let run = await DemoTranscript(
      ["--base-url", server.baseURL],
      script: "users\ndelete 1\nopen 1\nedit Ada Lovelace | ada@example.com\n")
    #expect(DemoTranscript.rows(run.screens[2]) == DemoTranscript.rows(run.screens[1]))
    #expect(
      run.screens[2].suffix(2).first
        == "* Couldn't delete Amara Osei. The server couldn't complete the request (error 500). Please try again later."
    )
    #expect(
      run.screens[4].suffix(3) == [
        "Editing: name 'Ada Lovelace', email 'ada@example.com'",
        "* Could not save: The server couldn't complete the request (error 500). Please try again later.",
        "Commands: edit NAME | EMAIL, goods, users, back, help, quit",
      ])
    #expect(run.screens[4][1] == "== Amara Osei ==")
  }

  @Test func emptyCatalogueShowsTheEmptyStates() async throws {
    let server = try LoopbackHTTPServer(serving: CatalogData(products: [], users: []))
    defer { server.stop() }
    let run = await DemoTranscript(["--base-url", server.baseURL], script: "users\nnext\n")
    #expect(
      run.screens[0] == [
        "== Goods ==", "No products yet.",
        "Commands: open N, cart N, next, refresh, goods, users, help, quit",
      ])
    #expect(run.screens[1].prefix(3) == ["> users", "== Users ==", "No users yet."])
    #expect(run.screens[2].prefix(3) == ["> next", "== Users ==", "No users yet."])
  }
}
