/// The text of the `help` command, also part of the usage text (`--help`).
enum DemoHelp {
  /// One line per command, the commands lined up in a column.
  ///
  /// - Parameter texts: The language to use.
  /// - Returns: The lines, without newlines.
  static func lines(_ texts: DemoTexts) -> [String] {
    let table = texts.table
    let entries: [(String, String)] = [
      ("goods", "help.goods"), ("users", "help.users"), ("sale", "help.sale"),
      ("next", "help.next"),
      ("list", "help.list"), ("refresh", "help.refresh"), ("retry", "help.retry"),
      (texts.openHint, "help.open"), ("cart", "help.cart"), (texts.cartRowHint, "help.cartRow"),
      (texts.cartQuantityHint, "help.cartQuantity"), (texts.deleteHint, "help.delete"),
      (texts.editHint, "help.edit"), ("cancel", "help.cancel"), (texts.waitHint, "help.wait"),
      ("offline", "help.offline"), ("online", "help.online"), ("hold", "help.hold"),
      ("release", "help.release"), ("back", "help.back"),
      ("help", "help.help"),
      ("quit", "help.quit"),
    ]
    let width = entries.map { DisplayWidth.of($0.0) }.max() ?? 0
    return entries.map { DisplayWidth.padded($0.0, to: width + 2) + table.string($0.1) }
  }
}
