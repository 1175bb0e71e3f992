/// Moved out of MVPCore to MVPNetworking (`MVPNetworking.ItemDecodingFailure`), where items are
/// decoded: a page carries only their count (`Page.skippedCount`), and MVPNetworking's
/// `Page.skippedItems` carries the failures.
@available(
  *, unavailable,
  message: "import MVPNetworking: ItemDecodingFailure and Page.skippedItems live there"
)
public struct ItemDecodingFailure {}
