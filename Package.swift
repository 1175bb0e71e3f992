// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "MVPKit",
  defaultLocalization: "en",
  platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10)],
  products: [
    .library(name: "MVPCore", targets: ["MVPCore"]),
    .library(name: "MVPTestSupport", targets: ["MVPTestSupport"]),
    .library(name: "UserFeature", targets: ["UserFeature"]),
    .library(name: "MVPStore", targets: ["MVPStore"]),
    .library(name: "GoodsFeature", targets: ["GoodsFeature"]),
    .executable(name: "mvp-demo", targets: ["mvp-demo"]),
    .executable(name: "mvp-bench", targets: ["mvp-bench"]),
  ],
  targets: [
    .target(name: "MVPCore", resources: [.process("Resources")]),
    .target(name: "MVPTestSupport", dependencies: ["MVPCore"]),
    .target(name: "UserFeature", dependencies: ["MVPCore"], resources: [.process("Resources")]),
    // SQLite: the SDK's SQLite3 module on Apple platforms, the system library elsewhere.
    .systemLibrary(
      name: "CSQLite",
      pkgConfig: "sqlite3",
      providers: [.apt(["libsqlite3-dev"]), .yum(["sqlite-devel"])]
    ),
    .target(
      name: "MVPStore",
      dependencies: [.target(name: "CSQLite", condition: .when(platforms: [.linux]))]
    ),
    .target(
      name: "GoodsFeature",
      dependencies: ["MVPCore", "MVPStore"],
      resources: [.process("Resources")]
    ),
    .target(
      name: "MVPDemo",
      dependencies: ["MVPCore", "UserFeature", "GoodsFeature", "MVPStore"],
      resources: [.process("Resources")]
    ),
    .executableTarget(name: "mvp-demo", dependencies: ["MVPDemo"], path: "Sources/mvp-demo"),
    .target(name: "CAllocationCounter"),
    .executableTarget(
      name: "mvp-bench",
      dependencies: [
        "MVPCore", "GoodsFeature", "MVPStore", "MVPDemo", "CAllocationCounter",
      ],
      path: "Sources/mvp-bench"
    ),
    .testTarget(name: "MVPCoreTests", dependencies: ["MVPCore", "MVPTestSupport"]),
    .testTarget(name: "MVPStoreTests", dependencies: ["MVPStore", "MVPTestSupport"]),
    .testTarget(name: "MVPTestSupportTests", dependencies: ["MVPTestSupport", "MVPCore"]),
    .testTarget(
      name: "FeatureTests",
      dependencies: ["UserFeature", "GoodsFeature", "MVPCore", "MVPTestSupport"],
      resources: [.copy("Fixtures")]
    ),
    .testTarget(
      name: "DocExampleTests", dependencies: ["MVPCore", "MVPTestSupport", "MVPStore"]),
    .testTarget(
      name: "DemoTests",
      dependencies: ["MVPDemo", "MVPCore", "MVPTestSupport", "GoodsFeature", "MVPStore"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
