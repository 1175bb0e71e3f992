import MVPCore

/// The sign-in section of the flash-sale page: prompts a signed-out user to sign in for sale
/// alerts and routes the tap to the app's sign-in screen. Independent of the other sections:
/// tested with its own mock view.
///
/// View updates: the prompt is the state `"signIn.prompt"`, replayed to a view that attaches.
///
/// Restores nothing after the app was killed: whether the user is signed in comes from the app.
@MainActor
public final class SignInPromptPresenter: ScreenPresenter {

  /// The screen: the weak binding to the view and the presenter's work.
  public let screen = ScreenLifecycle<any SignInPromptView>()
  private let router: any SignInPromptRouting
  private let prompt: String

  /// Whether the user is signed in; setting it updates the prompt.
  public var isSignedIn: Bool {
    didSet { if isLoaded, oldValue != isSignedIn { render() } }
  }

  private var isLoaded = false

  /// Creates the section; nothing is shown until `viewDidLoad()`.
  ///
  /// - Parameters:
  ///   - isSignedIn: Whether the user is signed in now.
  ///   - texts: The prompt's text; defaults to English.
  ///   - router: Navigates to the app's sign-in screen; held strongly.
  public init(
    isSignedIn: Bool, texts: FlashSaleTexts = GoodsTexts.english.sale,
    router: any SignInPromptRouting
  ) {
    self.isSignedIn = isSignedIn
    self.prompt = texts.signInPrompt
    self.router = router
  }

  /// Shows the prompt when the user is signed out.
  public func screenDidLoad() {
    guard !isLoaded else { return }
    isLoaded = true
    render()
  }

  /// Opens the app's sign-in screen; does nothing when signed in.
  public func signIn() {
    guard !isSignedIn else { return }
    router.navigate(to: .signIn)
  }

  private func render() {
    let shown = isSignedIn ? nil : prompt
    screen.binding.update(.state("signIn.prompt")) { $0.showSignInPrompt(shown) }
  }
}
