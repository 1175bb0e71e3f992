// swift-tools-version:6.2
// A stand-alone package that depends on MVPKit by path, as a user's app would, and uses only its
// public API: an "Edit account" form (ScreenLifecycle.Form) and a dashboard page of three embedded
// parts, an account header and a stats part that share one summary load
// (ScreenLifecycle.SharedLoad), and a notifications badge that polls while shown. CI builds and
// tests it. Its targets use the settings Xcode 26 gives new app targets (main-actor default isolation
// and the approachable-concurrency features), as Examples/Books does.
import PackageDescription

let newProjectSettings: [SwiftSetting] = [
  .defaultIsolation(MainActor.self),
  .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
  .enableUpcomingFeature("InferIsolatedConformances"),
]

let package = Package(
  name: "Account",
  platforms: [.iOS(.v17), .macOS(.v14)],
  dependencies: [.package(name: "MVPKit", path: "../..")],
  targets: [
    .target(
      name: "Account", dependencies: [.product(name: "MVPCore", package: "MVPKit")],
      swiftSettings: newProjectSettings),
    .testTarget(
      name: "AccountTests",
      dependencies: [
        "Account",
        .product(name: "MVPCore", package: "MVPKit"),
        .product(name: "MVPClock", package: "MVPKit"),
        .product(name: "MVPTestSupport", package: "MVPKit"),
      ],
      swiftSettings: newProjectSettings),
  ],
  swiftLanguageModes: [.v6]
)
