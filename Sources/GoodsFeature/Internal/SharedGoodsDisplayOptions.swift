/// A presenter's ``GoodsDisplayOptions`` and price formatter, held once: the closures that make
/// rows capture this object instead of copying the options, which hold many strings and closures.
final class SharedGoodsDisplayOptions: Sendable {
  /// The options.
  let options: GoodsDisplayOptions
  /// The formatter of the options' currency and locale.
  let formatter: PriceFormatter

  /// Holds `options` and makes their price formatter.
  ///
  /// - Parameter options: The presenter's options.
  init(_ options: GoodsDisplayOptions) {
    self.options = options
    self.formatter = options.priceFormatter
  }
}
