// expect: pass
// The goods feature's SavedCopyStatus wins over MVPCore's unavailable stub of the same name.
import Foundation
import GoodsFeature
import MVPCore

let status = SavedCopyStatus(savedAt: Date(), isServerAnswering: false)
