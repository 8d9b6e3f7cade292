"""The demo's second page, an ordinary long document, in Chromium, Firefox and WebKit.

`scrollmotion demo -o PAGE` writes it beside the demo page
(`NAME-article.html`): the document scrolls, its elements are found by
the selectors of Demo/article-spec.json, which gives no frames. At
1280×800 and at 390×844, the page is scrolled to offsets along its whole
range, and the styles the runtime wrote (the masthead's opacity and blur,
each card's corner radius, the quote's colour, the reading bar's scale)
are `scrollmotion eval`'s values for the spec at the geometry the runtime
measured (the viewport, the document, each element's box), and they move.
The pages link to each other, and the demo's server serves both. A
screenshot of each size goes to ARTIFACTS/demo-article-<size>.png.

Usage: article_browser_test.py DEMO_PAGE SCROLLMOTION ARTIFACTS (run by
scripts/test-demo; SCROLLMOTION_BROWSERS picks the engines).
"""
import json
import os
import sys

from browser import check, engines, evaluate, finish, in_engine, open_browser, serve, wait_for

PAGE, SCROLLMOTION, ARTIFACTS = sys.argv[1], sys.argv[2], sys.argv[3]
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ARTICLE = os.path.splitext(os.path.basename(PAGE))[0] + "-article.html"
with open(os.path.join(ROOT, "Sources/ScrollMotionCLI/Resources/Demo/article-spec.json")) as handle:
    SPEC = json.load(handle)

# What the page shows, read from the styles the runtime wrote (inline), for each element the spec names.
READ = """
  const numbers = (text) => (text.match(/-?[0-9.]+(e-?[0-9]+)?/g) || []).map(Number);
  const style = (element) => element.style;
  const cards = [...document.querySelectorAll('.card')];
  return {
    scrollY: document.scrollingElement.scrollTop,
    reading: numbers(style(document.getElementById('progress')).scale),
    mastheadFade: numbers(style(document.getElementById('masthead')).opacity),
    mastheadBlur: numbers(style(document.getElementById('masthead')).getPropertyValue('--sm-blur')),
    cardRound: cards.map((card) => numbers(card.style.borderRadius)),
    quoteColour: numbers(style(document.getElementById('quote')).color),
  };"""


def measured_geometry(driver):
    """The viewport, the document's scroll size and each element's frame as the runtime measures them."""
    return driver.execute_script("""
      const elements = { progress: document.getElementById('progress'), masthead: document.getElementById('masthead'),
                         quote: document.getElementById('quote') };
      document.querySelectorAll('.card').forEach((card, index) => { elements[`card[${index}]`] = card; });
      const measured = window.scrollMotionArticle.choreography.measure(document.scrollingElement, elements);
      const frames = {};
      for (const animation of measured.animations) if (animation.subject) frames[animation.subject] = animation.timeline.slice(2, 6);
      return { scroller: measured.scroller.slice(0, 4), frames, cards: document.querySelectorAll('.card').length };""")


def eval_spec(geometry):
    """The article's spec as `eval` reads it at `geometry`: frames given, each card its own element."""
    width, height, content_width, content_height = geometry["scroller"]
    cards = geometry["cards"]
    elements = {"progress": SPEC["elements"]["progress"]}
    elements.update({name: {"frame": frame} for name, frame in geometry["frames"].items()})
    animations = []
    for animation in SPEC["animations"]:
        if animation["target"] != "card":
            animations.append(animation)
            continue
        for index in range(cards):
            timeline = {**animation["timeline"], "subject": f"card[{index}]"}
            animations.append({**animation, "id": f"{animation['id']}[{index}]", "target": f"card[{index}]",
                               "timeline": timeline})
    return {**SPEC, "scroller": {"containerSize": [width, height], "contentSize": [content_width, content_height]},
            "elements": elements, "animations": animations}




def near(seen, want, tolerance=1e-4):
    """A style's numbers against eval's value (a number, a list, or None for no style written)."""
    if want is None:
        return seen == []
    want = want if isinstance(want, list) else [want]
    # A scale of equal factors reads back as one number.
    if len(seen) == 1 and len(want) == 2 and want[0] == want[1]:
        seen = seen * 2
    return len(seen) == len(want) and all(abs(a - b) <= tolerance * max(1, abs(b)) for a, b in zip(seen, want))


def colour_near(seen, want):
    """`rgb(r, g, b)` against eval's [r, g, b, a] in 0…1, to 8 bits."""
    return want is not None and len(seen) >= 3 and all(abs(a - round(b * 255)) <= 1 for a, b in zip(seen, want[:3]))


