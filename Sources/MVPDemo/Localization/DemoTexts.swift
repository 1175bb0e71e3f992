import Foundation
import MVPCore
import MVPLocalization

/// The demo's own user-facing strings (titles, command lists, help, usage, feedback and the
/// terminal views' labels) in one language, read with `StringTable` from MVPDemo's string tables
/// (`Resources/<language>.lproj/Localizable.strings`; English and Simplified Chinese ship,
/// English is the fallback).
///
/// Command words the user types (`open`, `next`, `cart`...) stay as typed in every language; their
/// placeholders (`N`, `QTY`) and the sentences around them are translated.
public struct DemoTexts: Sendable {
  /// The locale the texts were read for; formats use it.
  public let locale: Locale

  let table: StringTable

  /// The string table chosen for ``locale``, as the bundle names its folder (`en`, or `zh-hans`
  /// on Linux).
  public var localization: String? { table.localization }

  /// Reads the texts in the language of `locale`: the best match among the shipped languages,
  /// English when none matches.
  ///
  /// - Parameter locale: The locale whose language to use, for example `zh_CN`.
  public init(locale: Locale) {
    self.locale = locale
    self.table = StringTable(bundle: .module, locale: locale)
  }

  /// English texts.
  public static let english = DemoTexts(locale: Locale(identifier: "en"))

  // MARK: Screens

  var goodsTitle: String { table.string("title.goods") }
  var usersTitle: String { table.string("title.users") }
  var saleTitle: String { table.string("title.sale") }
  func productTitle(_ id: Int) -> String { table.format("title.product", id) }
  func userTitle(_ id: Int) -> String { table.format("title.user", id) }

  func commandsLine(_ commands: [String]) -> String {
    table.format("commands.line", commands.joined(separator: table.string("commands.separator")))
  }

  var openHint: String { table.string("hint.open") }
  var cartRowHint: String { table.string("hint.cartRow") }
  var cartQuantityHint: String { table.string("hint.cartQuantity") }
  var deleteHint: String { table.string("hint.delete") }
  var editHint: String { table.string("hint.edit") }
  var waitHint: String { table.string("hint.wait") }

  // MARK: Session

  var nothingToShow: String { table.string("session.nothingToShow") }
  var bye: String { table.string("session.bye") }
  var onGoods: String { table.string("session.onGoods") }
  var onUsers: String { table.string("session.onUsers") }
  var onSale: String { table.string("session.onSale") }
  var waitInteractive: String { table.string("wait.interactive") }
  func waited(_ seconds: Int) -> String { table.plural("wait.done", count: seconds) }
  var signInNotInDemo: String { table.string("sale.signIn") }
  func notAvailable(_ command: String) -> String { table.format("session.notAvailable", command) }
  var noPreviousScreen: String { table.string("navigation.noPreviousScreen") }

  // MARK: Progress and state

  var loading: String { table.string("progress.loading") }
  var loadingMore: String { table.string("progress.loadingMore") }
  var refreshing: String { table.string("progress.refreshing") }
  var saving: String { table.string("progress.saving") }
  func deleting(_ name: String) -> String { table.format("progress.deleting", name) }
  func addingToCart(_ title: String) -> String { table.format("progress.addingToCart", title) }
  var working: String { table.string("progress.working") }
  func error(_ message: String) -> String { table.format("state.error", message) }
  var retryHint: String { table.string("state.retryHint") }

  // MARK: Lists

  /// The position line: which rows the user sees, of how many, and whether that is the end; when
  /// the length is not known (`isCountKnown` false) and pages remain, the rows found so far.
  func position(
    rows: Range<Int>, of count: Int, countKey: String, isEnd: Bool, isCountKnown: Bool = true
  ) -> String {
    let shown =
      rows.count == 1
      ? table.format("list.rows.single", rows.lowerBound + 1)
      : table.format("list.rows.range", rows.lowerBound + 1, rows.upperBound)
    let length = table.plural(countKey, count: count)
    if !isEnd && !isCountKnown { return table.format("list.position.sofar", shown, length) }
    return table.format(isEnd ? "list.position.end" : "list.position", shown, length)
  }

  var noMoreGoods: String { table.string("list.noMoreGoods") }
  var noMoreUsers: String { table.string("list.noMoreUsers") }
  func nextFailed(_ reason: String) -> String { table.format("list.nextFailed", reason) }
  func refreshFailed(_ reason: String) -> String { table.format("list.refreshFailed", reason) }
  var nothingToRetry: String { table.string("list.nothingToRetry") }
  var noRows: String { table.string("row.none") }
  func noSuchRow(_ number: Int, count: Int) -> String {
    table.plural("row.missing", count: count, number)
  }
  func was(_ price: String) -> String { table.format("price.was", price) }

  // MARK: Detail and profile

  func brand(_ text: String) -> String { table.format("detail.brand", text) }
  func rating(_ text: String) -> String { table.format("detail.rating", text) }
  func price(_ text: String) -> String { table.format("detail.price", text) }
  func couponNotApplicable(_ coupon: String) -> String {
    table.format("detail.couponNotApplicable", coupon)
  }
  func withCoupon(_ coupon: String, _ price: String) -> String {
    table.format("detail.withCoupon", coupon, price)
  }
  func availability(_ text: String) -> String { table.format("detail.availability", text) }
  func shipping(_ text: String) -> String { table.format("detail.shipping", text) }
  func minimumOrder(_ quantity: Int) -> String {
    table.plural("detail.minimumOrder", count: quantity)
  }
  func email(_ text: String) -> String { table.format("profile.email", text) }
  func username(_ text: String) -> String { table.format("profile.username", text) }
  func phone(_ text: String) -> String { table.format("profile.phone", text) }
  func avatar(_ text: String) -> String { table.format("profile.avatar", text) }
  func editing(name: String, email: String) -> String {
    table.format("profile.editing", name, email)
  }
  func nameError(_ text: String) -> String { table.format("profile.nameError", text) }
  func emailError(_ text: String) -> String { table.format("profile.emailError", text) }

  // MARK: Typed text

  /// `text` as it may be repeated back to the user: inert (`InertText`: no control characters,
  /// escapes or bidirectional controls, one line), whole when short, else its first
  /// ``ClippedText/limit`` characters and its length.
  func clipped(_ text: String) -> String {
    guard let head = ClippedText.head(of: text) else { return InertText.line(text, limit: .max) }
    return table.format("text.clipped", InertText.line(head, limit: .max), text.count)
  }
}
