"""scripts/typecheck-apple: the order of the steps, and what they print.

1. The standard library for each SDK the chosen passes need (`stdlib`).
2. The glue files against their stand-ins (`glue`).
3. The articles: front-end blocks quoted from the examples, the other
   blocks written out as fragments (`articles`).
4. The passes, two at a time (`passes`).
5. With --self-test, the mistakes (`selftest`).
"""

import os
import sys
import tempfile
from dataclasses import dataclass

from .. import paths
from . import CheckError, articles, glue, manifest, passes, platforms, selftest, stdlib
from .platforms import PLATFORM_NAMES, Platform

PREFIX = "typecheck-apple: "


class UsageError(Exception):
    """A command line the tool does not understand."""


@dataclass(frozen=True)
class Options:
    platforms: tuple[str, ...]
    """The passes to run, in the order given; every platform by default."""
    self_test: bool


def parse_arguments(arguments: list[str]) -> Options:
    """The options of the command line `arguments` (without the program)."""
    chosen: list[str] = []
    self_test = False
    remaining = list(arguments)
    while remaining:
        argument = remaining.pop(0)
        if argument == "--self-test":
            self_test = True
        elif argument == "--platform":
            if not remaining:
                raise UsageError("--platform needs a name")
            name = remaining.pop(0)
            if name not in PLATFORM_NAMES:
                raise UsageError(f"unknown platform {name} ({' '.join(PLATFORM_NAMES)})")
            chosen.append(name)
        else:
            raise UsageError(f"unknown argument {argument}")
    return Options(tuple(chosen) or PLATFORM_NAMES, self_test)


def main(arguments: list[str]) -> int:
    try:
        options = parse_arguments(arguments)
    except UsageError as error:
        print(PREFIX + str(error), file=sys.stderr)
        return 2
    try:
        with tempfile.TemporaryDirectory() as work:
            return run(options, work)
    except CheckError as error:
        print(PREFIX + str(error), file=sys.stderr)
        return 1


def run(options: Options, work: str) -> int:
    chosen = [platforms.named(name) for name in options.platforms]
    host = platforms.host()
    toolchain = stdlib.find_toolchain()
    root_package = manifest.dump_package(paths.ROOT_PACKAGE)
    minimums = platforms.all_minimums(root_package, manifest.dump_package(paths.EXAMPLES_PACKAGE))
    package_name = root_package["name"]
    modules = manifest.modules_to_compile(manifest.targets(root_package), manifest.imports_of)

    cache = stdlib.cache_directory(toolchain)
    stdlib.build_missing(cache, platforms.stdlib_sdks(chosen), toolchain, host)

    pairs = [
        pair for module in modules if (pair := glue.glue_pair(module.name, module.target.directory))
    ]
    if not glue_matches(pairs):
        return 1
    glue_of = {pair.module: pair for pair in pairs}
    package_modules = tuple(
        passes.package_module(module, glue_of.get(module.name)) for module in modules
    )

    examples = paths.swift_files(paths.EXAMPLE_SOURCES)
    front_ends = [module.name for module in modules if module.is_front_end]
    fragments = os.path.join(work, "fragments")
    if not articles_check(examples, front_ends, fragments):
        return 1

    inputs = passes.PassInputs(
        package_name=package_name,
        modules=package_modules,
        examples=tuple(examples),
        fragments=tuple(paths.swift_files(fragments)),
        cache=cache,
        shims=toolchain.shims,
        host=host,
        work=work,
    )
    if not all_passes_compile(inputs, chosen, minimums):
        return 1
    if options.self_test:
        return run_self_test(inputs, chosen, minimums, pairs)
    return 0


def glue_matches(pairs: list[glue.GluePair]) -> bool:
    """Whether every glue file and its stand-in declare the same API, and
    every stand-in has its glue; says what is wrong if not."""
    problems = [problem for pair in pairs for problem in glue.check(pair)]
    problems += glue.stand_ins_without_glue(pairs, paths.swift_files(paths.GLUE_STAND_INS))
    for problem in problems:
        print(PREFIX + problem, file=sys.stderr)
    return not problems


