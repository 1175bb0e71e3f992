import MVPCore

/// A delivered result in comparable form, for recorders.
enum Outcome: Equatable {
  case value(String)
  case error(ServiceError)

  init(_ result: Result<String, any Error>) {
    switch result {
    case .success(let value): self = .value(value)
    case .failure(let error): self = .error(ServiceError(classifying: error))
    }
  }
}
