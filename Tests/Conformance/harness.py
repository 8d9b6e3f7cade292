#!/usr/bin/env python3
"""Browser conformance of `scrollmotion`: every spec under specs/ is exported
with `scrollmotion css`, loaded in headless Chromium, scrolled to each offset,
and the computed values are compared with `scrollmotion eval`; and the
browser runtime plays it in Chromium, Firefox and WebKit (below).

Offsets: our content offset is -inset.top at rest (UIKit convention); the
browser's scrollTop is 0 there. So the harness sets
    scrollTop = offset.y + inset.top,  scrollLeft = offset.x + inset.left
and checks that the browser really scrolled there (an offset outside the
scroll range would be clamped by the browser and is a broken test case).

Offsets come from offsets.json (spec file name -> list of Y or [X, Y]); a spec
that is not listed there is sampled at 13 whole-pixel offsets spread over its
scroll range.

Containers: containers.json lists, for a spec with variants, the container sizes
("WxH") it is checked at in place of its own, one on each side of every breakpoint:
`scrollmotion css --container` and `eval --container` at each, the runtime on the
page of that size (it measures the size and chooses the variant itself).

Tolerance is what Chromium's serialisation allows: numbers are printed with
6 significant digits (and opacity is a float), so a number passes when
|browser - eval| <= 1e-5 * max(1, |eval|) + 1e-6 * span, where span is the
largest difference between the animation's keyframe values: both engines solve
cubic Béziers for x to 1e-7 (Chromium's kBezierEpsilon, the core's tolerance),
which near a steep part of a curve moves the eased progress by a few 1e-7.
Colours are printed with 8 bits per channel, so a channel passes when it is
within 1/255 (a value on a .5 boundary may round either way) and alpha within
1/255 + 0.001 (alpha is printed with 2 or 3 decimals); the channels of a colour
whose alpha is 0 on both sides are not compared (Chromium interpolates
premultiplied colours, and a fully transparent result has no channels left to
report: it prints rgba(0, 0, 0, 0)). Where the export had to approximate
(springs, Penner curves, colour spaces), the page's manifest states the
largest difference the approximation allows, and it is added to the tolerance.

Known differences: known-differences.json lists the comparisons where the
core and Chromium disagree on semantics (reported to the core's owner, not
bent in either direction). They are printed as `known` and do not fail the run;
one that starts to agree fails the run, so that the list is kept honest.

"No effect": eval's null must match getComputedTiming().progress === null.

Values: the manifest names each animation's CSS property (`cssProperty`):
the property itself (`border-radius`, `transform-origin`, `color`), or, for a
part of a composite (`filter`, a 3D `transform`, `box-shadow`, `clip-path`
inset), its registered custom property (`--sm-blur`), whose computed value is
compared. Lengths are read in pixels, angles in degrees, percentages as
fractions, colours from `rgb()`, `rgba()` or `color(srgb …)`; the anchor's
`transform-origin`, which Chromium computes in pixels, as fractions of the
element's frame in the spec. CSS interpolates a registered custom property
without clamping it, and the composite clamps it as CSS clamps the
function's argument (`max(0px, var(--sm-blur, 0px))`), as eval clamps the
interpolated value: so a part's value is clamped to the animation's clamp
(the compiled spec's) before it is compared, and the runtime check below
shows that the composites do compute so.

Stacked animations: where several animations of a page animate one property
of one element, CSS shows the one latest in the element's animation list
that has an effect (its manifest order, the spec's). Each one's effect is
still compared, but the computed value only with the one that shows: eval's
value of the latest of them that has one. The runtime composes them the same
way (docs/runtime.md), so a spec with any such stack also runs the runtime,
whose written style is compared with the value CSS showed there.

Triggered animations (a manifest entry with `triggerDuration`) play by time:
at each offset, visited in order on one page load, the harness waits two
frames for the trigger to act (and for a pending play to be ready), then
finishes (`Animation.finish()`) a triggered animation that is running, and
compares its resting value with eval's, which is where the actions of the
crossings up to that offset come to rest. A paused animation is compared where
it stopped. The offsets of a spec with triggers must not jump over a whole
trigger range between two samples: CSS acts on the range the scroll position
is in at a frame, eval on every crossing.

The browser runtime too, on every spec, in Chromium, Firefox and WebKit
(Tests/Web/browser.py opens each): the same exported page, served over HTTP,
its CSS animations cancelled, runs the compiled spec on the committed engine
(Web/runtime/scrollmotion.js with scrollmotion.wasm, or
scrollmotion-motion.wasm for a spec with triggered or smoothed animations),
with its frames stepped by hand (requestAnimationFrame replaced, each frame
1/60 s after the last). The runtime measures the page itself; the harness
scrolls to each offset the way docs/runtime.md says to (scrollLeft =
offset.x − origin.x, which for right-to-left content is the formula above),
sends the scroll event and steps frames until the runtime asks for none
(so time-based motion comes to rest, as eval reports it), checks the
runtime reads back that offset and measured the spec's frames, and compares
the values it computed, the styles it wrote and the styles the browser
computed from them with eval. What browsers measure otherwise than the
spec's numbers (docs/runtime.md, "In each browser": whole-pixel offsets, a
content no smaller than its container, WebKit's scroll width without the
inline-end padding) is allowed only as stated, and the values are then
compared with eval at the geometry measured; a border width is computed
snapped to whole pixels. In Chromium it also compares each element's
computed composites (`filter`, `transform`, `box-shadow`, `clip-path`) with
those of the CSS page at the same offset: the runtime declares the
composites the CSS export does and writes values the engine clamped, so the
two compute alike only where the page's composites clamp its unclamped
custom properties as eval does, and the parts show in the same order. The
runtime evaluates with the core, so Chromium's known differences do not
apply to it: it must agree at every offset.

`--browsers firefox` (or SCROLLMOTION_BROWSERS) runs the engines named.

Exit status 0 when every comparison passed. The last line is always
`conformance: N passed, M failed`, counting each spec once per engine.
"""

