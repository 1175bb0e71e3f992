// expect: error: 'SavedCopyStatus' is unavailable: derive it from the pages' savedAt
// SavedCopyStatus left MVPCore for the goods feature, the one that shows it.
import Foundation
import MVPCore

func status() -> SavedCopyStatus? { nil }
