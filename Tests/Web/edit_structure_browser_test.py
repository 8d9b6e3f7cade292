"""The structure tools of `scrollmotion edit` in headless Chromium, driven with
real pointer and key events (Selenium's action chains): starts the real
`scrollmotion edit SPEC --port 0 --no-open` and checks that dragging an
element's box and a resize handle writes its `frame` (that value's bytes
alone) and that `scrollmotion eval` then agrees with the preview, a view
timeline's row following the new geometry; that Shift snaps to 8 points,
the arrow keys move a focused box and with Alt resize it; that adding,
duplicating and deleting an animation and adding and duplicating an
element each change the file as expected and are each undone byte for
byte by one undo; that deleting an element animations target says which
go with it and deletes them in one write; that choosing the preview's
width switches the variant that plays, as `scrollmotion eval --container`
does; and that the CSS and compiled buttons show what `scrollmotion css`
and `scrollmotion compile` print. With a folder, writes screenshots at
desktop and tablet widths there. Run by scripts/test-demo with the
executable's path; prints one line per check and closes with `edit
structure: N passed, M failed`.
"""
import json
import os
import subprocess
import sys
import tempfile

from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

from browser import check, chromium, close, evaluate, finish, frames, wait_for
from edit_session import PATIENCE, agrees, bar, file_text, find, settled, start_editor, wait_file

SCROLLMOTION = sys.argv[1]
ARTIFACTS = sys.argv[2] if len(sys.argv) > 2 else None

