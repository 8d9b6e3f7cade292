import unittest

from applecheck.typecheck import CheckError, manifest


def target(name, kind="regular", depends=(), products=(), path=None):
    """A target as `swift package dump-package` writes it."""
    dependencies = [{"byName": [dependency, None]} for dependency in depends]
    dependencies += [{"product": [product, "other-package", None, None]} for product in products]
    return {"name": name, "type": kind, "path": path, "dependencies": dependencies}


# The package as it is laid out today, in its manifest's order.
TODAY = {
    "name": "ScrollMotion",
    "targets": [
        target("ScrollMotion"),
        target("ScrollMotionWeb", depends=["ScrollMotion", "ScrollMotionWire", "ScrollMotionSpec"]),
        target("ScrollMotionWire", depends=["ScrollMotion"]),
        target("AllocationCounter", path="Tests/AllocationCounter"),
        target("ScrollMotionSpec", depends=["ScrollMotion", "ScrollMotionWire"]),
        target("ScrollMotionBridging", depends=["ScrollMotion", "ScrollMotionSpec"]),
        target("ScrollMotionPlatform", depends=["ScrollMotion", "ScrollMotionBridging"]),
        target("ScrollMotionUIKit", depends=["ScrollMotion", "ScrollMotionPlatform"]),
        target("ScrollMotionAppKit", depends=["ScrollMotion", "ScrollMotionPlatform"]),
        target("ScrollMotionSwiftUI", depends=["ScrollMotion", "ScrollMotionPlatform"]),
        target("ScrollMotionCLI", "executable", ["ScrollMotionSpec"], ["ArgumentParser"]),
        target("ScrollMotionTests", "test", ["ScrollMotion", "AllocationCounter"]),
    ],
}

IMPORTS = {
    "ScrollMotionPlatform": {"ScrollMotion", "QuartzCore", "Foundation"},
    "ScrollMotionUIKit": {"UIKit", "ScrollMotionBridging"},
    "ScrollMotionAppKit": {"AppKit"},
    "ScrollMotionSwiftUI": {"SwiftUI", "Observation"},
    "ScrollMotionTests": {"UIKit"},  # a test target is never a front end
    "ScrollMotionCLI": {"SwiftUI"},  # nor is an executable
}


def imports_of(declared):
    return IMPORTS.get(declared.name, set())


class TargetTests(unittest.TestCase):
    def test_dependencies_by_name_are_targets_when_the_package_has_them(self):
        cli = manifest.targets(TODAY)[10]
        self.assertEqual(cli.dependencies, ("ScrollMotionSpec",))
        self.assertEqual(cli.external_products, ("ArgumentParser",))
        by_name = {
            "name": "Tool",
            "type": "regular",
            "dependencies": [{"byName": ["Parser", None]}],
        }
        self.assertEqual(manifest.targets({"targets": [by_name]})[0].external_products, ("Parser",))

    def test_a_target_without_a_path_is_where_swiftpm_looks(self):
        declared = {target.name: target.directory for target in manifest.targets(TODAY)}
        self.assertEqual(declared["ScrollMotionUIKit"], "Sources/ScrollMotionUIKit")
        self.assertEqual(declared["ScrollMotionTests"], "Tests/ScrollMotionTests")
        self.assertEqual(declared["AllocationCounter"], "Tests/AllocationCounter")

    def test_imports_are_read_under_if_and_with_attributes(self):
        source = """\
#if canImport(UIKit)
  import UIKit
  @preconcurrency import QuartzCore
  @_exported import ScrollMotion
  import struct SwiftUI.Text
#endif
// import AppKit is a comment
let imported = "import Foundation"
"""
        self.assertEqual(
            manifest.imported_modules(source), {"UIKit", "QuartzCore", "ScrollMotion", "SwiftUI"}
        )


class ShortNameTests(unittest.TestCase):
    def test_a_modules_short_name_drops_the_package_name(self):
        self.assertEqual(manifest.short_name("ScrollMotionUIKit", "ScrollMotion"), "UIKit")
        self.assertEqual(
            manifest.short_name("ScrollMotionSpecAppKit", "ScrollMotion"), "SpecAppKit"
        )
        self.assertEqual(manifest.short_name("ScrollMotion", "ScrollMotion"), "ScrollMotion")
        self.assertEqual(manifest.short_name("PlatformFakes", "ScrollMotion"), "PlatformFakes")


