import MVPCore

/// A view that is not a terminal screen.
@MainActor
final class ForeignView: ViewInterface {}
