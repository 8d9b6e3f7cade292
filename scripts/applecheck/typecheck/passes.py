"""A pass: everything compiled for one Apple platform, module by module.

Each module is emitted (`-emit-module`, which runs SIL's mandatory
diagnostics too: definite initialization, region-based isolation, which
`-typecheck` does not) into the pass's own directory, where the modules
after it find it. In order: the platform's stand-in frameworks; the
package's modules (`manifest`), each after its dependencies; the example
screens and the app as one module at the examples' minimums; on the iOS
pass, the articles' fragments.

Every module of the package is compiled on every pass. A front end for a
framework the platform lacks (ScrollMotionUIKit on macOS) has its sources
under `#if canImport(...)` and compiles to an empty module, as it does when
Xcode builds the example app for macOS, where it depends on it too. An
empty module costs under a tenth of a second of CPU, and no table of which
module goes on which platform is needed.
"""

import os
import subprocess
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass

from .. import paths
from . import articles, stdlib
from .glue import GluePair, compiled_files
from .manifest import Module
from .platforms import Host, Minimums, Platform

EXAMPLES_MODULE = "ScrollMotionExamples"
FRAGMENTS_MODULE = "ArticleFragments"


@dataclass(frozen=True)
class PackageModule:
    """A module of the package and the files a pass compiles for it."""

    module: Module
    files: tuple[str, ...]


@dataclass(frozen=True)
class PassInputs:
    """What every pass compiles, and where it finds and puts things."""

    package_name: str
    """The manifest's package name, which `package` declarations need."""
    modules: tuple[PackageModule, ...]
    """The package's modules, in compile order."""
    examples: tuple[str, ...]
    """The example screens' and the app's Swift files."""
    fragments: tuple[str, ...]
    """The articles' fragments, written for the iOS pass."""
    cache: str
    """The standard library's cache (`stdlib.cache_directory`)."""
    shims: str
    """The toolchain's C shims, which the standard library imports."""
    host: Host
    work: str
    """The scratch directory: each pass emits into work/<platform>."""


def package_module(module: Module, glue: GluePair | None) -> PackageModule:
    """The module with the files a pass compiles for it."""
    files = compiled_files(paths.swift_files(module.target.directory), glue)
    return PackageModule(module, tuple(files))


def front_end_frameworks(platform: Platform, modules: tuple[PackageModule, ...]) -> list[str]:
    """The UI frameworks of `platform` that front ends among `modules` are
    for, in the platform's order: what its pass proves type-checks."""
    imported = set().union(*(entry.module.ui_frameworks for entry in modules))
    return [framework for framework in platform.frameworks if framework in imported]


def compiler_flags(inputs: PassInputs, platform: Platform, version: str) -> list[str]:
    """The compiler's flags for `platform` at deployment version `version`.
    Objective-C interop is off: the standard library interfaces are
    Linux's, built without it (the `@objc` glue is left out in any case).
    `DEBUG` is defined, as in Xcode's Debug configuration, so that what
    debug builds alone compile (following a spec file being edited) is
    checked too; no source has a release-only branch."""
    return [
        "-target", platform.target(inputs.host.arch, version),
        "-sdk", stdlib.sdk_directory(inputs.cache, platform.sdk),
        "-I", inputs.shims,
        "-I", stdlib.modules_directory(inputs.cache, platform.stdlib_sdk),
        "-I", os.path.join(inputs.work, platform.name),
        "-Xfrontend", "-disable-implicit-string-processing-module-import",
        "-Xfrontend", "-disable-objc-interop",
        "-swift-version", "6", "-warnings-as-errors", "-parse-as-library",
        "-package-name", inputs.package_name, "-D", "DEBUG",
    ]  # fmt: skip


def compile_module(
    inputs: PassInputs, platform: Platform, version: str, name: str, files: list[str], output: str
) -> subprocess.CompletedProcess:
    """Emits module `name` from `files` into the directory `output`; the
    compiler's output is in the result's stdout."""
    command = ["swiftc", "-emit-module", "-wmo", "-module-name", name]
    command += compiler_flags(inputs, platform, version)
    command += ["-emit-module-path", os.path.join(output, f"{name}.swiftmodule")]
    return subprocess.run(
        command + list(files), stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True
    )


def compile_pass(inputs: PassInputs, platform: Platform, minimums: Minimums) -> tuple[bool, str]:
    """Compiles `platform`'s pass, module by module, stopping at the first
    that fails; returns whether all compiled and the compiler's output."""
    output = os.path.join(inputs.work, platform.name)
    os.makedirs(output, exist_ok=True)
    steps = [
        (name, minimums.package, [os.path.join(paths.STAND_INS, f"{name}.swift")])
        for name in platform.frameworks
    ]
    steps += [(entry.module.name, minimums.package, list(entry.files)) for entry in inputs.modules]
    steps.append((EXAMPLES_MODULE, minimums.examples, list(inputs.examples)))
    if platform.name == articles.FRAGMENT_PLATFORM:
        files = [paths.ARTICLE_CONTEXT] + list(inputs.fragments)
        steps.append((FRAGMENTS_MODULE, minimums.package, files))
    log = []
    for name, version, files in steps:
        result = compile_module(inputs, platform, version, name, files, output)
        log.append(result.stdout)
        if result.returncode != 0:
            return False, "".join(log)
    return True, "".join(log)


def compile_passes(
    inputs: PassInputs, platforms: list[Platform], minimums: dict[str, Minimums]
) -> list[tuple[bool, str]]:
    """Compiles the passes of `platforms` two at a time (each runs one
    compiler at a time, and two use the machine's two cores); returns each
    one's result, in the order of `platforms`."""
    with ThreadPoolExecutor(max_workers=2) as workers:
        return list(
            workers.map(
                lambda platform: compile_pass(inputs, platform, minimums[platform.name]),
                platforms,
            )
        )


def success_line(platform: Platform, minimums: Minimums, frameworks: list[str]) -> str:
    """What a pass that compiled says, naming the UI `frameworks` whose
    front ends it compiled."""
    compiled = f"front ends {', '.join(frameworks)}, example screens"
    if platform.name == articles.FRAGMENT_PLATFORM:
        compiled += ", article fragments"
    return (
        f"typecheck-apple: {platform.name} (package {minimums.package}, examples "
        f"{minimums.examples}): {compiled} type-check"
    )


def failure_lines(log: str, limit: int = 40) -> list[str]:
    """What a failed pass shows of its log: the first `limit` lines that are
    not source quoted under a diagnostic."""
    return [line for line in log.splitlines() if not line.startswith(" ")][:limit]
