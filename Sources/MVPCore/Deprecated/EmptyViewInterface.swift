/// Folded into ``ListViewInterface``, whose ``ListViewInterface/showEmpty(message:)`` it was:
/// nothing but a list shows the empty state.
@available(
  *, unavailable,
  message: "showEmpty(message:) is a requirement of ListViewInterface; a view that is not a list declares its own empty-state method"
)
public typealias EmptyViewInterface = ListViewInterface
