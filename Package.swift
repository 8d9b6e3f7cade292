// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "ScrollMotion",
  products: [
    .library(name: "ScrollMotion", targets: ["ScrollMotion"]),
    .library(name: "ScrollMotionWeb", targets: ["ScrollMotionWeb"]),
  ],
  dependencies: [
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1")
  ],
  targets: [
    // The portable core: no Foundation, no imports at all, so that it also
    // builds as Embedded Swift for wasm32 (see scripts/build-wasm).
    .target(name: "ScrollMotion"),
    // The engine behind the WebAssembly exports. scripts/build-wasm compiles
    // it together with the core into one Embedded Swift module.
    .target(name: "ScrollMotionWeb", dependencies: ["ScrollMotion"]),
    // Counts heap allocations on the calling thread so tests can assert that
    // a warm choreography update allocates nothing.
    .target(name: "AllocationCounter", path: "Tests/AllocationCounter"),
    .testTarget(
      name: "ScrollMotionTests",
      dependencies: [
        "ScrollMotion",
        "ScrollMotionWeb",
        "AllocationCounter",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