def agrees(shown, values, cards):
    mismatches = []
    for name in ["reading", "mastheadFade", "mastheadBlur"]:
        if not near(shown[name], values[name]):
            mismatches.append((name, shown[name], values[name]))
    for index in range(cards):
        if not near(shown["cardRound"][index], values[f"cardRound[{index}]"]):
            mismatches.append((f"cardRound[{index}]", shown["cardRound"][index], values[f"cardRound[{index}]"]))
    if not colour_near(shown["quoteColour"], values["quoteColour"]):
        mismatches.append(("quoteColour", shown["quoteColour"], values["quoteColour"]))
    return mismatches


def run(driver, url, size):
    label = f"{size[0]}×{size[1]}"
    driver.get(url)
    # Narrower than the engines' windows can be, the page is in a frame of that size (browser.py).
    check(f"{label}: the page's viewport is {label}", driver.viewport() == list(size), driver.viewport())
    ready = wait_for(driver, "return Boolean(window.scrollMotionArticle)")
    check(f"{label}: the article loads and attaches to the page", ready, driver.console_errors()[:3])
    if not ready:
        return
    geometry = measured_geometry(driver)
    page = driver.execute_script("""
      const root = document.documentElement;
      return [root.clientWidth, root.clientHeight, root.scrollHeight, document.scrollingElement.scrollHeight - root.clientHeight]""")
    check(f"{label}: the runtime measures the viewport and the document, and five cards by one selector",
          geometry["scroller"][0:2] == page[0:2] and geometry["scroller"][3] == page[2] and geometry["cards"] == 5,
          (geometry, page))
    top = page[3]
    shown = []
    for share in [0, 0.04, 0.1, 0.2, 0.35, 0.5, 0.65, 0.8, 1]:
        driver.execute_script("window.scrollTo(0, arguments[0])", round(top * share))
        driver.execute_async_script("""
          const done = arguments[arguments.length - 1];
          requestAnimationFrame(() => requestAnimationFrame(() => done()));""")
        shown.append(driver.execute_script(READ))
    spec = eval_spec(geometry)
    expected = evaluate(SCROLLMOTION, spec, [state["scrollY"] for state in shown])
    mismatches = [(state["scrollY"], agrees(state, values, geometry["cards"])) for state, values in zip(shown, expected)]
    mismatches = [entry for entry in mismatches if entry[1]]
    check(f"{label}: at nine offsets over the page's range, every style written is eval's at the measured geometry",
          not mismatches, mismatches[:2])
    moved = {name: len({json.dumps(state[name]) for state in shown}) for name in ["reading", "mastheadFade", "mastheadBlur", "cardRound", "quoteColour"]}
    check(f"{label}: each property follows the scroll (several values over the range)",
          all(count >= 3 for count in moved.values()), moved)
    check(f"{label}: the reading bar is full at the end of the page", near(shown[-1]["reading"], [1, 1]), shown[-1]["reading"])
    # A screenshot as a reader sees it: part way down, the header gone, cards coming in.
    driver.execute_script("window.scrollTo(0, arguments[0])", round(top * 0.2))
    driver.execute_async_script("const done = arguments[arguments.length - 1]; requestAnimationFrame(() => requestAnimationFrame(() => done()));")
    driver.save_screenshot(os.path.join(ARTIFACTS, f"demo-article-{driver.engine}-{size[0]}x{size[1]}.png"))
    errors = driver.console_errors()
    check(f"{label}: no console errors", not errors, errors[:3])


def check_links(driver, base):
    """The demo page links to the article and the article back to it, as relative links."""
    driver.get(base + os.path.basename(PAGE))
    href = driver.execute_script("return [...document.querySelectorAll('header nav a')].map((a) => a.getAttribute('href')).pop()")
    check("the demo page's menu links to the article beside it", href == ARTICLE, href)
    driver.get(base + ARTICLE)
    back = driver.execute_script("return document.querySelector('#masthead nav a').getAttribute('href')")
    check("the article links back to the demo page", back == os.path.basename(PAGE), back)


def main():
    os.makedirs(ARTIFACTS, exist_ok=True)
    check("scrollmotion demo writes the article beside the page", os.path.isfile(os.path.join(os.path.dirname(PAGE), ARTICLE)),
          ARTICLE)
    server = serve(os.path.dirname(os.path.abspath(PAGE)))
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    try:
        for engine in engines():
            for size in [(1280, 800), (390, 844)]:
                driver = open_browser(engine, *size)
                in_engine(driver)
                try:
                    if size[0] == 1280:
                        check_links(driver, base)
                    run(driver, base + ARTICLE, size)
                finally:
                    driver.quit()
    finally:
        server.shutdown()
    return finish("article")


if __name__ == "__main__":
    sys.exit(main())
