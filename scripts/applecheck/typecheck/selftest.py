"""The self-test: proof that the check catches what it claims to.

Each file in Tests/AppleTypeCheck/Mistakes is a deliberate mistake with
three header lines: `// expect:` (text of the diagnostic it must cause),
`// front end:` (the front end it is added to, named without the package's
prefix: UIKit for ScrollMotionUIKit, SpecSwiftUI for
ScrollMotionSpecSwiftUI) and `// platform:` (the pass it is compiled on,
at the package's minimum). The front end compiled with it must
fail with that diagnostic. The glue check, too, must refuse a glue file
with a declaration left unmarked.
"""

import glob
import os
from dataclasses import dataclass

from .. import paths
from .glue import GluePair, problems, unmark_first

PREFIX = "typecheck-apple self-test: "

_HEADERS = {"expect": "// expect: ", "front_end": "// front end: ", "platform": "// platform: "}


@dataclass(frozen=True)
class Mistake:
    """A deliberate mistake and what its header says of it."""

    path: str
    expect: str | None
    front_end: str | None
    platform: str | None


def mistake_paths() -> list[str]:
    """The mistakes, in the order they are compiled."""
    return sorted(glob.glob(os.path.join(paths.MISTAKES, "*.swift")))


def read_mistake(path: str, text: str) -> Mistake:
    """The mistake at `path`, whose text is `text`: each header's first line."""
    found: dict[str, str | None] = dict.fromkeys(_HEADERS)
    for line in text.split("\n"):
        for field, header in _HEADERS.items():
            if found[field] is None and line.startswith(header):
                found[field] = line[len(header) :]
    return Mistake(path, **found)


def header_problem(mistake: Mistake, front_ends: list[str], platforms: list[str]) -> str | None:
    """Why the mistake's header cannot be used, or None if it can."""
    if mistake.expect and mistake.front_end in front_ends and mistake.platform in platforms:
        return None
    choices = ", ".join(front_ends[:-1]) + " or " + front_ends[-1] if front_ends else "none"
    return (
        f"{mistake.path} needs // expect:, // front end: ({choices}) "
        f"and // platform: ({' '.join(platforms)})"
    )


def verdict(mistake: Mistake, returncode: int, output: str) -> tuple[bool, list[str]]:
    """Whether compiling the mistake failed as its header says, and the
    lines that say so (or, on a failure of the self-test, why not)."""
    if returncode == 0:
        return False, [
            f"{PREFIX}{mistake.path} was accepted on {mistake.platform}; the check is blind to it"
        ]
    if mistake.expect not in output:
        shown = [line for line in output.splitlines() if not line.startswith(" ")][:20]
        return False, [
            f"{PREFIX}{mistake.path} failed on {mistake.platform}, but not with: {mistake.expect}"
        ] + shown
    return True, [
        f"{PREFIX}{mistake.platform} rejected {os.path.basename(mistake.path)}: {mistake.expect}"
    ]


def glue_mistake(pairs: list[GluePair], texts: dict[str, str]) -> tuple[GluePair, str] | None:
    """The glue file the self-test spoils and its spoiled text: the first
    marked `@available` line of any glue unmarked (availability is what the
    stand-in must carry above all), or else the first marked line of the
    first glue. None if there is no marked line to unmark. `texts` holds
    each glue file's text by path."""
    for starting_with in ("@available(", ""):
        for pair in pairs:
            spoiled = unmark_first(texts[pair.glue], starting_with)
            if spoiled != texts[pair.glue]:
                return pair, spoiled
    return None


def glue_check_refuses(pair: GluePair, spoiled: str, stand_in_text: str) -> bool:
    """Whether the glue check refuses the spoiled glue."""
    return bool(problems(pair.glue, spoiled, pair.stand_in, stand_in_text))
