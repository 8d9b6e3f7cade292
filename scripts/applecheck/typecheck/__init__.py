"""Type-checks the Apple front ends, the example screens and the articles'
code on Linux, once per Apple platform, the way Xcode compiles them for
that platform: with its target, its deployment minimum, its availability
rules and its concurrency checking. `swift build` on Linux compiles the
front ends to empty modules, because UIKit, AppKit and SwiftUI do not exist
here. docs/apple-typecheck.md says all this at length.

How. A pass per platform compiles for a real Apple target triple
(`platforms`):

  platform      triple (x86_64 host)               package  examples  frameworks
  iOS           x86_64-apple-ios<v>-simulator        15       17      UIKit, SwiftUI
  tvOS          x86_64-apple-tvos<v>-simulator       15       17      UIKit, SwiftUI
  visionOS      x86_64-apple-xros<v>-simulator       1        1       UIKit, SwiftUI
  Mac Catalyst  x86_64-apple-ios<v>-macabi           15       17      UIKit, SwiftUI
  macOS         x86_64-apple-macosx<v>               12       14      AppKit, SwiftUI

(arm64 on an arm64 host). The minimums are Package.swift's and
Examples/AppleApp/Package.swift's, as `swift package dump-package` reads
them; Mac Catalyst has none of its own, so SwiftPM gives it the iOS one.
For those targets the compiler enforces what Xcode's does: `@available`
(introduced, unavailable on a platform, deprecated, a warning and so an
error here), `#available`, the iOS-to-visionOS version mapping, `os(...)`,
`targetEnvironment(macCatalyst)` and `canImport`, Swift 6 isolation and
Sendable checking against the real `_Concurrency` module, and, as every
module is emitted, SIL's mandatory diagnostics (definite initialization,
region-based isolation).

What it compiles against:
- The Swift standard library, `_Concurrency`, `Observation` and
  `SwiftOnoneSupport` of this very toolchain, built for each Apple target
  from the textual interfaces the Linux toolchain ships (`stdlib`). Those
  interfaces carry Apple's availability for every declaration, so a use of,
  say, `Duration` below iOS 16 fails as in Xcode. A few mechanical edits
  make them build for Apple. Built once per toolchain into
  .build/typecheck-apple/, two at a time. Objective-C interop is off in
  every pass: these interfaces were generated without it.
- An SDK directory per platform family, named as Apple names its SDKs,
  holding those modules and an SDKSettings.json with the version maps the
  compiler reads from a real SDK (`sdk_settings`). Mac Catalyst builds
  against the macOS SDK, as in Xcode, with the standard library built for
  the iOS simulator (the compiler takes it for a Mac Catalyst target; the
  interfaces, and so the declarations, are the same).
- This project's declaration-only stand-ins of exactly the Apple API the
  sources use (Tests/AppleTypeCheck/StandIns), each declaration with its
  documented availability, isolation and Sendable conformance. A pass
  compiles only the frameworks its platform has, so `canImport(UIKit)` is
  false on macOS and `canImport(AppKit)` false on Mac Catalyst.

Then, per pass (`passes`), the package's modules with their bodies and
`-swift-version 6 -warnings-as-errors`, each after what it depends on: the
front ends (the library targets whose sources import UIKit, AppKit or
SwiftUI) and every target of the package they depend on, read from the
manifest (`manifest`), so the core's use of the standard library is checked
against the platform minimum too. A module's one file of
`@objc`/`#selector` glue is replaced by its stand-in (`glue`). Then every
Swift file under Examples/AppleApp/Sources at the examples' minimums.
Front-end code blocks in the articles must be quoted verbatim from the
example screens; the iOS pass compiles every other Swift block of the
articles and the README as a function body (`articles`). The passes run two
at a time.

What it cannot see (the macOS CI job, .github/workflows/apple.yml, builds
with the real SDKs for that): where a stand-in differs from Apple's real
declaration (a signature, an availability, an isolation or a Sendable
requirement written wrong, or changed in a newer SDK); the
`@objc`/`#selector` glue itself and key-value observing's `@objc dynamic`
warning (see StandIns/KeyValueObserving.swift); code generation, linking
and behaviour at run time; code in the device branch of
`#if targetEnvironment(simulator)`, as the iOS, tvOS and visionOS passes
compile for the simulator (the standard library interfaces are the x86_64
ones; availability is the same); regular expressions (`_StringProcessing`
is not built). Which Swift the sources need is scripts/check-swift-version's
job.

Usage: scripts/typecheck-apple                   every platform
       scripts/typecheck-apple --platform tvOS   one platform (repeatable)
       scripts/typecheck-apple --self-test       also prove that deliberate
         mistakes (Tests/AppleTypeCheck/Mistakes) make their pass fail
"""


class CheckError(Exception):
    """A reason to stop with a clear message: the caller prints it after
    `typecheck-apple: ` and exits with status 1."""
