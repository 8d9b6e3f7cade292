"""The timeline of `scrollmotion edit` in headless Chromium, driven with real
pointer and key events (Selenium's action chains): starts the real
`scrollmotion edit SPEC --port 0 --no-open` and checks that dragging a range
end, a view timeline's range end onto a named edge and a keyframe each
changes the file in that value's bytes alone, in the form the file has; that
the preview then plays what `scrollmotion eval` says of the file; that an
arrow key moves a range end by 1% and Shift+arrow by 10%; that undo restores
the file byte for byte; that a view timeline's bar lies where eval's values
say its named range starts and ends; that a problem marks its row; that
selecting a row selects its element and the other way round; and that every
control is reached with Tab. Run by scripts/test-demo with the executable's
path; prints one line per check and closes with `edit timeline: N passed, M
failed`.
"""
import json
import os
import sys
import tempfile

from browser import check, chromium, close, evaluate, finish, frames, wait_for
from edit_session import PATIENCE, agrees, file_text, find, keys, settled, start_editor, wait_file

SCROLLMOTION = sys.argv[1]

# Scroll range 1000. `fade`: 10% to 60%, offsets 100 to 600. `spin` on a
# view timeline of `badge` (at 900, 80 tall, in a 200 viewport): cover 700
# to 980, entry 700 to 780, contain 780 to 900, exit 900 to 980. `glow`
# has no range: the whole scroll range.
SPEC = """{
  "version": 1,
  "scroller": { "containerSize": [300, 200], "contentSize": [300, 1200] },
  "elements": {
    "card": { "frame": [0, 500, 300, 100] },
    "badge": { "frame": [20, 900, 80, 80] }
  },
  "animations": [
    {
      "id": "fade",
      "target": "card",
      "property": "opacity",
      "range": { "start": "10%", "end": "60%" },
      "keyframes": [
        { "offset": 0, "value": 0 },
        { "offset": 0.5, "value": 0.8 },
        { "offset": 1, "value": 1 }
      ]
    },
    {
      "id": "spin",
      "target": "badge",
      "property": "rotate",
      "timeline": { "type": "view", "axis": "y" },
      "range": "entry 0% exit 100%",
      "keyframes": [
        { "offset": 0, "value": 0 },
        { "offset": 1, "value": 90 }
      ]
    },
    {
      "id": "glow",
      "target": "badge",
      "property": "opacity",
      "keyframes": [
        { "offset": 0, "value": 1 },
        { "offset": 1, "value": 0.5 }
      ]
    }
  ]
}
"""


