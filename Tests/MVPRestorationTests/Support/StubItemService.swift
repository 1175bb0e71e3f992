import MVPTestSupport

/// The test feature's service: titles by item, and saves of a draft.
struct StubItemService {
  let titles = AsyncStub<Int, String>()
  let saves = AsyncStub<String, Void>()
}
