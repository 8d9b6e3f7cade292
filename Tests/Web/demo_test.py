"""Browser tests of the demo page: the Swift engine running in headless
Chromium. Run by scripts/test-demo, which builds the page with
`scrollmotion demo` and passes its path and the executable.

Prints one line per check and closes with `demo: N passed, M failed`.
Screenshots of every section go to artifacts/demo-<section>.png.
"""
import json
import math
import os
import subprocess
import sys
import time

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By

PAGE, SCROLLMOTION, ARTIFACTS = sys.argv[1], sys.argv[2], sys.argv[3]
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
results = []


def check(name, condition, detail=""):
    results.append(bool(condition))
    print(("ok   " if condition else "FAIL ") + name + ("" if condition else f": {detail}"), flush=True)


def frames(driver, count=2):
    driver.execute_script(
        "return new Promise(r => { let n = arguments[0]; const f = () => --n ? requestAnimationFrame(f) : r(); requestAnimationFrame(f); })",
        count)


def wait_for(driver, script, timeout=10.0):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        value = driver.execute_script(script)
        if value:
            return value
        time.sleep(0.05)
    return driver.execute_script(script)


def numbers(text):
    out, current = [], ""
    for ch in (text or "") + " ":
        if ch in "0123456789.-e":
            current += ch
        elif current:
            try:
                out.append(float(current))
            except ValueError:
                pass
            current = ""
    return out


def evaluate(spec_path, offsets):
    args = [SCROLLMOTION, "eval", spec_path]
    for x, y in offsets:
        args += ["--offset", f"{x},{y}"]
    return json.loads(subprocess.run(args, check=True, capture_output=True, text=True).stdout)["samples"]


def close(a, b, tolerance):
    return len(a) == len(b) and all(abs(x - y) <= tolerance for x, y in zip(a, b))


options = Options()
options.binary_location = "/usr/bin/chromium"
for flag in ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1280,1000", "--hide-scrollbars"]:
    options.add_argument(flag)
