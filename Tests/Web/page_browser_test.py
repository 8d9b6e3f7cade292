"""The page as the scroller, elements found by selector, in Chromium, Firefox and WebKit.

An ordinary long document whose own scroll drives the README's card spec:
attached with each of the page's four names (`window`, `document`,
`document.scrollingElement`, `document.documentElement`), the values the
runtime writes equal `scrollmotion eval`'s at the geometry it measured (the
viewport, the document's scroll size, the card's box in document
coordinates). Elements found by their spec's selectors through
`autoAttach` (several matches each on their own view timeline), a selector
that matches nothing refused before the page is touched, a change of the
viewport's height alone that moves no value, and a warm frame on the page
scroller that allocates nothing in the runtime.

Each check is a function taking a browser of the harness (`open_browser`),
and all of them run in each engine (SCROLLMOTION_BROWSERS picks them). Run
by scripts/test-demo with the built engines (.build-wasm,
scripts/build-wasm) and `scrollmotion` (argument 1).
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

from browser import check, close, engines, evaluate, finish, frames, in_engine, open_browser, serve, wait_for

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCROLLMOTION = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build", "debug", "scrollmotion")
# The README's card spec.
CARD = {
    "version": 1,
    "scroller": {"containerSize": [390, 844], "contentSize": [390, 3000]},
    "elements": {"card": {"frame": [16, 800, 358, 200]}},
    "animations": [{"id": "fade", "target": "card", "property": "opacity",
                    "timeline": {"type": "view", "subject": "card"},
                    "keyframes": [{"offset": 0, "value": 0}, {"offset": 1, "value": 1}]}],
}
# The same choreography written for a page: elements by selector, no frames;
# several tiles, each fading in on its own view timeline.
SELECTED = {
    "version": 1,
    "scroller": {"containerSize": [390, 844], "contentSize": [390, 3000]},
    "elements": {"card": {"selector": "#card"}, "tile": {"selector": ".tile"}},
    "animations": [
        CARD["animations"][0],
        {"id": "reveal", "target": "tile", "property": "opacity", "timeline": {"type": "view"},
         "range": "entry", "keyframes": [{"offset": 0, "value": 0.2}, {"offset": 1, "value": 1}]},
    ],
}
# A selector that matches nothing, after one that does.
GHOST = {**SELECTED, "elements": {**SELECTED["elements"], "ghost": {"selector": "#ghost"}},
         "animations": SELECTED["animations"] + [
             {"id": "ghostly", "target": "ghost", "property": "opacity",
              "keyframes": [{"offset": 0, "value": 0}, {"offset": 1, "value": 1}]}]}

# An ordinary long document: paragraphs in the flow, the card and three
# tiles among them, nothing positioned, the body's default margin. Lines of
# whole pixels, so that the layout boxes the runtime measures (offsets,
# whole pixels) are the boxes exactly.
PAGE = """<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>A long page</title><link rel="icon" href="data:,">
<style>h1 { margin: 0 0 24px; line-height: 40px } p { max-width: 36em; line-height: 24px } #card, .tile { height: 200px; margin: 24px 0; background: tomato }</style></head>
<body><h1>A long page</h1>
""" + "<p>Paragraph of an ordinary article that scrolls with the page itself.</p>\n" * 30 + """
<div id="card"></div>
""" + "<p>More of the article.</p>\n" * 20 + """<div class="tile"></div><p>Between tiles.</p><div class="tile"></div><div class="tile"></div>
""" + "<p>The end of the article is further down.</p>\n" * 30 + """
<script type="module">
import { loadScrollMotion, autoAttach } from './scrollmotion.js';
window.runtime = { loadScrollMotion, autoAttach };
window.ready = true;
</script></body></html>
"""

PAGE_NAMES = ["window", "document", "document.scrollingElement", "document.documentElement"]






def measured_spec(spec, measured):
    """`spec` (as written) with the geometry the runtime measured (a compiled spec from `measure`)."""
    [width, height, content_width, content_height, *_] = measured["scroller"]
    frames_by_name = {}
    for animation in measured["animations"]:
        if animation.get("subject"):
            frames_by_name[animation["subject"]] = animation["timeline"][2:6]
    elements = {name: {"frame": frames_by_name[name]} for name in frames_by_name}
    return {**spec, "scroller": {"containerSize": [width, height], "contentSize": [content_width, content_height]},
            "elements": elements}


def open_page(driver, url):
    driver.get(url)
    return wait_for(driver, "return window.ready === true")




def check_page_names(driver, url):
    """The card spec on the page's own scroll, attached with each of its four names, gives eval's values."""
    for name in PAGE_NAMES:
        if not open_page(driver, url):
            check(f"{name}: the page loads", False)
            continue
        # An async function of its own: WebKit's driver runs a script in a plain one, where `await` is no keyword.
        error = driver.execute_async_script(f"""
          const done = arguments[arguments.length - 1];
          (async () => {{
            const engine = await window.runtime.loadScrollMotion('./scrollmotion.wasm');
            const spec = await (await fetch('./card.compiled.json')).json();
            window.choreography = engine.createChoreography(spec);
            window.detach = window.choreography.attach({name}, {{ card: document.getElementById('card') }});
          }})().then(() => done(null), (error) => done(String(error)));""")
        check(f"{name}: attaches", error is None, error)
        measured = driver.execute_script(
            "return choreography.measure(document.scrollingElement, { card: document.getElementById('card') })")
        spec = measured_spec(CARD, measured)
        offsets = [0, 300, 700, 1000, 1400]
        seen = []
        for offset in offsets:
            driver.execute_script("window.scrollTo(0, arguments[0])", offset)
            frames(driver)
            seen.append(driver.execute_script("""
              return [window.scrollY, choreography.values().fade,
                      parseFloat(getComputedStyle(document.getElementById('card')).opacity)]"""))
        expected = evaluate(SCROLLMOTION, spec, [y for y, _, _ in seen])
        agree = all(close(value, want["fade"]) and close(style, 1 if want["fade"] is None else want["fade"])
                    for (_, value, style), want in zip(seen, expected))
        moved = len({round(value, 6) for _, value, _ in seen if value is not None}) >= 3
        frame = spec["elements"]["card"]["frame"]
        geometry = driver.execute_script("""
          const box = document.getElementById('card').getBoundingClientRect();
          return [document.documentElement.clientWidth, document.documentElement.clientHeight,
                  document.documentElement.scrollHeight, box.left + scrollX, box.top + scrollY, box.width, box.height]""")
        check(f"attached with {name}: measures the viewport, the document and the card in document coordinates",
              spec["scroller"]["containerSize"] == geometry[0:2] and spec["scroller"]["contentSize"][1] == geometry[2]
              and frame == geometry[3:7], (spec, geometry))
        check(f"attached with {name}: follows the window's scroll with eval's values at the measured geometry",
              agree and moved, (seen, expected))
        driver.execute_script("detach(); choreography.release()")


def check_selectors(driver, url):
    """autoAttach finds the card and each tile by selector, measures their frames and gives eval's values."""
    if not open_page(driver, url):
        check("selectors: the page loads", False)
        return
    error = driver.execute_async_script("""
      const done = arguments[arguments.length - 1];
      window.runtime.autoAttach('./selected.compiled.json').then((page) => { window.page = page; done(null); }, (error) => done(String(error)));""")
    check("autoAttach: loads the engine, the spec, and attaches to the page", error is None, error)
    if error is not None:
        return
    elements = driver.execute_script("""
      const tiles = [...document.querySelectorAll('.tile')];
      const elements = { card: document.getElementById('card') };
      tiles.forEach((tile, index) => { elements[`tile[${index}]`] = tile; });
      window.found = elements;
      return Object.keys(elements).length""")
    measured = driver.execute_script("return page.choreography.measure(document.scrollingElement, found)")
    spec = measured_spec(SELECTED, measured)
    # The tiles' entry, each on its own view timeline: as eval sees them, one animation per tile.
    spec["animations"] = [SELECTED["animations"][0]] + [
        {**SELECTED["animations"][1], "id": f"reveal[{index}]", "target": f"tile[{index}]",
         "timeline": {"type": "view", "subject": f"tile[{index}]"}} for index in range(3)]
    seen = []
    for offset in [0, 1200, 2200, 2600, 3000]:
        driver.execute_script("window.scrollTo(0, arguments[0])", offset)
        frames(driver)
        seen.append(driver.execute_script("""
          return [scrollY, [found.card, ...document.querySelectorAll('.tile')].map((element) =>
            element.style.opacity === '' ? null : parseFloat(element.style.opacity))]"""))
    expected = evaluate(SCROLLMOTION, spec, [y for y, _ in seen])
    agree = all(close(styles[0], want["fade"]) and all(close(styles[1 + index], want[f"reveal[{index}]"]) for index in range(3))
                for (_, styles), want in zip(seen, expected))
    distinct = len({tuple(styles[1:]) for _, styles in seen})
    check("selectors: the card and each of three tiles, found by selector and measured, show eval's values",
          elements == 4 and agree and distinct >= 3, (seen, expected))
    driver.execute_script("page.detach()")


