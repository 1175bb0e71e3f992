import MVPCore

/// The keys under which ``GoodsDetailPresenter`` runs its work in `GoodsDetailPresenter.tasks`.
/// Cart additions are writes that run side by side under no key.
public enum GoodsDetailKeys {
  /// Loading the product (a read: a detach cancels it, the next attach resumes it).
  public static let load: ScreenKey = "product"
}
