"""The Swift standard library of this toolchain, built for Apple targets.

The Linux toolchain ships the textual interfaces of its standard library
(lib/swift_static/linux/<module>.swiftmodule/<host>.swiftinterface). They
carry Apple's availability for every declaration (`Duration` is
`@available(macOS 13, iOS 16, watchOS 9, tvOS 16, *)`), so, built for an
Apple target, they make the compiler check a use of the standard library
against the platform minimum as Xcode does. The result is the real
`_Concurrency`: a `@MainActor` stand-in means what it means in Xcode.

Mechanical edits (`edit_interface`) make them build for Apple:
- the target in the module flags, and no oldest inlining version (inlinable
  bodies are checked against the build target); -Onone for speed, as no
  code is generated from them;
- `@backDeployed` lines dropped: an interface has no bodies to back-deploy,
  and a client's availability check reads only `@available`, which stays;
- in `_Concurrency`, the synthesized `__AsyncIteratorProtocol_Failure`
  typealiases dropped, with their `@available` line: they are marked iOS 13
  but name the iOS 18 `Failure`, and the conformance infers it;
- `import Glibc` dropped from `Observation`.

Each SDK's modules are built once per toolchain into
.build/typecheck-apple/<key>/<SDK>26.0.sdk/usr/lib/swift, two SDKs at a
time (each takes about a gigabyte, one core and a minute).
"""

import hashlib
import os
import re
import shutil
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass

from .. import paths
from . import CheckError
from .platforms import SDK_VERSION, Host, stdlib_target_platform
from .sdk_settings import sdk_settings

MODULES = ("Swift", "SwiftOnoneSupport", "_Concurrency", "Observation")

# Part of the cache's key: change it when the way the modules are built
# changes, so that a cache built the old way is not used.
CACHE_FORMAT = 1

_BACK_DEPLOYED = re.compile(r"^\s*@backDeployed\(before: [^)]*\)$")


@dataclass(frozen=True)
class Toolchain:
    """Where this toolchain keeps what the passes need."""

    interfaces: str
    """The standard library's textual interfaces for Linux."""
    shims: str
    """The C shims the standard library imports."""
    version: bytes
    """`swiftc --version`'s output, which keys the cache."""


