import MVPCore

/// The router the sign-in section navigates with; the app's own (sign-in is not part of
/// MVPKit), a recording router in tests.
@MainActor
public protocol SignInPromptRouting: RouterInterface where Route == SignInPromptRoute {}
