"""Checks the example app's Xcode project on Linux, where Xcode cannot run.

Examples/ScrollMotionExamples.xcodeproj is written by hand (no generator),
so this reads it as Xcode would (the project file is an old-style property
list, `plist`) and proves what a broken project would only show on a Mac
(`project`):

- the project file parses; every object ID is unique and well formed, every
  reference points to an object that exists, and no object is left over;
- every file, folder and local package the project names exists on disk;
- the app target compiles every Swift file of the example screens and of the
  app (Examples/AppleApp/Sources, a synchronized folder), with no two files
  of the same name, links every ScrollMotion product those files import
  (each a product of the root package), and copies every bundle resource
  the app loads (feed.json) and every image it names;
- its build settings are the ones the app needs: generated Info.plist, a
  bundle identifier, automatic signing that runs on a simulator and, signed
  to run locally, on a Mac without a team, iOS, the simulator and native
  macOS (no Mac Catalyst), the examples package's minimums and Swift 6;
- the shared scheme builds and runs that target;
- every example screen type is listed in the app, under its own type name as
  the entry's id, and constructed there: no screen is unreachable.

The Swift sources themselves are type-checked by scripts/typecheck-apple,
which compiles all of Examples/AppleApp/Sources. The real build is
.github/workflows/apple.yml's `app` job. The self-test (`selftest`) makes
each of a list of mistakes in a copy of the files and requires the check to
report it.

Usage: scripts/check-example-app              check the project
       scripts/check-example-app --self-test  also prove that deliberate
         mistakes, each made in a copy, make the check fail
"""