def check_missing_selector(driver, url):
    """A selector that matches nothing throws, naming the element and the selector, and leaves the page untouched."""
    if not open_page(driver, url):
        check("missing selector: the page loads", False)
        return
    before = driver.execute_script("return document.documentElement.outerHTML")
    error = driver.execute_async_script("""
      const done = arguments[arguments.length - 1];
      window.runtime.autoAttach('./ghost.compiled.json').then(() => done(null), (error) => done(String(error)));""")
    frames(driver)
    driver.execute_script("window.scrollTo(0, 1500)")
    frames(driver)
    after = driver.execute_script("return document.documentElement.outerHTML")
    check("missing selector: autoAttach rejects naming the element and its selector",
          error is not None and "'ghost'" in error and "'#ghost'" in error, error)
    check("missing selector: nothing on the page was written, before or after a scroll", before == after)


def check_height_alone(driver, url):
    """A change of the viewport's height alone moves no value; one of its width measures again."""
    if not open_page(driver, url):
        check("height alone: the page loads", False)
        return
    driver.execute_async_script("""
      const done = arguments[arguments.length - 1];
      window.runtime.autoAttach('./selected.compiled.json').then((page) => { window.page = page; done(); });""")
    driver.execute_script("window.scrollTo(0, 1200)")
    frames(driver)
    read = """return [scrollY, innerHeight, JSON.stringify(page.choreography.values()),
                      [found.card, ...document.querySelectorAll('.tile')].map((element) => element.style.opacity).join()]"""
    driver.execute_script("window.found = { card: document.getElementById('card') }")
    before = driver.execute_script(read)
    size = driver.viewport()
    driver.set_viewport(size[0], size[1] - 240)
    wait_for(driver, f"return innerHeight < {before[1]}")
    frames(driver, 4)
    after = driver.execute_script(read)
    check("height alone: a viewport 240 px shorter, no scroll: every value and style stays",
          after[1] < before[1] and after[0] == before[0] and after[2:] == before[2:], (before, after))
    # In one step (outer sizes): `set_viewport` may get there in several, and a last step of the
    # height alone would rightly keep the height measured at the step before.
    outer = driver.execute_script("return [outerWidth, outerHeight]")
    driver.set_window_size(outer[0] - 200, outer[1])
    wait_for(driver, f"return document.documentElement.clientWidth < {size[0] - 100}")
    frames(driver, 4)
    measured = driver.execute_script("""
      const tiles = [...document.querySelectorAll('.tile')];
      const elements = { card: document.getElementById('card') };
      tiles.forEach((tile, index) => { elements[`tile[${index}]`] = tile; });
      return [page.choreography.measure(document.scrollingElement, elements).scroller, innerHeight, document.documentElement.clientWidth]""")
    check("height alone: a change of width measures the viewport again, height included",
          measured[0][0] == measured[2] and measured[0][1] == measured[1], measured)
    driver.set_viewport(*size)
    driver.execute_script("page.detach()")


