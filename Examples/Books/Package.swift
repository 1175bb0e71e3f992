// swift-tools-version:6.0
// A stand-alone package that depends on MVPKit by path, as a user's app would, and uses only its
// public API: a paged list screen. README.md's quick start is taken from these files; CI builds
// and tests them.
import PackageDescription

let package = Package(
  name: "Books",
  platforms: [.iOS(.v17), .macOS(.v14)],
  dependencies: [.package(name: "MVPKit", path: "../..")],
  targets: [
    .target(name: "Books", dependencies: [.product(name: "MVPCore", package: "MVPKit")]),
    .testTarget(
      name: "BooksTests",
      dependencies: [
        "Books",
        .product(name: "MVPCore", package: "MVPKit"),
        .product(name: "MVPTestSupport", package: "MVPKit"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
