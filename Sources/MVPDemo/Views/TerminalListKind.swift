/// What differs between the terminal list screens in the state they keep: the plural key of the
/// list's length, what `next` says at the end and the list's name in diagnostics lines.
///
/// Threading: any; a value.
struct TerminalListKind {
  /// The plural key of the list's length, for example `list.goodsCount`.
  let countKey: String
  /// The list's name in each diagnostics line, for example `goods`.
  let logName: String
  /// What `next` says at the end of the list, in the screen's language.
  let noMore: @Sendable (DemoTexts) -> String

  /// The goods list.
  static let goods = TerminalListKind(
    countKey: "list.goodsCount", logName: "goods", noMore: { $0.noMoreGoods })

  /// The user list.
  static let users = TerminalListKind(
    countKey: "list.usersCount", logName: "users", noMore: { $0.noMoreUsers })
}
