/// How the fake catalogue server of a random sequence answers page requests.
enum CatalogueMode: String, Sendable {
  /// Pages as asked: `limit` products from `offset`, with the catalogue's total.
  case normal
  /// Ignores `skip`: always the first products at offset 0 (issue 8, kind 5).
  case ignoresSkip
  /// The catalogue is empty for now: no products, total 0.
  case empty
  /// Pages as asked, and from now on, in every mode, each product whose id is a multiple of 3
  /// cannot be decoded: it comes as a skipped item (issue 9, part 1). For good, so that a record
  /// never turns readable after later ones were shown.
  case brokenRecords
}
