"""The demo page in a browser, as demo_test.py checks it and
scripts/screenshots photographs it: the viewport, loading the page, waiting
for real frames, and section h's frames and time stepped by hand.

Every function takes a `browser.Browser`; step_frames_by_hand and
stop_stepping_frames need Chromium's (DevTools), and a page served by
`browser.serve(folder, [STEPPED_FRAMES])` steps its frames in any engine.
"""
import os

from browser import wait_for

# One frame of a 60 Hz display, in milliseconds.
FRAME = 1000 / 60

# Replaces requestAnimationFrame before the page's scripts run (install it
# with step_frames_by_hand): each step runs the frames queued so far at a
# time the caller chooses, and the runtime reads time from the frame's
# timestamp, so what is on screen depends on the steps alone.
STEPPED_FRAMES = """
  (() => {
    let queue = [], now = 0, id = 0;
    window.requestAnimationFrame = (f) => { queue.push([++id, f]); return id; };
    window.cancelAnimationFrame = (n) => { queue = queue.filter((q) => q[0] !== n); };
    window.steppedFrames = {
      step(ms) { now += ms; const due = queue; queue = []; for (const [, f] of due) f(now); return due.length; },
      get now() { return now; },
    };
  })();"""

# The first screen mid-scroll, so that it shows the techniques at work.
MID_SCROLL = ("document.getElementById('a-scroller').scrollTo(300, 420);"
              "const b = document.getElementById('b-scroller'); b.scrollTo({left: b.clientWidth, behavior: 'instant'});"
              "document.getElementById('c-scroller').scrollTop = 180")


def viewport(driver, width, height):
    """Exactly width × height CSS pixels: in Chromium as a phone (below 600, DevTools'
    device emulation) or a desktop; elsewhere the window sized to that viewport."""
    if driver.engine != "chromium":
        driver.set_viewport(width, height)
        return
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600})


def file_url(path):
    """The file:// address of the page at `path`."""
    return "file://" + os.path.abspath(path)


def load(driver, url):
    """Opens `url` and waits until the demo says it is ready; returns whether it did."""
    driver.get(url)
    return wait_for(driver, "return window.scrollMotionDemo && window.scrollMotionDemo.ready", 20)


def frames(driver, count=2):
    """Waits for `count` of the browser's own animation frames (not with frames stepped by hand)."""
    driver.execute_script(
        "return new Promise(r => { let n = arguments[0]; const f = () => --n ? requestAnimationFrame(f) : r(); requestAnimationFrame(f); })",
        count)


def step_frames_by_hand(driver):
    """Makes every page loaded from now on step its frames by hand (STEPPED_FRAMES);
    returns the identifier that stop_stepping_frames takes."""
    return driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": STEPPED_FRAMES})["identifier"]


def stop_stepping_frames(driver, identifier):
    """Pages loaded from now on run their frames as usual again."""
    driver.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", {"identifier": identifier})


def step_h(driver, count, ms=FRAME):
    """Runs `count` stepped frames, each `ms` milliseconds after the last."""
    for _ in range(count):
        driver.execute_script("window.steppedFrames.step(arguments[0])", ms)


def scroll_h(driver, y, count=1, ms=FRAME):
    """Scrolls section h's scroller to `y` and announces it to the runtime with
    a scroll event at once (instead of waiting for the browser's), then runs
    `count` stepped frames."""
    driver.execute_script("const s = document.getElementById('h-scroller'); s.scrollTop = arguments[0];"
                          "s.dispatchEvent(new Event('scroll'))", y)
    step_h(driver, count, ms)