import argparse
import json
import math
import os
import re
import subprocess
import sys
import tempfile
import shutil
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "Tests", "Web"))
import browser as browsers  # noqa: E402  (Tests/Web's harness: one way to open each engine)

READ_SCRIPT = r"""
const [x, y, key, composites, done] = arguments;
const manifest = JSON.parse(document.getElementById('scrollmotion-manifest').textContent);
const scroller = document.getElementById(manifest.scroller);
// Right to left, scrollLeft is 0 at the right edge and negative leftwards.
const rtlShift = manifest.direction === 'rtl' ? scroller.scrollWidth - scroller.clientWidth : 0;
scroller.scrollLeft = x + manifest.insets[1] - rtlShift;
scroller.scrollTop = y + manifest.insets[0];
requestAnimationFrame(() => requestAnimationFrame(async () => {
  // A triggered animation plays by time; eval reports where the actions
  // come to rest, so one that still runs (or is about to) is finished: to
  // its end, or to its start when it plays backwards. A paused one stays
  // where it is.
  const playStates = {};
  for (const entry of manifest[key]) {
    if (entry.triggerDuration === undefined) continue;
    const animation = document.getElementById(entry.element).getAnimations()
      .find(a => a.animationName === entry.name);
    if (!animation) continue;
    if (animation.pending) await animation.ready;
    playStates[entry.id] = animation.playState;
    if (animation.playState === 'running') animation.finish();
  }
  const result = {scrollLeft: scroller.scrollLeft + rtlShift, scrollTop: scroller.scrollTop,
                  maxTop: scroller.scrollHeight - scroller.clientHeight,
                  maxLeft: scroller.scrollWidth - scroller.clientWidth, values: {}, composites: {}};
  result.names = {};
  for (const entry of manifest[key]) {
    const element = document.getElementById(entry.element);
    const style = getComputedStyle(element);
    result.composites[entry.element] = Object.fromEntries(composites.map((name) => [name, style.getPropertyValue(name)]));
    result.names[entry.element] = element.dataset.element;
  }
  for (const entry of manifest[key]) {
    const element = document.getElementById(entry.element);
    const animation = element.getAnimations().find(a => a.animationName === entry.name);
    const progress = animation ? animation.effect.getComputedTiming().progress : undefined;
    result.values[entry.id] = {
      found: animation !== undefined,
      progress: progress === undefined ? 'missing' : progress,
      playState: playStates[entry.id],
      css: getComputedStyle(element).getPropertyValue(entry.cssProperty).trim(),
    };
  }
  done(result);
}));
"""


RUNTIME_SETUP = r"""
const [engineFile, compiled, done] = arguments;
const manifest = JSON.parse(document.getElementById('scrollmotion-manifest').textContent);
const scroller = document.getElementById(manifest.scroller);
for (const animation of document.getAnimations()) animation.cancel();
// The runtime's frames are stepped by the harness, each 1/60 s after the last
// (its only clock is the requestAnimationFrame timestamp), so that what is
// read back depends on the offsets alone, in any engine.
const queue = [];
let now = 0;
window.requestAnimationFrame = (callback) => queue.push(callback);
window.cancelAnimationFrame = () => {};
window.scrollMotionStep = () => {
  now += 1000 / 60;
  for (const callback of queue.splice(0)) callback(now);
  return queue.length;
};
const elements = {};
for (const element of document.querySelectorAll('[data-element]')) elements[element.dataset.element] = element;
import(new URL('scrollmotion.js', location.href).href).then(async ({loadScrollMotion}) => {
  const engine = await loadScrollMotion(new URL(engineFile, location.href).href);
  const choreography = engine.createChoreography(compiled);
  choreography.attach(scroller, elements);
  window.scrollMotionRuntime = {choreography, scroller, elements};
  done({measured: choreography.measure(scroller, elements),
        reducedMotion: matchMedia('(prefers-reduced-motion)').matches});
}).catch((error) => done({error: String(error)}));
"""

# Scrolls to a content offset, tells the runtime at once (a scroll event:
# the browser's own comes at its next rendering step) and runs the stepped
# frames until the runtime asks for no more: the scroll read, time-based
# motion played to rest (eval's values are where it rests), the scroll's end.
RUNTIME_READ = r"""
const [x, y, targets, composites] = arguments;
const {choreography, scroller, elements} = window.scrollMotionRuntime;
// A content offset is the scroll position plus the origin (docs/runtime.md).
scroller.scrollTo(x - choreography.origin.x, y - choreography.origin.y);
scroller.dispatchEvent(new Event('scroll'));
let frames = 0;
while (window.scrollMotionStep() && frames < 3600) frames++;
// The page's own trigger script plays its CSS animations again on a crossing; what the browser
// computes is read from the runtime's styles alone.
for (const animation of document.getAnimations()) animation.cancel();
const styles = {}, computed = {};
for (const [id, [target, property]] of Object.entries(targets)) {
  const element = elements[target];
  styles[id] = element ? element.style.getPropertyValue(property) : null;
  computed[id] = element ? getComputedStyle(element).getPropertyValue(property).trim() : null;
}
const composed = {};
for (const element of Object.values(elements)) {
  const style = getComputedStyle(element);
  composed[element.id] = Object.fromEntries(composites.map((name) => [name, style.getPropertyValue(name)]));
}
return {offset: [scroller.scrollLeft + choreography.origin.x, scroller.scrollTop + choreography.origin.y],
        rtlLeft: scroller.scrollLeft + scroller.scrollWidth - scroller.clientWidth, frames,
        values: choreography.values(), styles, computed, composites: composed};
"""


