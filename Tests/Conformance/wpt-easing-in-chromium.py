#!/usr/bin/env python3
"""Runs the time-based WPT easing cases of WPTCases.swift in headless
Chromium (Web Animations API, as the WPT files do) and prints what Chromium
computes next to the WPT's expectation, so that a case where the two
disagree can be decided by today's Chromium.

    scripts/install-browser && python3 Tests/Conformance/wpt-easing-in-chromium.py
"""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from harness import make_driver  # noqa: E402

# (WPT file, effect easing, keyframe easing, time in ms, WPT's left in px)
CASES = [
    ("cubic-bezier-timing-functions-output.html", "cubic-bezier(0, 1.5, 1, 1.5)", "cubic-bezier(0, 1.5, 1, 1.5)", t, left)
    for t, left in [(230, 106.317556), (240, 100), (700, 100), (990, 100)]
] + [
    ("cubic-bezier-timing-functions-output.html", "cubic-bezier(0, -0.5, 1, -0.5)", "cubic-bezier(0, -0.5, 1, -0.5)", t, left)
    for t, left in [(10, 0), (300, 0), (750, 0), (770, -6.317556)]
] + [
    ("cubic-bezier-timing-functions-output.html", "cubic-bezier(0, 1.5, 1, 1.5)", "cubic-bezier(0.5, 1, 0.5, 0)", t, left)
    for t, left in [(240, 101.900680), (700, 159.803644)]
] + [
    ("step-timing-functions-output.html", "cubic-bezier(0, 3, 1, 3)", "steps(2, jump-none)", t, left)
    for t, left in [(114, 300), (500, 400)]
]

# Not in the WPT: the other end-gradient cases of the same rule, with the
# value Chromium 156 gives (slope 1 when both control points sit on the end
# point; the far control point when the near one is the end point).
CASES += [
    ("(Chromium only)", "cubic-bezier(0, 1.5, 1, 1.5)", "cubic-bezier(1, 1, 1, 1)", 700, 129.902),
    ("(Chromium only)", "cubic-bezier(0, -0.5, 1, -0.5)", "cubic-bezier(0, 0, 0, 0)", 300, -29.9018),
    ("(Chromium only)", "cubic-bezier(0, 1.5, 1, 1.5)", "cubic-bezier(0.5, 0.5, 1, 1)", 700, 129.902),
    ("(Chromium only)", "cubic-bezier(0, -0.5, 1, -0.5)", "cubic-bezier(0, 0, 0.5, 0.25)", 300, -14.9509),
]

SCRIPT = r"""
const [effect, keyframe, time] = arguments;
const target = document.createElement('div');
target.style.position = 'absolute';
document.body.appendChild(target);
const animation = target.animate([{left: '0px', easing: keyframe}, {left: '100px'}],
                                 {duration: 1000, fill: 'forwards', easing: effect});
animation.currentTime = time;
const left = parseFloat(getComputedStyle(target).left);
animation.cancel();
target.remove();
return left;
"""

driver = make_driver()
try:
    driver.get("data:text/html,<!DOCTYPE html><body></body>")
    print("chromium", driver.capabilities.get("browserVersion"))
    rows = []
    for file, effect, keyframe, time, expected in CASES:
        left = driver.execute_script(SCRIPT, effect, keyframe, time)
        agree = abs(left - expected) <= 0.01
        rows.append({"file": file, "effect": effect, "keyframe": keyframe, "time": time,
                     "wpt": expected, "chromium": left, "agree": agree})
        print(f"{'agree   ' if agree else 'DISAGREE'} {file} {keyframe} after {effect} @ {time}ms: "
              f"WPT {expected}, Chromium {left}")
finally:
    driver.quit()