options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
driver = webdriver.Chrome(options=options, service=Service("/usr/bin/chromedriver"))
try:
    driver.get("file://" + os.path.abspath(PAGE))
    ready = wait_for(driver, "return window.scrollMotionDemo && window.scrollMotionDemo.ready")
    check("the page loads and the engine starts", ready)
    errors = [e["message"] for e in driver.get_log("browser") if e["level"] == "SEVERE"]
    check("no console errors", not errors, errors[:3])

    # (a) The styles the runtime applied equal `scrollmotion eval` of the demo spec.
    spec_a = os.path.join(ROOT, "Sources/ScrollMotionCLI/Resources/Demo/demo-spec.json")
    offsets = [(0, 0), (120, 80), (360, 390), (720, 780), (500, 600)]
    expected = evaluate(spec_a, offsets)
    read_a = """
      const b = document.getElementById('a-badge').style, p = document.getElementById('a-panel').style;
      return {translate: b.translate, rotate: b.rotate, scale: b.scale, opacity: b.opacity,
              drop: b.getPropertyValue('--drop'), color: p.backgroundColor};"""
    mismatches = []
    for (x, y), sample in zip(offsets, expected):
        driver.execute_script("document.getElementById('a-scroller').scrollTo(arguments[0], arguments[1])", x, y)
        frames(driver)
        applied = driver.execute_script(read_a)
        v = sample["values"]
        pairs = [
            ("translate", numbers(applied["translate"]) or [0, 0], v["badgeSlide"], 1e-3),
            ("rotate", numbers(applied["rotate"]), [v["badgeSpin"]], 1e-3),
            ("scale", numbers(applied["scale"]), [v["badgeSize"]], 1e-4),
            ("opacity", numbers(applied["opacity"]), [v["badgeFade"]], 1e-4),
            ("--drop", numbers(applied["drop"]), [v["badgeDrop"]], 1e-3),
            ("backgroundColor", numbers(applied["color"])[:3], [c * 255 for c in v["panelHue"][:3]], 0.51),
        ]
        for name, got, want, tolerance in pairs:
            if name == "translate" and len(got) == 1:
                got = got + [0]  # CSS serialises "120px 0px" as "120px"
            if not close(got, want, tolerance):
                mismatches.append(f"{name} at {(x, y)}: applied {got}, eval {want}")
    check("section a: applied styles equal scrollmotion eval at 5 offsets", not mismatches, mismatches[:4])

    # (g) The same spec on the Swift engine and on native CSS scroll-driven animations.
    wait_for(driver, "const f = document.getElementById('g-css'); return !!(f.contentDocument && f.contentDocument.getElementById('sm-scroller'))")
    native_mismatches = []
    for (x, y), sample in zip(offsets, expected):
        driver.execute_script(
            "const d = document.getElementById('g-css').contentDocument; d.getElementById('sm-scroller').scrollTo(arguments[0], arguments[1])", x, y)
        frames(driver, 3)
        native = driver.execute_script("""
          const d = document.getElementById('g-css').contentDocument;
          const s = d.defaultView.getComputedStyle(d.querySelector('[data-element=badge]'));
          return {rotate: s.rotate, opacity: s.opacity, drop: s.getPropertyValue('--drop')};""")
        v = sample["values"]
        for name, got, want, tolerance in [
            ("rotate", numbers(native["rotate"]), [v["badgeSpin"]], 1e-3 * max(1, abs(v["badgeSpin"]))),
            ("opacity", numbers(native["opacity"]), [v["badgeFade"]], 1e-4),
            ("--drop", numbers(native["drop"]), [v["badgeDrop"]], 1e-2),
        ]:
            if not close(got, want, tolerance):
                native_mismatches.append(f"{name} at {(x, y)}: Chromium {got}, Swift {want}")
    check("section g: native CSS values equal the Swift engine's", not native_mismatches, native_mismatches[:4])

    # (d) The animated scroll lands exactly on its target and stops on a user scroll.
    driver.execute_script("document.getElementById('d-duration').value = '0.6'; document.getElementById('d-end').click()")
    status = wait_for(driver, "const t = document.getElementById('d-status').textContent; return t.startsWith('landed') && t")
    top, maximum = driver.execute_script("const s = document.getElementById('d-scroller'); return [s.scrollTop, s.scrollHeight - s.clientHeight]")
    check("section d: the animated scroll lands exactly on the end", status and top == maximum, f"{status}, {top} of {maximum}")
    driver.execute_script("document.getElementById('d-duration').value = '5'; document.getElementById('d-top').click()")
    time.sleep(0.4)
    driver.execute_script("document.getElementById('d-scroller').dispatchEvent(new WheelEvent('wheel', {deltaY: 10}))")
    stopped = wait_for(driver, "const t = document.getElementById('d-status').textContent; return t.startsWith('stopped') && t")
    before = driver.execute_script("return document.getElementById('d-scroller').scrollTop")
    time.sleep(0.3)
    after = driver.execute_script("return document.getElementById('d-scroller').scrollTop")
    check("section d: a user scroll stops the animation where it is", stopped and before == after and 0 < after < maximum,
          f"{stopped}, {before} then {after}")

    # (f) Resizing keeps the paragraph under the anchor where it was.
    under_centre = """
      const s = document.getElementById('f-scroller'); const r = s.getBoundingClientRect();
      const e = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return e ? e.textContent.slice(0, 14) : null;"""
    driver.execute_script("document.getElementById('f-frame').scrollIntoView({block: 'center'})")
    frames(driver)
    first = driver.execute_script(under_centre)
    driver.execute_script("document.getElementById('f-narrow').click()")
    frames(driver, 4)
    narrow = driver.execute_script(under_centre)
    driver.execute_script("document.getElementById('f-wide').click()")
    frames(driver, 4)
    wide = driver.execute_script(under_centre)
    check("section f: the text under the centre survives narrowing and widening", first and first == narrow == wide,
          f"{first!r} → {narrow!r} → {wide!r}")

    # (s) The stress section reports its time per frame.
    for y in range(0, 3600, 60):
        driver.execute_script("document.getElementById('s-scroller').scrollTop = arguments[0]", y)
        frames(driver, 1)
    times = driver.execute_script("return window.scrollMotionDemo.frameTimes")
    average = sum(times) / len(times) if times else math.inf
    check("section s: 1,000 animated elements report their frame time", len(times) > 10, times[:3])
    print(f"stress: {len(times)} frames, {average:.2f} ms average script time per frame (engine + style writes)")

    # Screenshots of every section, for people.
    os.makedirs(ARTIFACTS, exist_ok=True)
    driver.execute_script("document.getElementById('a-scroller').scrollTo(300, 300); document.getElementById('b-scroller').scrollLeft = 600;"
                          "document.getElementById('c-scroller').scrollTop = 180; document.getElementById('e-pager').scrollLeft = 200;"
                          "document.querySelectorAll('.wfg')[0].scrollTop = 90; document.getElementById('s-scroller').scrollTop = 900")
    frames(driver, 3)
    for section in ["a", "b", "c", "d", "e", "f", "g", "s"]:
        element = driver.find_element(By.ID, section)
        driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
        frames(driver, 2)
        element.screenshot(os.path.join(ARTIFACTS, f"demo-{section}.png"))
    check("screenshots written", all(os.path.exists(os.path.join(ARTIFACTS, f"demo-{s}.png")) for s in "abcdefgs"))
    errors = [e["message"] for e in driver.get_log("browser") if e["level"] == "SEVERE"]
    check("still no console errors after all interactions", not errors, errors[:3])
finally:
    driver.quit()

passed = sum(results)
print(f"demo: {passed} passed, {len(results) - passed} failed")
sys.exit(0 if passed == len(results) else 1)
