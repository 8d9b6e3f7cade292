import os
import tempfile
import unittest

from applecheck.typecheck import glue

GLUE = """\
#if canImport(AppKit)
  import AppKit

  /// Receives the link's callbacks.
  @available(macOS 14, *)  // glue-api
  @MainActor  // glue-api
  final class Target: NSObject {  // glue-api
    private let onFrame: () -> Void  // glue-api

    init(onFrame: @escaping () -> Void) {  // glue-api
      self.onFrame = onFrame
    }

    @objc private func step(_ link: CADisplayLink) {
      let frame = link
      onFrame()
    }
  }
#endif
"""

STAND_IN = """\
#if canImport(AppKit)
  import AppKit

  @available(macOS 14, *)  // glue-api
  @MainActor  // glue-api
  final class Target: NSObject {  // glue-api
    private let onFrame: () -> Void  // glue-api

    init(onFrame: @escaping () -> Void) {  // glue-api
      self.onFrame = onFrame
    }
  }
#endif
"""


class GlueCheckTests(unittest.TestCase):
    def test_a_glue_and_its_stand_in_with_the_same_marked_lines_pass(self):
        self.assertEqual(glue.problems("Glue.swift", GLUE, "StandIn.swift", STAND_IN), [])

    def test_a_marked_line_the_stand_in_lacks_is_reported(self):
        stand_in = STAND_IN.replace("  @available(macOS 14, *)  // glue-api\n", "")
        self.assertEqual(
            glue.problems("Glue.swift", GLUE, "StandIn.swift", stand_in),
            [
                "StandIn.swift lacks, as Glue.swift declares:\n"
                "    @available(macOS 14, *)  // glue-api"
            ],
        )

    def test_a_marked_line_only_the_stand_in_has_is_reported(self):
        stand_in = STAND_IN.replace("macOS 14", "macOS 13")
        found = glue.problems("Glue.swift", GLUE, "StandIn.swift", stand_in)
        self.assertEqual(len(found), 2)
        self.assertIn("StandIn.swift lacks, as Glue.swift declares", found[0])
        self.assertIn("StandIn.swift declares what Glue.swift does not:\n", found[1])
        self.assertIn("@available(macOS 13, *)", found[1])

    def test_lines_the_stand_in_lacks_are_reported_in_the_glues_order(self):
        stand_in = STAND_IN.replace("  @MainActor  // glue-api\n", "").replace(
            "    private let onFrame: () -> Void  // glue-api\n", ""
        )
        found = glue.problems("Glue.swift", GLUE, "StandIn.swift", stand_in)
        self.assertEqual(
            [problem.split("\n")[1].strip() for problem in found],
            ["@MainActor  // glue-api", "private let onFrame: () -> Void  // glue-api"],
        )

    def test_an_unmarked_declaration_of_the_glue_is_reported_with_its_line(self):
        spoiled = GLUE.replace(
            "    init(onFrame: @escaping () -> Void) {  // glue-api", "    init() {"
        )
        found = glue.problems("Glue.swift", spoiled, "StandIn.swift", STAND_IN)
        self.assertIn(
            "Glue.swift:10: a declaration the stand-in must mirror is not marked // glue-api:\n"
            "  init() {",
            found,
        )

    def test_the_objc_method_and_its_body_need_no_marker(self):
        self.assertEqual(glue.unmarked_declarations(GLUE), [])

    def test_a_declaration_after_the_objc_method_needs_its_marker(self):
        spoiled = GLUE.replace("  }\n#endif", "    func after() {}\n  }\n#endif")
        self.assertEqual(glue.unmarked_declarations(spoiled), [(18, "    func after() {}")])

    def test_unmarking_takes_the_marker_off_the_first_matching_line_only(self):
        spoiled = glue.unmark_first(GLUE, "@available(")
        self.assertIn("  @available(macOS 14, *)\n", spoiled)
        self.assertEqual(len(glue.marked_lines(spoiled)), len(glue.marked_lines(GLUE)) - 1)
        self.assertEqual(glue.unmark_first(STAND_IN, "@objc"), STAND_IN)

    def test_a_glue_with_its_availability_unmarked_is_refused(self):
        spoiled = glue.unmark_first(GLUE, "@available(")
        self.assertNotEqual(glue.problems("Glue.swift", spoiled, "StandIn.swift", STAND_IN), [])


class GlueByConventionTests(unittest.TestCase):
    def test_a_module_with_a_glue_file_gets_the_stand_in_named_after_it(self):
        with tempfile.TemporaryDirectory() as directory:
            self.assertIsNone(glue.glue_pair("ScrollMotionApple", directory))
            open(os.path.join(directory, "SelectorGlue.swift"), "w").close()
            pair = glue.glue_pair("ScrollMotionApple", directory)
        self.assertEqual(pair.glue, os.path.join(directory, "SelectorGlue.swift"))
        self.assertEqual(pair.stand_in, "Tests/AppleTypeCheck/Glue/ScrollMotionAppleGlue.swift")

    def test_the_stand_in_replaces_the_glue_file_and_comes_last(self):
        pair = glue.GluePair("M", "Sources/M/SelectorGlue.swift", "Glue/MGlue.swift")
        files = ["Sources/M/A.swift", "Sources/M/SelectorGlue.swift", "Sources/M/Z.swift"]
        self.assertEqual(
            glue.compiled_files(files, pair),
            ["Sources/M/A.swift", "Sources/M/Z.swift", "Glue/MGlue.swift"],
        )
        self.assertEqual(glue.compiled_files(files, None), files)

    def test_a_stand_in_whose_glue_is_gone_is_reported(self):
        pair = glue.GluePair("M", "Sources/M/SelectorGlue.swift", "Glue/MGlue.swift")
        self.assertEqual(
            glue.stand_ins_without_glue([pair], ["Glue/MGlue.swift", "Glue/OldGlue.swift"]),
            ["Glue/OldGlue.swift stands in for no module's SelectorGlue.swift"],
        )

    def test_a_glue_file_without_a_stand_in_is_reported(self):
        with tempfile.TemporaryDirectory() as directory:
            glue_file = os.path.join(directory, "SelectorGlue.swift")
            open(glue_file, "w").close()
            pair = glue.GluePair("M", glue_file, os.path.join(directory, "missing.swift"))
            self.assertIn("has no stand-in", glue.check(pair)[0])


if __name__ == "__main__":
    unittest.main()
