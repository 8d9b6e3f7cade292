"""`scrollmotion edit SPEC --page PAGE` in headless Chromium: starts the real
command on a small page with a stylesheet beside it and checks that the
preview shows that page (its CSS loaded, none of its scripts run, no token
in its address) at the spec's container size in place of the boxes; that
scrolling the page plays the spec on the page's own elements, found by the
spec's selectors and measured there, with the values `scrollmotion eval`
prints for the page's geometry; that the timeline's bars are the ranges the
engine resolves for that geometry; that dragging a range end (real pointer
events) writes the file as it does on the boxes and replays on the page; and
that the tools that only apply to boxes are off, saying why. Run by
scripts/test-demo with the executable's path; prints one line per check and
closes with `edit own page: N passed, M failed`.
"""
import json
import os
import subprocess
import sys
import tempfile

from browser import check, chromium, close, evaluate, finish, frames, wait_for
from edit_session import PATIENCE, bar, file_text, start_editor, wait_file

SCROLLMOTION = sys.argv[1]

# The page: 500 points above the card, the card 100 tall, 400 below; in a
# 300 x 200 frame its document scrolls 800. Its script must not run.
PAGE = """<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>my page</title>
<link rel="stylesheet" href="style.css">
</head>
<body>
<div class="above"></div>
<div id="card">card</div>
<div class="below"></div>
<script>document.title = 'a script ran'; window.parent.stolen = window.parent.location.hash;</script>
</body>
</html>
"""
STYLE = """body { margin: 0; }
.above { height: 500px; }
#card { height: 100px; background: rgb(255, 99, 71); }
.below { height: 400px; }
"""

# The spec's own sizes and frames differ from the page's, which the preview
# measures: the card by its selector, without a frame.
SPEC = """{
  "version": 1,
  "scroller": { "containerSize": [300, 200], "contentSize": [300, 2000] },
  "elements": {
    "card": { "selector": "#card" }
  },
  "animations": [
    {
      "id": "fade",
      "target": "card",
      "property": "opacity",
      "range": { "start": "10%", "end": "60%" },
      "keyframes": [
        { "offset": 0, "value": 0.2 },
        { "offset": 1, "value": 1 }
      ]
    },
    {
      "id": "spin",
      "target": "card",
      "property": "rotate",
      "timeline": { "type": "view", "axis": "y" },
      "range": "contain 0% contain 100%",
      "keyframes": [
        { "offset": 0, "value": 0 },
        { "offset": 1, "value": 90 }
      ]
    }
  ]
}
"""


def on_page(spec_text):
  """The spec with the page's geometry written in: what eval plays for the page."""
  spec = json.loads(spec_text)
  spec["scroller"]["contentSize"] = [300, 1000]
  spec["elements"]["card"]["frame"] = [0, 500, 300, 100]
  return spec


def agrees(browser, spec_text, offsets):
  """Whether the page, scrolled to each offset, plays what eval prints there for the page's geometry,
  on the runtime's values and on the card's own style; the first disagreement otherwise."""
  evaluated = evaluate(SCROLLMOTION, on_page(spec_text), offsets)
  for offset, values in zip(offsets, evaluated):
    browser.execute_script("document.getElementById('page').contentDocument.scrollingElement.scrollTo(0, arguments[0])", offset)
    frames(browser, 3)
    shown = browser.execute_script("return window.scrollMotionEditor.values()")
    opacity = browser.execute_script(
      "return Number(document.getElementById('page').contentDocument.getElementById('card').style.opacity)")
    for id in ("fade", "spin"):
      if not close(shown[id], values[id]):
        return (offset, id, shown[id], values[id])
    if not close(opacity, values["fade"]):
      return (offset, "the card's opacity", opacity, values["fade"])
  return True