def stacks(entries):
    """Each manifest entry's id -> the ids animating its element's property, in CSS order."""
    groups = {}
    for entry in entries:
        groups.setdefault((entry["element"], entry["cssProperty"]), []).append(entry["id"])
    return {entry["id"]: groups[(entry["element"], entry["cssProperty"])] for entry in entries}


def shown(stack, values):
    """The id of the latest animation of `stack` that has an effect in `values` (eval's), or None."""
    return next((i for i in reversed(stack) if values.get(i) is not None), None)


def element_sizes(spec, names):
    """Each page element's [width, height] (the spec's frame), by its id in the page; `names`
    maps those ids to the spec's element names."""
    elements = spec.get("elements", {})
    return {element_id: elements[name]["frame"][2:4] for element_id, name in names.items() if name in elements}


def size_for(css_property, element_id, sizes):
    """The element's size when Chromium computes `css_property` in its pixels and eval prints
    fractions of it (the anchor's `transform-origin`), else None."""
    return sizes.get(element_id) if css_property == "transform-origin" else None


def runtime_engine(compiled):
    """The engine file that plays `compiled`: the motion engine when an animation is triggered or
    smoothed (the shipped one would scrub it, where eval plays it in time), else the shipped one."""
    animations = compiled["animations"] + (compiled.get("reduced") or []) + [
        a for case in (compiled.get("cases") or {}).values() for a in case]
    motion = any("trigger" in a or "smoothing" in a for a in animations)
    return "scrollmotion-motion.wasm" if motion else "scrollmotion.wasm"


def measured_as_laid_out(engine, measured, compiled):
    """What the runtime measured (`measure`) that is not the spec's numbers (`compiled`), but for
    what browsers measure otherwise, each in docs/runtime.md's "In each browser": a subject's
    frame within half a pixel (offsetLeft, offsetTop, offsetWidth and offsetHeight are whole
    pixels in every engine); a content no smaller than its container (a scroll size is at least
    the client size); in WebKit, a content width less the scroller's inline-end padding (WebKit
    leaves it out of the scroll width). Returns the failures."""
    failures = []
    width, height, content_width, content_height, top, left, bottom, right = compiled["scroller"]
    end_padding = (left if compiled.get("direction") == 1 else right) if engine == "webkit" else 0
    expected = [width, height, max(content_width - end_padding, width - left - right),
                max(content_height, height - top - bottom), top, left, bottom, right]
    if any(abs(a - b) > 1e-6 for a, b in zip(measured["scroller"], expected)):
        failures.append(f"runtime: measured the scroller as {measured['scroller']}, the spec says {compiled['scroller']}"
                        + (f" ({expected} as {engine} lays it out)" if expected != compiled["scroller"] else ""))
    # Right to left, a view timeline's subject is measured from the scroll origin, at the right
    # edge of the content.
    shift = (expected[2] - content_width) if compiled.get("direction") == 1 else 0
    for got, want in zip(measured["animations"], compiled["animations"]):
        frame = [want["timeline"][2] + (shift if want["timeline"][0] == 1 else 0)] + want["timeline"][3:6]
        if got["timeline"][:2] != want["timeline"][:2] or got["timeline"][6:] != want["timeline"][6:] or any(
                abs(a - b) > 0.5 + 1e-6 for a, b in zip(got["timeline"][2:6], frame)):
            failures.append(f"runtime: measured {want['id']}'s timeline as {got['timeline']}, the spec says {want['timeline']}")
    return failures


def at_geometry(spec, measured):
    """`spec` with the scroller's sizes and the subjects' frames the runtime measured."""
    spec = json.loads(json.dumps(spec))
    scroller = measured["scroller"]
    spec["scroller"]["containerSize"] = scroller[0:2]
    spec["scroller"]["contentSize"] = scroller[2:4]
    for animation in measured["animations"]:
        subject = animation.get("subject")
        if subject and subject in spec.get("elements", {}):
            spec["elements"][subject]["frame"] = animation["timeline"][2:6]
    return spec


def clamped_offsets(offsets, scroller):
    """`offsets` within the scroll range of a measured `scroller` (where a browser scrolls to)."""
    width, height, content_width, content_height, top, left, bottom, right = scroller
    return [[min(max(x, -left), max(-left, content_width + right - width)),
             min(max(y, -top), max(-top, content_height + bottom - height))] for x, y in offsets]


# The properties whose computed value every engine snaps as a border width (CSS Values 4).
BORDER_WIDTHS = {"border-width", "outline-width"}


def snapped_width(engine, css_property, value):
    """`value` as `engine` computes a border width (CSS Values 4, "snap as a border width", at one
    device pixel per CSS pixel): below 1 px but above 0 up to 1 px, else down to whole pixels.
    Firefox rounds to its own unit of length first, 1/60 px, so that a width below 1/120 px is 0."""
    if css_property not in BORDER_WIDTHS or not isinstance(value, (int, float)):
        return value
    if engine == "firefox":
        value = round(value * 60) / 60
    return 0.0 if value <= 0 else 1.0 if value < 1 else float(math.floor(value))


