import MVPCore
import MVPTestSupport
import Testing

/// A route of a list that asks another screen to add an item and wants to hear of it.
private enum ShelfRoute: Equatable {
  case details(id: Int)
  case addRow(onAdded: RoutePayload<(Row) -> Void>)
}

/// A `Sendable` route: its payloads are `Sendable` because their values are.
private enum SendableShelfRoute: Equatable, Sendable {
  case move(toPosition: RoutePayload<Int>)
  case addRow(onAdded: RoutePayload<@MainActor (Row) -> Void>)
}

/// Issue 19, item 8: a route could not carry a callback, because routes must be `Equatable` for
/// the test kit. A `RoutePayload` compares by its label and keeps the callback callable.
@MainActor
@Suite(.presenterTest) struct RoutePayloadTests {
  @Test func aRouteWithACallbackIsAssertedAndItsCallbackCalled() throws {
    let router = RecordingRouter<ShelfRoute>()
    let added = CallRecorder<Int>()
    router.navigate(to: .addRow(onAdded: RoutePayload("onAdded") { added.record($0.id) }))

    router.recorder.expectCalls([.addRow(onAdded: RoutePayload("onAdded") { _ in })])
    guard case .addRow(let onAdded) = try #require(router.recorder.allCalls.last) else {
      Issue.record("expected addRow")
      return
    }
    onAdded.value(Row(7))
    added.expectCalls([7])
  }

  @Test func aRouterIsNamedByItsRouteType() {
    let recording = RecordingRouter<ShelfRoute>()
    let router: any RouterInterface<ShelfRoute> = recording
    router.navigate(to: .details(id: 3))
    recording.recorder.expectCalls([.details(id: 3)])
  }

  @Test func payloadsCompareAndPrintByLabel() {
    let first = RoutePayload("onAdded", 1)
    #expect(first == RoutePayload("onAdded", 2))
    #expect(first != RoutePayload("onRemoved", 1))
    #expect(
      "\(ShelfRoute.addRow(onAdded: RoutePayload("onAdded") { _ in }))"
        == "addRow(onAdded: onAdded)")
  }

  /// `RoutePayload` was not `Sendable`, so no route carrying one could be.
  @Test func aSendableRouteCarriesItsPayloadsAcrossATaskBoundary() async {
    let move = SendableShelfRoute.move(toPosition: RoutePayload("toPosition", 3))
    let added = CallRecorder<Int>()
    let add = SendableShelfRoute.addRow(onAdded: RoutePayload("onAdded") { added.record($0.id) })

    let received = await Task.detached { [move, add] in [move, add] }.value

    #expect(received == [move, add])
    guard case .move(let position) = received[0], case .addRow(let onAdded) = received[1] else {
      Issue.record("expected move and addRow, got \(received)")
      return
    }
    #expect(position.value == 3)
    onAdded.value(Row(7))
    added.expectCalls([7])
  }
}