def find_toolchain() -> Toolchain:
    """The toolchain of the `swiftc` on the PATH."""
    swiftc = shutil.which("swiftc")
    if swiftc is None:
        raise CheckError("no swiftc on the PATH")
    root = os.path.dirname(os.path.dirname(os.path.realpath(swiftc)))
    version = subprocess.run(
        ["swiftc", "--version"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, check=False
    ).stdout
    return Toolchain(
        interfaces=os.path.join(root, "lib/swift_static/linux"),
        shims=os.path.join(root, "lib/swift/shims"),
        version=version,
    )


def cache_directory(toolchain: Toolchain) -> str:
    """The cache of this toolchain's modules, built this way."""
    key = hashlib.sha1(toolchain.version + f"{CACHE_FORMAT}\n".encode()).hexdigest()[:12]
    return os.path.join(paths.STDLIB_CACHE, key)


def sdk_directory(cache: str, sdk: str) -> str:
    """The directory of the SDK named `sdk` in `cache`, named as Apple names
    its SDKs: the driver checks the name against the target."""
    return os.path.join(cache, f"{sdk}{SDK_VERSION}.sdk")


def modules_directory(cache: str, sdk: str) -> str:
    """Where the SDK's standard library modules are."""
    return os.path.join(sdk_directory(cache, sdk), "usr/lib/swift")


def edit_interface(text: str, host_triple: str, target: str) -> str:
    """The interface `text`, built for `host_triple`, edited to build for
    `target` (see the module's docstring for each edit)."""
    lines: list[str] = []
    for line in text.split("\n"):
        if line.startswith("// swift-module-flags:"):
            line = line.replace("-target " + host_triple, "-target " + target)
            line = line.replace(" -target-min-inlining-version min", "")
            line = line.replace(" -O ", " -Onone ")
        if _BACK_DEPLOYED.match(line) or line == "import Glibc":
            continue
        if "@_implements(_Concurrency.Async" in line and ", Failure)" in line:
            if lines and lines[-1].strip().startswith("@available("):
                lines.pop()
            continue
        lines.append(line)
    return "\n".join(lines)


def is_standard_library_module(text: str) -> bool:
    """Whether the interface `text` is one of the standard library's own
    modules, which are compiled with -parse-stdlib (its flags, in the first
    lines, say so)."""
    return any(" -parse-stdlib " in line for line in text.split("\n")[:3])


def compiler_complaints(output: str, limit: int = 20) -> list[str]:
    """The lines of compiler `output` worth showing: the first `limit`
    errors and warnings, without the source lines quoted under them."""
    complaints = [
        line
        for line in output.split("\n")
        if not line.startswith(" ") and ("error" in line or "warning" in line)
    ]
    return complaints[:limit]


def write_sdk_settings(cache: str, sdk: str) -> None:
    """Writes the SDK's SDKSettings.json (see `sdk_settings`)."""
    with open(os.path.join(sdk_directory(cache, sdk), "SDKSettings.json"), "w") as file:
        file.write(sdk_settings(sdk))


def is_built(cache: str, sdk: str) -> bool:
    """Whether the SDK's modules were all built (by this or an earlier run)."""
    return os.path.isfile(os.path.join(modules_directory(cache, sdk), ".complete"))


def build_sdk(cache: str, sdk: str, target: str, toolchain: Toolchain, host: Host) -> None:
    """Builds the standard library modules for `target` into the SDK named
    `sdk`, from scratch, and marks it complete when all are built."""
    shutil.rmtree(sdk_directory(cache, sdk), ignore_errors=True)
    directory = modules_directory(cache, sdk)
    os.makedirs(directory)
    # The visionOS library itself needs the iOS-to-visionOS map to build.
    write_sdk_settings(cache, sdk)
    for module in MODULES:
        source = os.path.join(
            toolchain.interfaces, f"{module}.swiftmodule", f"{host.triple}.swiftinterface"
        )
        if not os.path.isfile(source):
            raise CheckError(f"{source} is missing")
        text = paths.read_text(source)
        interface = os.path.join(directory, f"{module}.swiftinterface")
        with open(interface, "w") as file:
            file.write(edit_interface(text, host.triple, target))
        command = ["swiftc", "-frontend", "-compile-module-from-interface", "-module-name", module]
        if is_standard_library_module(text):
            command.append("-parse-stdlib")
        command += [interface, "-target", target, "-sdk", sdk_directory(cache, sdk)]
        command += ["-I", toolchain.shims, "-I", directory]
        command += ["-o", os.path.join(directory, f"{module}.swiftmodule")]
        result = subprocess.run(
            command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True
        )
        for line in compiler_complaints(result.stdout):
            print(line)
        if not os.path.isfile(os.path.join(directory, f"{module}.swiftmodule")):
            raise CheckError(f"could not build {module} for {target}")
    open(os.path.join(directory, ".complete"), "w").close()


def build_missing(cache: str, sdks: list[str], toolchain: Toolchain, host: Host) -> None:
    """Builds the standard library of each SDK in `sdks` that the cache
    lacks, two at a time, then (re)writes every SDK's settings."""
    missing = [sdk for sdk in sdks if not is_built(cache, sdk)]

    def build(sdk: str) -> None:
        target = stdlib_target_platform(sdk).target(host.arch, SDK_VERSION)
        try:
            build_sdk(cache, sdk, target, toolchain, host)
        except CheckError as error:
            print(f"typecheck-apple: {error}", file=sys.stderr)

    with ThreadPoolExecutor(max_workers=2) as builders:
        list(builders.map(build, missing))
    for sdk in sdks:
        if not is_built(cache, sdk):
            raise CheckError(f"the {sdk} standard library did not build")
        write_sdk_settings(cache, sdk)
