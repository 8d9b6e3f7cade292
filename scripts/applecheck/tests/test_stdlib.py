import unittest

from applecheck.typecheck import stdlib

HOST = "x86_64-unknown-linux-gnu"
TARGET = "x86_64-apple-ios26.0-simulator"

INTERFACE = """\
// swift-interface-format-version: 1.0
// swift-module-flags: -target x86_64-unknown-linux-gnu -parse-stdlib -O -target-min-inlining-version min -module-name _Concurrency
import Swift
import Glibc
@available(macOS 10.15, iOS 13.0, *)
public struct Stream {
  @available(macOS 15.0, iOS 18.0, *)
  @backDeployed(before: macOS 15.0, iOS 18.0)
  public func next() {}
  @available(macOS 10.15, iOS 13.0, *)
  @_implements(_Concurrency.AsyncIteratorProtocol, Failure) public typealias __AsyncIteratorProtocol_Failure = Never
  public typealias Element = Int
}"""


class InterfaceEditTests(unittest.TestCase):
    def setUp(self):
        self.edited = stdlib.edit_interface(INTERFACE, HOST, TARGET).split("\n")

    def test_the_module_flags_name_the_apple_target_and_build_without_optimisation(self):
        self.assertEqual(
            self.edited[1],
            "// swift-module-flags: -target x86_64-apple-ios26.0-simulator -parse-stdlib -Onone"
            " -module-name _Concurrency",
        )

    def test_back_deployment_goes_and_the_availability_stays(self):
        self.assertNotIn("  @backDeployed(before: macOS 15.0, iOS 18.0)", self.edited)
        self.assertIn("  @available(macOS 15.0, iOS 18.0, *)", self.edited)
        self.assertIn("  public func next() {}", self.edited)

    def test_the_synthesized_failure_typealias_goes_with_its_availability(self):
        self.assertFalse(any("__AsyncIteratorProtocol_Failure" in line for line in self.edited))
        self.assertEqual(self.edited.count("  @available(macOS 10.15, iOS 13.0, *)"), 0)
        self.assertIn("  public typealias Element = Int", self.edited)

    def test_glibc_goes_and_everything_else_stays_in_order(self):
        self.assertNotIn("import Glibc", self.edited)
        self.assertEqual(len(self.edited), len(INTERFACE.split("\n")) - 4)
        self.assertEqual(self.edited[-1], "}")

    def test_flags_in_other_lines_are_left_alone(self):
        text = "// a comment naming -target x86_64-unknown-linux-gnu -O here"
        self.assertEqual(stdlib.edit_interface(text, HOST, TARGET), text)

    def test_the_standard_librarys_own_modules_are_told_by_their_flags(self):
        self.assertTrue(stdlib.is_standard_library_module(INTERFACE))
        observation = INTERFACE.replace(" -parse-stdlib ", " ")
        self.assertFalse(stdlib.is_standard_library_module(observation))
        late = "// a\n// b\n// c\n// swift-module-flags: -x -parse-stdlib -y"
        self.assertFalse(stdlib.is_standard_library_module(late))


class CompilerOutputTests(unittest.TestCase):
    def test_shows_errors_and_warnings_without_quoted_source(self):
        output = "a.swift:1:1: error: bad\n  let x = 1\n  ^\nnote: fine\nb.swift: warning: hm\n"
        self.assertEqual(
            stdlib.compiler_complaints(output), ["a.swift:1:1: error: bad", "b.swift: warning: hm"]
        )

    def test_shows_at_most_the_limit(self):
        output = "\n".join(f"error: {number}" for number in range(30))
        self.assertEqual(len(stdlib.compiler_complaints(output)), 20)


class CacheTests(unittest.TestCase):
    def test_the_cache_is_keyed_by_the_compiler_and_the_build_format(self):
        first = stdlib.Toolchain("i", "s", b"Swift version 6.3.1\n")
        second = stdlib.Toolchain("i", "s", b"Swift version 6.3.2\n")
        self.assertRegex(stdlib.cache_directory(first), r"^\.build/typecheck-apple/[0-9a-f]{12}$")
        self.assertNotEqual(stdlib.cache_directory(first), stdlib.cache_directory(second))

    def test_sdk_directories_are_named_as_apple_names_its_sdks(self):
        self.assertEqual(stdlib.sdk_directory("c", "XRSimulator"), "c/XRSimulator26.0.sdk")
        self.assertEqual(stdlib.modules_directory("c", "MacOSX"), "c/MacOSX26.0.sdk/usr/lib/swift")


if __name__ == "__main__":
    unittest.main()
