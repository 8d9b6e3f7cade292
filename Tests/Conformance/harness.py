#!/usr/bin/env python3
"""Browser conformance of `scrollmotion`: every spec under specs/ is exported
with `scrollmotion css`, loaded in headless Chromium, scrolled to each offset,
and the computed values are compared with `scrollmotion eval`.

Offsets: our content offset is -inset.top at rest (UIKit convention); the
browser's scrollTop is 0 there. So the harness sets
    scrollTop = offset.y + inset.top,  scrollLeft = offset.x + inset.left
and checks that the browser really scrolled there (an offset outside the
scroll range would be clamped by the browser and is a broken test case).

Offsets come from offsets.json (spec file name -> list of Y or [X, Y]); a spec
that is not listed there is sampled at 13 whole-pixel offsets spread over its
scroll range.

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

The browser runtime too, on the right-to-left specs, those with logical
axes, those with stacked animations and the property specs
(property-*.json): the same exported page, its CSS animations cancelled,
runs the compiled spec on the shipped engine (Web/runtime/scrollmotion.js
and the committed scrollmotion.wasm). The runtime measures the page itself;
the harness scrolls to each offset the way docs/runtime.md says to
(scrollLeft = offset.x − origin.x, which for right-to-left content is the
formula above), checks the runtime reads back that offset and measured the
spec's frames, and compares the values it computed and the styles it wrote
with eval. It also compares each element's computed composites (`filter`,
`transform`, `box-shadow`, `clip-path`) with those of the CSS page at the
same offset: the runtime declares the composites the CSS export does and
writes values the engine clamped, so the two compute alike only where the
page's composites clamp its unclamped custom properties as eval does, and
the parts show in the same order. The runtime evaluates with the core, so
Chromium's known differences do not apply to it: it must agree at every
offset.

Exit status 0 when every comparison passed. The last line is always
`conformance: N passed, M failed`, counting specs.
"""

import argparse
import json
import math
import os
import re
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))

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
const [source, wasm, compiled, done] = arguments;
const manifest = JSON.parse(document.getElementById('scrollmotion-manifest').textContent);
const scroller = document.getElementById(manifest.scroller);
for (const animation of document.getAnimations()) animation.cancel();
const elements = {};
for (const element of document.querySelectorAll('[data-element]')) elements[element.dataset.element] = element;
import(URL.createObjectURL(new Blob([source], {type: 'text/javascript'}))).then(async ({loadScrollMotion}) => {
  const engine = await loadScrollMotion(Uint8Array.from(atob(wasm), (c) => c.charCodeAt(0)));
  const choreography = engine.createChoreography(compiled);
  choreography.attach(scroller, elements);
  window.scrollMotionRuntime = {choreography, scroller, elements};
  done({measured: choreography.measure(scroller, elements)});
}).catch((error) => done({error: String(error)}));
"""

RUNTIME_READ = r"""
const [x, y, targets, composites, done] = arguments;
const {choreography, scroller, elements} = window.scrollMotionRuntime;
// A content offset is the scroll position plus the origin (docs/runtime.md).
scroller.scrollTo(x - choreography.origin.x, y - choreography.origin.y);
requestAnimationFrame(() => requestAnimationFrame(() => {
  const styles = {};
  for (const [id, [target, property]] of Object.entries(targets)) {
    styles[id] = elements[target] ? elements[target].style.getPropertyValue(property) : null;
  }
  const computed = {};
  for (const element of Object.values(elements)) {
    const style = getComputedStyle(element);
    computed[element.id] = Object.fromEntries(composites.map((name) => [name, style.getPropertyValue(name)]));
  }
  done({offset: [scroller.scrollLeft + choreography.origin.x, scroller.scrollTop + choreography.origin.y],
        rtlLeft: scroller.scrollLeft + scroller.scrollWidth - scroller.clientWidth,
        values: choreography.values(), styles, composites: computed});
}));
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


def runs_runtime(name, spec, manifest):
    """Whether the runtime check applies: right-to-left content, logical axes, stacked
    animations, or a property spec (property-*.json)."""
    logical = any(a.get("timeline", {}).get("axis") in ("block", "inline") for a in spec.get("animations", []))
    stacked = any(len(stack) > 1 for stack in stacks(manifest["animations"]).values())
    return spec["scroller"].get("direction") == "rtl" or logical or stacked or name.startswith("property-")