def check_runtime(browser, url, compiled, spec, offsets, samples, manifest, evaluate, css_shown=None):
    """The browser runtime (Web/runtime/scrollmotion.js and the committed engine) on the exported
    page at `url`, its CSS animations cancelled, agrees with eval at every offset: the values it
    computed, the styles it wrote and the styles the browser computed from them. In Chromium,
    `css_shown` is what the CSS page showed at each offset (`browser_css`, `browser_composites`,
    `sizes` of check_css): where animations stack, the runtime shows what CSS showed, and its
    elements' composites compute to what the CSS page's did. `evaluate(spec, offsets)` is eval's
    samples of another spec (the one at the geometry measured). Returns (failures, comparisons)."""
    browser.get(url)
    setup = browser.execute_async_script(RUNTIME_SETUP, runtime_engine(compiled), compiled)
    if "error" in setup:
        return [f"runtime: {setup['error']}"], 0
    failures = []
    if setup["reducedMotion"]:
        failures.append("runtime: the page matches (prefers-reduced-motion), so the runtime built the reduced animations")
    # The page is laid out as the spec says, so measuring it gives the spec's numbers back, but
    # for what browsers measure otherwise (measured_as_laid_out); the values are then eval's at
    # the geometry measured.
    measured = setup["measured"]
    failures += measured_as_laid_out(browser.engine, measured, compiled)
    if measured["scroller"] != compiled["scroller"] or any(
            got["timeline"] != want["timeline"] for got, want in zip(measured["animations"], compiled["animations"])):
        offsets = clamped_offsets(offsets, measured["scroller"])
        samples = evaluate(at_geometry(spec, measured), offsets)
    css = {entry["id"]: entry["cssProperty"] for entry in manifest["animations"]}
    targets = {a["id"]: [a["target"], css[a["id"]]] for a in spec["animations"] if a.get("target") and a["id"] in css}
    properties = {entry["id"]: entry["property"] for entry in manifest["animations"]}
    spans = {a["id"]: value_span(a) for a in spec["animations"]}
    stack_of = stacks(manifest["animations"])
    element_ids = {entry["id"]: entry["element"] for entry in manifest["animations"]}
    insets = manifest["insets"]
    comparisons = 0
    if css_shown is None:
        css_shown = ([{}] * len(offsets), [{}] * len(offsets), None)
    browser_css, browser_composites, css_sizes = css_shown
    for (x, y), sample, seen, shown_composites in zip(offsets, samples, browser_css, browser_composites):
        result = browser.execute_script(RUNTIME_READ, x, y, targets, COMPOSITES)
        where = f"runtime: offset {x},{y}"
        if css_sizes is None:
            # The page's element ids by name, as the CSS check reads them (`element_sizes`).
            names = browser.execute_script(
                "return Object.fromEntries([...document.querySelectorAll('[data-element]')].map((e) => [e.id, e.dataset.element]))")
            css_sizes = element_sizes(spec, names)
        sizes = css_sizes
        if result["frames"] >= 3600:
            failures.append(f"{where}: the runtime still asks for frames after 60 s of stepped frames")
        # The runtime's reading and the harness's own formula agree on where it scrolled to.
        physical_left = result["rtlLeft"] if manifest.get("direction") == "rtl" else None
        if any(abs(a - b) > 1e-6 for a, b in zip(result["offset"], [x, y])) or (
                physical_left is not None and abs(physical_left - (x + insets[1])) > 1e-6):
            failures.append(f"{where}: the runtime reads offset {result['offset']}")
            continue
        # The composites the runtime declares compute as the CSS page's did: the same parts, each
        # clamped as the page's composite clamps it (the engine clamps the values the runtime writes).
        # (Not the scroller, where the page runs the animations without a target, which the runtime
        # leaves to the app.)
        for element_id, css_values in shown_composites.items():
            if element_id not in result["composites"]:
                continue
            for name, page_value in css_values.items():
                runtime_value = result["composites"][element_id][name]
                comparisons += 1
                if not same_composite(page_value, runtime_value):
                    failures.append(f"{where} {element_id}: {name} computes to {runtime_value!r} with the runtime, "
                                    f"{page_value!r} with CSS")
        for animation_id, expected in sample["values"].items():
            comparisons += 1
            prop = properties.get(animation_id, "number")
            allowance = 1e-6 * spans.get(animation_id, 0.0)
            value = result["values"].get(animation_id)
            if (value is None) != (expected is None) or (
                    expected is not None and not close(prop, value, expected, allowance)):
                failures.append(f"{where} {animation_id}: eval {expected}, runtime {value}")
                continue
            # The style of a stack is checked once, at its latest animation,
            # against the one that shows (eval's composition).
            stack = stack_of.get(animation_id, [animation_id])
            if animation_id not in targets or animation_id != stack[-1]:
                continue
            top = shown(stack, sample["values"])
            style, computed = result["styles"][animation_id], result["computed"][animation_id]
            if top is None:
                if style:
                    failures.append(f"{where} {animation_id}: eval says no effect, the runtime wrote {style!r}")
                continue
            expected = sample["values"][top]
            allowance = 1e-6 * spans.get(top, 0.0)
            size = size_for(css[animation_id], element_ids.get(animation_id), sizes)
            comparisons += 1
            try:
                written = browser_value(prop, style, size)
                shows = css_value(prop, computed, css[animation_id], size, None)
            except ValueError as error:
                failures.append(f"{where} {animation_id}: {error}")
                continue
            if not close(prop, written, expected, allowance):
                failures.append(f"{where} {top}: eval {expected}, the runtime wrote {style!r}")
            # What the browser computed from the written style: the same value, within its
            # serialisation (and a border's width snapped as the engine snaps it).
            if not close(prop, shows, snapped_width(browser.engine, css[animation_id], expected), allowance):
                failures.append(f"{where} {top}: eval {expected}, the runtime wrote {style!r}, the browser computes {computed!r}")
            # Where animations stack, the runtime also shows what CSS showed.
            if len(stack) > 1 and top in seen:
                comparisons += 1
                if not close(prop, written, seen[top], allowance):
                    failures.append(f"{where} {top}: CSS showed {seen[top]!r}, the runtime wrote {style!r}")
    return failures, comparisons


