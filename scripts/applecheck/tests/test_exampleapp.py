import os
import tempfile
import unittest

from applecheck.exampleapp import project, selftest

A, B, C = "5C0A11000000000000000001", "5C0A11000000000000000002", "5C0A11000000000000000003"


class ObjectGraphTests(unittest.TestCase):
    def test_references_are_every_object_id_in_a_value(self):
        value = {"isa": "PBXGroup", "children": [A, "not an id", {"x": B}], "name": C.lower()}
        self.assertEqual(list(project.references(value)), [A, B])

    def test_a_well_formed_graph_has_no_problem(self):
        objects = {A: {"isa": "PBXProject", "mainGroup": B}, B: {"isa": "PBXGroup"}}
        plist = {"objectVersion": "77", "objects": objects, "rootObject": A}
        self.assertEqual(project.object_problems(plist, objects, []), [])
        self.assertEqual(project.unreferenced_objects(objects, A), [])

    def test_broken_ids_references_and_leftovers_are_reported(self):
        objects = {
            A: {"isa": "PBXProject", "mainGroup": C, "attributes": {"TargetAttributes": {B: {}}}},
            "5C0A": {"isa": "PBXGroup"},
            C: {"path": "no isa"},
        }
        plist = {"objectVersion": "56", "objects": objects}
        self.assertEqual(
            project.object_problems(plist, objects, [A]),
            [
                f"object ID {A} is used twice",
                "object ID '5C0A' is not 24 hexadecimal digits",
                "objectVersion is not 77 (Xcode 16 and later, synchronized folders)",
                f"TargetAttributes names {B}, which does not exist",
                f"object {C} has no isa",
            ],
        )
        self.assertEqual(
            project.unreferenced_objects(objects, A),
            ["PBXGroup 5C0A is not referenced by anything"],
        )

    def test_a_reference_to_a_missing_object_names_both(self):
        objects = {A: {"isa": "PBXBuildFile", "fileRef": B}}
        self.assertIn(
            f"PBXBuildFile {A} refers to {B}, which does not exist",
            project.object_problems({"objectVersion": "77"}, objects, []),
        )


class ProjectLocationTests(unittest.TestCase):
    def test_groups_and_files_are_found_from_the_main_group_down(self):
        with tempfile.TemporaryDirectory() as root:
            os.makedirs(os.path.join(root, "Examples", "App"))
            open(os.path.join(root, "Examples", "App", "feed.json"), "w").close()
            objects = {
                A: {"isa": "PBXGroup", "sourceTree": "<group>", "children": [B]},
                B: {"isa": "PBXGroup", "sourceTree": "<group>", "path": "App", "children": [C]},
                C: {"isa": "PBXFileReference", "sourceTree": "<group>", "path": "feeds.json"},
                "5C0A11000000000000000004": {"isa": "PBXFileReference", "path": "Lost.swift"},
            }
            found = project.Project(root, objects, {"mainGroup": A})
            self.assertEqual(
                found.locations[C], os.path.join(root, "Examples", "App", "feeds.json")
            )
            self.assertEqual(
                found.missing_files(),
                [
                    f"PBXFileReference {C} points to Examples/App/feeds.json, which does not exist",
                    "PBXFileReference 5C0A11000000000000000004 (Lost.swift) "
                    "is outside the main group",
                ],
            )


class SettingsTests(unittest.TestCase):
    def test_the_deployment_targets_and_swift_version_follow_the_examples_manifest(self):
        wanted, problems = project.wanted_settings(
            "platforms: [.iOS(.v17), .macOS(.v14)], swiftLanguageModes: [.v6]"
        )
        self.assertEqual(problems, [])
        self.assertEqual(wanted["IPHONEOS_DEPLOYMENT_TARGET"], "17.0")
        self.assertEqual(wanted["MACOSX_DEPLOYMENT_TARGET"], "14.0")
        self.assertEqual(wanted["SWIFT_VERSION"], "6.0")

    def test_a_manifest_without_a_minimum_is_reported(self):
        wanted, problems = project.wanted_settings("platforms: [.iOS(.v17)]")
        self.assertEqual(problems, ["Examples/AppleApp/Package.swift has no macOS minimum"])
        self.assertNotIn("MACOSX_DEPLOYMENT_TARGET", wanted)
        self.assertEqual(wanted["SWIFT_VERSION"], "(not Swift 6)")


