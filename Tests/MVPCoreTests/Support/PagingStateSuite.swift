import MVPCore
import Testing

/// A suite that drives one ``PagingState`` of ``Row``s: it gets `begin(_:)`, which starts a
/// request and fails the test when the state refuses it.
protocol PagingStateSuite {
  var state: PagingState<Row> { get set }
}

extension PagingStateSuite {
  /// Starts a request of `kind`, failing the test when the state refuses it.
  mutating func begin(
    _ kind: PageRequest.Kind, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> PageRequest {
    let request = state.begin(kind)
    return try #require(request, "begin(.\(kind)) was refused", sourceLocation: sourceLocation)
  }
}
