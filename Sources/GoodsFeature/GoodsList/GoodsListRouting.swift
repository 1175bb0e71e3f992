import MVPCore

/// The router the goods list presenter navigates with; ``GoodsListRouter`` in production, a
/// recording router in tests.
///
/// Threading: main actor only.
@MainActor
public protocol GoodsListRouting: RouterInterface where Route == GoodsListRoute {}
