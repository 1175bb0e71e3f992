/// Which price of the goods detail's product a view was last shown: the sale price while the
/// product's flash sale ran, else the regular price. The product's `showValue` writes it each time
/// a view is shown the product (after a load, again, or replayed to a view that attaches), and the
/// presenter reads it when the sale changes phase, so that a view priced at another time than
/// the phase's is shown the product again.
///
/// Threading: main actor.
@MainActor
final class ShownPrice {
  /// Whether the product was last shown at its sale price.
  var isSalePrice = false
}
