import MVPCore

/// The router the user list's presenter navigates with, fixed to ``UserListRoute``.
///
/// ``UserListRouter`` is the production implementation; tests substitute a recording router.
@MainActor
public protocol UserListRouting: RouterInterface where Route == UserListRoute {}
