import unittest

from applecheck.typecheck import selftest
from applecheck.typecheck.glue import GluePair

FRONT_ENDS = ["UIKit", "AppKit", "SwiftUI"]
PLATFORMS = ["iOS", "tvOS", "visionOS", "macCatalyst", "macOS"]

MISTAKE = """\
// expect: 'isPagingEnabled' is unavailable in tvOS
// front end: UIKit
// platform: tvOS
// expect: a second expect line is ignored
#if canImport(UIKit)
#endif
"""


class MistakeHeaderTests(unittest.TestCase):
    def test_reads_the_first_line_of_each_header(self):
        mistake = selftest.read_mistake("M/Paging.swift", MISTAKE)
        self.assertEqual(
            mistake,
            selftest.Mistake(
                "M/Paging.swift", "'isPagingEnabled' is unavailable in tvOS", "UIKit", "tvOS"
            ),
        )
        self.assertIsNone(selftest.header_problem(mistake, FRONT_ENDS, PLATFORMS))

    def test_a_missing_or_unknown_header_is_refused_with_the_choices(self):
        cases = {
            "no expect": MISTAKE.replace("// expect: ", "// expected: "),
            "unknown front end": MISTAKE.replace("front end: UIKit", "front end: WatchKit"),
            "unknown platform": MISTAKE.replace("platform: tvOS", "platform: watchOS"),
        }
        for case, text in cases.items():
            with self.subTest(case):
                mistake = selftest.read_mistake("M/Bad.swift", text)
                self.assertEqual(
                    selftest.header_problem(mistake, FRONT_ENDS, PLATFORMS),
                    "M/Bad.swift needs // expect:, // front end: (UIKit, AppKit or SwiftUI) and "
                    "// platform: (iOS tvOS visionOS macCatalyst macOS)",
                )


class VerdictTests(unittest.TestCase):
    mistake = selftest.Mistake("M/Paging.swift", "is unavailable in tvOS", "UIKit", "tvOS")

    def test_a_mistake_that_fails_with_its_diagnostic_is_rejected(self):
        output = "M/Paging.swift:9:5: error: 'isPagingEnabled' is unavailable in tvOS\n"
        self.assertEqual(
            selftest.verdict(self.mistake, 1, output),
            (
                True,
                ["typecheck-apple self-test: tvOS rejected Paging.swift: is unavailable in tvOS"],
            ),
        )

    def test_a_mistake_that_compiles_means_the_check_is_blind(self):
        rejected, lines = selftest.verdict(self.mistake, 0, "")
        self.assertFalse(rejected)
        self.assertEqual(
            lines,
            [
                "typecheck-apple self-test: M/Paging.swift was accepted on tvOS; "
                "the check is blind to it"
            ],
        )

    def test_a_mistake_that_fails_otherwise_shows_the_diagnostics(self):
        output = "a.swift:1:1: error: something else\n  quoted source\n  ^\n"
        rejected, lines = selftest.verdict(self.mistake, 1, output)
        self.assertFalse(rejected)
        self.assertEqual(
            lines,
            [
                "typecheck-apple self-test: M/Paging.swift failed on tvOS, but not with: "
                "is unavailable in tvOS",
                "a.swift:1:1: error: something else",
            ],
        )


class GlueMistakeTests(unittest.TestCase):
    uikit = GluePair("ScrollMotionUIKit", "U/SelectorGlue.swift", "G/UIKitGlue.swift")
    appkit = GluePair("ScrollMotionAppKit", "A/SelectorGlue.swift", "G/AppKitGlue.swift")

    def test_the_first_marked_availability_of_any_glue_is_unmarked(self):
        texts = {
            "U/SelectorGlue.swift": "@MainActor  // glue-api\nclass U {}  // glue-api",
            "A/SelectorGlue.swift": "@available(macOS 14, *)  // glue-api\nclass A {}  // glue-api",
        }
        pair, spoiled = selftest.glue_mistake([self.uikit, self.appkit], texts)
        self.assertEqual(pair, self.appkit)
        self.assertEqual(spoiled, "@available(macOS 14, *)\nclass A {}  // glue-api")

    def test_without_availability_the_first_marked_line_is_unmarked(self):
        texts = {"U/SelectorGlue.swift": "@MainActor  // glue-api", "A/SelectorGlue.swift": ""}
        pair, spoiled = selftest.glue_mistake([self.uikit, self.appkit], texts)
        self.assertEqual((pair, spoiled), (self.uikit, "@MainActor"))

    def test_nothing_to_unmark_is_said(self):
        self.assertIsNone(selftest.glue_mistake([self.uikit], {"U/SelectorGlue.swift": "x"}))
        self.assertIsNone(selftest.glue_mistake([], {}))


if __name__ == "__main__":
    unittest.main()
