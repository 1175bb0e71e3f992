import Foundation
import MVPCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The ways a service reports a cancellation the presenter did not ask for.
enum GoodsDetailExternalCancellation: CaseIterable, CustomStringConvertible, Sendable {
  case cancellationError
  case urlErrorCancelled
  case serviceErrorCancelled

  /// The error the service fails with.
  var error: any Error {
    switch self {
    case .cancellationError: CancellationError()
    case .urlErrorCancelled: URLError(.cancelled)
    case .serviceErrorCancelled: ServiceError.cancelled
    }
  }

  /// The message the screen shows for it, written out literally.
  static let message = "The request was cancelled."

  var description: String {
    switch self {
    case .cancellationError: "CancellationError()"
    case .urlErrorCancelled: "URLError(.cancelled)"
    case .serviceErrorCancelled: "ServiceError.cancelled"
    }
  }
}
