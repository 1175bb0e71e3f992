import GoodsFeature
import MVPTestSupport

extension RecordingRouter: GoodsListRouting where Route == GoodsListRoute {}
