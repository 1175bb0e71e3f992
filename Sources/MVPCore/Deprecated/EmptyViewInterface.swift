/// Folded into ``ListViewInterface``, whose ``ListViewInterface/showEmpty(message:)`` it was:
/// nothing but a list shows the empty state.
@available(
  *, unavailable,
  message: "a list view has showEmpty(message:) from ListViewInterface; others declare it"
)
public typealias EmptyViewInterface = ListViewInterface
