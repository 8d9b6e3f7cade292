"""A re-measure refits in place, in Chromium, Firefox and WebKit, with the
runtime's frames stepped by hand (requestAnimationFrame replaced before
the page's scripts, as in motion_browser_test.py) while the browser's own
rendering steps deliver the ResizeObserver's callbacks.

Ten cards in the flow of an element scroller, each with an opacity and a
translate on its own view timeline, a colour on the scroll; on the motion
engine also a pop triggered over a card's contain range and a smoothed
lag. The test shrinks the scroller twice and makes the first card taller
(every card below it moves) before one frame, and checks that the frame
re-measures once (`relayouts`: one refit, no build; `onLayout` once), that
the values then equal, to the bit, those of a twin choreography on the same
elements that builds again on every re-measure (the time-based ones
included, frame after frame) and those of a choreography built afresh at
the new layout, and that the pop carries on from where it was. On the
shipped engine (scrubbed only) and the motion engine, each with the spec
compiled by the full engine's compiler. Run by scripts/test-demo; needs the
built engines (.build-wasm, scripts/build-wasm).
`python3 Tests/Web/refit_browser_test.py` (SCROLLMOTION_BROWSERS=firefox
runs one engine).
"""
import os
import shutil
import sys
import tempfile

from browser import STEPPED_FRAMES, check, engines, finish, in_engine, open_browser, serve, wait_for

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


PAGE = """<!doctype html>
<meta charset="utf-8">
<style>
  body { margin: 0 }
  #s { position: relative; width: 400px; height: 600px; overflow: auto; scrollbar-width: none }
  #s::-webkit-scrollbar { display: none }
  .card { height: 120px; margin: 40px 20px; background: #9bd }
</style>
<div id="s"><div id="content"></div></div>
<script type="module">
import { loadScrollMotion } from './scrollmotion.js';
const content = document.getElementById('content');
for (let i = 0; i < 10; i++) content.insertAdjacentHTML('beforeend', `<div class="card" id="c${i}"></div>`);
const full = await loadScrollMotion('./scrollmotion-full.wasm');
const motion = new URLSearchParams(location.search).get('engine') === 'motion';
const engine = motion ? await loadScrollMotion('./scrollmotion-motion.wasm') : await loadScrollMotion('./scrollmotion.wasm');
const line = (from, to) => [{ offset: 0, value: from }, { offset: 1, value: to }];
const elements = {};
const animations = [{ id: 'tint', target: 'c0', property: 'backgroundColor', keyframes: line('#203040', '#ffa040') }];
for (let i = 0; i < 10; i++) {
  elements[`c${i}`] = { selector: `#c${i}` };
  const view = { type: 'view', subject: `c${i}` };
  animations.push({ id: `fade${i}`, target: `c${i}`, property: 'opacity', timeline: view, range: 'cover', easing: 'ease-in-out',
    keyframes: [{ offset: 0, value: 0.2 }, { offset: 0.5, value: 1 }, { offset: 1, value: 0.2 }] });
  animations.push({ id: `slide${i}`, target: `c${i}`, property: 'translate', timeline: view, range: 'entry',
    keyframes: line([-30, 0], [0, 0]) });
}
if (motion) {
  animations.push({ id: 'pop', target: 'c5', property: '--pop', timeline: { type: 'view', subject: 'c5' }, range: 'contain',
    trigger: { duration: 1 }, keyframes: line(0, 1) });
  animations.push({ id: 'lag', target: 'c1', property: '--lag', smoothing: 0.5, keyframes: line(0, 10) });
}
const spec = { version: 1, scroller: { containerSize: [400, 600], contentSize: [400, 1640] }, elements, animations };
const compiling = full.createChoreography(spec);
const compiled = compiling.compiled;
compiling.release();
const s = document.getElementById('s');
const refitted = window.refitted = engine.createChoreography(compiled);
const twin = window.twin = engine.createChoreography(compiled);
// The twin builds again on every re-measure, as a runtime that never refits.
twin.refit_ = () => false;
window.layouts = 0;
refitted.attach(s, {}, { onLayout: () => window.layouts++ });
twin.attach(s, {});
// Observed after the runtime's observers, so notified after them in each rendering step.
window.observed = 0;
const observer = new ResizeObserver(() => window.observed++);
for (const element of [s, ...document.querySelectorAll('.card')]) observer.observe(element);
/** The ids whose values differ between two value maps, to the bit (Object.is), with both values. */
const differences = (mine, theirs, skip = []) => Object.keys({ ...mine, ...theirs }).filter((id) => !skip.includes(id)
  && ([].concat(mine[id]).length !== [].concat(theirs[id]).length
    || [].concat(mine[id]).some((value, index) => !Object.is(value, [].concat(theirs[id])[index]))))
  .map((id) => [id, mine[id], theirs[id]]);
window.againstTwin = () => differences(refitted.values(), twin.values());
/** Against a choreography built afresh at the page's layout now, the time-based animations aside. */
window.againstFresh = () => {
  const mine = refitted.values();
  const fresh = engine.createChoreography(compiled);
  const found = {};
  for (const name of Object.keys(elements)) found[name] = document.querySelector(`#${name}`);
  fresh.rebuild(fresh.measure(s, found));
  fresh.update(s.scrollLeft + fresh.origin.x, s.scrollTop + fresh.origin.y);
  const theirs = fresh.values();
  fresh.release();
  return differences(mine, theirs, ['pop', 'lag']);
};
window.ready = true;
</script>
"""

