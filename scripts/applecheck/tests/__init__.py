"""Unit tests of the pure parts of the Apple checks: small inputs written
here (and temporary directories), no compiler, no network.

Run: python3 -m unittest discover -s scripts/applecheck/tests -t scripts
"""
