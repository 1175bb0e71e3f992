import Foundation

extension Bundle {
  /// MVPCore's resource bundle: its string tables (`en.lproj`, `zh-Hans.lproj`), for example to
  /// check them with MVPTestSupport's `expectLocalizationsComplete(in:)`.
  public static var mvpCore: Bundle {
    .module
  }
}
