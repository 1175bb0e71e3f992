// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "MVPKit",
  platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8)],
  products: [
    .library(name: "MVPCore", targets: ["MVPCore"]),
    .library(name: "MVPTestSupport", targets: ["MVPTestSupport"]),
    .library(name: "UserFeature", targets: ["UserFeature"]),
    .library(name: "GoodsFeature", targets: ["GoodsFeature"]),
    .executable(name: "mvp-demo", targets: ["mvp-demo"]),
  ],
  targets: [
    .target(name: "MVPCore"),
    .target(name: "MVPTestSupport", dependencies: ["MVPCore"]),
    .target(name: "UserFeature", dependencies: ["MVPCore"]),
    .target(name: "GoodsFeature", dependencies: ["MVPCore"]),
    .target(
      name: "MVPDemo",
      dependencies: ["MVPCore", "UserFeature", "GoodsFeature"],
      resources: [.copy("Resources/catalog.json")]
    ),
    .executableTarget(name: "mvp-demo", dependencies: ["MVPDemo"], path: "Sources/mvp-demo"),
    .testTarget(name: "MVPCoreTests", dependencies: ["MVPCore", "MVPTestSupport"]),
    .testTarget(name: "MVPTestSupportTests", dependencies: ["MVPTestSupport", "MVPCore"]),
    .testTarget(
      name: "FeatureTests",
      dependencies: ["UserFeature", "GoodsFeature", "MVPCore", "MVPTestSupport"],
      resources: [.copy("Fixtures")]
    ),
    .testTarget(name: "DemoTests", dependencies: ["MVPDemo", "MVPCore", "MVPTestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