# Scroll range 1000. `fade` runs over 10% to 60% (100 to 600); `spin`
# over its badge's view, entry 0% to exit 100% (badge at 900, 80 tall, in a
# 200 viewport: 700 to 980).
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
    }
  ]
}
"""
# The same with `pair`, which scales both elements, and three variants: from
# a width of 600, `fade` runs over the whole scroll range from 0.5; under
# reduced motion, `still` fades the badge; from a height of 400, `spin`
# turns to 180.
SPEC_VARIANTS = SPEC[:-7] + """,
    {
      "id": "pair",
      "targets": ["card", "badge"],
      "property": "scale",
      "keyframes": [
        { "offset": 0, "value": 1 },
        { "offset": 1, "value": 1.5 }
      ]
    }
  ],
  "variants": [
    {
      "when": { "width": { "from": 600 } },
      "replace": [
        { "id": "fade", "target": "card", "property": "opacity",
          "keyframes": [ { "offset": 0, "value": 0.5 }, { "offset": 1, "value": 1 } ] }
      ]
    },
    {
      "when": { "reducedMotion": true },
      "add": [
        { "id": "still", "target": "badge", "property": "opacity",
          "keyframes": [ { "offset": 0, "value": 1 }, { "offset": 1, "value": 0.25 } ] }
      ]
    },
    {
      "when": { "height": { "from": 400 } },
      "replace": [
        { "id": "spin", "target": "badge", "property": "rotate", "timeline": { "type": "view", "axis": "y" },
          "range": "entry 0% exit 100%", "keyframes": [ { "offset": 0, "value": 0 }, { "offset": 1, "value": 180 } ] }
      ]
    }
  ]
}
"""


def replaced(text, old, new):
  """`text` with `old` (which it must hold once) replaced by `new`: an expected file."""
  assert text.count(old) == 1, old
  return text.replace(old, new)


def actions(browser):
  from selenium.webdriver.common.action_chains import ActionChains
  return ActionChains(browser, duration=50)


def scroll(browser, offset):
  browser.execute_script("document.getElementById('scroller').scrollTo(0, arguments[0])", offset)
  frames(browser, 3)


def undo_restores(browser, path, before):
  """Clicks undo once; whether the file is then `before`, byte for byte."""
  find(browser, "#undo").click()
  restored = wait_file(path, before) == before
  settled(browser, path)
  return restored


def undos(browser):
  return browser.execute_script("return window.scrollMotionEditor.state.undo.length")


def session(folder, name, text, body):
  """Starts `scrollmotion edit` on a file of `text` and the page in Chromium, and runs `body(browser, path)`."""
  path = os.path.join(folder, name)
  with open(path, "w", encoding="utf-8") as f:
    f.write(text)
  server, lines = start_editor(SCROLLMOTION, path)
  browser = None
  try:
    browser = chromium(1280, 1000)
    browser.get(lines[1].strip())
    check(f"the editor starts on {name}", wait_for(browser, "return window.scrollMotionEditor?.ready", PATIENCE))
    body(browser, path)
    check("no errors in the console", not browser.console_errors(), browser.console_errors())
  finally:
    if browser:
      browser.quit()
    server.terminate()
    server.wait(PATIENCE)


def structure(browser, path):
  """Moving, resizing, adding, duplicating and deleting, on SPEC."""
  check("spin's row runs over its badge's view, 700 to 980", bar(browser, 1) == [700, 980], bar(browser, 1))

  # Moving: the badge dragged 40 right and 30 down, held there, then let go.
  scroll(browser, 800)
  badge = find(browser, '.element[data-element="badge"]')
  drag = actions(browser).click_and_hold(badge).move_by_offset(20, 15).move_by_offset(20, 15)
  drag.perform()
  frames(browser, 2)
  held = browser.execute_script(
    "const box = document.querySelector('.element[data-element=\"badge\"]'); return [box.style.left, box.style.top]")
  check("while held, the box is where the pointer took it and the file is as it was",
        held == ["60px", "930px"] and file_text(path) == SPEC, (held, file_text(path) == SPEC))
  check("and spin's row already follows it (730 to 1010)", bar(browser, 1) == [730, 1010], bar(browser, 1))
  held_spec = json.loads(SPEC)
  held_spec["elements"]["badge"]["frame"] = [60, 930, 80, 80]
  expected = evaluate(SCROLLMOTION, held_spec, [800])[0]
  shown = browser.execute_script("return window.scrollMotionEditor.values()")
  check("and the preview plays what eval gives for the held frame",
        close(shown["spin"], expected["spin"]) and close(shown["fade"], expected["fade"]), (shown, expected))
  actions(browser).release().perform()
  moved = replaced(SPEC, '"badge": { "frame": [20, 900, 80, 80] }', '"badge": { "frame": [60, 930, 80, 80] }')
  check("letting go writes the moved frame, every other byte kept", wait_file(path, moved) == moved, file_text(path))
  settled(browser, path)
  check("one drag is one edit", undos(browser) == 1, undos(browser))
  check("spin's row runs over the moved badge's view (730 to 1010)", bar(browser, 1) == [730, 1010], bar(browser, 1))
  result = agrees(SCROLLMOTION, browser, path, ["fade", "spin"], [300, 740, 800, 900, 1000])
  check("the preview then plays what eval prints for the file", result is True, result)

  # Resizing: the badge's bottom-right handle (in view) dragged 20 right and 10 down.
  scroll(browser, 880)
  grip = find(browser, '.element[data-element="badge"] .grip[data-grip="se"]')
  actions(browser).click_and_hold(grip).move_by_offset(10, 5).move_by_offset(10, 5).release().perform()
  resized = replaced(moved, '[60, 930, 80, 80]', '[60, 930, 100, 90]')
  check("dragging the bottom-right handle writes the new width and height alone", wait_file(path, resized) == resized,
        file_text(path))
  settled(browser, path)
  result = agrees(SCROLLMOTION, browser, path, ["spin"], [740, 850, 1000])
  check("and the preview plays the resized badge's view as eval does", result is True, result)
  check("one undo restores the file before the resize, byte for byte", undo_restores(browser, path, moved))

  # Shift snaps a drag to 8 points; the arrow keys move a focused box by 1 (10 with Shift).
  scroll(browser, 400)
  card = find(browser, '.element[data-element="card"]')
  actions(browser).key_down(Keys.SHIFT).click_and_hold(card).move_by_offset(13, 10).move_by_offset(0, 11) \
    .release().key_up(Keys.SHIFT).perform()
  snapped = replaced(moved, '[0, 500, 300, 100]', '[16, 520, 300, 100]')
  check("with Shift, a dragged box lands on whole multiples of 8 points", wait_file(path, snapped) == snapped,
        file_text(path))
  settled(browser, path)
  browser.execute_script("document.querySelector('.element[data-element=\"card\"]').focus()")
  count = undos(browser)
  actions(browser).send_keys(Keys.ARROW_RIGHT).perform()
  keyed = replaced(snapped, '[16, 520, 300, 100]', '[17, 520, 300, 100]')
  check("the right arrow moves a focused box by 1 point", wait_file(path, keyed) == keyed, file_text(path))
  settled(browser, path)
  check("the box keeps the focus", browser.execute_script("return document.activeElement.dataset.element") == "card")
  actions(browser).key_down(Keys.SHIFT).send_keys(Keys.ARROW_DOWN).key_up(Keys.SHIFT).perform()
  keyed2 = replaced(keyed, '[17, 520, 300, 100]', '[17, 530, 300, 100]')
  check("Shift and the down arrow move it by 10", wait_file(path, keyed2) == keyed2, file_text(path))
  settled(browser, path)
  actions(browser).key_down(Keys.ALT).send_keys(Keys.ARROW_LEFT).key_up(Keys.ALT).perform()
  keyed3 = replaced(keyed2, '[17, 530, 300, 100]', '[17, 530, 299, 100]')
  check("Alt and the left arrow make it 1 narrower (and the page stays)", wait_file(path, keyed3) == keyed3, file_text(path))
  settled(browser, path)
  check("each press is one edit", undos(browser) == count + 3, (count, undos(browser)))
  check("one undo takes back the last press alone", undo_restores(browser, path, keyed2))
  check("and another the one before", undo_restores(browser, path, keyed))
  check("and another the one before", undo_restores(browser, path, snapped))
  check("and another the snapped drag", undo_restores(browser, path, moved))
  base = moved

  # Adding an animation for the selected element: opacity 0 to 1 over the whole timeline, a fresh id.
  find(browser, '.element[data-element="badge"]').click()
  find(browser, "#structure button[aria-label^='add an animation']").click()
  added = replaced(base, """        { "offset": 1, "value": 90 }
      ]
    }
  ]
}""", """        { "offset": 1, "value": 90 }
      ]
    },
    {
      "id": "fade-2",
      "target": "badge",
      "property": "opacity",
      "keyframes": [
        { "offset": 0, "value": 0 },
        { "offset": 1, "value": 1 }
      ]
    }
  ]
}""")
  check("adding an animation appends one for the selected element, indented as its siblings",
        wait_file(path, added) == added, file_text(path))
  settled(browser, path)
  check("its row is there and selected", browser.execute_script(
    "return document.querySelector('[data-row=\"2\"]')?.dataset.selected") == "true")
  check("one undo takes it out, byte for byte", undo_restores(browser, path, base))

  # Duplicating the selected animation: its text as written, with a new id.
  find(browser, '[data-row="0"] .label').click()
  find(browser, "#structure button[aria-label^='duplicate the selected animation']").click()
  fade = SPEC[SPEC.index('    {\n      "id": "fade"'):SPEC.index('    {\n      "id": "spin"')]
  duplicated = replaced(base, fade, fade + replaced(fade, '"id": "fade"', '"id": "fade-2"'))
  check("duplicating an animation inserts its copy after it, as written, as fade-2",
        wait_file(path, duplicated) == duplicated, file_text(path))
  settled(browser, path)
  check("one undo takes the copy out, byte for byte", undo_restores(browser, path, base))

  # Deleting the selected animation with the Delete key on its row.
  label = find(browser, '[data-row="1"] .label')
  label.click()
  actions(browser).send_keys(Keys.DELETE).perform()
  wait_for(browser, "return window.scrollMotionEditor.state.undo.length > 0 && window.scrollMotionEditor.settled()"
           " && document.querySelectorAll('#timeline .row').length === 1", PATIENCE)
  spec = json.loads(file_text(path))
  check("Delete on a row's label deletes its animation, the others kept",
        [a["id"] for a in spec["animations"]] == ["fade"] and spec["elements"] == json.loads(base)["elements"],
        file_text(path))
  settled(browser, path)
  check("one undo brings it back, byte for byte", undo_restores(browser, path, base))

  # Adding an element: a fresh name, a frame in the content, in view.
  scroll(browser, 0)
  find(browser, "#structure button[aria-label^='add an element']").click()
  box = replaced(base, """    "badge": { "frame": [60, 930, 80, 80] }
  },""", """    "badge": { "frame": [60, 930, 80, 80] },
    "box": { "frame": [90, 67, 120, 80] }
  },""")
  check("adding an element writes a fresh name with a frame in view, on a line of its own",
        wait_file(path, box) == box, file_text(path))
  settled(browser, path)
  check("its box is in the preview and selected", browser.execute_script(
    "return document.querySelector('.element[data-element=\"box\"]')?.dataset.selected") == "true")
  check("one undo takes it out, byte for byte", undo_restores(browser, path, base))

  # Duplicating an element with Ctrl+D on its focused box: its text as written, under a new name.
  browser.execute_script("document.querySelector('.element[data-element=\"badge\"]').focus()")
  actions(browser).key_down(Keys.CONTROL).send_keys("d").key_up(Keys.CONTROL).perform()
  copied = replaced(base, """    "badge": { "frame": [60, 930, 80, 80] }
  },""", """    "badge": { "frame": [60, 930, 80, 80] },
    "badge-2": { "frame": [60, 930, 80, 80] }
  },""")
  check("Ctrl+D on a box duplicates its element as badge-2", wait_file(path, copied) == copied, file_text(path))
  settled(browser, path)
  check("one undo takes the copy out, byte for byte", undo_restores(browser, path, base))

def variants(browser, path):
  """Deleting a targeted element, the preview's width and its variants, the outputs, on SPEC_VARIANTS."""
  base = SPEC_VARIANTS
  # Deleting an element that animations target: the page says which go with it, then deletes all in one write.
  find(browser, '.element[data-element="card"]').click()
  find(browser, "#structure button[aria-label^='delete the selected element']").click()
  said = browser.execute_script("return document.getElementById('confirm-text')?.textContent ?? ''")
  check("deleting a targeted element says which animations go with it, and which lose it from their targets",
        "deletes fade (animations[0]), fade (variants[0].replace[0])" in said
        and "takes it out of the targets of pair (animations[2])" in said, said)
  check("and writes nothing until asked", file_text(path) == base)
  count = undos(browser)
  find(browser, "#confirm-delete").click()
  wait_for(browser, f"return window.scrollMotionEditor.state.undo.length === {count + 1} && window.scrollMotionEditor.settled()",
           PATIENCE)
  spec = json.loads(file_text(path))
  check("confirmed, the element and every animation of it are deleted in one write",
        list(spec["elements"]) == ["badge"] and [a["id"] for a in spec["animations"]] == ["spin", "pair"]
        and spec["animations"][1]["targets"] == ["badge"] and spec["variants"][0]["replace"] == []
        and undos(browser) == count + 1, file_text(path))
  settled(browser, path)
  check("one undo restores the element and its animations, byte for byte", undo_restores(browser, path, base))

  # The preview's width chooses the variant; the file is untouched.
  menu = Select(find(browser, "#preview-width"))
  offered = [option.get_attribute("value") for option in menu.options]
  check("the width menu offers the presets and both sides of the breakpoint",
        offered == ["", "390", "820", "1280", "599", "600"], offered)
  playing = lambda: browser.execute_script("return document.getElementById('variant').dataset.playing")
  check("at the spec's own width, its own animations play", playing() == "", playing())
  menu.select_by_value("600")
  wait_for(browser, "return document.getElementById('variant').dataset.playing === '0'", PATIENCE)
  said = browser.execute_script("return document.getElementById('variant').textContent")
  check("at 600 the page says variants[0] plays", "variants[0]" in said and "600 × 200" in said, said)
  result = agrees(SCROLLMOTION, browser, path, ["fade", "spin"], [0, 300, 800], "600x200")
  check("and the preview plays what eval --container 600x200 prints", result is True, result)
  menu.select_by_value("599")
  wait_for(browser, "return document.getElementById('variant').dataset.playing === ''", PATIENCE)
  result = agrees(SCROLLMOTION, browser, path, ["fade", "spin"], [0, 300, 800], "599x200")
  check("at 599 the spec's own animations play, as eval --container 599x200 says", result is True, result)
  menu.select_by_value("")
  wait_for(browser, "return document.getElementById('variant').textContent.startsWith('300 × 200')", PATIENCE)

  # Its height does too, alone or with a width.
  tall = Select(find(browser, "#preview-height"))
  offered = [option.get_attribute("value") for option in tall.options]
  check("the height menu offers the presets and both sides of the height breakpoint",
        offered == ["", "844", "900", "1180", "399", "400"], offered)
  for width, height, expected in (("", "400", "2"), ("", "399", ""), ("600", "400", "0,2")):
    menu.select_by_value(width)
    tall.select_by_value(height)
    container = f"{width or 300}x{height}"
    wait_for(browser, f"return document.getElementById('variant').textContent.startsWith('{container.replace('x', ' × ')}')",
             PATIENCE)
    check(f"at {container} the page says which variants play ({expected or 'none'})", playing() == expected, playing())
    result = agrees(SCROLLMOTION, browser, path, ["fade", "spin"], [0, 300, 700], container)
    check(f"and the preview plays what eval --container {container} prints", result is True, result)
  menu.select_by_value("")
  tall.select_by_value("")
  wait_for(browser, "return document.getElementById('variant').textContent.startsWith('300 × 200')", PATIENCE)

  # The preview's corner grip resizes it: dragged 210 right and 200 down, then 90 wider by key.
  grip = find(browser, "#preview-grip")
  actions(browser).click_and_hold(grip).move_by_offset(100, 100).move_by_offset(110, 100).release().perform()
  wait_for(browser, "return document.getElementById('variant').textContent.startsWith('510 × 400')", PATIENCE)
  size = browser.execute_script("const s = document.getElementById('scroller'); return [s.style.width, s.style.height]")
  check("dragging the preview's grip resizes it (510 × 400) and the variants are chosen again", playing() == "2"
        and size == ["510px", "400px"], (playing(), size))
  result = agrees(SCROLLMOTION, browser, path, ["fade", "spin"], [0, 300, 700], "510x400")
  check("and the preview plays what eval --container 510x400 prints", result is True, result)
  browser.execute_script("document.getElementById('preview-grip').focus()")
  for _ in range(9):
    actions(browser).key_down(Keys.SHIFT).send_keys(Keys.ARROW_RIGHT).key_up(Keys.SHIFT).perform()
  wait_for(browser, "return document.getElementById('variant').textContent.startsWith('600 × 400')", PATIENCE)
  check("Shift and the right arrow on the grip widen it by 10 (600 × 400: both size variants)", playing() == "0,2", playing())
  check("the width menu shows the width dragged to", Select(find(browser, "#preview-width")).first_selected_option
        .get_attribute("value") == "600")
  menu.select_by_value("")
  tall.select_by_value("")
  wait_for(browser, "return document.getElementById('variant').textContent.startsWith('300 × 200 plays')", PATIENCE)

  # The motion menu plays the preview as under reduced motion, whatever the system's setting.
  motion = Select(find(browser, "#preview-motion"))
  motion.select_by_value("reduce")
  wait_for(browser, "return document.getElementById('variant').dataset.playing === '1'", PATIENCE)
  said = browser.execute_script("return document.getElementById('variant').textContent")
  check("reduced motion chosen, the page says the reduced-motion variant plays", "with reduced motion" in said
        and "variants[1]" in said, said)
  result = agrees(SCROLLMOTION, browser, path, ["fade", "spin", "still"], [0, 300, 800], reduced=True)
  check("and the preview plays what eval --reduced-motion prints", result is True, result)
  motion.select_by_value("full")
  wait_for(browser, "return document.getElementById('variant').dataset.playing === ''", PATIENCE)
  shown = browser.execute_script("return window.scrollMotionEditor.values()")
  check("full motion chosen, the variant's animation no longer plays", "still" not in shown, sorted(shown))
  motion.select_by_value("")
  check("resizing the preview and choosing its motion write nothing", file_text(path) == base)

  # The CSS export and the compiled spec, as the commands print them.
  for button, command in ("CSS", ["css", path, "-o", "-"]), ("compiled", ["compile", path]):
    printed = subprocess.run([SCROLLMOTION] + command, capture_output=True, text=True).stdout
    find(browser, f"#structure button[aria-label*='({' '.join(['scrollmotion', command[0]])})']").click()
    wait_for(browser, f"return document.getElementById('export-output')?.textContent === {json.dumps(printed)}", PATIENCE)
    shown = browser.execute_script("return document.getElementById('export-output').textContent")
    check(f"the {button} button shows what scrollmotion {command[0]} prints", shown == printed and printed, shown[:200])
    actions(browser).send_keys(Keys.ESCAPE).perform()
    check("Escape closes it and gives the focus back to its button", browser.execute_script(
      "return document.getElementById('export').dataset.shown === 'false' && document.activeElement.textContent")
      == button, browser.execute_script("return document.activeElement.outerHTML"))

  if ARTIFACTS:
    find(browser, '.element[data-element="card"]').click()
    scroll(browser, 420)
    browser.save_screenshot(os.path.join(ARTIFACTS, "editor-structure-desktop.png"))
    browser.set_window_size(820, 1180)
    frames(browser, 3)
    browser.save_screenshot(os.path.join(ARTIFACTS, "editor-structure-tablet.png"))


