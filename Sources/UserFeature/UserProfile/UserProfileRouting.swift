import MVPCore

/// The router the user profile's presenter navigates with, fixed to ``UserProfileRoute``.
///
/// ``UserProfileRouter`` is the production implementation; tests substitute a recording router.
@MainActor
public protocol UserProfileRouting: RouterInterface where Route == UserProfileRoute {}
