import Account
import MVPTestSupport

/// An account service the test answers call by call.
struct StubAccountService: AccountService {
  let loads = AsyncStub<Void, Account>()
  let saves = AsyncStub<Account, Account>()
  let summaries = AsyncStub<Void, DashboardSummary>()

  func account() async throws -> Account { try await loads.call(()) }
  func save(_ account: Account) async throws -> Account { try await saves.call(account) }
  func summary() async throws -> DashboardSummary { try await summaries.call(()) }
}
