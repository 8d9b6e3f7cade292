import unittest

from applecheck.typecheck import CheckError, manifest


def target(name, kind="regular", depends=(), products=(), path=None):
    """A target as `swift package dump-package` writes it."""
    dependencies = [{"byName": [dependency, None]} for dependency in depends]
    dependencies += [{"product": [product, "other-package", None, None]} for product in products]
    return {"name": name, "type": kind, "path": path, "dependencies": dependencies}


# The package's layout, in its manifest's order.
PACKAGE = {
    "name": "ScrollMotion",
    "targets": [
        target("ScrollMotion"),
        target("ScrollMotionWire", depends=["ScrollMotion"]),
        target("ScrollMotionSpecEngine", depends=["ScrollMotion", "ScrollMotionWire"]),
        target("ScrollMotionSpec", depends=["ScrollMotionWire", "ScrollMotionSpecEngine"]),
        target("ScrollMotionWeb", depends=["ScrollMotion", "ScrollMotionSpec"]),
        target("ScrollMotionCLI", "executable", ["ScrollMotionSpec"], ["ArgumentParser"]),
        target("ScrollMotionDriver", depends=["ScrollMotion"]),
        target("ScrollMotionApple", depends=["ScrollMotion", "ScrollMotionDriver"]),
        target("ScrollMotionUIKit", depends=["ScrollMotionDriver", "ScrollMotionApple"]),
        target("ScrollMotionAppKit", depends=["ScrollMotionDriver", "ScrollMotionApple"]),
        target("ScrollMotionSwiftUI", depends=["ScrollMotionDriver", "ScrollMotionApple"]),
        target("ScrollMotionSpecPlayback", depends=["ScrollMotionSpec", "ScrollMotionDriver"]),
        target("ScrollMotionSpecUIKit", depends=["ScrollMotionSpecPlayback", "ScrollMotionUIKit"]),
        target(
            "ScrollMotionSpecAppKit", depends=["ScrollMotionSpecPlayback", "ScrollMotionAppKit"]
        ),
        target(
            "ScrollMotionSpecSwiftUI", depends=["ScrollMotionSpecPlayback", "ScrollMotionSwiftUI"]
        ),
        target("AllocationCounter", path="Tests/AllocationCounter"),
        target("PlatformFakes", depends=["ScrollMotionDriver"], path="Tests/PlatformFakes"),
        target("ScrollMotionDriverTests", "test", ["ScrollMotionDriver", "PlatformFakes"]),
    ],
}

IMPORTS = {
    "ScrollMotionApple": {"ScrollMotion", "QuartzCore", "AppKit"},
    "ScrollMotionUIKit": {"UIKit", "ScrollMotionDriver"},
    "ScrollMotionAppKit": {"AppKit"},
    "ScrollMotionSwiftUI": {"SwiftUI", "Observation"},
    "ScrollMotionSpecUIKit": {"UIKit"},
    "ScrollMotionSpecAppKit": {"AppKit"},
    "ScrollMotionSpecSwiftUI": {"SwiftUI"},
    "ScrollMotionDriverTests": {"UIKit"},  # a test target is never a front end
    "ScrollMotionCLI": {"SwiftUI"},  # nor is an executable
}


def imports_of(declared):
    return IMPORTS.get(declared.name, set())


class TargetTests(unittest.TestCase):
    def test_dependencies_by_name_are_targets_when_the_package_has_them(self):
        cli = manifest.targets(PACKAGE)[5]
        self.assertEqual(cli.dependencies, ("ScrollMotionSpec",))
        self.assertEqual(cli.external_products, ("ArgumentParser",))
        by_name = {
            "name": "Tool",
            "type": "regular",
            "dependencies": [{"byName": ["Parser", None]}],
        }
        self.assertEqual(manifest.targets({"targets": [by_name]})[0].external_products, ("Parser",))

    def test_a_target_without_a_path_is_where_swiftpm_looks(self):
        declared = {target.name: target.directory for target in manifest.targets(PACKAGE)}
        self.assertEqual(declared["ScrollMotionUIKit"], "Sources/ScrollMotionUIKit")
        self.assertEqual(declared["ScrollMotionDriverTests"], "Tests/ScrollMotionDriverTests")
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
        modules = manifest.modules_to_compile(manifest.targets(PACKAGE), imports_of)
        self.assertEqual(
            [module.name for module in modules],
            [
                "ScrollMotion",
                "ScrollMotionWire",
                "ScrollMotionSpecEngine",
                "ScrollMotionSpec",
                "ScrollMotionDriver",
                "ScrollMotionApple",
                "ScrollMotionUIKit",
                "ScrollMotionAppKit",
                "ScrollMotionSwiftUI",
                "ScrollMotionSpecPlayback",
                "ScrollMotionSpecUIKit",
                "ScrollMotionSpecAppKit",
                "ScrollMotionSpecSwiftUI",
            ],
        )
        self.assertEqual(modules[6].ui_frameworks, {"UIKit"})
        self.assertFalse(modules[4].is_front_end)

    def test_another_layout_is_followed_with_no_list_to_edit(self):
        layout = {
            "name": "ScrollMotion",
            "targets": [
                target("ScrollMotionUIKit", depends=["ScrollMotion", "ScrollMotionPlatform"]),
                target("ScrollMotion"),
                target("ScrollMotionWeb", depends=["ScrollMotion", "ScrollMotionSpec"]),
                target("ScrollMotionWire", depends=["ScrollMotion"]),
                target("ScrollMotionSpec", depends=["ScrollMotion", "ScrollMotionWire"]),
                target("ScrollMotionBridging", depends=["ScrollMotion", "ScrollMotionSpec"]),
                target("ScrollMotionPlatform", depends=["ScrollMotionBridging"]),
                target("ScrollMotionAppKit", depends=["ScrollMotion", "ScrollMotionPlatform"]),
                target("ScrollMotionTests", "test", ["ScrollMotion", "ScrollMotionUIKit"]),
            ],
        }
        modules = manifest.modules_to_compile(manifest.targets(layout), imports_of)
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
            ],
        )

    def test_a_package_without_a_front_end_is_refused(self):
        with self.assertRaisesRegex(CheckError, "no library target imports any of UIKit"):
            manifest.modules_to_compile(manifest.targets(PACKAGE), lambda _: set())

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