def element_sizes(spec, names):
    """Each page element's [width, height] (the spec's frame), by its id in the page; `names`
    maps those ids to the spec's element names."""
    elements = spec.get("elements", {})
    return {element_id: elements[name]["frame"][2:4] for element_id, name in names.items() if name in elements}


def size_for(css_property, element_id, sizes):
    """The element's size when Chromium computes `css_property` in its pixels and eval prints
    fractions of it (the anchor's `transform-origin`), else None."""
    return sizes.get(element_id) if css_property == "transform-origin" else None


def check_runtime(driver, compiled, spec, page, offsets, samples, manifest, browser_css, browser_composites, sizes):
    """The browser runtime on the exported page agrees with eval, where animations stack with
    what CSS showed (`browser_css`: per offset, each shown animation's computed value as eval
    prints it), and its elements' composites compute to what the CSS page's did
    (`browser_composites`: per offset, by element id); returns (failures, comparisons)."""
    import base64
    root = os.path.dirname(os.path.dirname(HERE))
    with open(os.path.join(root, "Web/runtime/scrollmotion.js"), encoding="utf-8") as handle:
        source = handle.read()
    with open(os.path.join(root, "Sources/ScrollMotionCLI/Resources/Engine/scrollmotion.wasm"), "rb") as handle:
        wasm = base64.b64encode(handle.read()).decode()
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-reduced-motion", "value": ""}]})
    driver.get("file://" + page)
    setup = driver.execute_async_script(RUNTIME_SETUP, source, wasm, compiled)
    if "error" in setup:
        return [f"runtime: {setup['error']}"], 0
    failures = []
    # The page is laid out as the spec says, so measuring it gives the spec's numbers back.
    measured = setup["measured"]
    if any(abs(a - b) > 1e-6 for a, b in zip(measured["scroller"], compiled["scroller"])):
        failures.append(f"runtime: measured the scroller as {measured['scroller']}, the spec says {compiled['scroller']}")
    for got, want in zip(measured["animations"], compiled["animations"]):
        if any(abs(a - b) > 1e-6 for a, b in zip(got["timeline"], want["timeline"])):
            failures.append(f"runtime: measured {want['id']}'s timeline as {got['timeline']}, the spec says {want['timeline']}")
    css = {entry["id"]: entry["cssProperty"] for entry in manifest["animations"]}
    targets = {a["id"]: [a["target"], css[a["id"]]] for a in spec["animations"] if a.get("target") and a["id"] in css}
    properties = {entry["id"]: entry["property"] for entry in manifest["animations"]}
    spans = {a["id"]: value_span(a) for a in spec["animations"]}
    stack_of = stacks(manifest["animations"])
    element_ids = {entry["id"]: entry["element"] for entry in manifest["animations"]}
    insets = manifest["insets"]
    comparisons = 0
    for (x, y), sample, seen, shown_composites in zip(offsets, samples, browser_css, browser_composites):
        result = driver.execute_async_script(RUNTIME_READ, x, y, targets, COMPOSITES)
        where = f"runtime: offset {x},{y}"
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
            for name, css_value in css_values.items():
                runtime_value = result["composites"][element_id][name]
                comparisons += 1
                if not same_composite(css_value, runtime_value):
                    failures.append(f"{where} {element_id}: {name} computes to {runtime_value!r} with the runtime, "
                                    f"{css_value!r} with CSS")
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
            style = result["styles"][animation_id]
            if top is None:
                if style:
                    failures.append(f"{where} {animation_id}: eval says no effect, the runtime wrote {style!r}")
                continue
            expected = sample["values"][top]
            allowance = 1e-6 * spans.get(top, 0.0)
            try:
                written = browser_value(prop, style, size_for(css[animation_id], element_ids.get(animation_id), sizes))
            except ValueError as error:
                failures.append(f"{where} {animation_id}: {error}")
                continue
            if not close(prop, written, expected, allowance):
                failures.append(f"{where} {top}: eval {expected}, the runtime wrote {style!r}")
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
    numbers = []
    for index, (number, unit) in enumerate(tokens):
        value = float(number)
        if unit == "%":
            value /= 100
        elif unit == "px" and size is not None:
            value /= size[index]
        numbers.append(value)
    if size is not None:
        # A transform origin may have a third number, its depth.
        numbers = numbers[:2]
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


