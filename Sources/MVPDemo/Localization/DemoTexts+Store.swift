import MVPStore

extension DemoTexts {
  // MARK: Store

  /// The line on standard error, after `mvp-demo: `, when `--store`'s file cannot be used.
  func storeUnusable(path: String, _ reason: String) -> String {
    table.format("store.unusable", clipped(path), reason)
  }

  /// Why a store cannot be read or written, in a few words: from a `DatabaseError`'s kind (with
  /// SQLite's own words, clipped, for the kinds that have no sentence of their own), else the
  /// error's own description.
  func storeReason(_ error: any Error) -> String {
    guard let error = error as? DatabaseError else { return "\(error)" }
    return switch error.kind {
    case .notADatabase: table.string("store.reason.notADatabase")
    case .corrupt: table.string("store.reason.corrupt")
    case .newerSchema(let found, let supported):
      table.format("store.reason.newerSchema", found, supported)
    case .readOnly: table.string("store.reason.readOnly")
    case .cannotOpen: table.string("store.reason.cannotOpen")
    case .busy: table.string("store.reason.busy")
    case .otherApplication: table.string("store.reason.otherApplication")
    case .diskFull: table.string("store.reason.diskFull")
    case .constraint, .unexpectedValue, .misuse, .other:
      table.format("store.reason.other", Int(error.code), clipped(error.message))
    }
  }

  /// The line on standard error when not even a store in memory can be created.
  func storeUnavailable(_ reason: String) -> String {
    table.format("app.storeUnavailable", reason)
  }

  // MARK: Cart

  var cartTitle: String { table.string("cart.title") }
  var cartEmpty: String { table.string("cart.empty") }
  func cartLine(quantity: Int, title: String) -> String {
    table.format("cart.line", quantity, title)
  }
  func cartTotal(_ units: Int) -> String { table.plural("cart.total", count: units) }
  func cartUnreadable(_ reason: String) -> String { table.format("cart.unreadable", reason) }

  // MARK: Server down and up

  var serverDown: String { table.string("server.down") }
  var serverUp: String { table.string("server.up") }
  var serverUpRefresh: String { table.string("server.up.refresh") }
  func serverSwitchNeedsBundledCatalog(_ command: String) -> String {
    table.format("server.switchUnavailable", command)
  }
  var backOnline: String { table.string("list.backOnline") }
}