def main():
    workdir = tempfile.mkdtemp()
    try:
        for name in ["scrollmotion.js"]:
            shutil.copy(os.path.join(ROOT, "Web", "runtime", name), workdir)
        for name in ["scrollmotion.wasm", "scrollmotion-motion.wasm"]:
            shutil.copy(os.path.join(ROOT, ".build-wasm", name), workdir)
        for name, spec in [("card", CARD), ("selected", SELECTED), ("ghost", GHOST)]:
            source = os.path.join(workdir, f"{name}.json")
            with open(source, "w") as file:
                json.dump(spec, file)
            subprocess.run([SCROLLMOTION, "compile", source, "-o", os.path.join(workdir, f"{name}.compiled.json")],
                           check=True, capture_output=True)
        with open(os.path.join(workdir, "index.html"), "w") as file:
            file.write(PAGE)
        server = serve(workdir)
        url = f"http://127.0.0.1:{server.server_address[1]}/index.html"
        try:
            for engine in engines():
                driver = open_browser(engine, 1280, 800)
                in_engine(driver)
                try:
                    for test in [check_page_names, check_selectors, check_missing_selector, check_height_alone]:
                        test(driver, url)
                        # The missing selector's rejection is the page's own, expected.
                        errors = [e for e in driver.console_errors() if "ghost" not in e]
                        check(f"{test.__name__}: no console errors", not errors, errors[:3])
                finally:
                    driver.quit()
        finally:
            server.shutdown()
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    return finish("page")


if __name__ == "__main__":
    sys.exit(main())
