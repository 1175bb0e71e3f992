import MVPCore

/// The view of the orders screen: a list of order titles with MVPCore's list states.
@MainActor
protocol OrdersView: PagedListViewInterface where Row == String {}
