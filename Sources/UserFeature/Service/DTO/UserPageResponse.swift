import DummyJSON
import MVPCore

/// The key of `GET /users`' items in the DummyJSON users API.
enum UsersKey: PageItemsKey {
  static let itemsKey = "users"
}

/// The response to DummyJSON's `GET /users?limit=L&skip=S`:
/// `{"users": [...], "total": T, "skip": S, "limit": N}`, decoded user by user and checked by
/// `PageValidation` when the page is made (see `OffsetPageResponse`); make the page of domain users
/// with `page(requestedOffset: offset, transform: \.user)`.
typealias UserPageResponse = OffsetPageResponse<UserDTO, UsersKey>
