/// Removed from MVPCore: a value with the date of the saved copy it came from is a feature's
/// own type (the goods feature's is `GoodsAnswer`).
@available(
  *, unavailable,
  message: "declare a value-and-savedAt type of your own (the goods feature's: GoodsAnswer)"
)
public struct Fetched<Value> {}
