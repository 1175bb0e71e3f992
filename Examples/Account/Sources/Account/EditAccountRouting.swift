import MVPCore

/// The router the "Edit account" presenter navigates with.
@MainActor
public protocol EditAccountRouting: RouterInterface where Route == EditAccountRoute {}
