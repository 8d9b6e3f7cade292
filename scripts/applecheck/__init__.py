"""The checks of the Apple side of the project that run on Linux.

Two tools live here, each behind a launcher in scripts/:

- `typecheck` (scripts/typecheck-apple) type-checks the Apple front ends,
  the example app and the articles' code once per Apple platform;
- `exampleapp` (scripts/check-example-app) checks the example app's Xcode
  project, which only Xcode could otherwise read.

`paths` says where they find things in the repository. The unit tests of
their pure parts are in `tests`; scripts/test runs them:
python3 -m unittest discover -s scripts/applecheck/tests -t scripts
"""