class ModulesToCompileTests(unittest.TestCase):
    def test_the_front_ends_and_what_they_depend_on_in_dependency_order(self):
        modules = manifest.modules_to_compile(manifest.targets(TODAY), imports_of)
        self.assertEqual(
            [module.name for module in modules],
            [
                "ScrollMotion",
                "ScrollMotionWire",
                "ScrollMotionSpec",
                "ScrollMotionBridging",
                "ScrollMotionPlatform",
                "ScrollMotionUIKit",
                "ScrollMotionAppKit",
                "ScrollMotionSwiftUI",
            ],
        )
        self.assertEqual(
            [module.name for module in modules if module.is_front_end],
            ["ScrollMotionUIKit", "ScrollMotionAppKit", "ScrollMotionSwiftUI"],
        )
        self.assertEqual(modules[5].ui_frameworks, {"UIKit"})

    def test_a_redrawn_layout_is_followed_with_no_list_to_edit(self):
        redrawn = {
            "name": "ScrollMotion",
            "targets": [
                target("ScrollMotion"),
                target("ScrollMotionWire", depends=["ScrollMotion"]),
                target("ScrollMotionSpec", depends=["ScrollMotionWire"]),
                target("ScrollMotionWeb", depends=["ScrollMotionSpec"]),
                target("ScrollMotionSpecEngine", depends=["ScrollMotionSpec"]),
                target("ScrollMotionDriver", depends=["ScrollMotion"]),
                target("ScrollMotionSpecPlayback", depends=["ScrollMotionSpecEngine"]),
                target("ScrollMotionApple", depends=["ScrollMotionDriver"]),
                target(
                    "ScrollMotionSpecUIKit",
                    depends=["ScrollMotionUIKit", "ScrollMotionSpecPlayback"],
                ),
                target("ScrollMotionUIKit", depends=["ScrollMotionApple"]),
                target(
                    "ScrollMotionSpecAppKit",
                    depends=["ScrollMotionSpecPlayback", "ScrollMotionAppKit"],
                ),
                target("ScrollMotionAppKit", depends=["ScrollMotionApple"]),
                target("ScrollMotionSpecSwiftUI", depends=["ScrollMotionSpecPlayback"]),
            ],
        }
        frameworks = {
            "ScrollMotionApple": {"UIKit", "AppKit"},
            "ScrollMotionSpecUIKit": {"UIKit"},
            "ScrollMotionUIKit": {"UIKit"},
            "ScrollMotionSpecAppKit": {"AppKit"},
            "ScrollMotionAppKit": {"AppKit"},
            "ScrollMotionSpecSwiftUI": {"SwiftUI"},
        }
        modules = manifest.modules_to_compile(
            manifest.targets(redrawn), lambda declared: frameworks.get(declared.name, set())
        )
        names = [module.name for module in modules]
        self.assertEqual(
            names,
            [
                "ScrollMotion",
                "ScrollMotionWire",
                "ScrollMotionSpec",
                "ScrollMotionSpecEngine",
                "ScrollMotionDriver",
                "ScrollMotionSpecPlayback",
                "ScrollMotionApple",
                "ScrollMotionUIKit",
                "ScrollMotionSpecUIKit",
                "ScrollMotionAppKit",
                "ScrollMotionSpecAppKit",
                "ScrollMotionSpecSwiftUI",
            ],
        )
        self.assertNotIn("ScrollMotionWeb", names)

    def test_a_package_without_a_front_end_is_refused(self):
        with self.assertRaisesRegex(CheckError, "no library target imports any of UIKit"):
            manifest.modules_to_compile(manifest.targets(TODAY), lambda _: set())

    def test_a_front_end_on_another_packages_product_is_refused(self):
        package = {"targets": [target("Front", products=["Charts"])]}
        with self.assertRaisesRegex(CheckError, "Front depends on Charts of another package"):
            manifest.modules_to_compile(manifest.targets(package), lambda _: {"SwiftUI"})

    def test_a_front_end_on_a_non_library_target_is_refused(self):
        package = {"targets": [target("Macros", "macro"), target("Front", depends=["Macros"])]}
        with self.assertRaisesRegex(CheckError, "depends on Macros, a macro target"):
            manifest.modules_to_compile(
                manifest.targets(package),
                lambda declared: {"UIKit"} if declared.name == "Front" else set(),
            )


class DependencyOrderTests(unittest.TestCase):
    def test_each_comes_after_its_dependencies_and_otherwise_in_the_given_order(self):
        order = manifest.dependency_order({"C": ("B",), "A": (), "B": ("A",), "D": ()})
        self.assertEqual(order, ["A", "B", "C", "D"])

    def test_a_cycle_is_refused(self):
        with self.assertRaisesRegex(CheckError, "cycle through A"):
            manifest.dependency_order({"A": ("B",), "B": ("A",)})


if __name__ == "__main__":
    unittest.main()
