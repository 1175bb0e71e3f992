/// A mock view's call type that tells ``PresenterChecker`` what each call means for the screen,
/// so that the checker needs no classification closure.
///
/// ``ListViewCall`` (the calls of ``RecordingListView``) adopts it; a mock's own `Call` enum may
/// adopt it too.
public protocol ScreenEffectDescribing {
  /// What this call does to the screen.
  var screenEffect: ScreenEffect { get }
}
