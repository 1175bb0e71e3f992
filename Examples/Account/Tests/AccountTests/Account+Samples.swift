import Account

extension Account {
  /// The account the server holds: Ada's.
  static let ada = Account(id: 1, name: "Ada", email: "ada@example.com")
}
