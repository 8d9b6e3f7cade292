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
    // import; none links the JSON spec's reader. On Linux every source file
    // is compiled out and the modules are empty; scripts/typecheck-apple
    // checks them against stand-ins instead.
    .library(name: "ScrollMotionUIKit", targets: ["ScrollMotionUIKit"]),
    .library(name: "ScrollMotionAppKit", targets: ["ScrollMotionAppKit"]),
    .library(name: "ScrollMotionSwiftUI", targets: ["ScrollMotionSwiftUI"]),
    // A JSON spec played on each front end's views: a separate product, so
    // that an app that plays no spec links no spec reader.
    .library(name: "ScrollMotionSpecUIKit", targets: ["ScrollMotionSpecUIKit"]),
    .library(name: "ScrollMotionSpecAppKit", targets: ["ScrollMotionSpecAppKit"]),
    .library(name: "ScrollMotionSpecSwiftUI", targets: ["ScrollMotionSpecSwiftUI"]),
    // Following the file that `scrollmotion edit` serves, to play each
    // saved version in place while the app runs.
    .library(name: "ScrollMotionSpecLive", targets: ["ScrollMotionSpecLive"]),
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

    // MARK: The spec: its numbers, its engine, its JSON

    // The numbers-only form of a choreography, shared by `scrollmotion
    // compile`, the WebAssembly engines and (through generated constants)
    // the JavaScript runtime. Embedded-compatible: scripts/build-wasm
    // compiles it in.
    .target(name: "ScrollMotionWire", dependencies: ["ScrollMotion"]),
    // The engine every spec plays through: drafts built, refitted and
    // played on the core's engine. Embedded-compatible.
    .target(name: "ScrollMotionSpecEngine", dependencies: ["ScrollMotion", "ScrollMotionWire"]),
    // Choreography as data: the version-1 JSON spec, its validation, its
    // playback (`SpecPlayer`), its evaluation and its export to native CSS
    // and to the wire format. It imports no Foundation either: the full
    // WebAssembly engine compiles it in.
    .target(
      name: "ScrollMotionSpec",
      dependencies: ["ScrollMotion", "ScrollMotionWire", "ScrollMotionSpecEngine"]),
    // The engine behind the WebAssembly exports. scripts/build-wasm compiles
    // it together with the core into one Embedded Swift module.
    .target(
      name: "ScrollMotionWeb",
      dependencies: [
        "ScrollMotion", "ScrollMotionWire", "ScrollMotionSpecEngine", "ScrollMotionSpec",
      ]),
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

    // MARK: The Apple front ends

    // What the UIKit and AppKit drivers do, written once with no Apple
    // import so that it is tested on Linux: the driver over a small
    // platform protocol, frame clocks, view timelines measured from live
    // views, transform composition, restoring a property's own value, the
    // techniques' placement on screen, and the platforms' units.
    .target(name: "ScrollMotionDriver", dependencies: ["ScrollMotion"]),
    // What the three Apple front ends share and would otherwise each
    // declare: Core Graphics conversions, Core Animation layer properties,
    // display links, writes without implicit animations. Defined once so
    // that an app importing two front ends sees no ambiguity.
    .target(name: "ScrollMotionApple", dependencies: ["ScrollMotion", "ScrollMotionDriver"]),
    .target(
      name: "ScrollMotionUIKit",
      dependencies: ["ScrollMotion", "ScrollMotionDriver", "ScrollMotionApple"]
    ),
    .target(
      name: "ScrollMotionAppKit",
      dependencies: ["ScrollMotion", "ScrollMotionDriver", "ScrollMotionApple"]
    ),
    .target(
      name: "ScrollMotionSwiftUI",
      dependencies: ["ScrollMotion", "ScrollMotionDriver", "ScrollMotionApple"]
    ),
    // Follows a spec file served by `scrollmotion edit`: fetches each saved
    // version, decodes it and hands it on to refit a player in place. The
    // one spec module with Foundation (URLSession), written with no Apple
    // import so that it is tested on Linux against the real server.
    .target(name: "ScrollMotionSpecLive", dependencies: ["ScrollMotionSpec"]),
    // A JSON spec played on a front end's views, written once with no
    // Apple import so that it is tested on Linux: the delivery loops of an
    // imperative and a declarative front end, the spec's properties as the
    // views' properties, the person's settings.
    .target(
      name: "ScrollMotionSpecPlayback",
      dependencies: [
        "ScrollMotion", "ScrollMotionSpec", "ScrollMotionDriver",
        // Debug builds follow a spec file being edited.
        "ScrollMotionSpecLive",
      ]
    ),
    .target(
      name: "ScrollMotionSpecUIKit",
      dependencies: [
        "ScrollMotionSpec", "ScrollMotionSpecPlayback", "ScrollMotionUIKit", "ScrollMotionApple",
        "ScrollMotionDriver",
      ]
    ),
    .target(
      name: "ScrollMotionSpecAppKit",
      dependencies: [
        "ScrollMotionSpec", "ScrollMotionSpecPlayback", "ScrollMotionAppKit", "ScrollMotionApple",
        "ScrollMotionDriver",
      ]
    ),
    .target(
      name: "ScrollMotionSpecSwiftUI",
      dependencies: [
        "ScrollMotionSpec", "ScrollMotionSpecPlayback", "ScrollMotionSwiftUI", "ScrollMotionApple",
        "ScrollMotionDriver", "ScrollMotionSpecLive",
      ]
    ),

    // MARK: Tests

    // Counts heap allocations on the calling thread so tests can assert that
    // a warm choreography update allocates nothing.
    .target(name: "AllocationCounter", path: "Tests/AllocationCounter"),
    // Spec texts shared by the spec's and the command's suites.
    .target(
      name: "SpecFixtures",
      dependencies: ["ScrollMotion", "ScrollMotionSpec", "ScrollMotionSpecLive"],
      path: "Tests/SpecFixtures"),
    // A scroll view of plain numbers for the drivers' suites.
    .target(
      name: "PlatformFakes", dependencies: ["ScrollMotion", "ScrollMotionDriver"],
      path: "Tests/PlatformFakes"),
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
    .testTarget(
      name: "ScrollMotionWireTests",
      dependencies: ["ScrollMotion", "ScrollMotionWire", "ScrollMotionSpec"]
    ),
    .testTarget(
      name: "ScrollMotionSpecEngineTests",
      dependencies: [
        "ScrollMotion", "ScrollMotionWire", "ScrollMotionSpecEngine", "ScrollMotionSpec",
      ]
    ),
    .testTarget(
      name: "ScrollMotionSpecTests",
      dependencies: [
        "ScrollMotion",
        "ScrollMotionSpec",
        "ScrollMotionWire",
        "ScrollMotionSpecEngine",
        "SpecFixtures",
      ]
    ),
    .testTarget(
      name: "ScrollMotionWebTests",
      dependencies: [
        "ScrollMotion", "ScrollMotionWeb", "ScrollMotionWire", "ScrollMotionSpecEngine",
        // One spec played through the Apple front ends' path and through
        // the browser engine's C functions agrees to the bit.
        "ScrollMotionSpec", "ScrollMotionSpecPlayback",
      ]
    ),
    .testTarget(
      name: "ScrollMotionCLITests",
      dependencies: [
        "ScrollMotion", "ScrollMotionSpec",
        // The bad-input matrix includes the numeric encodings the browser reads.
        "ScrollMotionWire",
        // Built first so that the tests can run the real executable.
        "ScrollMotionCLI",
        "SpecFixtures",
      ]
    ),
    .testTarget(
      name: "ScrollMotionSpecLiveTests",
      dependencies: [
        "ScrollMotion", "ScrollMotionSpec", "ScrollMotionSpecLive", "SpecFixtures",
        // Built first so that the tests can follow the real `scrollmotion edit`.
        "ScrollMotionCLI",
      ]
    ),
    .testTarget(
      name: "ScrollMotionDriverTests",
      dependencies: ["ScrollMotion", "ScrollMotionDriver", "PlatformFakes"]
    ),
    .testTarget(
      name: "ScrollMotionSpecPlaybackTests",
      dependencies: [
        "ScrollMotion", "ScrollMotionSpec", "ScrollMotionDriver", "ScrollMotionSpecPlayback",
        "PlatformFakes", "SpecFixtures", "ScrollMotionSpecLive",
        // A warm spec frame through the front ends' loop allocates nothing.
        "AllocationCounter",
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