def drag_to(browser, handle, track, fraction):
  """Presses on `handle` and drags it to `fraction` of `track`'s width, as a person does."""
  from selenium.webdriver.common.action_chains import ActionChains
  width = track.rect["width"]
  # Offsets are from the track's centre, in whole pixels.
  x = round(width * fraction - width / 2)
  ActionChains(browser, duration=50).click_and_hold(handle).move_to_element_with_offset(track, x // 2, 0) \
    .move_to_element_with_offset(track, x, 0).release().perform()


with tempfile.TemporaryDirectory() as folder:
  from selenium.webdriver.common.keys import Keys
  path = os.path.join(folder, "timeline.json")
  with open(path, "w", encoding="utf-8") as f:
    f.write(SPEC)
  server, lines = start_editor(SCROLLMOTION, path)
  browser = None
  try:
    url = lines[1].strip()
    browser = chromium(1280, 1000)
    browser.get(url)
    check("the editor starts", wait_for(browser, "return window.scrollMotionEditor?.ready", PATIENCE))
    check("the timeline has one row per animation", browser.execute_script(
      "return [...document.querySelectorAll('#timeline .row .label')].map((label) => label.textContent)")
      == ["fade · card · opacity", "spin · badge · rotate", "glow · badge · opacity"])
    bar = browser.execute_script(
      "const bar = document.querySelector('[data-row=\"0\"] .bar'); return [+bar.dataset.start, +bar.dataset.end]")
    check("a scroll timeline's bar runs from 10% to 60% of the scroll range (100 to 600)", bar == [100, 600], bar)

    # Dragging the end of `fade`'s range to 75% of its track.
    drag_to(browser, find(browser, '[data-row="0"] .end[data-key="0 end"]'), find(browser, '[data-track="0"]'), 0.75)
    expected = SPEC.replace('"end": "60%"', '"end": "75%"')
    check("dragging a range end to 75% writes \"75%\" there, every other byte kept", wait_file(path, expected) == expected,
          file_text(path))
    settled(browser, path)
    check("one drag is one edit", browser.execute_script("return window.scrollMotionEditor.state.undo.length") == 1)
    result = agrees(SCROLLMOTION, browser, path, ["fade", "spin"], [150, 400, 700, 760])
    check("the preview then plays what eval prints for the file", result is True, result)

    # Dragging `fade`'s middle keyframe to 0.3 of its range (100 to 750: offset 295).
    drag_to(browser, find(browser, '[data-key="0 keyframe 1"]'), find(browser, '[data-track="0"]'), 0.295)
    expected2 = expected.replace('{ "offset": 0.5, "value": 0.8 }', '{ "offset": 0.3, "value": 0.8 }')
    check("dragging a keyframe writes its offset, to 0.01", wait_file(path, expected2) == expected2, file_text(path))
    settled(browser, path)
    result = agrees(SCROLLMOTION, browser, path, ["fade"], [200, 295, 500])
    check("the preview plays the moved keyframe as eval does", result is True, result)

    # Keyboard: the focused start of `fade`'s range.
    start = find(browser, '.end[data-key="0 start"]')
    browser.execute_script("arguments[0].focus()", start)
    keys(browser, Keys.ARROW_RIGHT)
    expected3 = expected2.replace('"start": "10%"', '"start": "11%"')
    check("the right arrow moves a range start by 1%", wait_file(path, expected3) == expected3, file_text(path))
    settled(browser, path)
    check("the end keeps the focus after the file is shown again", browser.execute_script(
      "return document.activeElement?.dataset.key") == "0 start")
    from selenium.webdriver.common.action_chains import ActionChains
    ActionChains(browser).key_down(Keys.SHIFT).send_keys(Keys.ARROW_LEFT).key_up(Keys.SHIFT).perform()
    expected4 = expected3.replace('"start": "11%"', '"start": "1%"')
    check("Shift and the left arrow move it by 10%", wait_file(path, expected4) == expected4, file_text(path))
    settled(browser, path)

    # A view timeline: its bar where eval's values say its range lies.
    spin = browser.execute_script(
      "const bar = document.querySelector('[data-row=\"1\"] .bar'); return [+bar.dataset.start, +bar.dataset.end]")
    check("a view timeline's bar runs over entry 0% to exit 100% (700 to 980)", spin == [700, 980], spin)
    low, high = spin
    values = [sample["spin"] for sample in evaluate(SCROLLMOTION, json.loads(file_text(path)),
                                                    [low - 1, low, low + (high - low) / 4, high - 1, high])]
    check("eval holds the first keyframe up to the bar's start and reaches the last at its end",
          values[0] == 0 and values[1] == 0 and close(values[2], 22.5) and 89 < values[3] < 90 and values[4] == 90, values)
    edges = browser.execute_script(
      "return [...document.querySelectorAll('[data-row=\"1\"] .edge')].map((edge) => +edge.dataset.offset).sort((a, b) => a - b)")
    check("its named edges are marked where the engine resolves them", edges == [700, 780, 900, 980], edges)
    titles = browser.execute_script(
      "return [...document.querySelectorAll('[data-row=\"1\"] .edge')].map((edge) => edge.title).join(' | ')")
    check("each edge names its ranges", "entry 100%" in titles and "contain 0%" in titles, titles)
    # Dragged near 780 (entry 100% = contain 0%): it snaps there, in the name it was written in, in the shorthand.
    drag_to(browser, find(browser, '.end[data-key="1 start"]'), find(browser, '[data-track="1"]'), 0.783)
    expected5 = expected4.replace('"range": "entry 0% exit 100%"', '"range": "entry 100% exit 100%"')
    check("a view range's start dragged near a named edge snaps to it, the shorthand kept a string",
          wait_file(path, expected5) == expected5, file_text(path))
    settled(browser, path)
    spin = browser.execute_script(
      "const bar = document.querySelector('[data-row=\"1\"] .bar'); return [+bar.dataset.start, +bar.dataset.end]")
    check("its bar now starts at 780", spin == [780, 980], spin)
    result = agrees(SCROLLMOTION, browser, path, ["spin"], [790, 850, 970])
    check("and the preview plays it as eval does", result is True, result)

    # A range left out: dragging its end adds the range with that end alone.
    drag_to(browser, find(browser, '.end[data-key="2 end"]'), find(browser, '[data-track="2"]'), 0.5)
    expected6 = expected5.replace('''        { "offset": 1, "value": 0.5 }
      ]
    }''', '''        { "offset": 1, "value": 0.5 }
      ],
      "range": { "end": "50%" }
    }''')
    check("dragging the end of a range left out adds it, on a line of its own", wait_file(path, expected6) == expected6,
          file_text(path))
    settled(browser, path)
    result = agrees(SCROLLMOTION, browser, path, ["glow"], [250, 499, 600])
    check("and the preview plays it as eval does", result is True, result)

    # Selection, both ways.
    find(browser, '[data-row="0"] .label').click()
    check("selecting a row highlights its element", browser.execute_script(
      "return document.querySelector('[data-element=card]').dataset.selected === 'true'"
      " && document.querySelector('[data-row=\"0\"]').dataset.selected === 'true'"))
    browser.execute_script("document.getElementById('scroller').scrollTo(0, 800)")
    frames(browser, 2)
    share = browser.execute_script(
      "const track = document.querySelector('[data-track=\"0\"]').getBoundingClientRect();"
      " return (document.querySelector('[data-track=\"0\"] .now').getBoundingClientRect().left - track.left - 1) / (track.width - 2)")
    check("the playhead is where the preview is scrolled to (800 of 1000)", abs(share - 0.8) < 0.002, share)

    # The ruler above the rows scrolls the preview: pressed at a quarter, dragged to 40%, then by key.
    from selenium.webdriver.common.action_chains import ActionChains
    scrub = find(browser, "#timeline .scrub")
    width = scrub.rect["width"]
    top = lambda: browser.execute_script("return document.getElementById('scroller').scrollTop")
    ActionChains(browser, duration=50).move_to_element_with_offset(scrub, round(width * 0.25 - width / 2), 0) \
      .click_and_hold().perform()
    frames(browser, 2)
    check("pressing on the ruler scrolls the preview to that share of its range (250 of 1000)", abs(top() - 250) <= 2, top())
    ActionChains(browser, duration=50).move_to_element_with_offset(scrub, round(width * 0.4 - width / 2), 0) \
      .release().perform()
    frames(browser, 3)
    check("dragging along it scrolls the preview with the pointer (400 of 1000)", abs(top() - 400) <= 2, top())
    result = agrees(SCROLLMOTION, browser, path, ["fade", "spin", "glow"], [top()])
    check("and the preview plays there what eval prints", result is True, result)
    share = browser.execute_script(
      "const track = document.querySelector('[data-track=\"0\"]').getBoundingClientRect();"
      " return (document.querySelector('[data-track=\"0\"] .now').getBoundingClientRect().left - track.left - 1) / (track.width - 2)")
    check("the rows' playheads follow", abs(share - top() / 1000) < 0.003, share)
    keys(browser, Keys.ARROW_RIGHT)
    frames(browser, 2)
    check("the right arrow on the ruler scrolls 1% further (410)", abs(top() - 410) <= 1, top())
    keys(browser, Keys.END)
    frames(browser, 2)
    check("End scrolls to the end (1000), and the ruler says 100", top() == 1000 and find(browser, "#timeline .scrub")
          .get_attribute("aria-valuenow") == "100", (top(), find(browser, "#timeline .scrub").get_attribute("aria-valuenow")))
    browser.execute_script("document.getElementById('scroller').scrollTo(0, 800)")
    frames(browser, 2)
    find(browser, '[data-element="badge"]').click()
    check("selecting an element's box selects its rows", browser.execute_script(
      "return [...document.querySelectorAll('#timeline .row')].map((row) => row.dataset.selected).join()") == "false,true,true")

    # Tab reaches every control of a row, in order, each with a visible focus ring.
    browser.execute_script("document.querySelector('[data-row=\"0\"] .label').focus()")
    reached = []
    rings = []
    for _ in range(6):
      keys(browser, Keys.TAB)
      reached.append(browser.execute_script("return document.activeElement.dataset.key"))
      rings.append(browser.execute_script("return getComputedStyle(document.activeElement).outlineStyle"))
    check("Tab goes through a row's label, range ends and keyframes", reached == [
      "0 start", "0 end", "0 keyframe 0", "0 keyframe 1", "0 keyframe 2", "1 label"], reached)
    check("each with a visible focus ring", all(ring not in ("none", "") for ring in rings), rings)

    # Undo, once per edit: the file as it was loaded, byte for byte.
    for _ in range(6):
      find(browser, "#undo").click()
      settled(browser, path)
    check("undo restores the file byte for byte", wait_file(path, SPEC) == SPEC, file_text(path))
    find(browser, "#redo").click()
    check("redo writes the first drag again", wait_file(path, expected) == expected, file_text(path))
    settled(browser, path)

    # A problem inside an animation marks its row.
    browser.execute_script("""
      const area = document.getElementById('text');
      area.value = area.value.replace('"target": "badge"', '"target": "nobody"');
      area.dispatchEvent(new Event('input'));""")
    marked = wait_for(browser, "return document.querySelector('[data-row=\"1\"]')?.dataset.problem === 'true'", PATIENCE)
    check("a problem in animations[1] marks its row", marked)
    check("with its message", "animations[1].target" in browser.execute_script(
      "return document.querySelector('[data-row=\"1\"]').title"))
    check("and no other row", browser.execute_script("return document.querySelector('[data-row=\"0\"]').dataset.problem") is None)
    errors = browser.console_errors()
    check("no console errors", not errors, errors)
  finally:
    if browser:
      browser.quit()
    server.terminate()
    server.wait(PATIENCE)

sys.exit(finish("edit timeline"))
