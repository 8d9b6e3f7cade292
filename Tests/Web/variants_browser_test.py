"""A spec's variants switching live in Chromium, Firefox and WebKit: the
runtime (the shipped engine, the spec compiled by `scrollmotion compile`)
plays Tests/Conformance/specs/variants-width.json on a scroller that fills
the window; the test resizes the window across the spec's 600-point
breakpoint and back, and after each re-measure (the runtime's
ResizeObserver, `onLayout`) compares every value with `scrollmotion eval
--container` at the scroller's measured size, and checks that the badge's
rotate, which only the wide variant animates, is written there and removed
below it. Run by scripts/test-demo; `python3 Tests/Web/variants_browser_test.py
SCROLLMOTION` (SCROLLMOTION_BROWSERS=firefox runs one engine).
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

from browser import check, engines, finish, in_engine, open_browser, serve, wait_for

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SPEC = os.path.join(ROOT, "Tests/Conformance/specs/variants-width.json")
OFFSET = 500

PAGE = """<!doctype html>
<meta charset="utf-8">
<style>
  body { margin: 0 }
  #s { position: fixed; inset: 0; overflow: auto; scrollbar-width: none }
  #s::-webkit-scrollbar { display: none }
  #content { position: relative; height: 3000px }
  .e { position: absolute; background: #9bd }
</style>
<div id="s"><div id="content">
  <div class="e" id="card" style="left: 16px; top: 800px; width: 358px; height: 200px"></div>
  <div class="e" id="badge" style="left: 16px; top: 1400px; width: 100px; height: 100px"></div>
</div></div>
<script type="module">
import { loadScrollMotion } from './scrollmotion.js';
const engine = await loadScrollMotion('./scrollmotion.wasm');
const compiled = await (await fetch('./variants.compiled.json')).json();
const choreography = window.choreography = engine.createChoreography(compiled);
window.layouts = 0;
const s = document.getElementById('s');
choreography.attach(s, { card: document.getElementById('card'), badge: document.getElementById('badge') },
  { onLayout: () => window.layouts++ });
window.ready = true;
</script>
"""


def evaluated(scrollmotion, width, height, offset):
    """`scrollmotion eval --container WxH` at content offset `offset`: the values by id."""
    result = subprocess.run([scrollmotion, "eval", SPEC, f"--container={width}x{height}", f"--offset={offset}"],
                            capture_output=True, text=True, check=True)
    return json.loads(result.stdout)["samples"][0]["values"]


def agree(got, expected):
    """Whether the runtime's values equal eval's: the same ids, numbers within 1e-9."""
    if set(got) != set(expected):
        return False
    flat = lambda v: v if isinstance(v, list) else [v]
    return all(len(flat(got[k])) == len(flat(expected[k]))
               and all(abs(a - b) <= 1e-9 for a, b in zip(flat(got[k]), flat(expected[k]))) for k in got)


def main():
    scrollmotion = sys.argv[1]
    workdir = tempfile.mkdtemp()
    shutil.copy(os.path.join(ROOT, "Web/runtime/scrollmotion.js"), workdir)
    shutil.copy(os.path.join(ROOT, "Sources/ScrollMotionCLI/Resources/Engine/scrollmotion.wasm"), workdir)
    subprocess.run([scrollmotion, "compile", SPEC, "-o", os.path.join(workdir, "variants.compiled.json")], check=True)
    with open(os.path.join(workdir, "index.html"), "w", encoding="utf-8") as handle:
        handle.write(PAGE)
    server = serve(workdir)
    try:
        for engine in engines():
            browser = open_browser(engine, 500, 700)
            in_engine(browser)
            try:
                run(browser, scrollmotion, f"http://127.0.0.1:{server.server_address[1]}/index.html")
            finally:
                browser.quit()
    finally:
        server.shutdown()
        shutil.rmtree(workdir, ignore_errors=True)
    return finish("variants")


def run(browser, scrollmotion, url):
    browser.get(url)
    check("the page loads and attaches", wait_for(browser, "return window.ready === true"), browser.console_errors()[:3])
    browser.execute_script(f"document.getElementById('s').scrollTop = {OFFSET}")
    wait_for(browser, f"return window.choreography.values().slide !== null && document.getElementById('s').scrollTop === {OFFSET}")
    for width, wide in [(500, False), (700, True), (500, False)]:
        layouts = browser.execute_script("return window.layouts")
        if browser.viewport()[0] != width:
            browser.set_viewport(width, 700)
            check(f"{width} wide: the resize re-measures",
                  wait_for(browser, f"return window.layouts > {layouts} && document.getElementById('s').clientWidth === {width}"),
                  browser.execute_script("return [window.layouts, document.getElementById('s').clientWidth]"))
        # One frame after the re-measure, so that the scroll position is read again too.
        browser.execute_async_script("requestAnimationFrame(() => requestAnimationFrame(arguments[0]))")
        size = browser.execute_script("const s = document.getElementById('s'); return [s.clientWidth, s.clientHeight]")
        top = browser.execute_script("return document.getElementById('s').scrollTop")
        got = browser.execute_script("return window.choreography.values()")
        expected = evaluated(scrollmotion, *size, top)
        check(f"{width} wide: the values are eval's at {size[0]}x{size[1]}, offset {top} ({'wide' if wide else 'narrow'} variant)",
              agree(got, expected), (got, expected))
        rotate = browser.execute_script("return document.getElementById('badge').style.rotate")
        check(f"{width} wide: the badge's rotate is {'written' if wide else 'not written'}",
              (rotate == f"{expected.get('spin')}deg") if wide else rotate == "", rotate)
    errors = browser.console_errors()
    check("no console errors", not errors, errors[:3])


if __name__ == "__main__":
    sys.exit(main())
