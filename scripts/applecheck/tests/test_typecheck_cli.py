import unittest

from applecheck.typecheck import cli, passes, platforms
from applecheck.typecheck.manifest import Module, Target

EVERY_PLATFORM = ("iOS", "tvOS", "visionOS", "macCatalyst", "macOS")


class ArgumentTests(unittest.TestCase):
    def test_no_argument_means_every_platform_without_the_self_test(self):
        self.assertEqual(cli.parse_arguments([]), cli.Options(EVERY_PLATFORM, False))

    def test_platforms_are_repeatable_and_kept_in_order(self):
        options = cli.parse_arguments(["--platform", "macOS", "--self-test", "--platform", "iOS"])
        self.assertEqual(options, cli.Options(("macOS", "iOS"), True))

    def test_a_bad_command_line_says_what_is_wrong(self):
        cases = {
            ("--platform",): "--platform needs a name",
            (
                "--platform",
                "watchOS",
            ): "unknown platform watchOS (iOS tvOS visionOS macCatalyst macOS)",
            ("--platform", "ios"): "unknown platform ios",
            ("-v",): "unknown argument -v",
        }
        for arguments, message in cases.items():
            with self.subTest(arguments):
                with self.assertRaises(cli.UsageError) as raised:
                    cli.parse_arguments(list(arguments))
                self.assertTrue(str(raised.exception).startswith(message))


def module(name, frameworks=()):
    target = Target(name, "regular", f"Sources/{name}", (), ())
    return passes.PackageModule(Module(target, frozenset(frameworks)), (f"Sources/{name}/A.swift",))


MODULES = (
    module("ScrollMotion"),
    module("ScrollMotionApple", {"UIKit", "AppKit"}),
    module("ScrollMotionUIKit", {"UIKit"}),
    module("ScrollMotionAppKit", {"AppKit"}),
    module("ScrollMotionSwiftUI", {"SwiftUI"}),
)


class PassTests(unittest.TestCase):
    def test_a_pass_names_the_frameworks_of_its_platform_that_have_front_ends(self):
        names = {
            platform.name: passes.front_end_frameworks(platform, MODULES)
            for platform in platforms.PLATFORMS
        }
        self.assertEqual(names["iOS"], ["UIKit", "SwiftUI"])
        self.assertEqual(names["macCatalyst"], ["UIKit", "SwiftUI"])
        self.assertEqual(names["macOS"], ["AppKit", "SwiftUI"])
        self.assertEqual(
            passes.front_end_frameworks(platforms.named("tvOS"), MODULES[:2]), ["UIKit"]
        )

    def test_the_success_line_names_what_type_checks(self):
        minimums = platforms.Minimums("15.0", "17.0")
        self.assertEqual(
            passes.success_line(platforms.named("iOS"), minimums, ["UIKit", "SwiftUI"]),
            "typecheck-apple: iOS (package 15.0, examples 17.0): front ends UIKit, SwiftUI, "
            "example screens, article fragments type-check",
        )
        self.assertEqual(
            passes.success_line(platforms.named("tvOS"), minimums, ["UIKit"]),
            "typecheck-apple: tvOS (package 15.0, examples 17.0): front ends UIKit, "
            "example screens type-check",
        )

    def test_a_failed_pass_shows_its_diagnostics_without_quoted_source(self):
        log = "".join(f"a.swift:{n}:1: error: e{n}\n  source\n  ^\n" for n in range(50))
        shown = passes.failure_lines(log)
        self.assertEqual(len(shown), 40)
        self.assertEqual(shown[0], "a.swift:0:1: error: e0")
        self.assertFalse(any(line.startswith(" ") for line in shown))

    def test_the_compiler_flags_target_the_platform_at_the_version_asked(self):
        inputs = passes.PassInputs(
            package_name="ScrollMotion",
            modules=MODULES,
            examples=(),
            fragments=(),
            cache="cache",
            shims="shims",
            host=platforms.host("x86_64"),
            work="/work",
        )
        flags = passes.compiler_flags(inputs, platforms.named("macCatalyst"), "15.0")
        self.assertEqual(
            flags,
            [
                "-target", "x86_64-apple-ios15.0-macabi",
                "-sdk", "cache/MacOSX26.0.sdk",
                "-I", "shims",
                "-I", "cache/iPhoneSimulator26.0.sdk/usr/lib/swift",
                "-I", "/work/macCatalyst",
                "-Xfrontend", "-disable-implicit-string-processing-module-import",
                "-Xfrontend", "-disable-objc-interop",
                "-swift-version", "6", "-warnings-as-errors", "-parse-as-library",
                "-package-name", "ScrollMotion", "-D", "DEBUG",
            ],
        )  # fmt: skip


if __name__ == "__main__":
    unittest.main()
