"""Which of the package's modules a pass compiles, and in what order, read
from its manifest (`swift package dump-package`), so that a new, renamed or
regrouped module is followed with no edit here.

A pass compiles the front ends and everything of the package they depend
on, each module after its dependencies: exactly what an app that imports a
front end builds. A front end is a library target whose Swift sources
import UIKit, AppKit or SwiftUI. Nothing else of the package is compiled:
test targets, the helpers they share under Tests/ (`AllocationCounter`,
`PlatformFakes`…) and executables (the `scrollmotion` command) are not
part of an app; `ScrollMotionWeb` is the browser engine's C ABI, compiled
to WebAssembly by scripts/build-wasm. None of them is a dependency of a
front end, so none needs naming here.
"""

import json
import os
import re
import subprocess
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from .. import paths
from . import CheckError

UI_FRAMEWORKS = ("UIKit", "AppKit", "SwiftUI")

# An import of a whole module or of one declaration (`import struct
# SwiftUI.Text`), with or without attributes (`@preconcurrency`).
_IMPORT = re.compile(
    r"^\s*(?:@\w+\s+)*import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?(\w+)",
    re.M,
)


@dataclass(frozen=True)
class Target:
    """A target of the package, as its manifest declares it."""

    name: str
    kind: str
    """SwiftPM's type: "regular" (a library target), "executable", "test"…"""
    directory: str
    """Its sources' folder, relative to the package's root."""
    dependencies: tuple[str, ...]
    """The targets of this package it depends on, in the manifest's order."""
    external_products: tuple[str, ...]
    """The products of other packages it depends on."""


def dump_package(directory: str) -> dict:
    """The manifest of the package in `directory`, as SwiftPM reads it."""
    result = subprocess.run(
        ["swift", "package", "--package-path", directory, "dump-package"],
        capture_output=True,
        text=True,
    )
    if result.returncode != 0:
        raise CheckError(
            f"swift package dump-package failed in {directory}:\n{result.stderr.strip()}"
        )
    return json.loads(result.stdout)


def targets(package: dict) -> list[Target]:
    """The targets `package` (the JSON of `dump-package`) declares, in its
    order. A dependency by name is on a target if the package has a target
    of that name, and otherwise on another package's product, as SwiftPM
    resolves it."""
    names = {target["name"] for target in package["targets"]}
    declared = []
    for target in package["targets"]:
        dependencies, products = [], []
        for dependency in target.get("dependencies", []):
            kind, details = next(iter(dependency.items()))
            name = details[0]
            if kind == "target" or (kind == "byName" and name in names):
                dependencies.append(name)
            else:
                products.append(name)
        declared.append(
            Target(
                name=target["name"],
                kind=target["type"],
                directory=target.get("path") or default_directory(target["name"], target["type"]),
                dependencies=tuple(dependencies),
                external_products=tuple(products),
            )
        )
    return declared


def default_directory(name: str, kind: str) -> str:
    """Where SwiftPM looks for a target's sources when it names no path."""
    return os.path.join("Tests" if kind == "test" else "Sources", name)


def imported_modules(source: str) -> set[str]:
    """The modules a Swift source imports, under `#if` or not."""
    return set(_IMPORT.findall(source))


def imports_of(target: Target) -> set[str]:
    """The modules the Swift sources of `target` import."""
    imported: set[str] = set()
    for path in paths.swift_files(target.directory):
        imported |= imported_modules(paths.read_text(path))
    return imported


def ui_frameworks(imported: Iterable[str]) -> frozenset[str]:
    """Which of UIKit, AppKit and SwiftUI are among the `imported` modules."""
    return frozenset(imported) & frozenset(UI_FRAMEWORKS)


def short_name(module: str, package: str) -> str:
    """A module's name without the package's name in front, as the
    mistakes name front ends (UIKit for ScrollMotionUIKit, SpecSwiftUI for
    ScrollMotionSpecSwiftUI)."""
    if module.startswith(package) and module != package:
        return module[len(package) :]
    return module


@dataclass(frozen=True)
class Module:
    """A module a pass compiles."""

    target: Target
    ui_frameworks: frozenset[str]
    """The Apple UI frameworks its sources import: empty unless it is a
    front end."""

    @property
    def name(self) -> str:
        return self.target.name

    @property
    def is_front_end(self) -> bool:
        return bool(self.ui_frameworks)


def modules_to_compile(
    declared: list[Target], imports: Callable[[Target], set[str]]
) -> list[Module]:
    """The front ends among the `declared` targets and every target they
    depend on, each after its dependencies and otherwise in the manifest's
    order. `imports` gives the modules a target's sources import
    (`imports_of` reads them)."""
    by_name = {target.name: target for target in declared}
    frameworks_of = {
        target.name: ui_frameworks(imports(target))
        for target in declared
        if target.kind == "regular"
    }
    front_ends = [name for name, frameworks in frameworks_of.items() if frameworks]
    if not front_ends:
        raise CheckError(f"no library target imports any of {', '.join(UI_FRAMEWORKS)}")
    needed = set()

    def include(name: str) -> None:
        if name not in needed:
            needed.add(name)
            for dependency in by_name[name].dependencies:
                include(dependency)

    for name in front_ends:
        include(name)
    order = dependency_order(
        {target.name: target.dependencies for target in declared if target.name in needed}
    )
    modules = []
    for name in order:
        target = by_name[name]
        if target.kind != "regular":
            raise CheckError(f"a front end depends on {name}, a {target.kind} target")
        if target.external_products:
            raise CheckError(
                f"{name} depends on {', '.join(target.external_products)} of another package, "
                "which the passes do not build"
            )
        modules.append(Module(target, frameworks_of.get(name, frozenset())))
    return modules


def dependency_order(dependencies: dict[str, tuple[str, ...]]) -> list[str]:
    """The names of `dependencies` (each name's dependencies, in a stable
    order) so that each comes after what it depends on, and otherwise in
    the order given."""
    order: list[str] = []
    visiting: set[str] = set()

    def visit(name: str) -> None:
        if name in order:
            return
        if name in visiting:
            raise CheckError(f"the targets' dependencies form a cycle through {name}")
        visiting.add(name)
        for dependency in dependencies[name]:
            visit(dependency)
        visiting.discard(name)
        order.append(name)

    for name in dependencies:
        visit(name)
    return order
