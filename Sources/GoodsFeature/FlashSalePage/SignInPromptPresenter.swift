import MVPCore

/// The sign-in section of the flash-sale page: prompts a signed-out user to sign in for sale
/// alerts and routes the tap to the app's sign-in screen. Independent of the other sections:
/// tested with its own mock view.
///
/// View updates: the prompt is the state `"signIn.prompt"`, replayed to a view that attaches.
///
/// Threading: main actor only.
@MainActor
public final class SignInPromptPresenter: ViewAttachable, PendingWorkReporting {
  /// The view protocol this presenter drives.
  public typealias View = any SignInPromptView

  private let screen = ScreenLifecycle<any SignInPromptView>()
  private let router: any SignInPromptRouting
  private let prompt: String

  /// Whether the user is signed in; setting it updates the prompt.
  public var isSignedIn: Bool {
    didSet { if isLoaded, oldValue != isSignedIn { render() } }
  }

  private var isLoaded = false

  /// Creates the section; nothing is shown until ``viewDidLoad()``.
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

  /// The section's pending work (a prompt waiting for a view), for end-of-test checks.
  public var pendingWorkDescriptions: [String] {
    screen.pendingWorkDescriptions
  }

  /// Attaches `view` (held weakly) and shows it the prompt.
  ///
  /// - Parameter view: The section's view.
  public func attach(_ view: any SignInPromptView) {
    screen.attach(view)
  }

  /// Detaches `view` if it is the attached one.
  ///
  /// - Parameter view: The view that goes away.
  public func detach(_ view: any SignInPromptView) {
    screen.detach(view)
  }

  /// Shows the prompt when the user is signed out.
  public func viewDidLoad() {
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
