import Foundation
import MVPCore
import MVPTestSupport

/// How the random-sequence server answers one pending request.
enum UserListAnswer: String, CaseIterable, Sendable {
  /// The request succeeds.
  case success
  /// The request fails: no connection.
  case offline
  /// The service reports a cancellation the presenter did not ask for: `CancellationError()`.
  case cancellationError
  /// The same, as `URLError(.cancelled)`.
  case urlCancelled
  /// The same, as `ServiceError.cancelled`.
  case serviceCancelled

  /// The error this answer fails with, or `nil` for a success.
  var error: (any Error)? {
    switch self {
    case .success: nil
    case .offline: ServiceError.offline
    case .cancellationError: CancellationError()
    case .urlCancelled: URLError(.cancelled)
    case .serviceCancelled: ServiceError.cancelled
    }
  }

  /// Whether the answer is a cancellation the presenter did not ask for.
  var isOutsideCancellation: Bool {
    switch self {
    case .success, .offline: false
    case .cancellationError, .urlCancelled, .serviceCancelled: true
    }
  }

  /// A random answer, mostly successes.
  static func random(using generator: inout SeededGenerator) -> UserListAnswer {
    switch Int.random(in: 0..<10, using: &generator) {
    case 0: .offline
    case 1:
      [.cancellationError, .urlCancelled, .serviceCancelled].randomElement(using: &generator)!
    default: .success
    }
  }
}
