import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension ServiceError {
  /// Classifies any error thrown or reported by a service call.
  ///
  /// - `ServiceError` values are kept as they are;
  /// - `CancellationError` and `URLError.cancelled` become ``cancelled``;
  /// - `URLError.timedOut` becomes ``timeout``;
  /// - `URLError`s meaning no connection (`notConnectedToInternet`, `networkConnectionLost`,
  ///   `dataNotAllowed`, `internationalRoamingOff`) become ``offline``; other `URLError`s become
  ///   ``unreachable``;
  /// - `DecodingError`s become ``invalidResponse(reason:)``;
  /// - anything else becomes ``unexpected(description:)``.
  ///
  /// - Parameter error: The error to classify.
  public init(classifying error: any Error) {
    switch error {
    case let error as ServiceError:
      self = error
    case is CancellationError:
      self = .cancelled
    case let error as URLError:
      switch error.code {
      case .cancelled: self = .cancelled
      case .timedOut: self = .timeout
      case .notConnectedToInternet, .networkConnectionLost, .dataNotAllowed,
        .internationalRoamingOff:
        self = .offline
      default: self = .unreachable
      }
    case let error as DecodingError:
      self = .invalidResponse(reason: Self.describe(error))
    default:
      self = .unexpected(description: String(describing: error))
    }
  }

  private static func describe(_ error: DecodingError) -> String {
    switch error {
    case .typeMismatch(_, let context), .valueNotFound(_, let context),
      .keyNotFound(_, let context), .dataCorrupted(let context):
      let path = context.codingPath.map(\.stringValue).joined(separator: ".")
      return path.isEmpty ? context.debugDescription : "\(path): \(context.debugDescription)"
    @unknown default:
      return "\(error)"
    }
  }
}
