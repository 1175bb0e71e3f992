import MVPTestSupport
import UserFeature

extension RecordingRouter: UserListRouting where Route == UserListRoute {}