def parse_numbers(text):
    return [float(v) for v in re.findall(r"-?\d*\.?\d+(?:[eE][-+]?\d+)?", text)]


# The CSS properties whose computed values the composites (filter, 3D
# transform, shadow, clip) of the parts of an element end up in.
COMPOSITES = ["filter", "transform", "box-shadow", "clip-path"]

# What a transform property that is `none` means, as eval prints it.
NONE = {"translate": [0.0, 0.0], "scale": [1.0, 1.0], "rotate": 0.0}

NUMBER = r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?"


def color_value(css):
    """A colour as Chromium serialises it (`rgb()`, `rgba()`, or `color(srgb r g b / a)` for a
    relative colour): its channels and alpha in 0…1."""
    match = re.fullmatch(r"(rgba?|color)\((.*)\)", css)
    if not match:
        raise ValueError(f"unexpected colour {css!r}")
    if match.group(1) == "color":
        inner = re.fullmatch(rf"srgb ({NUMBER}) ({NUMBER}) ({NUMBER})(?: / ({NUMBER}))?", match.group(2).strip())
        if not inner:
            raise ValueError(f"unexpected colour {css!r}")
        return [float(v) for v in inner.groups()[:3]] + [float(inner.group(4) or 1.0)]
    parts = parse_numbers(match.group(2))
    if len(parts) not in (3, 4):
        raise ValueError(f"unexpected colour {css!r}")
    if len(parts) == 3:
        parts.append(1.0)
    return [parts[0] / 255, parts[1] / 255, parts[2] / 255, parts[3]]


def browser_value(prop, css, size=None):
    """A computed (or, from the runtime, written) CSS value as eval would print it: a colour's
    channels, a number, or a pair. Lengths are in pixels, angles in degrees, percentages are
    fractions; `size` is the element's [width, height] for a value that Chromium computes in
    pixels of it and eval prints as fractions of it (`transform-origin`)."""
    css = css.strip()
    if re.match(r"(rgba?|color)\(", css):
        return color_value(css)
    if css == "none":
        if prop not in NONE:
            raise ValueError(f"unexpected none for {prop}")
        return NONE[prop]
    tokens = re.findall(rf"({NUMBER})(px|deg|%)?", css)
    if not tokens or re.sub(rf"{NUMBER}(px|deg|%)?", "", css).strip():
        raise ValueError(f"unexpected value {css!r}")
    if size is not None:
        # A transform origin may have a third number, its depth (Firefox prints it when 0 too).
        tokens = tokens[:2]
    numbers = []
    for index, (number, unit) in enumerate(tokens):
        value = float(number)
        if unit == "%":
            value /= 100
        elif unit == "px" and size is not None:
            value /= size[index]
        numbers.append(value)
    if prop in ("translate", "scale") and len(numbers) == 1:
        numbers.append(0.0 if prop == "translate" else numbers[0])
    return numbers[0] if len(numbers) == 1 else numbers


def clamped(value, clamp):
    """`value` (a number or a pair) clamped to `clamp` (`[low, high]`, or None)."""
    if clamp is None:
        return value
    if isinstance(value, list):
        return [clamped(v, clamp) for v in value]
    return min(max(value, clamp[0]), clamp[1])


def css_value(prop, css, css_property, size, clamp):
    """What an element shows of an animation's computed CSS value, as eval prints it. A part of a
    composite is a registered custom property, which CSS interpolates unclamped; the composite
    clamps it as CSS clamps the function's argument (`max(0px, var(--sm-blur, 0px))`), as eval
    clamps the interpolated value, so its value is clamped to the animation's clamp (the compiled
    spec's). The runtime check shows that the composites compute so (`same_composite`)."""
    value = browser_value(prop, css, size)
    return clamped(value, clamp) if css_property.startswith("--") else value


def close(prop, actual, expected, allowance):
    if isinstance(expected, list) and len(expected) == 4:
        if not isinstance(actual, list) or len(actual) != 4:
            return False
        alpha = abs(actual[3] - expected[3]) <= 1 / 255 + 1e-3 + allowance
        if actual[3] == 0 and expected[3] == 0:
            return True
        channels = all(abs(a - e) <= 1 / 255 + 1e-9 + allowance for a, e in zip(actual[:3], expected[:3]))
        return channels and alpha
    if isinstance(expected, list):
        if not isinstance(actual, list) or len(actual) != len(expected):
            return False
        return all(close("number", a, e, allowance) for a, e in zip(actual, expected))
    if isinstance(actual, list):
        # A uniform scale: both components must match the number.
        return all(close("number", a, expected, allowance) for a in actual)
    return abs(actual - expected) <= 1e-5 * max(1.0, abs(expected)) + allowance


def same_composite(one, other):
    """Whether two computed values of a composite property are the same: the same text around
    their numbers, and the numbers within what serialising them allows (8 bits of a colour
    channel, 6 significant digits)."""
    pattern = re.compile(NUMBER)
    if pattern.sub("#", one) != pattern.sub("#", other):
        return False
    return all(abs(float(a) - float(b)) <= 1 / 255 + 1e-4 * max(1.0, abs(float(a)))
               for a, b in zip(pattern.findall(one), pattern.findall(other)))


