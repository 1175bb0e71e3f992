// expect: warning: 'resume(at:with:fileID:filePath:line:column:)' is deprecated: renamed to 'answer(at:with:)'
// The last release's test-kit spellings still compile, each with a fix-it: AsyncStub.resume,
// CallbackStub.complete, HTTPStub.answerHeld/heldRequests/waitForHeldRequests, and the stubs'
// waitForPendingCalls and waitForCalls.
import MVPTestSupport

func oldStubSpellings(
  async: AsyncStub<Int, String>, callback: CallbackStub<Int, String>, http: HTTPStub
) async {
  async.resume(at: 0, with: .success("a"))
  async.resume(where: { $0 == 1 }, with: .success("b"))
  await async.waitForPendingCalls(1)
  await async.waitForCalls(1)
  callback.complete(at: 0, with: .success("c"))
  callback.complete(where: { $0 == 1 }, with: .success("d"))
  await callback.waitForPendingCalls()
  await callback.waitForCalls(2)
  _ = http.heldRequests
  http.answerHeld(.hold)
  await http.waitForHeldRequests(1)
}