workdir = tempfile.mkdtemp()
shutil.copy(os.path.join(ROOT, "Web/runtime/scrollmotion.js"), workdir)
for name in ["scrollmotion.wasm", "scrollmotion-full.wasm", "scrollmotion-motion.wasm"]:
    shutil.copy(os.path.join(ROOT, ".build-wasm", name), workdir)
with open(os.path.join(workdir, "index.html"), "w") as f:
    f.write(PAGE)

server = serve(workdir, [STEPPED_FRAMES])


def run(driver, engine):
    """The checks on one WebAssembly engine (`shipped` or `motion`) in a fresh page."""
    js = driver.execute_script
    driver.get(f"http://127.0.0.1:{server.server_address[1]}/index.html?engine={engine}")
    check(f"{engine}: the page loads with stepped frames", wait_for(driver, "return window.ready === true"),
          driver.console_errors()[:3])
    # The observers' first calls report the sizes just measured.
    wait_for(driver, "return window.observed > 0")
    check(f"{engine}: attaching measures and builds once",
          js("return [refitted.relayouts, twin.relayouts]") == [{"refits": 0, "rebuilds": 1}] * 2,
          js("return [refitted.relayouts, twin.relayouts]"))
    js("document.getElementById('s').scrollTop = 500")
    wait_for(driver, "return window.__frames.length === 1")
    js("window.__step(1000)")
    js("window.__step(1250)")
    pop = js("return refitted.values().pop")
    if engine == "motion":
        check(f"{engine}: the pop is mid-flight", 0 < pop < 1, pop)

    # An address bar sliding twice and a card growing, all before one frame.
    for change in ["s.style.height = '596px'", "s.style.height = '592px'",
                   "document.getElementById('c0').style.height = '130px'"]:
        observed = js("return window.observed")
        js(f"const s = document.getElementById('s'); {change}")
        check(f"{engine}: the browser observes `{change}`", wait_for(driver, f"return window.observed > {observed}"))
    check(f"{engine}: nothing is measured before the frame, one frame is asked for",
          js("return [refitted.relayouts.refits, refitted.relayouts.rebuilds, window.layouts, window.__frames.length]") == [0, 1, 0, 1],
          js("return [refitted.relayouts, window.layouts, window.__frames.length]"))
    js("window.__step(1500)")
    check(f"{engine}: the frame re-measures once: a refit in place, no build; onLayout once",
          js("return [refitted.relayouts, twin.relayouts, window.layouts]")
          == [{"refits": 1, "rebuilds": 1}, {"refits": 0, "rebuilds": 2}, 1],
          js("return [refitted.relayouts, twin.relayouts, window.layouts]"))
    differences = js("return againstTwin()")
    check(f"{engine}: the values are those of a build at the new layout, to the bit", differences == [], differences[:3])
    after = js("return refitted.values().pop")
    # A fresh choreography may grow the engine's memory: the values are read again after the next update.
    differences = js("return againstFresh()")
    check(f"{engine}: and those of a choreography built afresh there", differences == [], differences[:3])
    if engine == "motion":
        check(f"{engine}: the pop carries on from where it was", pop < after < 1, (pop, after))
        mismatches = []
        for time in range(1750, 3500, 250):
            js(f"window.__step({time})")
            mismatches += [(time, difference) for difference in js("return againstTwin()")]
        check(f"{engine}: the pop and the lag then play as after a build, frame after frame", mismatches == [], mismatches[:3])
    js("window.__step(3600)")
    # More address-bar steps, each its own frame: one refit each.
    for step, height in enumerate([588, 585, 592]):
        observed = js("return window.observed")
        js(f"document.getElementById('s').style.height = '{height}px'")
        wait_for(driver, f"return window.observed > {observed}")
        js(f"window.__step({4000 + 16 * step})")
    check(f"{engine}: each later resize refits once",
          js("return [refitted.relayouts, window.layouts]") == [{"refits": 4, "rebuilds": 1}, 4],
          js("return [refitted.relayouts, window.layouts]"))
    differences = js("return againstFresh()")
    check(f"{engine}: still the values of a fresh build", differences == [], differences[:3])
    errors = driver.console_errors()
    check(f"{engine}: no console errors", not errors, errors[:3])


try:
    for browser in engines():
        driver = open_browser(browser, 500, 700)
        in_engine(driver)
        try:
            for engine in ["shipped", "motion"]:
                run(driver, engine)
        finally:
            driver.quit()
finally:
    server.shutdown()
    shutil.rmtree(workdir, ignore_errors=True)

sys.exit(finish("refit"))