def value_span(animation):
    """The largest difference between an animation's numeric keyframe values."""
    components = []
    # A pin has no keyframes in the spec: it moves by its range's length.
    for keyframe in animation.get("keyframes", []):
        value = keyframe["value"]
        if isinstance(value, (int, float)):
            components.append(float(value))
        elif isinstance(value, list):
            components.extend(float(v) for v in value)
    return max(components) - min(components) if components else 0.0


def auto_offsets(spec):
    scroller = spec["scroller"]
    container = scroller["containerSize"]
    content = scroller["contentSize"]
    top, left, bottom, right = scroller.get("contentInsets", [0, 0, 0, 0])
    physical = {"block": "y", "inline": "x"}
    axes = {physical.get(a.get("timeline", {}).get("axis", "y"), a.get("timeline", {}).get("axis", "y"))
            for a in spec.get("animations", [])}
    offsets = []
    for axis in sorted(axes):
        if axis == "y":
            low, high = -top, max(-top, content[1] + bottom - container[1])
        else:
            low, high = -left, max(-left, content[0] + right - container[0])
        for i in range(13):
            value = round(low + (high - low) * i / 12)
            offsets.append([value, -top] if axis == "x" else [-left, value])
    return offsets


def run(command, **kwargs):
    return subprocess.run(command, capture_output=True, text=True, **kwargs)


# Chromium as the CSS comparison has always run it: no /dev/shm (small in containers), one
# device pixel per CSS pixel.
CHROMIUM_FLAGS = ("--disable-dev-shm-usage", "--force-device-scale-factor=1")


class PrepareError(Exception):
    """A spec the command could not export, compile or evaluate."""


def prepare(scrollmotion, spec_path, offsets, workdir, container=None):
    """What every engine's checks of one spec start from: the spec, its offsets, its CSS page
    (written into `workdir`) and manifest, its compiled form, and eval's samples for each mode
    (`animations`, and `reduced` when the spec has a reduced-motion variant). With `container`
    ("WxH"), the spec in a container of that size: `css` and `eval` are given it, and the spec
    compiled and kept is the spec with that `containerSize`."""
    name = os.path.basename(spec_path)
    with open(spec_path, encoding="utf-8") as handle:
        spec = json.load(handle)
    if offsets is None:
        offsets = auto_offsets(spec)
    offsets = [[0, o] if not isinstance(o, list) else o for o in offsets]
    sizing = []
    compiled_path = spec_path
    if container:
        sizing = [f"--container={container}"]
        spec["scroller"]["containerSize"] = [float(n) for n in container.split("x")]
        name = name.replace(".json", f"@{container}.json")
        compiled_path = os.path.join(workdir, name)
        with open(compiled_path, "w", encoding="utf-8") as handle:
            json.dump(spec, handle)

    page = os.path.join(workdir, name.replace(".json", ".html"))
    exported = run([scrollmotion, "css", spec_path, "-o", page] + sizing)
    if exported.returncode != 0:
        raise PrepareError(f"css exited {exported.returncode}: {exported.stderr.strip()}")
    with open(page, encoding="utf-8") as handle:
        manifest = json.loads(re.search(
            r'<script type="application/json" id="scrollmotion-manifest">(.*?)</script>',
            handle.read(), re.S).group(1))
    # The compiled spec: the runtime check plays it, and it has each animation's clamp.
    compiled = run([scrollmotion, "compile", compiled_path])
    if compiled.returncode != 0:
        raise PrepareError(f"compile exited {compiled.returncode}: {compiled.stderr.strip()}")
    compiled = json.loads(compiled.stdout)
    # Each page once as it is, and once more under reduced motion when it
    # has a reduced-motion variant (its manifest lists the animations then).
    modes = [("animations", [])] + ([("reduced", ["--reduced-motion"])] if "reduced" in manifest else [])
    samples = {}
    for key, flags in modes:
        arguments = [scrollmotion, "eval", spec_path]
        for x, y in offsets:
            arguments.append(f"--offset={x},{y}")
        evaluated = run(arguments + flags + sizing)
        if evaluated.returncode != 0:
            raise PrepareError(f"eval exited {evaluated.returncode}: {evaluated.stderr.strip()}")
        samples[key] = json.loads(evaluated.stdout)["samples"]
    return {"name": name, "spec": spec, "offsets": offsets, "page": page, "manifest": manifest,
            "compiled": compiled, "samples": samples}


