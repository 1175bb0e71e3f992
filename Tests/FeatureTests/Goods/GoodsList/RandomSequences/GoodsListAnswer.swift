import Foundation
import MVPCore
import MVPTestSupport

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// How the server answers one pending call in a random sequence: success, a failure, or a
/// cancellation the presenter did not ask for (issue 8, kind 3).
enum GoodsListAnswer: String, CaseIterable, Sendable {
  case success
  case offline
  case serviceCancelled
  case urlCancelled
  case cancellationError

  /// The failure to answer with; `nil` for success.
  var error: (any Error)? {
    switch self {
    case .success: nil
    case .offline: ServiceError.offline
    case .serviceCancelled: ServiceError.cancelled
    case .urlCancelled: URLError(.cancelled)
    case .cancellationError: CancellationError()
    }
  }

  /// The message the user must see for this failure; `nil` for success.
  @MainActor var failureMessage: String? {
    switch self {
    case .success: nil
    case .offline: GoodsListHarness.offlineMessage
    case .serviceCancelled, .urlCancelled, .cancellationError: "The request was cancelled."
    }
  }

  /// A random answer: mostly success, then plain failures, then external cancellations.
  static func random(using generator: inout SeededGenerator) -> GoodsListAnswer {
    switch generator.next() % 20 {
    case 0..<12: .success
    case 12..<16: .offline
    case 16: .serviceCancelled
    case 17, 18: .urlCancelled
    default: .cancellationError
    }
  }
}
