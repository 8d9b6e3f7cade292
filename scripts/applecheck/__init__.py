"""The checks of the Apple side of the project that run on Linux.

`typecheck` (scripts/typecheck-apple) type-checks the Apple front ends, the
example app and the articles' code once per Apple platform. `paths` says
where it finds things in the repository.
"""
