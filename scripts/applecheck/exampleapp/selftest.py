"""The self-test: each deliberate mistake, made in a copy of the checked
files, must be reported by the check."""

import os
import re
import shutil
import tempfile
from collections.abc import Callable
from dataclasses import dataclass

from .. import paths
from .project import APP, PROJECT, SCHEME, SCREENS, TYPECHECK_PATHS, check

PREFIX = "check-example-app self-test: "


@dataclass(frozen=True)
class Mistake:
    """A way to spoil the project and what the check must say about it."""

    name: str
    path: str
    """The file changed (or created), relative to the repository's root."""
    change: Callable[[str], str]
    """The file's spoiled text, from its text ("" for a new file)."""
    expected: str
    """Part of a sentence the check must report."""


MISTAKES = [
    Mistake(
        "a screen missing from the list",
        f"{APP}/UIKitScreens.swift",
        lambda text: text.replace('id: "SnappingViewController"', 'id: "Snapping"'),
        "the screen SnappingViewController is not in the app's list",
    ),
    Mistake(
        "a new screen nobody listed",
        f"{SCREENS}/NewScreenSwiftUI.swift",
        lambda _: "struct UnlistedScreenView {}\n",
        "the screen UnlistedScreenView is not in the app's list",
    ),
    Mistake(
        "a reference to an object that does not exist",
        f"{PROJECT}/project.pbxproj",
        lambda text: text.replace(
            "5C0A1100000000000000B004 /* feed.json in Resources */,",
            "5C0A11000000000000000BAD /* feed.json in Resources */,",
        ),
        "which does not exist",
    ),
    Mistake(
        "an object ID used twice",
        f"{PROJECT}/project.pbxproj",
        lambda text: text.replace("5C0A1100000000000000B002 /*", "5C0A1100000000000000B001 /*"),
        "is used twice",
    ),
    Mistake(
        "a file reference to a missing file",
        f"{PROJECT}/project.pbxproj",
        lambda text: text.replace("path = feed.json;", "path = feeds.json;"),
        "feeds.json, which does not exist",
    ),
    Mistake(
        "a screen file outside the target",
        f"{PROJECT}/project.pbxproj",
        lambda text: text.replace(
            "isa = PBXFileSystemSynchronizedRootGroup;\n\t\t\tpath = Sources;",
            "isa = PBXFileSystemSynchronizedRootGroup;\n"
            "\t\t\tpath = Sources/ScrollMotionExamplesApp;",
        ),
        "does not compile Examples/AppleApp/Sources/ScrollMotionExamples/",
    ),
    Mistake(
        "an imported product the target does not link",
        f"{PROJECT}/project.pbxproj",
        lambda text: text.replace(
            "productName = ScrollMotionAppKit;", "productName = ScrollMotionKit;"
        ),
        "imports ScrollMotionAppKit but does not depend on that product",
    ),
    Mistake(
        "a deployment target that differs from the examples package",
        f"{PROJECT}/project.pbxproj",
        lambda text: text.replace(
            "IPHONEOS_DEPLOYMENT_TARGET = 17.0;", "IPHONEOS_DEPLOYMENT_TARGET = 16.0;"
        ),
        "IPHONEOS_DEPLOYMENT_TARGET is '16.0', not '17.0'",
    ),
    Mistake(
        "Mac Catalyst instead of a native Mac app",
        f"{PROJECT}/project.pbxproj",
        lambda text: text.replace("SUPPORTS_MACCATALYST = NO;", "SUPPORTS_MACCATALYST = YES;"),
        "SUPPORTS_MACCATALYST is 'YES', not 'NO'",
    ),
    Mistake(
        "a scheme naming another target",
        SCHEME,
        lambda text: text.replace(
            'BlueprintIdentifier = "5C0A11000000000000000010"',
            'BlueprintIdentifier = "5C0A11000000000000000011"',
        ),
        "names ('5C0A11000000000000000011'",
    ),
    Mistake(
        "an image the screens name but the catalog lacks",
        f"{APP}/SampleContent.swift",
        lambda text: text.replace('"Lisbon", "Oslo"', '"Lisbon", "Bergen"'),
        "the image Bergen is not in",
    ),
    Mistake(
        "the app's folder left out of the Linux type-check",
        TYPECHECK_PATHS,
        lambda text: re.sub(r"Examples/AppleApp/Sources(?![\w/])", SCREENS, text),
        "scripts/typecheck-apple no longer compiles",
    ),
    Mistake(
        "a project file that does not parse",
        f"{PROJECT}/project.pbxproj",
        lambda text: text.replace("isa = PBXProject;", "isa = PBXProject", 1),
        "does not parse",
    ),
]


def copy_checked_files(scratch: str) -> None:
    """Copies into `scratch` every file the check reads."""
    shutil.copytree("Examples", os.path.join(scratch, "Examples"))
    shutil.copy("Package.swift", scratch)
    os.makedirs(os.path.join(scratch, os.path.dirname(TYPECHECK_PATHS)))
    shutil.copy(TYPECHECK_PATHS, os.path.join(scratch, TYPECHECK_PATHS))


def verdict(
    mistake: Mistake, before: str, after: str, problems: list[str]
) -> tuple[bool, list[str]]:
    """Whether the check caught `mistake`, which turned the file's text
    `before` into `after` and made the check report `problems`, and what the
    self-test says of it."""
    if after == before:
        return False, [f"{PREFIX}the mistake '{mistake.name}' changed nothing"]
    if not any(mistake.expected in problem for problem in problems):
        return False, [f"{PREFIX}'{mistake.name}' was not reported as '{mistake.expected}'"] + [
            f"  got: {problem}" for problem in problems[:10]
        ]
    return True, [f"{PREFIX}caught {mistake.name}"]


def self_test(mistakes: list[Mistake] = MISTAKES) -> int:
    """Makes each mistake in a fresh copy of the checked files and requires
    the check to report it; returns how many it did not."""
    failures = 0
    for mistake in mistakes:
        with tempfile.TemporaryDirectory() as scratch:
            copy_checked_files(scratch)
            target = os.path.join(scratch, mistake.path)
            before = paths.read_text(target) if os.path.exists(target) else ""
            after = mistake.change(before)
            problems = []
            if after != before:
                with open(target, "w", encoding="utf-8") as file:
                    file.write(after)
                problems = check(scratch)
            caught, lines = verdict(mistake, before, after, problems)
            for line in lines:
                print(line)
            failures += not caught
    return failures
