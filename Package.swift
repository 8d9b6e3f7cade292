// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "ScrollMotion",
  // Only the Apple front ends use Apple APIs; these are their minimums, and
  // anything newer sits behind `if #available` in their sources.
  platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .visionOS(.v1)],
  products: [
    .library(name: "ScrollMotion", targets: ["ScrollMotion"]),
    .library(name: "ScrollMotionWeb", targets: ["ScrollMotionWeb"]),
    .library(name: "ScrollMotionSpec", targets: ["ScrollMotionSpec"]),
    .executable(name: "scrollmotion", targets: ["ScrollMotionCLI"]),
    // The Apple front ends. Each re-exports the core, so an app writes one
    // import. On Linux every source file is compiled out and the modules are
    // empty; scripts/typecheck-apple checks them against stand-ins instead.
    .library(name: "ScrollMotionUIKit", targets: ["ScrollMotionUIKit"]),
    .library(name: "ScrollMotionAppKit", targets: ["ScrollMotionAppKit"]),
    .library(name: "ScrollMotionSwiftUI", targets: ["ScrollMotionSwiftUI"]),
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
    .target(
      name: "ScrollMotionWeb",
      dependencies: ["ScrollMotion", "ScrollMotionWire", "ScrollMotionSpec"]),
    // The numbers-only wire format shared by `scrollmotion compile`, the
    // WebAssembly engine and (through generated constants) the JavaScript
    // runtime. Embedded-compatible: scripts/build-wasm compiles it in too.
    .target(name: "ScrollMotionWire", dependencies: ["ScrollMotion"]),
    // Counts heap allocations on the calling thread so tests can assert that
    // a warm choreography update allocates nothing.
    .target(name: "AllocationCounter", path: "Tests/AllocationCounter"),
    // Choreography as data: the version-1 JSON spec, its validation, its
    // evaluation with the core and its export to native CSS. It imports no
    // Foundation either: the full WebAssembly engine compiles it in.
    .target(name: "ScrollMotionSpec", dependencies: ["ScrollMotion", "ScrollMotionWire"]),
    // What the Apple front ends compute, with no Apple import so that it is
    // tested on Linux: metrics assembly (AppKit's flipped axis included),
    // velocity units, the blur cross-fade, transform composition, restoring
    // a property's own value, re-measuring view timelines, and playing a
    // JSON spec against live geometry. Its API is `package`: apps see it
    // only through the front ends.
    .target(name: "ScrollMotionBridging", dependencies: ["ScrollMotion", "ScrollMotionSpec"]),
    // What the three Apple front ends share, defined once so that an app
    // importing two of them sees no ambiguity: the Core Graphics conversions
    // and the animatable properties of Core Animation layers.
    .target(
      name: "ScrollMotionPlatform",
      dependencies: ["ScrollMotion", "ScrollMotionBridging", "ScrollMotionSpec"]
    ),
    .target(
      name: "ScrollMotionUIKit",
      dependencies: ["ScrollMotion", "ScrollMotionBridging", "ScrollMotionPlatform"]
    ),
    .target(
      name: "ScrollMotionAppKit",
      dependencies: ["ScrollMotion", "ScrollMotionBridging", "ScrollMotionPlatform"]
    ),
    .target(
      name: "ScrollMotionSwiftUI",
      dependencies: ["ScrollMotion", "ScrollMotionBridging", "ScrollMotionPlatform"]
    ),
    // The `scrollmotion` command: eval, validate, css, compile, demo. Its
    // resources are the demo page's sources (Resources/Demo) and the built
    // browser engine (Resources/Engine, written by scripts/build-wasm and
    // checked byte for byte by `scripts/build-wasm --check`), so that the
    // demo needs no WebAssembly toolchain.
    .executableTarget(
      name: "ScrollMotionCLI",
      dependencies: [
        "ScrollMotion",
        "ScrollMotionSpec",
        "ScrollMotionWire",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      resources: [.copy("Resources")]
    ),
    .testTarget(
      name: "ScrollMotionSpecTests",
      dependencies: [
        "ScrollMotion",
        "ScrollMotionSpec",
        // The bad-input matrix includes the numeric encodings the browser reads.
        "ScrollMotionWire",
        // Built first so that the CLI tests can run the real executable.
        "ScrollMotionCLI",
      ]
    ),
    .testTarget(
      name: "ScrollMotionBridgingTests",
      dependencies: [
        "ScrollMotion", "ScrollMotionBridging", "ScrollMotionSpec",
        // A warm spec frame through the front ends' loop allocates nothing.
        "AllocationCounter",
      ]
    ),
    .testTarget(
      name: "ScrollMotionWireTests",
      dependencies: ["ScrollMotion", "ScrollMotionWire", "ScrollMotionSpec"]
    ),
    .testTarget(
      name: "ScrollMotionWebTests",
      dependencies: [
        "ScrollMotion", "ScrollMotionWeb", "ScrollMotionWire",
        // One spec played through the Apple front ends' path and through
        // the browser engine's C functions agrees to the bit.
        "ScrollMotionSpec", "ScrollMotionBridging",
      ]
    ),
    .testTarget(
      name: "ScrollMotionTests",
      dependencies: [
        "ScrollMotion",
        // The regression tests of the numeric encodings the browser reads.
        "ScrollMotionWire",
        "AllocationCounter",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
