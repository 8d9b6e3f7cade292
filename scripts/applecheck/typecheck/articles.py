"""The Swift code blocks of the DocC articles and the README.

A block that imports a front end must be quoted verbatim from an example
screen (Examples/AppleApp/Sources), so that every pass compiles it with the
screen. Every other block, the core in a few lines, is compiled on the iOS
pass as the body of a `@MainActor` function, with the names it takes for
granted declared in Tests/AppleTypeCheck/ArticleContext.swift. Package
manifest fragments (a block starting with `.package(`) are not Swift an app
compiles.
"""

import glob
import os
import re
from dataclasses import dataclass

# The pass that compiles the fragments, and what they import there.
FRAGMENT_PLATFORM = "iOS"
FRAGMENT_IMPORTS = ("ScrollMotionUIKit", "UIKit")

_SWIFT_BLOCK = re.compile(r"```swift\n(.*?)```", re.S)
_WHOLE_MODULE_IMPORT = re.compile(r"^import \w+$")


def article_paths() -> list[str]:
    """The DocC articles of every module, then the README."""
    return sorted(glob.glob("Sources/*/Documentation.docc/*.md")) + ["README.md"]


@dataclass(frozen=True)
class Block:
    """A ```swift block of an article."""

    article: str
    line: int
    """The line of the article the block's code starts on."""
    code: str
    """The code, ending with a newline."""


def swift_blocks(article: str, text: str) -> list[Block]:
    """The ```swift blocks of `text`, the article at path `article`."""
    return [
        Block(article, text[: match.start()].count("\n") + 2, match.group(1))
        for match in _SWIFT_BLOCK.finditer(text)
    ]


def imports_front_end(block: Block, front_ends: list[str]) -> bool:
    """Whether the block imports one of the `front_ends` (module names)."""
    if not front_ends:
        return False
    names = "|".join(re.escape(name) for name in front_ends)
    return re.search(rf"^\s*import ({names})\b", block.code, re.M) is not None


def dedent(lines: list[str]) -> str:
    """`lines` without their common indentation, joined: the examples
    indent the code that an article quotes inside `#if`."""
    widths = [len(line) - len(line.lstrip()) for line in lines if line.strip()]
    cut = min(widths) if widths else 0
    return "\n".join(line[cut:] for line in lines)


def is_quoted(block: Block, examples: list[str]) -> bool:
    """Whether the block's lines appear, consecutive and in order, in one of
    the `examples` (their texts), whatever the indentation of each."""
    lines = block.code.rstrip("\n").split("\n")
    wanted = dedent(lines)
    for example in examples:
        source = example.split("\n")
        for start in range(len(source) - len(lines) + 1):
            if dedent(source[start : start + len(lines)]) == wanted:
                return True
    return False


def unquoted_front_end_blocks(
    blocks: list[Block], examples: list[str], front_ends: list[str]
) -> list[Block]:
    """The blocks that import a front end but are not quoted from an example."""
    return [
        block
        for block in blocks
        if imports_front_end(block, front_ends) and not is_quoted(block, examples)
    ]


def is_fragment(block: Block, front_ends: list[str]) -> bool:
    """Whether the block is one the iOS pass compiles as a function body."""
    return not imports_front_end(block, front_ends) and not block.code.lstrip().startswith(
        ".package("
    )


def fragment_source(block: Block, number: int) -> str:
    """The Swift file that compiles the block as the body of function
    `number`, with diagnostics pointing at the article's own lines; the
    block's own `import` lines are the file's, after the front end's."""
    lines = block.code.rstrip("\n").split("\n")
    body = [line for line in lines if not _WHOLE_MODULE_IMPORT.match(line)]
    # The block's own imports (a module besides the front end, such as
    # ScrollMotionSpecLive) go with the fragment's, each once.
    own = [line.split()[1] for line in lines if _WHOLE_MODULE_IMPORT.match(line)]
    modules = list(FRAGMENT_IMPORTS) + [m for m in dict.fromkeys(own) if m not in FRAGMENT_IMPORTS]
    name = re.sub(r"\W", "_", os.path.splitext(block.article)[0])
    imports = "".join(f"import {module}\n" for module in modules)
    return (
        f"{imports}\n"
        f"// {block.article}, line {block.line}\n"
        f"@MainActor func fragment{number:03}_{name}() throws {{\n"
        f'#sourceLocation(file: "{block.article}", line: {block.line})\n'
        + "\n".join(body)
        + "\n#sourceLocation()\n}\n"
    )


def write_fragments(blocks: list[Block], front_ends: list[str], directory: str) -> int:
    """Writes each fragment among `blocks` into `directory` as
    fragmentNNN.swift; returns how many."""
    fragments = [block for block in blocks if is_fragment(block, front_ends)]
    for number, block in enumerate(fragments, 1):
        with open(os.path.join(directory, f"fragment{number:03}.swift"), "w") as file:
            file.write(fragment_source(block, number))
    return len(fragments)
