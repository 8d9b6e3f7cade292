"""The Apple platforms a pass compiles for, and their deployment minimums.

The table holds Apple's facts (a platform's target triple, the SDK it
builds against, the frameworks it has); the minimums are the package's,
read from its manifests.
"""

import os
import platform as host_platform
from dataclasses import dataclass

from .. import paths
from . import CheckError

# The version every SDK directory is named and built at: the newest, as the
# modules' own deployment target does not limit their clients.
SDK_VERSION = "26.0"

# The stand-in frameworks every platform has, in the order they are
# compiled (each imports only those before it).
_SHARED_FRAMEWORKS = ("CoreGraphics", "KeyValueObserving", "Foundation", "CoreImage", "QuartzCore")


@dataclass(frozen=True)
class Platform:
    """One pass: where it compiles for and against what."""

    name: str
    """The name used on the command line and in Mistakes' `// platform:`."""
    manifest_names: tuple[str, ...]
    """The `platformName`s of `swift package dump-package` that give its
    minimum, first found wins."""
    sdk: str
    """The SDK it builds against, as Apple names it (without the version)."""
    stdlib_sdk: str
    """The SDK whose standard library it imports."""
    triple: str
    """Its target triple, with `{arch}` and `{version}` to fill in."""
    frameworks: tuple[str, ...]
    """The stand-in frameworks it has, in compile order."""

    def target(self, arch: str, version: str) -> str:
        """The target triple for `arch` at deployment version `version`."""
        return self.triple.format(arch=arch, version=version)


PLATFORMS = (
    Platform(
        "iOS",
        ("ios",),
        "iPhoneSimulator",
        "iPhoneSimulator",
        "{arch}-apple-ios{version}-simulator",
        _SHARED_FRAMEWORKS + ("UIKit", "SwiftUI"),
    ),
    Platform(
        "tvOS",
        ("tvos",),
        "AppleTVSimulator",
        "AppleTVSimulator",
        "{arch}-apple-tvos{version}-simulator",
        _SHARED_FRAMEWORKS + ("UIKit", "SwiftUI"),
    ),
    Platform(
        "visionOS",
        ("visionos",),
        "XRSimulator",
        "XRSimulator",
        "{arch}-apple-xros{version}-simulator",
        _SHARED_FRAMEWORKS + ("UIKit", "SwiftUI"),
    ),
    # Mac Catalyst builds against the macOS SDK, as in Xcode, with the
    # standard library built for the iOS simulator (the compiler takes it
    # for a Mac Catalyst target). Without a minimum of its own, SwiftPM
    # gives it the iOS one.
    Platform(
        "macCatalyst",
        ("maccatalyst", "ios"),
        "MacOSX",
        "iPhoneSimulator",
        "{arch}-apple-ios{version}-macabi",
        _SHARED_FRAMEWORKS + ("UIKit", "SwiftUI"),
    ),
    Platform(
        "macOS",
        ("macos",),
        "MacOSX",
        "MacOSX",
        "{arch}-apple-macosx{version}",
        _SHARED_FRAMEWORKS + ("AppKit", "SwiftUI"),
    ),
)

PLATFORM_NAMES = tuple(platform.name for platform in PLATFORMS)


def named(name: str) -> Platform:
    """The platform called `name` on the command line."""
    for platform in PLATFORMS:
        if platform.name == name:
            return platform
    raise KeyError(name)


def minimum(package: dict, platform: Platform) -> str | None:
    """The deployment minimum `package` (the JSON of `swift package
    dump-package`) declares for `platform`, as `major.minor`; None if it
    declares none."""
    declared = {entry["platformName"]: entry["version"] for entry in package.get("platforms", [])}
    for manifest_name in platform.manifest_names:
        if manifest_name in declared:
            version = declared[manifest_name]
            return version if "." in version else f"{version}.0"
    return None


@dataclass(frozen=True)
class Minimums:
    """A platform's deployment minimums, as `major.minor`."""

    package: str
    """The package's, at which its modules are compiled."""
    examples: str
    """The examples package's, at which the example screens are compiled."""


def all_minimums(root: dict, examples: dict) -> dict[str, Minimums]:
    """Each platform's minimums, by name, from the manifests of the root
    package and the examples package (`swift package dump-package`'s JSON)."""
    minimums = {}
    for platform in PLATFORMS:
        found = []
        for package, directory in ((root, paths.ROOT_PACKAGE), (examples, paths.EXAMPLES_PACKAGE)):
            version = minimum(package, platform)
            if version is None:
                manifest = os.path.normpath(os.path.join(directory, "Package.swift"))
                raise CheckError(f"{manifest} declares no {platform.name} minimum")
            found.append(version)
        minimums[platform.name] = Minimums(*found)
    return minimums


@dataclass(frozen=True)
class Host:
    """The machine's architecture, which the Apple targets share, and the
    Linux triple the toolchain's standard library interfaces are named by."""

    arch: str
    triple: str


def host(machine: str | None = None) -> Host:
    """The host for `machine` (this one's by default)."""
    machine = machine or host_platform.machine()
    if machine == "x86_64":
        return Host("x86_64", "x86_64-unknown-linux-gnu")
    if machine in ("aarch64", "arm64"):
        return Host("arm64", "aarch64-unknown-linux-gnu")
    raise CheckError(f"no Apple target for {machine}")


def stdlib_sdks(platforms: list[Platform]) -> list[str]:
    """The SDKs the passes of `platforms` need, each once, in the order the
    platforms first name them: each platform's own and its standard
    library's."""
    needed: list[str] = []
    for platform in platforms:
        for name in (platform.sdk, platform.stdlib_sdk):
            if name not in needed:
                needed.append(name)
    return needed


def stdlib_target_platform(sdk: str) -> Platform:
    """The platform whose target the standard library in `sdk` is built
    for: the first whose passes import it."""
    return next(platform for platform in PLATFORMS if platform.stdlib_sdk == sdk)
