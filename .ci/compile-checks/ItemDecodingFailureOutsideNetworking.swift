// expect: error: 'ItemDecodingFailure' is unavailable: import MVPNetworking
// ItemDecodingFailure left MVPCore for MVPNetworking, where items are decoded.
import MVPCore

func failures() -> [ItemDecodingFailure] { [] }
