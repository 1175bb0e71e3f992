// swift-tools-version:6.2
// A stand-alone package built with the settings Xcode 26 gives new app targets: main-actor
// default isolation and the approachable-concurrency features. It depends on MVPKit by path and
// uses only its public API; CI builds and tests it beside the Swift 6 examples.
import PackageDescription

let newProjectSettings: [SwiftSetting] = [
  .defaultIsolation(MainActor.self),
  .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
  .enableUpcomingFeature("InferIsolatedConformances"),
]

let package = Package(
  name: "Orders",
  platforms: [.iOS(.v17), .macOS(.v14)],
  dependencies: [.package(name: "MVPKit", path: "../..")],
  targets: [
    .target(
      name: "Orders", dependencies: [.product(name: "MVPCore", package: "MVPKit")],
      swiftSettings: newProjectSettings),
    .testTarget(
      name: "OrdersTests",
      dependencies: [
        "Orders",
        .product(name: "MVPCore", package: "MVPKit"),
        .product(name: "MVPTestSupport", package: "MVPKit"),
      ],
      swiftSettings: newProjectSettings),
  ]
)
