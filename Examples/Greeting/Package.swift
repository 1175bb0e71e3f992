// swift-tools-version:6.0
// A stand-alone package that depends on MVPKit by path, as a user's app would, and uses only its
// public API. The MVPTestSupport article "Testing presenters" quotes these files; CI builds and
// tests them.
import PackageDescription

let package = Package(
  name: "Greeting",
  platforms: [.iOS(.v17), .macOS(.v14)],
  dependencies: [.package(name: "MVPKit", path: "../..")],
  targets: [
    .target(name: "Greeting", dependencies: [.product(name: "MVPCore", package: "MVPKit")]),
    .testTarget(
      name: "GreetingTests",
      dependencies: [
        "Greeting",
        .product(name: "MVPCore", package: "MVPKit"),
        .product(name: "MVPTestSupport", package: "MVPKit"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
