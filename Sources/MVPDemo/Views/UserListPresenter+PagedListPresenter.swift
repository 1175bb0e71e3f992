import UserFeature

extension UserListPresenter: PagedListPresenter {}
