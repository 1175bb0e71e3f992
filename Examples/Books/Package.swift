// swift-tools-version:6.2
// A stand-alone package that depends on MVPKit by path, as a user's app would, and uses only its
// public API: a paged list screen. README.md's quick start and the MVPCore article "Building a
// list screen" quote these files; CI builds and tests them. Its targets use the settings Xcode 26
// gives new app targets (main-actor default isolation and the approachable-concurrency
// features); Examples/Greeting is the plain Swift 6 one.
import PackageDescription

let newProjectSettings: [SwiftSetting] = [
  .defaultIsolation(MainActor.self),
  .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
  .enableUpcomingFeature("InferIsolatedConformances"),
]

let package = Package(
  name: "Books",
  platforms: [.iOS(.v16), .macOS(.v13)],  // MVPKit's floors: the list code needs nothing newer
  dependencies: [.package(name: "MVPKit", path: "../..")],
  targets: [
    .target(
      name: "Books", dependencies: [.product(name: "MVPCore", package: "MVPKit")],
      swiftSettings: newProjectSettings),
    .testTarget(
      name: "BooksTests",
      dependencies: [
        "Books",
        .product(name: "MVPCore", package: "MVPKit"),
        .product(name: "MVPTestSupport", package: "MVPKit"),
      ],
      swiftSettings: newProjectSettings),
  ],
  swiftLanguageModes: [.v6]
)
