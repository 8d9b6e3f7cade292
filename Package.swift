// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "ScrollMotion",
  products: [
    .library(name: "ScrollMotion", targets: ["ScrollMotion"]),
    .library(name: "ScrollMotionWeb", targets: ["ScrollMotionWeb"]),
    .library(name: "ScrollMotionSpec", targets: ["ScrollMotionSpec"]),
    .executable(name: "scrollmotion", targets: ["ScrollMotionCLI"]),
  ],
  dependencies: [
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
  ],
  targets: [
    // The portable core: no Foundation, no imports at all, so that it also
    // builds as Embedded Swift for wasm32 (see scripts/build-wasm).
    .target(
      name: "ScrollMotion",
      // `rounded(.down)` and `.up` compile to calls to libm's floor and
      // ceil on x86-64 without SSE4.1; on Linux libm is a library of its
      // own, so the core links it rather than every app adding it. (The
      // wasm build has its own instructions for them.)
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
    ),
    // The engine behind the WebAssembly exports. scripts/build-wasm compiles
    // it together with the core into one Embedded Swift module.
    .target(name: "ScrollMotionWeb", dependencies: ["ScrollMotion"]),
    // Counts heap allocations on the calling thread so tests can assert that
    // a warm choreography update allocates nothing.
    .target(name: "AllocationCounter", path: "Tests/AllocationCounter"),
    // Choreography as data: the version-1 JSON spec, its validation, its
    // evaluation with the core and its export to native CSS. Foundation is
    // fine here; the core stays free of it.
    .target(name: "ScrollMotionSpec", dependencies: ["ScrollMotion"]),
    // The `scrollmotion` command: eval, validate, css.
    .executableTarget(
      name: "ScrollMotionCLI",
      dependencies: [
        "ScrollMotion",
        "ScrollMotionSpec",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .testTarget(
      name: "ScrollMotionSpecTests",
      dependencies: [
        "ScrollMotion",
        "ScrollMotionSpec",
        // Built first so that the CLI tests can run the real executable.
        "ScrollMotionCLI",
      ]
    ),
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
