import GoodsFeature
import MVPTestSupport

/// The flash-sale page's view for `PresenterChecker`: one object is the view of every section, so
/// that one recorder holds the page's calls in the order made (the checker reads one recorder per
/// view; ``MockFlashSalePageView`` keeps a recorder per section). The goods section's calls say
/// what they mean (`RecordingListView`); the banner's and the prompt's are `.other` for the
/// checker, kept here for the page's own invariants.
@MainActor
final class CheckedFlashSalePageView: RecordingListView<GoodsRowViewModel>, FlashSalePageView,
  GoodsListView, FlashSaleCountdownView, SignInPromptView
{
  /// The countdown the banner shows.
  private(set) var countdown: FlashSaleCountdownViewModel?
  /// The prompt the sign-in section shows.
  private(set) var prompt: String?

  var banner: any FlashSaleCountdownView { self }
  var goods: any GoodsListView { self }
  var signIn: any SignInPromptView { self }

  func showCountdown(_ countdown: FlashSaleCountdownViewModel?) {
    self.countdown = countdown
    recordOwn("showCountdown(\(countdown?.text ?? "nil"))", effect: .other)
  }

  func showSignInPrompt(_ prompt: String?) {
    self.prompt = prompt
    recordOwn("showSignInPrompt(\(prompt ?? "nil"))", effect: .other)
  }
}
