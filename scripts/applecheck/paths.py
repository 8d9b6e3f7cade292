"""Where the checks find things in the repository, relative to its root.

The launchers change to the repository's root first, so these relative
paths are also what the compiler's diagnostics show.
"""

import os

# The package whose front ends the passes compile.
ROOT_PACKAGE = "."

# The example screens and the app, which the passes compile as one module,
# and the package that declares their platform minimums.
EXAMPLES_PACKAGE = "Examples/AppleApp"
EXAMPLE_SOURCES = "Examples/AppleApp/Sources"

# What the passes compile against instead of Apple's SDKs.
TYPECHECK_AIDS = "Tests/AppleTypeCheck"
STAND_INS = "Tests/AppleTypeCheck/StandIns"
GLUE_STAND_INS = "Tests/AppleTypeCheck/Glue"
ARTICLE_CONTEXT = "Tests/AppleTypeCheck/ArticleContext.swift"
MISTAKES = "Tests/AppleTypeCheck/Mistakes"

# The standard library built for each Apple target, kept between runs.
STDLIB_CACHE = ".build/typecheck-apple"


def swift_files(folder: str) -> list[str]:
    """Every Swift file under `folder`, in byte order of its path, so that
    the compiler sees the files in the same order on every machine."""
    return sorted(
        os.path.join(directory, name)
        for directory, _, names in os.walk(folder)
        for name in names
        if name.endswith(".swift")
    )


def read_text(path: str) -> str:
    """The text of the UTF-8 file at `path`."""
    with open(path, encoding="utf-8") as file:
        return file.read()
