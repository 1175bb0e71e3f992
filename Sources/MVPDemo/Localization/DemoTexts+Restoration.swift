import Foundation
import MVPRestoration

extension DemoTexts {
  // MARK: The saved session

  /// The note under the first screen when the last session came back.
  var sessionRestored: String { table.string("session.restored") }

  /// The note under the first screen when the last session's saved state was dropped: one calm
  /// line saying why, in words rather than the log's details.
  ///
  /// - Parameter error: Why `AppRestoration` dropped it.
  func sessionNotRestored(_ error: RestorationError) -> String {
    let reason =
      switch error {
      case .storeUnavailable: table.string("session.notRestored.storeUnavailable")
      case .unreadable: table.string("session.notRestored.unreadable")
      case .otherFormatVersion(let saved, let current):
        table.format("session.notRestored.formatVersion", saved, current)
      case .otherAppVersion: table.string("session.notRestored.appVersion")
      case .tooOld: table.string("session.notRestored.tooOld")
      case .routesDoNotDecode: table.string("session.notRestored.routes")
      }
    return table.format("session.notRestored", reason)
  }

  /// The line on standard error, after `mvp-demo: `, when the session could not be saved.
  ///
  /// - Parameters:
  ///   - path: The state file, as given or by default.
  ///   - error: What the file system said, told in a few words (no permission, disk full,
  ///     read-only, a file in the way of its folder, else that it could not be written).
  func sessionNotSaved(path: String, _ error: any Error) -> String {
    let reason =
      switch (error as? CocoaError)?.code {
      case .fileWriteNoPermission?: table.string("session.notSaved.permission")
      case .fileWriteOutOfSpace?: table.string("session.notSaved.diskFull")
      case .fileWriteVolumeReadOnly?: table.string("session.notSaved.readOnly")
      case .fileWriteFileExists?: table.string("session.notSaved.fileInTheWay")
      default: table.string("session.notSaved.other")
      }
    return table.format("session.notSaved", clipped(path), reason)
  }

  // MARK: Links

  /// The note under the first screen when `--open`'s link does not open a screen.
  ///
  /// - Parameters:
  ///   - link: The link.
  ///   - error: Why it does not parse.
  func linkNotOpened(_ link: URL, _ error: DeepLinkError) -> String {
    let reason =
      switch error {
      case .unsupportedScheme(""): table.string("link.noScheme")
      case .unsupportedScheme(let scheme): table.format("link.scheme", clipped(scheme))
      case .unknownHost(let host): table.format("link.host", clipped(host), DemoLinks.website)
      case .noMatchingPath(let path): table.format("link.path", clipped(path))
      case .missingParameter(let name): table.format("link.missing", parameter(name))
      case .notANumber(let name, let value):
        table.format("link.notANumber", parameter(name), clipped(value))
      case .invalidValue(let name, let value):
        table.format("link.invalidValue", parameter(name), clipped(value))
      case .rejected(_, let reason): table.format("link.rejected", clipped(reason))
      }
    return table.format("link.notOpened", clipped(link.absoluteString), reason)
  }

  /// The note under the first screen when `--open`'s link would replace screens that hold
  /// unsaved edits, which the demo keeps.
  ///
  /// - Parameters:
  ///   - link: The link.
  ///   - routes: The screens with unsaved edits, bottom first.
  func linkKeepsEdits(_ link: URL, _ routes: [DemoRoute]) -> String {
    let screens = routes.map(screenName).joined(separator: table.string("commands.separator"))
    return table.format("link.keepsEdits", clipped(link.absoluteString), screens)
  }

  /// The note when `goods`, `users` or `sale` would close screens that hold unsaved edits, which
  /// the demo keeps.
  ///
  /// - Parameters:
  ///   - route: The root the user asked for.
  ///   - routes: The screens with unsaved edits, bottom first.
  func switchKeepsEdits(_ route: DemoRoute, _ routes: [DemoRoute]) -> String {
    let screens = routes.map(screenName).joined(separator: table.string("commands.separator"))
    return table.format("switch.keepsEdits", screenName(route), screens)
  }

  /// A screen's name in a sentence: `the goods list`, `user 3's profile`.
  func screenName(_ route: DemoRoute) -> String {
    switch route {
    case .goods: table.string("route.goods")
    case .users: table.string("route.users")
    case .sale: table.string("route.sale")
    case .goodsDetail(let id): table.format("route.goodsDetail", id)
    case .userProfile(let id): table.format("route.userProfile", id)
    }
  }

  /// A link parameter's name in words (`product number`), or as it is.
  private func parameter(_ name: String) -> String {
    switch name {
    case "productID", "userID": table.string("link.parameter.\(name)")
    default: clipped(name)
    }
  }

  // MARK: Held answers

  var holding: String { table.string("hold.holding") }
  var alreadyHolding: String { table.string("hold.already") }
  var notHolding: String { table.string("hold.notHolding") }
  func released(_ count: Int) -> String { table.plural("hold.released", count: count) }
}
