"""Time-based motion in Chromium, Firefox and WebKit, with frames stepped by
hand: the runtime's frame loop takes its time only from the
requestAnimationFrame timestamp, so a test that replaces
`requestAnimationFrame` before the page's scripts (the test's server puts
the replacement first in the page, browser.serve) runs every frame at a
time it chooses. Checks that a scroll-triggered animation plays in
those times, that a smoothed one follows its critically damped path, that
crossings reach their callback, and that the loop stops once all is at
rest. On both engines that play time-based motion: scrollmotion-full.wasm
with the spec as written, and scrollmotion-motion.wasm with it compiled
(by the full engine's compiler, as `scrollmotion compile` would). Run by
scripts/test-demo after the demo checks; needs the built engines
(.build-wasm, scripts/build-wasm).
"""
import math
import os
import shutil
import sys
import tempfile


from browser import STEPPED_FRAMES, check, engines, finish, in_engine, open_browser, serve, wait_for

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


PAGE = """<!doctype html>
<meta charset="utf-8">
<style>body { margin: 0 } #s { width: 100px; height: 200px; overflow: auto; position: relative }
#content { height: 2000px } #card { position: absolute; top: 800px; width: 100px; height: 100px }</style>
<div id="s"><div id="content"></div><div id="card"></div></div>
<script type="module">
import { loadScrollMotion } from './scrollmotion.js';
const full = await loadScrollMotion('./scrollmotion-full.wasm');
const motion = new URLSearchParams(location.search).get('engine') === 'motion';
const engine = motion ? await loadScrollMotion('./scrollmotion-motion.wasm') : full;
let spec = {
  version: 1,
  scroller: { containerSize: [100, 200], contentSize: [100, 2000] },
  elements: { card: { frame: [0, 800, 100, 100] } },
  animations: [
    { id: 'pop', target: 'card', property: 'opacity', timeline: { type: 'view', subject: 'card' }, range: 'contain',
      trigger: { duration: 0.5, actions: 'play none none reverse' },
      keyframes: [{ offset: 0, value: 0 }, { offset: 1, value: 1 }] },
    { id: 'lag', target: 'card', property: '--lag', smoothing: 0.5,
      keyframes: [{ offset: 0, value: 0 }, { offset: 1, value: 10 }] },
  ],
};
if (motion) {
  const compiling = full.createChoreography(spec);
  spec = compiling.compiled;
  compiling.release();
}
window.engine = { readsText: engine.readsText, playsMotion: engine.playsMotion };
const choreography = engine.createChoreography(spec);
window.crossings = [];
choreography.onCrossing('pop', (crossing) => window.crossings.push(crossing));
choreography.attach(document.getElementById('s'), { card: document.getElementById('card') });
window.ready = true;
</script>
"""

workdir = tempfile.mkdtemp()
shutil.copy(os.path.join(ROOT, "Web/runtime/scrollmotion.js"), workdir)
for name in ["scrollmotion-full.wasm", "scrollmotion-motion.wasm"]:
    shutil.copy(os.path.join(ROOT, ".build-wasm", name), workdir)
with open(os.path.join(workdir, "index.html"), "w") as f:
    f.write(PAGE)


server = serve(workdir, [STEPPED_FRAMES])


def step(milliseconds):
    return driver.execute_script("return window.__step(arguments[0])", milliseconds)


def style(name):
    return driver.execute_script(
        "return getComputedStyle(document.getElementById('card')).getPropertyValue(arguments[0])", name)


def run(engine):
    """The checks on one engine (`full` or `motion`) in a fresh page, in the browser `driver`."""
    driver.get(f"http://127.0.0.1:{server.server_address[1]}/index.html?engine={engine}")
    check(f"{engine}: the page loads with stepped frames", wait_for(driver, "return window.ready === true"),
          driver.console_errors()[:3])
    check(f"{engine}: the page runs on the {engine} engine",
          driver.execute_script("return window.engine") == {"readsText": engine == "full", "playsMotion": True},
          driver.execute_script("return window.engine"))
    check(f"{engine}: attached at the top: the triggered animation rests at its start",
          float(style("opacity")) == 0, style("opacity"))
    # The browser fires `scroll` on its own rendering steps; the runtime then asks for a frame.
    driver.execute_script("document.getElementById('s').scrollTop = 750")
    check(f"{engine}: a scroll asks the page's one loop for a frame", wait_for(driver, "return window.__frames.length === 1"))
    step(1000)
    check(f"{engine}: the range is entered once", driver.execute_script("return window.crossings") == ["enter"],
          driver.execute_script("return window.crossings"))
    # The play counts from the crossing's frame, which shows the start (GSAP,
    # its ticker running, counts from the frame before and shows one frame's progress).
    check(f"{engine}: the crossing's frame shows the start", float(style("opacity")) == 0, style("opacity"))
    step(1250)
    check(f"{engine}: half way through its 0.5 s at 1.25 s", abs(float(style("opacity")) - 0.5) < 1e-6, style("opacity"))
    omega = 4.743864518390578 / 0.5
    # The target progress is the scroll position over the page's scroll range, taken at 1 s.
    target = 10 * driver.execute_script("const s = document.getElementById('s'); return s.scrollTop / (s.scrollHeight - s.clientHeight)")
    expected = target - target * (1 + omega * 0.25) * math.exp(-omega * 0.25)
    check(f"{engine}: the smoothed value on its critically damped path at 1.25 s",
          abs(float(style("--lag")) - expected) < 1e-9, (style("--lag"), expected))
    step(1600)
    check(f"{engine}: the playback ends exactly at its end", float(style("opacity")) == 1, style("opacity"))
    count = 0
    t = 1600
    while step(t) and count < 500:
        t += 16
        count += 1
    check(f"{engine}: the loop stops once everything is at rest", count < 500 and driver.execute_script("return window.__frames.length") == 0,
          count)
    check(f"{engine}: the smoothed value settles exactly", abs(float(style("--lag")) - target) < 1e-12, style("--lag"))
    errors = driver.console_errors()
    check(f"{engine}: no console errors", not errors, errors[:3])


try:
    for browser in engines():
        driver = open_browser(browser, 400, 400)
        in_engine(driver)
        try:
            for engine in ["full", "motion"]:
                run(engine)
        finally:
            driver.quit()
finally:
    server.shutdown()
    shutil.rmtree(workdir, ignore_errors=True)

sys.exit(finish("motion"))