def articles_check(examples: list[str], front_ends: list[str], fragments: str) -> bool:
    """Whether every front-end block of the articles is quoted from the
    `examples`; if so, writes the other blocks into the directory
    `fragments` for the iOS pass."""
    blocks = [
        block
        for article in articles.article_paths()
        for block in articles.swift_blocks(article, paths.read_text(article))
    ]
    example_texts = [paths.read_text(path) for path in examples]
    unquoted = articles.unquoted_front_end_blocks(blocks, example_texts, front_ends)
    for block in unquoted:
        print(
            f"{PREFIX}{block.article}: a front-end code block is not quoted from Examples/AppleApp:"
        )
        print("  " + block.code.split("\n")[0])
    if unquoted:
        return False
    os.makedirs(fragments)
    count = articles.write_fragments(blocks, front_ends, fragments)
    print(f"{PREFIX}{count} article fragments")
    return True


def all_passes_compile(
    inputs: passes.PassInputs, chosen: list[Platform], minimums: dict[str, platforms.Minimums]
) -> bool:
    """Whether the passes of the `chosen` platforms all compile; says so of
    each, in order, with the log of those that fail."""
    results = passes.compile_passes(inputs, chosen, minimums)
    for platform, (compiled, log) in zip(chosen, results, strict=True):
        if compiled:
            frameworks = passes.front_end_frameworks(platform, inputs.modules)
            print(passes.success_line(platform, minimums[platform.name], frameworks))
        else:
            print(f"{PREFIX}the {platform.name} pass failed:", file=sys.stderr)
            for line in passes.failure_lines(log):
                print(line, file=sys.stderr)
    return all(compiled for compiled, _ in results)


def run_self_test(
    inputs: passes.PassInputs,
    chosen: list[Platform],
    minimums: dict[str, platforms.Minimums],
    pairs: list[glue.GluePair],
) -> int:
    if glue_check_catches_a_mistake(pairs) and every_mistake_rejected(inputs, chosen, minimums):
        return 0
    return 1


def glue_check_catches_a_mistake(pairs: list[glue.GluePair]) -> bool:
    """Whether the glue check refuses a glue file with a declaration left
    unmarked; says so."""
    texts = {pair.glue: paths.read_text(pair.glue) for pair in pairs}
    spoiled = selftest.glue_mistake(pairs, texts)
    if spoiled is None or not selftest.glue_check_refuses(
        *spoiled, paths.read_text(spoiled[0].stand_in)
    ):
        print(
            f"{selftest.PREFIX}the glue check accepts a glue declaration its stand-in does not "
            "mirror",
            file=sys.stderr,
        )
        return False
    print(
        f"{selftest.PREFIX}the glue check refused an unmarked declaration of the "
        f"{spoiled[0].module} glue"
    )
    return True


def every_mistake_rejected(
    inputs: passes.PassInputs, chosen: list[Platform], minimums: dict[str, platforms.Minimums]
) -> bool:
    """Whether each mistake meant for one of the `chosen` platforms, compiled
    into its front end on that pass, fails with its diagnostic; says so of
    each, stopping at the first that does not."""
    front_ends = {
        manifest.short_name(entry.module.name, inputs.package_name): entry
        for entry in inputs.modules
        if entry.module.is_front_end
    }
    output = os.path.join(inputs.work, "mistake")
    os.makedirs(output, exist_ok=True)
    for path in selftest.mistake_paths():
        mistake = selftest.read_mistake(path, paths.read_text(path))
        problem = selftest.header_problem(mistake, list(front_ends), list(PLATFORM_NAMES))
        if problem:
            print(selftest.PREFIX + problem, file=sys.stderr)
            return False
        platform = platforms.named(mistake.platform)
        if platform not in chosen:
            continue
        front_end = front_ends[mistake.front_end]
        result = passes.compile_module(
            inputs,
            platform,
            minimums[platform.name].package,
            front_end.module.name,
            list(front_end.files) + [path],
            output,
        )
        rejected, lines = selftest.verdict(mistake, result.returncode, result.stdout)
        for line in lines:
            print(line, file=sys.stdout if rejected else sys.stderr)
        if not rejected:
            return False
    return True
