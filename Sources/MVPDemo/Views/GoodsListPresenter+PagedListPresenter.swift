import GoodsFeature

extension GoodsListPresenter: PagedListPresenter {}
