// swift-tools-version:6.0
import PackageDescription

// Three test targets (MVPScreenStateTests, FeatureTests, DocExampleTests) use Observation
// (iOS 17, macOS 14) below the package's floor without `@available`: Swift Testing refuses the
// attribute on a suite type, and a suite's stored properties cannot carry it. They are built
// without availability checking on Apple platforms (they run on a current OS); no product is.
// The products' code is checked by .ci/availability.
let testSettings: [SwiftSetting] = [
  .unsafeFlags(
    ["-Xfrontend", "-disable-availability-checking"],
    .when(platforms: [.macOS, .iOS, .tvOS, .watchOS, .visionOS]))
]

let package = Package(
  name: "MVPKit",
  defaultLocalization: "en",
  platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16), .watchOS(.v9)],
  products: [
    // What users import: the MVP kernel, the opt-in modules and the test kit, and nothing else.
    // The features, the demo and the benchmarks are targets, not products: every target a product
    // reaches enters each client's package graph by name, so a client could not name its own
    // target `UserFeature` or `MVPDemo`. SwiftPM still runs a root package's executable targets
    // (`swift run mvp-demo`, `swift run -c release mvp-bench`); .ci/run checks both.
    .library(name: "MVPCore", targets: ["MVPCore"]),
    .library(name: "MVPClock", targets: ["MVPClock"]),
    .library(name: "MVPLocalization", targets: ["MVPLocalization"]),
    .library(name: "MVPNetworking", targets: ["MVPNetworking"]),
    .library(name: "MVPRestoration", targets: ["MVPRestoration"]),
    .library(name: "MVPScreenState", targets: ["MVPScreenState"]),
    .library(name: "MVPStore", targets: ["MVPStore"]),
    .library(name: "MVPTestSupport", targets: ["MVPTestSupport"]),
  ],
  targets: [
    .target(name: "MVPLocalization"),
    .target(name: "MVPCore", dependencies: ["MVPLocalization"], resources: [.process("Resources")]),
    .target(name: "MVPClock", dependencies: ["MVPCore"]),
    .target(name: "MVPNetworking", dependencies: ["MVPCore"]),
    // Navigation as data, deep links and the app's saved state: opt-in, on MVPCore only.
    .target(name: "MVPRestoration", dependencies: ["MVPCore"]),
    .target(name: "MVPScreenState", dependencies: ["MVPCore"]),
    .target(name: "MVPTestSupport", dependencies: ["MVPCore"]),
    // The wire format of DummyJSON, the one server the features talk to: an adapter, not a product.
    .target(name: "DummyJSON", dependencies: ["MVPCore", "MVPNetworking"]),
    .target(
      name: "UserFeature",
      dependencies: ["MVPCore", "MVPLocalization", "MVPNetworking", "MVPScreenState", "DummyJSON"],
      resources: [.process("Resources")]
    ),
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
      dependencies: [
        "MVPCore", "MVPClock", "MVPLocalization", "MVPNetworking", "MVPScreenState", "DummyJSON",
        "MVPStore",
      ],
      resources: [.process("Resources")]
    ),
    .target(
      name: "MVPDemo",
      dependencies: [
        "MVPCore", "MVPClock", "MVPLocalization", "MVPNetworking", "MVPRestoration", "UserFeature",
        "GoodsFeature", "MVPStore",
      ],
      resources: [.process("Resources")]
    ),
    .executableTarget(name: "mvp-demo", dependencies: ["MVPDemo"], path: "Sources/mvp-demo"),
    .target(name: "CAllocationCounter"),
    .executableTarget(
      name: "mvp-bench",
      dependencies: [
        "MVPCore", "MVPNetworking", "DummyJSON", "GoodsFeature", "MVPStore", "MVPDemo",
        "CAllocationCounter",
      ],
      path: "Sources/mvp-bench"
    ),
    .testTarget(
      name: "MVPCoreTests", dependencies: ["MVPCore", "MVPClock", "MVPTestSupport"]
    ),
    .testTarget(
      name: "MVPLocalizationTests", dependencies: ["MVPLocalization", "MVPTestSupport"]),
    .testTarget(
      name: "MVPNetworkingTests",
      dependencies: ["MVPNetworking", "DummyJSON", "MVPCore", "MVPTestSupport"]
    ),
    .testTarget(
      name: "MVPScreenStateTests", dependencies: ["MVPScreenState", "MVPCore", "MVPTestSupport"],
      swiftSettings: testSettings
    ),
    .testTarget(
      name: "MVPRestorationTests",
      dependencies: ["MVPRestoration", "MVPCore", "MVPTestSupport", "UserFeature"]
    ),
    .testTarget(
      name: "MVPStoreTests", dependencies: ["MVPStore", "MVPTestSupport"]),
    .testTarget(
      name: "MVPTestSupportTests",
      dependencies: ["MVPTestSupport", "MVPCore", "MVPClock", "MVPNetworking", "MVPScreenState"]
    ),
    .testTarget(
      name: "FeatureTests",
      dependencies: [
        "UserFeature", "GoodsFeature", "MVPCore", "MVPClock", "MVPNetworking", "MVPScreenState",
        "MVPStore", "MVPTestSupport",
      ],
      resources: [.copy("Fixtures")],
      swiftSettings: testSettings
    ),
    .testTarget(
      name: "DocExampleTests",
      dependencies: [
        "MVPClock", "MVPCore", "MVPLocalization", "MVPNetworking", "MVPRestoration",
        "MVPScreenState", "MVPStore", "MVPTestSupport",
      ],
      swiftSettings: testSettings
    ),
    .testTarget(
      name: "DemoTests",
      dependencies: [
        "MVPDemo", "MVPCore", "MVPClock", "MVPNetworking", "MVPRestoration", "MVPTestSupport",
        "GoodsFeature", "MVPStore",
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