with tempfile.TemporaryDirectory() as folder:
  from selenium.webdriver.common.action_chains import ActionChains
  from selenium.webdriver.common.by import By
  site = os.path.join(folder, "site")
  os.makedirs(site)
  for name, text in (("index.html", PAGE), ("style.css", STYLE)):
    with open(os.path.join(site, name), "w", encoding="utf-8") as f:
      f.write(text)
  path = os.path.join(folder, "page.json")
  with open(path, "w", encoding="utf-8") as f:
    f.write(SPEC)
  server, lines = start_editor(SCROLLMOTION, path, ["--page", os.path.join(site, "index.html")])
  browser = None
  try:
    url = lines[1].strip()
    browser = chromium(1280, 1000)
    browser.get(url)
    check("the editor starts", wait_for(browser, "return window.scrollMotionEditor?.ready", PATIENCE))
    loaded = wait_for(browser, """const page = document.getElementById('page')?.contentDocument;
      const card = page?.getElementById('card');
      return card && getComputedStyle(card).backgroundColor === 'rgb(255, 99, 71)' && card.style.opacity !== ''""", PATIENCE)
    check("the preview shows the page from /page/ with its stylesheet, the spec playing on its card", loaded)
    size = browser.execute_script("const frame = document.getElementById('page'); return [frame.clientWidth, frame.clientHeight]")
    check("the page's frame has the spec's container size", size == [300, 200], size)
    check("nothing is said under the page when all its elements are found", browser.execute_script(
      "return document.getElementById('page-problem').textContent") == "")
    check("the boxes are not shown", browser.execute_script(
      "return document.getElementById('scroller').hidden && getComputedStyle(document.getElementById('scroller')).display === 'none'"))
    scripts = browser.execute_script("""const frame = document.getElementById('page');
      return [frame.contentDocument.title, frame.getAttribute('sandbox'), frame.contentWindow.location.href, window.stolen ?? null]""")
    check("none of the page's scripts runs (sandboxed), and its address has no token",
          scripts[0] == "my page" and scripts[1] == "allow-same-origin" and scripts[2].endswith("/page/")
          and "token" not in scripts[2] and scripts[3] is None, scripts)

    check("the timeline's scroll range is the page's: fade runs over 10% to 60% of 800 (80 to 480)",
          bar(browser, 0) == [80, 480], bar(browser, 0))
    check("a view timeline's bar is the card's contain range on the page (400 to 500)",
          bar(browser, 1) == [400, 500], bar(browser, 1))
    result = agrees(browser, SPEC, [0, 80, 200, 450, 480, 430, 800])
    check("scrolling the page plays eval's values for the page's geometry, on the card itself", result is True, result)
    check("the playhead follows the page's scroll", browser.execute_script(
      "return document.getElementById('timeline').style.getPropertyValue('--now-y')") == "100%")

    # A drag of fade's range end to 75% of its track, as on the boxes.
    track = browser.find_element(By.CSS_SELECTOR, '[data-track="0"]')
    handle = browser.find_element(By.CSS_SELECTOR, '[data-row="0"] .end[data-key="0 end"]')
    width = track.rect["width"]
    x = round(width * 0.75 - width / 2)
    ActionChains(browser, duration=50).click_and_hold(handle).move_to_element_with_offset(track, x // 2, 0) \
      .move_to_element_with_offset(track, x, 0).release().perform()
    expected = SPEC.replace('"end": "60%"', '"end": "75%"')
    check("dragging a range end writes the file as on the boxes, every other byte kept",
          wait_file(path, expected) == expected, file_text(path))
    wait_for(browser, "return window.scrollMotionEditor.settled()", PATIENCE)
    wait_for(browser, f"return document.getElementById('text').value === {json.dumps(expected)}", PATIENCE)
    check("the bar then ends at 75% of the page's scroll range (600)", bar(browser, 0) == [80, 600], bar(browser, 0))
    result = agrees(browser, expected, [80, 300, 550, 600])
    check("and the page plays the edit as eval does", result is True, result)

    browser.execute_script("document.getElementById('page').contentDocument.scrollingElement.scrollTo(0, 300)")
    wait_for(browser, "return document.getElementById('page-markers').style.transform === 'translate(0px, -300px)'", PATIENCE)
    markers = browser.execute_script("""return [[...document.querySelectorAll('#page-markers .marker')].map((mark) => mark.dataset.marker + ' ' + mark.style.top),
              document.getElementById('page-markers').style.transform]""")
    check("the range markers are over the page, at the page's offsets, moved with its scroll",
          "fade start 80px" in markers[0] and "fade end 600px" in markers[0] and "spin start 400px" in markers[0]
          and markers[1] == "translate(0px, -300px)", markers)
    if os.environ.get("SCROLLMOTION_SCREENSHOTS"):
      for width in (1280, 820):
        browser.set_window_size(width, 1000)
        frames(browser, 3)
        browser.save_screenshot(os.path.join(os.environ["SCROLLMOTION_SCREENSHOTS"], f"edit-page-{width}.png"))
      browser.set_window_size(1280, 1000)

    # The keyboard: Tab from the size menus reaches the page, which shows a ring and scrolls with Page Down.
    from selenium.webdriver.common.keys import Keys
    browser.execute_script("document.getElementById('page').contentDocument.scrollingElement.scrollTo(0, 0)")
    browser.execute_script("document.getElementById('preview-motion').focus()")
    ActionChains(browser).send_keys(Keys.TAB).perform()
    ring = wait_for(browser, """return document.activeElement.id === 'page' && document.getElementById('page-box').dataset.focused === 'true'
      && getComputedStyle(document.getElementById('page-box')).outlineStyle === 'solid'""", PATIENCE)
    check("Tab reaches the page, with a visible focus ring", ring)
    ActionChains(browser).send_keys(Keys.PAGE_DOWN).perform()
    scrolled = wait_for(browser, "return document.getElementById('page').contentDocument.scrollingElement.scrollTop > 0", PATIENCE)
    check("Page Down scrolls the page and the playhead follows", scrolled and browser.execute_script(
      "return document.getElementById('timeline').style.getPropertyValue('--now-y') !== '0%'"))
    browser.execute_script("document.getElementById('text').focus()")
    check("the ring goes when the focus leaves the page", wait_for(
      browser, "return document.getElementById('page-box').dataset.focused === 'false'", PATIENCE))

    # What only applies to boxes is off, and says why.
    add = browser.execute_script("const b = [...document.querySelectorAll('#structure button')].find((b) => b.textContent === '+ element'); return [b.disabled, b.title]")
    check("+ element is off, saying why", add[0] is True and "off on your page" in add[1], add)
    note = browser.execute_script("return document.getElementById('note').textContent")
    check("the note says moving and resizing elements is off on the page", "Moving, resizing and adding elements are off" in note, note)
    check("no box is there to drag", browser.execute_script("return document.querySelectorAll('#content .element:not([hidden])').length === 0 || document.getElementById('scroller').hidden"))

    # A selector that finds nothing on the page: said under it.
    text = browser.find_element(By.ID, "text")
    browser.execute_script("arguments[0].value = arguments[0].value.replace('\"#card\"', '\"#ghost\"'); arguments[0].dispatchEvent(new Event('input'))", text)
    problem = wait_for(browser, "return document.getElementById('page-problem').textContent", PATIENCE)
    check("a selector that matches nothing on the page is said under it", "#ghost" in problem, problem)
    browser.execute_script("""arguments[0].value = arguments[0].value.replace('"selector": "#ghost"', '"frame": [0, 500, 300, 100]');
      arguments[0].dispatchEvent(new Event('input'))""", text)
    problem = wait_for(browser, "const text = document.getElementById('page-problem').textContent; return text.includes('no selector') && text", PATIENCE)
    check("an animated element without a selector is said not to play on the page", problem and problem.endswith(": card"), problem)
  finally:
    if browser:
      browser.quit()
    server.terminate()
    try:
      server.wait(PATIENCE)
    except subprocess.TimeoutExpired:
      server.kill()

sys.exit(finish("edit own page"))
