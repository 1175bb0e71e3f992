// expect: pass
// With MVPNetworking imported, ItemDecodingFailure and Page.skippedItems are MVPNetworking's, and
// MVPCore's page carries their count.
import MVPCore
import MVPNetworking

let failure = ItemDecodingFailure(index: 0, id: "3", path: "items[0].title", reason: "missing")
let page = Page(items: [1, 2], offset: 0, total: 3, skippedItems: [failure])
let counted: Bool = page.skippedCount == 1 && page.skippedItems == [failure]
