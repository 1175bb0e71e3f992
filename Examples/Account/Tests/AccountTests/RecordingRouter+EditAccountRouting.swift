import Account
import MVPTestSupport

extension RecordingRouter: EditAccountRouting where Route == EditAccountRoute {}
