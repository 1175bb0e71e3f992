import Foundation

extension Bundle {
  /// MVPDemo's resource bundle: its string tables (`en.lproj`, `zh-Hans.lproj`) and the bundled
  /// data set, for example to check the tables with MVPTestSupport's
  /// `expectLocalizationsComplete(in:)`.
  public static var mvpDemo: Bundle {
    .module
  }
}
