import MVPTestSupport
import UserFeature

extension RecordingRouter: UserProfileRouting where Route == UserProfileRoute {}
