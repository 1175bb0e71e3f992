/// One line for the log about an encoding or decoding failure: where it happened (the coding
/// path) and what the coder said; any other error as it describes itself.
///
/// - Parameter error: The error.
/// - Returns: The line.
func describe(_ error: any Error) -> String {
  switch error {
  case let error as DecodingError:
    switch error {
    case .typeMismatch(_, let context), .valueNotFound(_, let context),
      .keyNotFound(_, let context), .dataCorrupted(let context):
      return located(context.debugDescription, at: context.codingPath)
    @unknown default:
      return "\(error)"
    }
  case let error as EncodingError:
    switch error {
    case .invalidValue(_, let context):
      return located(context.debugDescription, at: context.codingPath)
    @unknown default:
      return "\(error)"
    }
  default:
    return "\(error)"
  }
}

private func located(_ text: String, at path: [any CodingKey]) -> String {
  guard !path.isEmpty else { return text }
  let location = path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
  return "at \(location.hasPrefix(".") ? String(location.dropFirst()) : location): \(text)"
}