def make_driver():
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--hide-scrollbars", "--force-device-scale-factor=1", "--window-size=1280,1000"):
        options.add_argument(argument)
    service = Service(executable_path=os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver"))
    driver = webdriver.Chrome(options=options, service=service)
    driver.set_script_timeout(20)
    return driver


def check_spec(driver, scrollmotion, spec_path, offsets, workdir, verbose, known):
    """Returns (failures, comparisons, known differences seen)."""
    name = os.path.basename(spec_path)
    failures = []
    seen_known = []
    with open(spec_path, encoding="utf-8") as handle:
        spec = json.load(handle)
    if offsets is None:
        offsets = auto_offsets(spec)
    offsets = [[0, o] if not isinstance(o, list) else o for o in offsets]

    page = os.path.join(workdir, name.replace(".json", ".html"))
    exported = run([scrollmotion, "css", spec_path, "-o", page])
    if exported.returncode != 0:
        return [f"css exited {exported.returncode}: {exported.stderr.strip()}"], 0, []
    with open(page, encoding="utf-8") as handle:
        manifest = json.loads(re.search(
            r'<script type="application/json" id="scrollmotion-manifest">(.*?)</script>',
            handle.read(), re.S).group(1))
    # The compiled spec: the runtime check plays it, and it has each animation's clamp.
    compiled = run([scrollmotion, "compile", spec_path])
    if compiled.returncode != 0:
        return [f"compile exited {compiled.returncode}: {compiled.stderr.strip()}"], 0, []
    compiled = json.loads(compiled.stdout)
    clamps = {a["id"]: a.get("clamp") for a in compiled["animations"] + (compiled.get("reduced") or [])}
    comparisons = 0
    # Each page once as it is, and once more under reduced motion when it
    # has a reduced-motion variant (its manifest lists the animations then).
    modes = [("animations", [])] + ([("reduced", ["--reduced-motion"])] if "reduced" in manifest else [])
    for key, flags in modes:
        arguments = [scrollmotion, "eval", spec_path]
        for x, y in offsets:
            arguments.append(f"--offset={x},{y}")
        evaluated = run(arguments + flags)
        if evaluated.returncode != 0:
            return [f"eval exited {evaluated.returncode}: {evaluated.stderr.strip()}"], 0, []
        samples = json.loads(evaluated.stdout)["samples"]

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
        if key == "animations" and runs_runtime(name, spec, manifest):
            runtime_failures, runtime_comparisons = check_runtime(
                driver, compiled, spec, page, offsets, samples, manifest, browser_css,
                browser_composites, sizes)
            failures += runtime_failures
            comparisons += runtime_comparisons
    return failures, comparisons, seen_known


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
    parser.add_argument("--only", help="run only specs whose file name contains this")
    parser.add_argument("--verbose", action="store_true")
    arguments = parser.parse_args()

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

    known = load_known(arguments.known) if os.path.exists(arguments.known) else set()
    started = time.monotonic()
    known_count = 0
    passed = failed = comparisons = 0
    try:
        driver = make_driver()
    except Exception as error:  # No browser, no run: say so in the closing line.
        print(f"could not start Chromium through chromedriver: {error}")
        print("conformance: 0 passed, 1 failed")
        return 1
    try:
        with tempfile.TemporaryDirectory(prefix="scrollmotion-conformance-") as workdir:
            for spec in specs:
                try:
                    failures, count, seen = check_spec(driver, arguments.scrollmotion,
                                                       paths[spec],
                                                       listed.get(spec), workdir, arguments.verbose,
                                                       known)
                except Exception as error:  # A broken page or driver fails this spec only.
                    failures, count, seen = [f"harness error: {error!r}"], 0, []
                comparisons += count
                known_count += len(seen)
                extra = f", {len(seen)} known differences" if seen else ""
                if failures:
                    failed += 1
                    print(f"FAIL {spec} ({count} comparisons{extra})")
                    for failure in failures[:20]:
                        print(f"    {failure}")
                    if len(failures) > 20:
                        print(f"    … {len(failures) - 20} more")
                else:
                    passed += 1
                    print(f"ok   {spec} ({count} comparisons{extra})")
    finally:
        driver.quit()
    elapsed = time.monotonic() - started
    print(f"{comparisons} value comparisons ({known_count} known differences) in {elapsed:.1f} s")
    print(f"conformance: {passed} passed, {failed} failed")
    return 0 if failed == 0 and passed > 0 else 1


if __name__ == "__main__":
    sys.exit(main())
