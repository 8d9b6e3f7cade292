// swift-tools-version: 6.2
// Apps as small as can be, each depending on one of ScrollMotion's
// products the way an app does, so that scripts/check-links can read what
// each links: a UIKit, AppKit or SwiftUI app that plays no spec must link
// no spec reader and no CSS exporter; the spec app shows that the check
// sees them when they are there.
import PackageDescription

let package = Package(
  name: "LinkCheck",
  platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .visionOS(.v1)],
  dependencies: [.package(name: "ScrollMotion", path: "../..")],
  targets: [
    .executableTarget(
      name: "UIKitApp", dependencies: [.product(name: "ScrollMotionUIKit", package: "ScrollMotion")]
    ),
    .executableTarget(
      name: "AppKitApp",
      dependencies: [.product(name: "ScrollMotionAppKit", package: "ScrollMotion")]),
    .executableTarget(
      name: "SwiftUIApp",
      dependencies: [.product(name: "ScrollMotionSwiftUI", package: "ScrollMotion")]),
    .executableTarget(
      name: "SpecApp",
      dependencies: [
        .product(name: "ScrollMotionSpecUIKit", package: "ScrollMotion"),
        .product(name: "ScrollMotionSpec", package: "ScrollMotion"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