class TypecheckFolderTests(unittest.TestCase):
    def test_reads_the_folder_the_type_check_compiles(self):
        source = '"""Mentions Examples/Elsewhere."""\nOTHER = "x"\nEXAMPLE_SOURCES = "Examples/A"\n'
        self.assertEqual(project.typecheck_folder(source), "Examples/A")
        self.assertIsNone(project.typecheck_folder('EXAMPLES = "Examples/A"\n'))

    def test_the_app_folder_must_be_inside_it(self):
        with tempfile.TemporaryDirectory() as root:
            path = os.path.join(root, project.TYPECHECK_PATHS)
            os.makedirs(os.path.dirname(path))
            for folder, problems in (
                ("Examples/AppleApp/Sources", []),
                ("Examples/AppleApp/Sources/", []),
                ("Examples/AppleApp", []),
                (
                    "Examples/AppleApp/Sources/ScrollMotionExamples",
                    [f"scripts/typecheck-apple no longer compiles {project.APP}"],
                ),
            ):
                with open(path, "w") as file:
                    file.write(f'EXAMPLE_SOURCES = "{folder}"\n')
                with self.subTest(folder):
                    self.assertEqual(project.typecheck_problems(root), problems)


class ScreenTests(unittest.TestCase):
    def write_screens(self, root, text):
        folder = os.path.join(root, project.SCREENS)
        os.makedirs(folder)
        with open(os.path.join(folder, "Screens.swift"), "w") as file:
            file.write(text)

    def test_every_screen_is_listed_under_its_name_and_constructed(self):
        app = 'Entry(id: "FadeView") { FadeView() }\nEntry(id: "Gone") { Gone() }\n'
        app += '// Entry(id: "PinView") { PinView() }\nEntry(id: "FadeView") { FadeView() }\n'
        with tempfile.TemporaryDirectory() as root:
            self.write_screens(root, "struct FadeView {}\nfinal class PinView {}\n")
            self.assertEqual(
                project.screen_problems(root, app),
                [
                    "the list has two entries with the id FadeView",
                    'the screen PinView is not in the app\'s list (no entry with id: "PinView")',
                    f"the list's entry Gone names no screen in {project.SCREENS}",
                    "the app never constructs the screen PinView",
                ],
            )


class SelfTestVerdictTests(unittest.TestCase):
    mistake = selftest.Mistake("a typo", "x.swift", lambda text: text, "is used twice")

    def test_a_reported_mistake_is_caught(self):
        caught, lines = selftest.verdict(self.mistake, "a", "b", ["object ID X is used twice"])
        self.assertTrue(caught)
        self.assertEqual(lines, ["check-example-app self-test: caught a typo"])

    def test_an_unreported_mistake_shows_what_the_check_said(self):
        caught, lines = selftest.verdict(self.mistake, "a", "b", ["something else"])
        self.assertFalse(caught)
        self.assertEqual(
            lines,
            [
                "check-example-app self-test: 'a typo' was not reported as 'is used twice'",
                "  got: something else",
            ],
        )

    def test_a_mistake_that_changes_nothing_fails_the_self_test(self):
        caught, lines = selftest.verdict(self.mistake, "a", "a", [])
        self.assertFalse(caught)
        self.assertEqual(
            lines, ["check-example-app self-test: the mistake 'a typo' changed nothing"]
        )


if __name__ == "__main__":
    unittest.main()
