import Foundation
import MVPDemo

// The `mvp-demo` executable: everything lives in MVPDemo so that tests run the same entry point.
exit(await DemoApp.main(arguments: Array(CommandLine.arguments.dropFirst())))