def check_css(driver, prepared, verbose, known):
    """The spec's CSS page in Chromium against eval. Returns (failures, comparisons, known
    differences seen, what CSS showed for check_runtime: `css_shown`)."""
    name, spec, offsets, page, manifest, compiled = (
        prepared[key] for key in ("name", "spec", "offsets", "page", "manifest", "compiled"))
    failures = []
    seen_known = []
    css_shown = None
    clamps = {a["id"]: a.get("clamp") for a in compiled["animations"] + (compiled.get("reduced") or [])}
    comparisons = 0
    for key, samples in prepared["samples"].items():
        spans = {a["id"]: value_span(a) for a in spec.get("animations", [])}
        # A staggered entry's animations are `id[0]`, `id[1]`…
        for a in spec.get("animations", []):
            for index in range(len(a.get("targets", []))):
                spans[f"{a['id']}[{index}]"] = spans[a["id"]]
        allowance = {a["id"]: a["approximationError"] + 1e-6 * spans.get(a["id"], 0.0)
                     for a in manifest[key]}
        properties = {a["id"]: a["property"] for a in manifest[key]}
        stack_of = stacks(manifest[key])
        css_properties = {a["id"]: a["cssProperty"] for a in manifest[key]}
        elements = {a["id"]: a["element"] for a in manifest[key]}
        browser_css = []
        browser_composites = []

        # Under reduced motion the page's media query swaps the animations.
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [
            {"name": "prefers-reduced-motion", "value": "reduce" if key == "reduced" else ""}]})
        driver.get("file://" + page)
        insets = manifest["insets"]
        sizes = {}
        for (x, y), sample in zip(offsets, samples):
            result = driver.execute_async_script(READ_SCRIPT, x, y, key, COMPOSITES)
            sizes = element_sizes(spec, result["names"])
            # What CSS showed of each stack and the composites it computed, for the runtime check.
            seen = {}
            browser_css.append(seen)
            browser_composites.append(result["composites"])

            def shown_value(animation_id, css):
                return css_value(properties[animation_id], css, css_properties[animation_id],
                                 size_for(css_properties[animation_id], elements[animation_id], sizes),
                                 clamps.get(animation_id))
            want_top, want_left = y + insets[0], x + insets[1]
            if abs(result["scrollTop"] - want_top) > 1e-6 or abs(result["scrollLeft"] - want_left) > 1e-6:
                failures.append(f"offset {x},{y}: the browser scrolled to left {result['scrollLeft']} "
                                f"top {result['scrollTop']}, not {want_left} {want_top} "
                                f"(max {result['maxLeft']}, {result['maxTop']})")
                continue
            for animation_id, expected in sample["values"].items():
                comparisons += 1
                got = result["values"][animation_id]
                prop = properties[animation_id]
                where = f"offset {x},{y} {animation_id} ({prop}){' reduced motion' if key == 'reduced' else ''}"
                is_known = (name, animation_id, x, y) in known
                if is_known:
                    seen_known.append(where)
                    if agrees(prop, expected, got, allowance[animation_id], lambda css: shown_value(animation_id, css)):
                        failures.append(f"{where}: listed in known-differences.json but the browser now "
                                        f"agrees (eval {expected}, browser {got['css']}): remove it")
                    else:
                        print(f"  known {name} {where}: eval {expected}, browser "
                              f"{'no effect' if got['progress'] is None else got['css']}")
                    continue
                if not got["found"]:
                    failures.append(f"{where}: no CSS animation found")
                    continue
                if expected is None:
                    if got["progress"] is not None:
                        failures.append(f"{where}: eval says no effect, browser progress {got['progress']} "
                                        f"value {got['css']}")
                    continue
                if got["progress"] is None:
                    failures.append(f"{where}: eval {expected}, browser has no effect (css {got['css']})")
                    continue
                # Under a later animation of its stack that has an effect, it does not show.
                if shown(stack_of[animation_id], sample["values"]) != animation_id:
                    continue
                try:
                    actual = shown_value(animation_id, got["css"])
                except ValueError as error:
                    failures.append(f"{where}: {error}")
                    continue
                seen[animation_id] = actual
                if not close(prop, actual, expected, allowance[animation_id]):
                    failures.append(f"{where}: eval {expected}, browser {got['css']} "
                                    f"(progress {got['progress']})")
                elif verbose:
                    print(f"  ok {where}: eval {expected}, browser {got['css']}")
        if key == "animations":
            css_shown = (browser_css, browser_composites, sizes)
    return failures, comparisons, seen_known, css_shown


def agrees(prop, expected, got, allowance, value):
    """Whether the browser's `got` agrees with eval's `expected`, `value` making eval's form of
    its CSS text."""
    if not got["found"]:
        return False
    if expected is None or got["progress"] is None:
        return expected is None and got["progress"] is None
    try:
        return close(prop, value(got["css"]), expected, allowance)
    except ValueError:
        return False


