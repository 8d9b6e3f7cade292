import json
import unittest

from applecheck.typecheck import CheckError, platforms
from applecheck.typecheck.sdk_settings import sdk_settings


def package(**versions):
    """The `platforms` of a manifest as `swift package dump-package` writes them."""
    return {
        "platforms": [
            {"platformName": name, "version": version, "options": []}
            for name, version in versions.items()
        ]
    }


ROOT = package(ios="15.0", macos="12.0", tvos="15.0", visionos="1.0")
EXAMPLES = package(ios="17.0", macos="14.0", tvos="17.0", visionos="1.0")


class MinimumTests(unittest.TestCase):
    def test_each_platform_has_the_package_and_examples_minimums(self):
        minimums = platforms.all_minimums(ROOT, EXAMPLES)
        self.assertEqual(list(minimums), ["iOS", "tvOS", "visionOS", "macCatalyst", "macOS"])
        self.assertEqual(minimums["iOS"], platforms.Minimums("15.0", "17.0"))
        self.assertEqual(minimums["visionOS"], platforms.Minimums("1.0", "1.0"))
        self.assertEqual(minimums["macOS"], platforms.Minimums("12.0", "14.0"))

    def test_mac_catalyst_takes_the_ios_minimum_unless_it_declares_its_own(self):
        catalyst = platforms.named("macCatalyst")
        self.assertEqual(platforms.minimum(ROOT, catalyst), "15.0")
        own = package(ios="15.0", maccatalyst="16.0")
        self.assertEqual(platforms.minimum(own, catalyst), "16.0")

    def test_a_whole_version_gets_its_minor(self):
        self.assertEqual(platforms.minimum(package(tvos="17"), platforms.named("tvOS")), "17.0")

    def test_a_manifest_without_a_minimum_is_refused_by_name(self):
        without_tvos = package(ios="17.0", macos="14.0", visionos="1.0")
        with self.assertRaisesRegex(
            CheckError, r"^Examples/AppleApp/Package.swift declares no tvOS minimum$"
        ):
            platforms.all_minimums(ROOT, without_tvos)
        with self.assertRaisesRegex(CheckError, r"^Package.swift declares no iOS minimum$"):
            platforms.all_minimums(package(), EXAMPLES)


class TableTests(unittest.TestCase):
    def test_targets_are_apples_triples(self):
        self.assertEqual(
            platforms.named("visionOS").target("x86_64", "1.0"), "x86_64-apple-xros1.0-simulator"
        )
        self.assertEqual(
            platforms.named("macCatalyst").target("arm64", "15.0"), "arm64-apple-ios15.0-macabi"
        )
        self.assertEqual(platforms.named("macOS").target("arm64", "12.0"), "arm64-apple-macosx12.0")

    def test_only_the_mac_has_appkit_and_only_the_others_uikit(self):
        for platform in platforms.PLATFORMS:
            with self.subTest(platform.name):
                self.assertEqual("AppKit" in platform.frameworks, platform.name == "macOS")
                self.assertEqual("UIKit" in platform.frameworks, platform.name != "macOS")
                self.assertIn("SwiftUI", platform.frameworks)

    def test_mac_catalyst_needs_the_macos_sdk_and_the_ios_standard_library(self):
        chosen = [platforms.named("macCatalyst")]
        self.assertEqual(platforms.stdlib_sdks(chosen), ["MacOSX", "iPhoneSimulator"])
        self.assertEqual(
            platforms.stdlib_sdks(list(platforms.PLATFORMS)),
            ["iPhoneSimulator", "AppleTVSimulator", "XRSimulator", "MacOSX"],
        )

    def test_each_sdks_standard_library_is_built_for_its_own_platform(self):
        self.assertEqual(platforms.stdlib_target_platform("iPhoneSimulator").name, "iOS")
        self.assertEqual(platforms.stdlib_target_platform("MacOSX").name, "macOS")

    def test_the_host_architecture_names_the_targets(self):
        self.assertEqual(platforms.host("x86_64").triple, "x86_64-unknown-linux-gnu")
        self.assertEqual(platforms.host("aarch64").arch, "arm64")
        with self.assertRaisesRegex(CheckError, "no Apple target for riscv64"):
            platforms.host("riscv64")


class SDKSettingsTests(unittest.TestCase):
    def test_the_visionos_sdk_maps_ios_versions_to_visionos(self):
        settings = json.loads(sdk_settings("XRSimulator"))
        self.assertEqual(settings["CanonicalName"], "xrsimulator26.0")
        self.assertEqual(settings["VersionMap"]["iOS_xrOS"]["17.1"], "1.0")
        self.assertEqual(settings["VersionMap"]["iOS_xrOS"]["18.0"], "2.0")

    def test_the_macos_sdk_maps_both_ways_with_mac_catalyst(self):
        maps = json.loads(sdk_settings("MacOSX"))["VersionMap"]
        for macos, catalyst in maps["macOS_iOSMac"].items():
            self.assertEqual(maps["iOSMac_macOS"][catalyst], macos)

    def test_the_other_sdks_have_a_version_and_no_map(self):
        self.assertEqual(
            sdk_settings("iPhoneSimulator"),
            '{"CanonicalName": "iphonesimulator26.0", "Version": "26.0",'
            ' "MaximumDeploymentTarget": "26.0.99"}\n',
        )


if __name__ == "__main__":
    unittest.main()
