"""The selector glue and its stand-ins.

A module keeps its `@objc`/`#selector` code in one file,
`SelectorGlue.swift`, which needs the Objective-C runtime: the passes
compile without Objective-C interop (the standard library interfaces are
Linux's, built without it), so they compile its stand-in,
Tests/AppleTypeCheck/Glue/<module>Glue.swift, in its place
(ScrollMotionAppleGlue.swift for ScrollMotionApple). A module that gains
glue needs only its stand-in; a stand-in whose glue is gone is reported.

A glue file and its stand-in declare the same internal API: the lines
marked `// glue-api` are the same in both, and every declaration or
attribute line of the glue file is marked, except the `@objc` method that
the selector names (with its body). So the stand-in the passes compile
carries the glue's real declarations, availability included.
"""

import os
import re
from dataclasses import dataclass

from .. import paths

GLUE_FILE = "SelectorGlue.swift"
MARKER = "// glue-api"

_DECLARATION = re.compile(
    r"^\s*(@\w|((public|package|internal|fileprivate|private|final|open|static|class|nonisolated"
    r"|override)\s+)*(class|struct|enum|actor|protocol|extension|func|init|deinit|let|var"
    r"|typealias|subscript)\b)"
)


@dataclass(frozen=True)
class GluePair:
    """A module's glue file and the stand-in the passes compile instead."""

    module: str
    glue: str
    stand_in: str


def glue_pair(module: str, directory: str) -> GluePair | None:
    """The glue of the module whose sources are in `directory`, if it has
    any."""
    glue = os.path.join(directory, GLUE_FILE)
    if not os.path.isfile(glue):
        return None
    stand_in = os.path.join(paths.GLUE_STAND_INS, f"{module}Glue.swift")
    return GluePair(module, glue, stand_in)


def compiled_files(files: list[str], pair: GluePair | None) -> list[str]:
    """The files a pass compiles for a module whose sources are `files`: the
    glue file replaced by its stand-in, which comes last."""
    if pair is None:
        return files
    return [path for path in files if os.path.basename(path) != GLUE_FILE] + [pair.stand_in]


def marked_lines(text: str) -> list[str]:
    """The lines of `text` marked as the glue's API."""
    return [line for line in text.split("\n") if line.rstrip().endswith(MARKER)]


def problems(glue_path: str, glue_text: str, stand_in_path: str, stand_in_text: str) -> list[str]:
    """Every way the glue and its stand-in fail to declare the same API, as
    sentences: marked lines one has and the other lacks, and declarations of
    the glue that are not marked."""
    # Each file's marked lines once, in its order, so that the report reads
    # from the top of each file.
    glue_api = list(dict.fromkeys(marked_lines(glue_text)))
    stand_in_api = list(dict.fromkeys(marked_lines(stand_in_text)))
    found = [
        f"{stand_in_path} lacks, as {glue_path} declares:\n  {line}"
        for line in glue_api
        if line not in stand_in_api
    ]
    found += [
        f"{stand_in_path} declares what {glue_path} does not:\n  {line}"
        for line in stand_in_api
        if line not in glue_api
    ]
    found += [
        f"{glue_path}:{number}: a declaration the stand-in must mirror is not marked {MARKER}:\n"
        f"  {line.strip()}"
        for number, line in unmarked_declarations(glue_text)
    ]
    return found


def unmarked_declarations(text: str) -> list[tuple[int, str]]:
    """The declaration and attribute lines of glue `text` (numbered from 1)
    that lack the marker, outside the `@objc` method and its body, which is
    the one part the stand-in leaves out."""
    unmarked = []
    depth = 0
    objc_depth: int | None = None  # the brace depth of the `@objc` method being skipped
    for number, line in enumerate(text.split("\n"), 1):
        code = line.split("//")[0]
        if objc_depth is None and code.strip().startswith("@objc"):
            objc_depth = depth
        elif objc_depth is None and _DECLARATION.match(code) and not line.rstrip().endswith(MARKER):
            unmarked.append((number, line))
        depth += code.count("{") - code.count("}")
        if objc_depth is not None and depth <= objc_depth and "}" in code:
            objc_depth = None
    return unmarked


def check(pair: GluePair) -> list[str]:
    """The problems of the glue `pair` on disk (see `problems`)."""
    if not os.path.isfile(pair.stand_in):
        return [f"{pair.glue} has no stand-in: the passes compile {pair.stand_in} in its place"]
    return problems(
        pair.glue, paths.read_text(pair.glue), pair.stand_in, paths.read_text(pair.stand_in)
    )


def unmark_first(text: str, starting_with: str = "") -> str:
    """`text` with the marker taken off its first marked line whose code
    starts with `starting_with`: the mistake the self-test makes. Unchanged
    if no marked line does."""
    lines = text.split("\n")
    for index, line in enumerate(lines):
        if line.rstrip().endswith(MARKER) and line.strip().startswith(starting_with):
            lines[index] = line.rstrip()[: -len(MARKER)].rstrip()
            break
    return "\n".join(lines)


def stand_ins_without_glue(pairs: list[GluePair], stand_ins: list[str]) -> list[str]:
    """The files of `stand_ins` that stand in for no module's glue among
    `pairs`, as sentences: a stand-in left behind when its glue moved."""
    used = {pair.stand_in for pair in pairs}
    return [
        f"{stand_in} stands in for no module's {GLUE_FILE}"
        for stand_in in stand_ins
        if stand_in not in used
    ]
