/// Moved out of MVPCore to the goods feature (`GoodsFeature.SavedCopyStatus`), the feature that
/// shows it: a list loader no longer tracks saved copies.
@available(
  *, unavailable,
  message:
    "derive it from the pages' savedAt in PagedListLoader.observe(_:), as GoodsFeature's SavedCopyStatus does"
)
public struct SavedCopyStatus {}
