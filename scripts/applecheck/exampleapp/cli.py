"""scripts/check-example-app: the check, then, with --self-test, the
self-test."""

import sys

from .. import exampleapp
from .project import PROJECT, TARGET, check, screen_types
from .selftest import self_test

PREFIX = "check-example-app: "


def main(arguments: list[str]) -> int:
    if arguments not in ([], ["--self-test"]):
        print(exampleapp.__doc__.split("\n\n")[-1], file=sys.stderr)
        return 2
    problems = check(".")
    for problem in problems:
        print(PREFIX + problem)
    if problems:
        return 1
    print(
        f"{PREFIX}{PROJECT} is well formed, builds every file of "
        f"Examples/AppleApp/Sources into {TARGET}, and lists all {len(screen_types('.'))} screens"
    )
    if arguments == ["--self-test"] and self_test():
        return 1
    return 0
