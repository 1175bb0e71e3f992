/// A value a route carries that cannot be compared: a callback ("tell the list when the book is
/// added") or a delegate. A route that carries one stays `Equatable`, so `RecordingRouter` and
/// exact route assertions keep working: two payloads are equal when their labels are.
///
/// ```swift
/// enum BooksRoute: Equatable {
///   case details(bookID: Int)
///   case addBook(onAdded: RoutePayload<(Book) -> Void>)
/// }
///
/// // In the presenter:
/// router.navigate(to: .addBook(onAdded: RoutePayload("onAdded") { [weak self] in self?.add($0) }))
///
/// // In its test: assert the route, then play the other screen's part.
/// router.recorder.expectCalls([.addBook(onAdded: RoutePayload("onAdded") { _ in })])
/// if case .addBook(let onAdded) = router.recorder.allCalls.last { onAdded.value(book) }
/// ```
///
/// Capture the presenter weakly in a callback: the router holds the route's payload no longer
/// than it needs, but a strong capture would make the next screen keep the list alive.
///
/// A payload is `Sendable` when its value is, so a `Sendable` route can carry one: make the
/// callback `@MainActor (Book) -> Void` or `@Sendable (Book) -> Void`.
public struct RoutePayload<Value>: Equatable, CustomStringConvertible {
  /// What the payload is for, for example `"onAdded"`; what equality and descriptions compare.
  public let label: String

  /// The callback or delegate.
  public let value: Value

  /// Wraps a value under a label.
  ///
  /// - Parameters:
  ///   - label: What the payload is for, for example `"onAdded"`.
  ///   - value: The callback or delegate.
  public init(_ label: String, _ value: Value) {
    self.label = label
    self.value = value
  }

  /// Whether two payloads have the same label; their values are not compared.
  ///
  /// - Parameters:
  ///   - lhs: A payload.
  ///   - rhs: Another payload.
  /// - Returns: `lhs.label == rhs.label`.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.label == rhs.label
  }

  /// The label, so a route prints as `addBook(onAdded: onAdded)` in a test's diff.
  public var description: String {
    label
  }
}

/// A payload whose value is `Sendable` is `Sendable`: a route that is `Sendable` may carry it.
extension RoutePayload: Sendable where Value: Sendable {}