def touch(browser, path, finger, points):
  """A finger (Chromium's touch input) pressed at the first of `points` (page coordinates), moved
  through the others and lifted."""
  kinds = ["touchStart"] + ["touchMove"] * (len(points) - 1)
  for kind, (x, y) in zip(kinds, points):
    browser.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": kind, "touchPoints": [{"x": x, "y": y, "id": finger}]})
    frames(browser, 2)
  browser.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
  frames(browser, 2)


def touches(browser, path):
  """A finger on a box, on SPEC: one not selected is selected and the preview scrolls under the finger
  (the file untouched); the selected one drags."""
  base = file_text(path)
  scroll(browser, 420)
  box = browser.execute_script(
    "const r = document.querySelector('.element[data-element=\"card\"]').getBoundingClientRect();"
    "return [r.left + r.width / 2, r.top + r.height / 2];")
  top = lambda: browser.execute_script("return document.getElementById('scroller').scrollTop")
  x, y = box
  touch(browser, path, 1, [(x, y), (x, y - 20), (x, y - 40), (x, y - 60)])
  selected = browser.execute_script("return document.querySelector('.element[data-element=\"card\"]').dataset.selected")
  check("a finger on a box not selected selects it", selected == "true", selected)
  check("and scrolls the preview under it, the file untouched", top() > 420 and file_text(path) == base, (top(), file_text(path) == base))
  scroll(browser, 420)
  touch(browser, path, 2, [(x, y), (x, y + 10), (x, y + 20), (x, y + 30)])
  wait_for(browser, "return window.scrollMotionEditor.settled()", PATIENCE)
  frame = wait_file(path, replaced(base, '"card": { "frame": [0, 500, 300, 100] }', '"card": { "frame": [0, 530, 300, 100] }'))
  check("a finger on the selected box drags it: the frame moves down 30, the preview stays",
        '"frame": [0, 530, 300, 100]' in frame and top() == 420, (frame[:200], top()))


with tempfile.TemporaryDirectory() as folder:
  session(folder, "structure.json", SPEC, structure)
  session(folder, "touch.json", SPEC, touches)
  session(folder, "variants.json", SPEC_VARIANTS, variants)

sys.exit(finish("edit structure"))
