"""The folder `scrollmotion bundle` writes, served as is, in Chromium, Firefox and WebKit.

For the README's card spec (elements with frames: the page is a scroller of the
spec's size with a box at each frame), for a spec whose elements name selectors
(the page scrolls itself and its script is the one a site pastes) and for a spec
with a trigger: the command writes the folder, a plain HTTP server serves it,
`index.html` loads with no console error, `autoAttach` loads the one engine the
folder holds (so the runtime's choice of engine and the command's agree), and the
values the page shows while it scrolls equal `scrollmotion eval`'s at the page's
geometry. Run by scripts/test-demo with `scrollmotion` (argument 1).
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
# Elements found by selector: the card at its frame, a tile the runtime measures.
SELECTED = {
    "version": 1,
    "scroller": {"containerSize": [390, 844], "contentSize": [390, 3000]},
    "elements": {"card": {"selector": "#card", "frame": [16, 800, 358, 200]}, "tile": {"selector": ".tile"}},
    "animations": [
        CARD["animations"][0],
        {"id": "reveal", "target": "tile", "property": "opacity", "timeline": {"type": "view", "subject": "tile"},
         "range": "entry", "keyframes": [{"offset": 0, "value": 0.2}, {"offset": 1, "value": 1}]},
    ],
}
# A card that fades in over a third of a second when it enters: time-based motion.
TRIGGERED = {
    **CARD,
    "animations": [{**CARD["animations"][0], "trigger": {"duration": 0.3, "actions": "play none none reverse"}}],
}


def bundle(workdir, name, spec):
    """Runs `scrollmotion bundle` on `spec` (written as NAME.json); returns the folder."""
    source = os.path.join(workdir, f"{name}.json")
    with open(source, "w") as file:
        json.dump(spec, file)
    folder = os.path.join(workdir, name)
    subprocess.run([SCROLLMOTION, "bundle", source, "-o", folder], check=True, capture_output=True)
    return folder








def opened(driver, url, label):
    """Opens `url` and waits until the card has a value (attached); False when it never has."""
    driver.get(url)
    attached = wait_for(driver, "const card = document.querySelector('#card, [data-element=card]');"
                                "return card !== null && card.style.opacity !== ''")
    check(f"{label}: index.html loads and attaches", attached, driver.console_errors())
    return attached


def engine_loaded(driver):
    """The WebAssembly files the page fetched."""
    return driver.execute_script("""
      return performance.getEntriesByType('resource').map((entry) => entry.name.split('/').pop())
        .filter((name) => name.endsWith('.wasm'))""")


def check_folder(driver, base, name, folder):
    """The page loads the folder's one engine, with no console error."""
    engine = json.load(open(os.path.join(folder, "package.json")))["scrollmotion"]["engine"]
    loaded = engine_loaded(driver)
    check(f"{name}: autoAttach loads the engine the command chose ({engine})", loaded == [engine], loaded)
    errors = driver.console_errors()
    check(f"{name}: no console errors", not errors, errors[:3])


def check_card(driver, base, folder):
    if not opened(driver, f"{base}/card/index.html", "card"):
        return
    check_folder(driver, base, "card", folder)
    geometry = driver.execute_script("""
      const scroller = document.getElementById('scroller');
      const card = document.querySelector('[data-element=card]');
      return [scroller.clientWidth, scroller.clientHeight, scroller.scrollHeight,
              card.offsetLeft, card.offsetTop, card.offsetWidth, card.offsetHeight]""")
    check("card: the page lays out the spec's scroller and the card at its frame",
          geometry == [390, 844, 3000, 16, 800, 358, 200], geometry)
    seen = []
    for offset in [0, 300, 700, 1000, 1400, 2156]:
        driver.execute_script("document.getElementById('scroller').scrollTop = arguments[0]", offset)
        frames(driver)
        seen.append(driver.execute_script("""
          const card = document.querySelector('[data-element=card]');
          return [document.getElementById('scroller').scrollTop, parseFloat(card.style.opacity)]"""))
    expected = evaluate(SCROLLMOTION, CARD, [y for y, _ in seen])
    agree = all(close(value, 1 if want["fade"] is None else want["fade"]) for (_, value), want in zip(seen, expected))
    moved = len({round(value, 6) for _, value in seen}) >= 3
    check("card: scrolled, the card's opacity is eval's", agree and moved, (seen, expected))


def check_selected(driver, base, folder):
    if not opened(driver, f"{base}/selected/index.html", "selectors"):
        return
    check_folder(driver, base, "selectors", folder)
    seen = []
    for offset in [0, 300, 700, 1000, 1400, 1800]:
        driver.execute_script("window.scrollTo(0, arguments[0])", offset)
        frames(driver)
        seen.append(driver.execute_script("""
          const value = (element) => (element.style.opacity === '' ? null : parseFloat(element.style.opacity));
          return [scrollY, value(document.getElementById('card')), value(document.querySelector('.tile'))]"""))
    # The page as the runtime measures it: the viewport, the document, each element's box in it.
    geometry = driver.execute_script("""
      const box = (element) => { const r = element.getBoundingClientRect(); return [r.left + scrollX, r.top + scrollY, r.width, r.height]; };
      return { container: [document.documentElement.clientWidth, document.documentElement.clientHeight],
               content: [document.documentElement.scrollWidth, document.documentElement.scrollHeight],
               card: box(document.getElementById('card')), tile: box(document.querySelector('.tile')) }""")
    check("selectors: the card is at its frame in the document",
          geometry["card"] == [16, 800, 358, 200], geometry)
    spec = {**SELECTED, "scroller": {"containerSize": geometry["container"], "contentSize": geometry["content"]},
            "elements": {"card": {"frame": geometry["card"]}, "tile": {"frame": geometry["tile"]}}}
    expected = evaluate(SCROLLMOTION, spec, [y for y, _, _ in seen])
    agree = all(close(card, 1 if want["fade"] is None else want["fade"])
                and close(tile, 1 if want["reveal"] is None else want["reveal"])
                for (_, card, tile), want in zip(seen, expected))
    moved = len({(round(card, 6), round(tile, 6)) for _, card, tile in seen}) >= 3
    check("selectors: scrolling the page, the card's and the tile's opacity are eval's", agree and moved,
          (seen, expected))


def check_triggered(driver, base, folder):
    if opened(driver, f"{base}/triggered/index.html", "triggered"):
        check_folder(driver, base, "triggered", folder)


def main():
    workdir = tempfile.mkdtemp()
    try:
        folders = {name: bundle(workdir, name, spec)
                   for name, spec in [("card", CARD), ("selected", SELECTED), ("triggered", TRIGGERED)]}
        # Only the folders' own files are served, as a site would (the error
        # recorder is the one thing added to each page).
        server = serve(workdir, scripts=("",))
        base = f"http://127.0.0.1:{server.server_address[1]}"
        try:
            for engine in engines():
                driver = open_browser(engine, 800, 900)
                in_engine(driver)
                try:
                    check_card(driver, base, folders["card"])
                    check_selected(driver, base, folders["selected"])
                    check_triggered(driver, base, folders["triggered"])
                finally:
                    driver.quit()
                in_engine(None)
        finally:
            server.shutdown()
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    return finish("bundle")


if __name__ == "__main__":
    sys.exit(main())
