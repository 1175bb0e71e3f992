/// Why the bundled data set could not be loaded.
public enum CatalogDataError: Error, Equatable, Sendable {
  /// `catalog.json` is not in the demo's resource bundle.
  case missingResource
}
