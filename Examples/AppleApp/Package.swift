// swift-tools-version: 6.2
// The example screens for the Apple front ends: a UIKit and a SwiftUI
// screen per technique, and AppKit screens for macOS. The DocC articles
// quote these files, and scripts/typecheck-apple compiles them on Linux
// against the stand-ins;
// .github/workflows/apple.yml builds them with the real SDKs.
import PackageDescription

let package = Package(
  name: "ScrollMotionExamples",
  platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .visionOS(.v1)],
  products: [.library(name: "ScrollMotionExamples", targets: ["ScrollMotionExamples"])],
  dependencies: [.package(name: "ScrollMotion", path: "../..")],
  targets: [
    .target(
      name: "ScrollMotionExamples",
      dependencies: [
        .product(name: "ScrollMotionUIKit", package: "ScrollMotion"),
        .product(name: "ScrollMotionSwiftUI", package: "ScrollMotion"),
        .product(
          name: "ScrollMotionAppKit", package: "ScrollMotion", condition: .when(platforms: [.macOS])
        ),
        // The screens that play a JSON spec.
        .product(name: "ScrollMotionSpecUIKit", package: "ScrollMotion"),
        .product(name: "ScrollMotionSpecSwiftUI", package: "ScrollMotion"),
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)
