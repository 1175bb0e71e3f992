import MVPCore

/// The router the goods list presenter navigates with; ``GoodsListRouter`` in production, a
/// recording router in tests.
@MainActor
public protocol GoodsListRouting: RouterInterface where Route == GoodsListRoute {}