def load_known(path):
    with open(path, encoding="utf-8") as handle:
        entries = json.load(handle)["differences"]
    known = set()
    for entry in entries:
        for offset in entry["offsets"]:
            x, y = offset if isinstance(offset, list) else (0, offset)
            known.add((entry["spec"], entry["animation"], x, y))
    return known


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--scrollmotion", required=True, help="path of the scrollmotion executable")
    parser.add_argument("--specs", action="append",
                        help="a folder of specs (repeatable; default: specs/ beside this file)")
    parser.add_argument("--offsets", default=os.path.join(HERE, "offsets.json"))
    parser.add_argument("--known", default=os.path.join(HERE, "known-differences.json"))
    parser.add_argument("--containers", default=os.path.join(HERE, "containers.json"))
    parser.add_argument("--only", help="run only specs whose file name contains this")
    parser.add_argument("--verbose", action="store_true")
    parser.add_argument("--browsers", default=None,
                        help="comma-separated engines (chromium, firefox, webkit); default SCROLLMOTION_BROWSERS or all three")
    arguments = parser.parse_args()
    if arguments.browsers:
        os.environ["SCROLLMOTION_BROWSERS"] = arguments.browsers
    engines = browsers.engines()

    with open(arguments.offsets, encoding="utf-8") as handle:
        listed = json.load(handle)
    folders = arguments.specs or [os.path.join(HERE, "specs")]
    paths = {}
    for folder in folders:
        for file in sorted(os.listdir(folder)):
            if file.endswith(".json"):
                if file in paths:
                    print(f"two specs named {file}: {paths[file]} and {os.path.join(folder, file)}")
                    print("conformance: 0 passed, 1 failed")
                    return 1
                paths[file] = os.path.join(folder, file)
    specs = sorted(paths)
    if arguments.only:
        specs = [s for s in specs if arguments.only in s]
    unknown = set(listed) - set(specs) - {"_comment"}
    if unknown and not arguments.only:
        print(f"offsets.json names specs that do not exist: {sorted(unknown)}")
        print("conformance: 0 passed, 1 failed")
        return 1

    with open(arguments.containers, encoding="utf-8") as handle:
        containers = json.load(handle)
    unknown = set(containers) - set(paths) - {"_comment"}
    if unknown:
        print(f"containers.json names specs that do not exist: {sorted(unknown)}")
        print("conformance: 0 passed, 1 failed")
        return 1
    # Each run: its name, its spec and its container (None: the spec's own).
    runs = [(f"{spec}@{size}" if size else spec, spec, size)
            for spec in specs for size in (containers.get(spec) or [None])]

    known = load_known(arguments.known) if os.path.exists(arguments.known) else set()
    started = time.monotonic()
    known_count = 0
    passed = failed = comparisons = 0
    with tempfile.TemporaryDirectory(prefix="scrollmotion-conformance-") as workdir:
        # The runtime's pages are served over HTTP beside the runtime and the committed engines.
        shutil.copy(os.path.join(ROOT, "Web/runtime/scrollmotion.js"), workdir)
        for engine_file in ("scrollmotion.wasm", "scrollmotion-motion.wasm"):
            shutil.copy(os.path.join(ROOT, "Sources/ScrollMotionCLI/Resources/Engine", engine_file), workdir)
        server = browsers.serve(workdir)
        prepared = {}

        def evaluate(spec, offsets):
            path = os.path.join(workdir, "measured.json")
            with open(path, "w", encoding="utf-8") as handle:
                json.dump(spec, handle)
            evaluated = run([arguments.scrollmotion, "eval", path] + [f"--offset={x},{y}" for x, y in offsets])
            if evaluated.returncode != 0:
                raise PrepareError(f"eval at the measured geometry exited {evaluated.returncode}: {evaluated.stderr.strip()}")
            return json.loads(evaluated.stdout)["samples"]

        def start(engine):
            return (browsers.chromium(1280, 1000, flags=CHROMIUM_FLAGS) if engine == "chromium"
                    else browsers.open_browser(engine, 1280, 1000))

        def check(browser, engine, spec, file, container):
            """The failures, comparison count and known differences seen for `spec` in `browser`."""
            seen = []
            if spec not in prepared:
                prepared[spec] = prepare(arguments.scrollmotion, paths[file], listed.get(file), workdir, container)
            failures, count, css_shown = [], 0, None
            if engine == "chromium":
                failures, count, seen, css_shown = check_css(browser, prepared[spec], arguments.verbose, known)
                browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [
                    {"name": "prefers-reduced-motion", "value": ""}]})
            p = prepared[spec]
            url = f"http://127.0.0.1:{server.server_address[1]}/{os.path.basename(p['page'])}"
            runtime_failures, runtime_count = check_runtime(
                browser, url, p["compiled"], p["spec"], p["offsets"], p["samples"]["animations"],
                p["manifest"], evaluate, css_shown)
            return failures + runtime_failures, count + runtime_count, seen

        for engine in engines:
            try:
                browser = start(engine)
            except Exception as error:  # No browser, no run: say so in the closing line.
                print(f"could not start {engine}: {error}")
                failed += 1
                continue
            print(f"== {engine} {browser.version}: "
                  + ("scrollmotion css against eval, and the runtime against eval" if engine == "chromium"
                     else "the runtime against eval"), flush=True)
            engine_started = time.monotonic()
            try:
                for spec, file, container in runs:
                    seen = []
                    # A browser whose process died (WebKit's web process now and then) is started
                    # again and the spec run once more in it, said aloud; a second death fails it.
                    for attempt in (1, 2):
                        try:
                            failures, count, seen = check(browser, engine, spec, file, container)
                        except PrepareError as error:
                            failures, count = [str(error)], 0
                        except Exception as error:  # A broken page or driver fails this spec only.
                            failures, count = [f"harness error: {error!r}"], 0
                            if attempt == 1 and not browser.is_alive():
                                print(f"     [{engine}] the browser died on {spec} ({error!r}); starting it again",
                                      flush=True)
                                try:
                                    browser.quit()
                                except Exception:  # Its process is gone; what is left is cleaned up.
                                    pass
                                try:
                                    browser = start(engine)
                                except Exception as start_error:  # The engine's remaining specs cannot run.
                                    browser = None
                                    failures.append(f"could not start {engine} again: {start_error!r}")
                                    break
                                continue
                        break
                    comparisons += count
                    known_count += len(seen)
                    extra = f", {len(seen)} known differences" if seen else ""
                    if failures:
                        failed += 1
                        print(f"FAIL [{engine}] {spec} ({count} comparisons{extra})")
                        for failure in failures[:20]:
                            print(f"    {failure}")
                        if len(failures) > 20:
                            print(f"    … {len(failures) - 20} more")
                    else:
                        passed += 1
                        print(f"ok   [{engine}] {spec} ({count} comparisons{extra})", flush=True)
                    if browser is None:
                        failed += 1
                        print(f"FAIL [{engine}] the specs after {spec}: no browser to run them in")
                        break
            finally:
                if browser is not None:
                    browser.quit()
            print(f"== {engine}: {time.monotonic() - engine_started:.1f} s", flush=True)
        server.shutdown()
    elapsed = time.monotonic() - started
    print(f"{comparisons} value comparisons ({known_count} known differences) in {elapsed:.1f} s")
    print(f"conformance: {passed} passed, {failed} failed")
    return 0 if failed == 0 and passed > 0 else 1


if __name__ == "__main__":
    sys.exit(main())
