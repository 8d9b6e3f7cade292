"""The inspector and easing editor of `scrollmotion edit` in headless Chromium,
driven with real pointer and key events (Selenium's action chains): starts
the real `scrollmotion edit SPEC --port 0 --no-open`, selects an animation
in the timeline and checks that its curve is drawn where eval puts the
easing; that dragging a cubic Bézier's handle writes that easing's bytes
alone, to the expected `cubic-bezier(…)` text, after which the preview
plays what `scrollmotion eval` says of the file; that an arrow key moves a
focused handle by 0.01 and Shift+arrow by 0.1; that a preset, steps (their
number and jump) and a spring's fields each write the expected text; that
a segment's easing is added to its keyframe and removed; that a number, a
colour (hex and rgb() kept so) and an angle each write one value in the
form the file has (the colour picker's own dialog cannot be driven
headless: its value is set and its input and change events dispatched);
that undo restores the file byte for byte; that a problem (a cubic-bezier
x out of range typed as the easing, an opacity written as a string) shows
beside the field it names, with its path; that a trigger's easing is
added to the trigger; and that every control is
reached with Tab, with a visible focus ring. Run by scripts/test-demo with
the executable's path (and optionally a folder for screenshots at 1280 and
820 wide); prints one line per check and closes with `edit inspector: N
passed, M failed`.
"""
import json
import os
import sys
import tempfile
import time

from browser import check, chromium, evaluate, finish, frames, wait_for
from edit_session import PATIENCE, agrees, file_text, find, keys, settled, start_editor, wait_file

SCROLLMOTION = sys.argv[1]
SHOTS = sys.argv[2] if len(sys.argv) > 2 else None

# Scroll range 1000; `fade` runs over the whole of it.
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
      "easing": "cubic-bezier(0.25, 0.1, 0.25, 1)",
      "keyframes": [
        { "offset": 0, "value": 0 },
        { "offset": 0.5, "value": 0.8 },
        { "offset": 1, "value": 1 }
      ]
    },
    {
      "id": "tint",
      "target": "card",
      "property": "backgroundColor",
      "keyframes": [
        { "offset": 0, "value": "#ff8800" },
        { "offset": 1, "value": "rgb(0, 128, 255)" }
      ]
    },
    {
      "id": "spin",
      "target": "badge",
      "property": "rotate",
      "keyframes": [
        { "offset": 0, "value": 0 },
        { "offset": 1, "value": 90 }
      ]
    }
  ]
}
"""


def saved(browser, path, part):
  """Waits (bounded) until the file holds `part` and the page shows it; returns the file."""
  end = time.monotonic() + PATIENCE
  while time.monotonic() < end and part not in file_text(path):
    time.sleep(0.05)
  settled(browser, path)
  return file_text(path)


def select_row(browser, index):
  find(browser, f'[data-row="{index}"] .label').click()
  wait_for(browser, f"return document.querySelector('#inspector h2')?.textContent === {json.dumps(['fade', 'tint', 'spin'][index])}", PATIENCE)


def type_into(browser, selector, text):
  """Clicks the field, selects what it holds, types `text` and presses Enter, as a person does."""
  from selenium.webdriver.common.keys import Keys
  element = find(browser, selector)
  from selenium.webdriver.common.action_chains import ActionChains
  ActionChains(browser).click(element).key_down(Keys.CONTROL).send_keys("a").key_up(Keys.CONTROL).send_keys(text, Keys.ENTER).perform()


def choose(browser, selector, value):
  """Chooses an option of a list by clicking it, as a person does."""
  from selenium.webdriver.support.ui import Select
  Select(find(browser, selector)).select_by_value(value)


def step(browser, path, expected, name):
  check(name, wait_file(path, expected) == expected, file_text(path))
  settled(browser, path)


with tempfile.TemporaryDirectory() as folder:
  from selenium.webdriver.common.action_chains import ActionChains
  from selenium.webdriver.common.keys import Keys
  path = os.path.join(folder, "inspector.json")
  with open(path, "w", encoding="utf-8") as f:
    f.write(SPEC)
  server, lines = start_editor(SCROLLMOTION, path)
  browser = None
  try:
    browser = chromium(1280, 1000)
    browser.get(lines[1].strip())
    check("the editor starts", wait_for(browser, "return window.scrollMotionEditor?.ready", PATIENCE))
    check("the inspector asks for an animation until one is chosen",
          "Choose an animation" in find(browser, "#inspector").text)
    select_row(browser, 0)
    check("choosing a row's label shows its animation in the inspector",
          find(browser, "#inspector h2").text == "fade")

    # The curve is the engine's: its points are eval's values of a copy of the animation over 0 to 1.
    curve = browser.execute_script(
      "return document.querySelector('#inspector .curve .line').getAttribute('points').split(' ').map((p) => p.split(',').map(Number))")
    unit = browser.execute_script(
      "const r = document.querySelector('#inspector .curve .unit'); return [+r.getAttribute('x'), +r.getAttribute('y'), +r.getAttribute('width')]")
    probe = {"version": 1, "scroller": {"containerSize": [10, 10], "contentSize": [10, 110]},
             "animations": [{"id": "e", "property": "--e", "easing": "cubic-bezier(0.25, 0.1, 0.25, 1)",
                             "keyframes": [{"offset": 0, "value": 0}, {"offset": 1, "value": 1}]}]}
    expected_curve = [sample["e"] for sample in evaluate(SCROLLMOTION, probe, [0, 25, 50, 75, 100])]
    drawn = [(unit[1] + unit[2] - curve[i][1]) / unit[2] for i in (0, 25, 50, 75, 100)]
    check("the curve is drawn where eval puts the easing", all(abs(a - b) < 1e-6 for a, b in zip(drawn, expected_curve)),
          (drawn, expected_curve))

    # Dragging the first handle to (0.4, 1.2): the unit square is 200 px a side, so each 0.01 is 2 px.
    handle = find(browser, '#inspector [data-key="bezier 1"]')
    square = find(browser, "#inspector .curve .unit")
    size = square.rect["width"]
    ox, oy = round(0.4 * size - size / 2), round(-0.2 * size - size / 2)
    ActionChains(browser, duration=50).click_and_hold(handle).move_to_element_with_offset(square, ox // 2, oy // 2) \
      .move_to_element_with_offset(square, ox, oy).release().perform()
    expected = SPEC.replace('"easing": "cubic-bezier(0.25, 0.1, 0.25, 1)"', '"easing": "cubic-bezier(0.4, 1.2, 0.25, 1)"')
    step(browser, path, expected, "dragging a Bézier handle writes that easing alone, as cubic-bezier(0.4, 1.2, 0.25, 1)")
    check("one drag is one edit", browser.execute_script("return window.scrollMotionEditor.state.undo.length") == 1)
    result = agrees(SCROLLMOTION, browser, path, ["fade"], [100, 300, 500, 900])
    check("the preview then plays what eval prints for the file", result is True, result)

    # Keys on the focused second handle.
    browser.execute_script("document.querySelector('#inspector [data-key=\"bezier 2\"]').focus()")
    keys(browser, Keys.ARROW_LEFT)
    expected2 = expected.replace("cubic-bezier(0.4, 1.2, 0.25, 1)", "cubic-bezier(0.4, 1.2, 0.24, 1)")
    step(browser, path, expected2, "the left arrow moves a focused handle by 0.01")
    check("the handle keeps the focus after the file is shown again",
          browser.execute_script("return document.activeElement?.dataset.key") == "bezier 2")
    ActionChains(browser).key_down(Keys.SHIFT).send_keys(Keys.ARROW_DOWN).key_up(Keys.SHIFT).perform()
    expected3 = expected2.replace("cubic-bezier(0.4, 1.2, 0.24, 1)", "cubic-bezier(0.4, 1.2, 0.24, 0.9)")
    step(browser, path, expected3, "Shift and the down arrow move it by 0.1")

    # A preset, steps and a spring.
    choose(browser, '#inspector [data-key="easing preset"]', "ease-in")
    expected4 = expected3.replace('"cubic-bezier(0.4, 1.2, 0.24, 0.9)"', '"ease-in"')
    step(browser, path, expected4, "choosing the ease-in preset writes \"ease-in\"")
    choose(browser, '#inspector [data-key="easing preset"]', "steps")
    expected5 = expected4.replace('"ease-in"', '"steps(4, jump-end)"')
    step(browser, path, expected5, "choosing steps writes steps(4, jump-end)")
    type_into(browser, '#inspector [data-key="steps count"]', "6")
    expected6 = expected5.replace('"steps(4, jump-end)"', '"steps(6, jump-end)"')
    step(browser, path, expected6, "the number of steps writes steps(6, jump-end)")
    choose(browser, '#inspector [data-key="steps position"]', "jump-none")
    expected7 = expected6.replace('"steps(6, jump-end)"', '"steps(6, jump-none)"')
    step(browser, path, expected7, "the jump writes steps(6, jump-none)")
    result = agrees(SCROLLMOTION, browser, path, ["fade"], [100, 450, 800])
    check("the preview plays the steps as eval does", result is True, result)
    choose(browser, '#inspector [data-key="easing preset"]', "spring")
    expected8 = expected7.replace('"steps(6, jump-none)"', '"spring(1 100 10)"')
    step(browser, path, expected8, "choosing a spring writes spring(1 100 10)")
    type_into(browser, '#inspector [data-key="spring stiffness"]', "250")
    expected9 = expected8.replace('"spring(1 100 10)"', '"spring(1 250 10)"')
    step(browser, path, expected9, "a spring's stiffness writes spring(1 250 10)")

    # A segment's own easing: added to its keyframe, on the keyframe's line.
    find(browser, '#inspector [data-key="keyframe 0 easing"]').click()
    wait_for(browser, "return document.querySelector('#inspector .easing h3')?.textContent.includes('0 → 1')", PATIENCE)
    choose(browser, '#inspector [data-key="easing preset"]', "ease-out")
    expected10 = expected9.replace('{ "offset": 0, "value": 0 },', '{ "offset": 0, "value": 0, "easing": "ease-out" },', 1)
    step(browser, path, expected10, "a segment's easing is added to its keyframe")
    find(browser, '#inspector [data-key="easing inherit"]').click()
    step(browser, path, expected9, "and removed again, so the segment eases as the animation does")
    choose(browser, '#inspector [data-key="easing preset"]', "ease-out")
    step(browser, path, expected10, "the segment's editor stays open, and adds it again")

    # A number, as typed.
    type_into(browser, '#inspector [data-key="keyframes[1].value text"]', "0.60")
    expected11 = expected10.replace('{ "offset": 0.5, "value": 0.8 }', '{ "offset": 0.5, "value": 0.60 }')
    step(browser, path, expected11, "a keyframe's number is written as typed (0.60)")
    slider = find(browser, '#inspector [data-key="keyframes[1].offset slider"]')
    browser.execute_script("arguments[0].focus()", slider)
    keys(browser, Keys.ARROW_RIGHT)
    expected12 = expected11.replace('{ "offset": 0.5, "value": 0.60 }', '{ "offset": 0.51, "value": 0.60 }')
    step(browser, path, expected12, "an offset's slider moves by its step with an arrow key, one write")

    # Colours: the hex stays hex, rgb() stays rgb().
    select_row(browser, 1)
    browser.execute_script("""
      const picker = document.querySelector('#inspector [data-key="keyframes[0].value color"]');
      picker.value = '#00ff00';
      picker.dispatchEvent(new Event('input', { bubbles: true }));
      picker.dispatchEvent(new Event('change', { bubbles: true }));""")
    expected13 = expected12.replace('"#ff8800"', '"#00ff00"')
    step(browser, path, expected13, "a colour picked for a hex colour is written in hex")
    shown = browser.execute_script("return document.querySelector('#inspector [data-key=\"keyframes[1].value color\"]').value")
    check("the picker shows the file's colour", shown == "#0080ff", shown)
    browser.execute_script("""
      const picker = document.querySelector('#inspector [data-key="keyframes[1].value color"]');
      picker.value = '#102030';
      picker.dispatchEvent(new Event('change', { bubbles: true }));""")
    expected14 = expected13.replace('"rgb(0, 128, 255)"', '"rgb(16, 32, 48)"')
    step(browser, path, expected14, "a colour picked for an rgb() colour is written as rgb()")
    choose(browser, '#inspector [data-key="colorSpace choice"]', "oklab")
    expected15 = expected14.replace('''        { "offset": 1, "value": "rgb(16, 32, 48)" }
      ]
    }''', '''        { "offset": 1, "value": "rgb(16, 32, 48)" }
      ],
      "colorSpace": "oklab"
    }''')
    step(browser, path, expected15, "choosing the colour space adds it to the animation")
    result = agrees(SCROLLMOTION, browser, path, ["tint"], [0, 400, 1000])
    check("the preview plays the colours as eval does", result is True, result)

    # An angle: degrees, as the format writes them, by slider key and by typing.
    select_row(browser, 2)
    browser.execute_script("document.querySelector('#inspector [data-key=\"keyframes[1].value slider\"]').focus()")
    keys(browser, Keys.ARROW_RIGHT)
    expected16 = expected15.replace('{ "offset": 1, "value": 90 }', '{ "offset": 1, "value": 91 }')
    step(browser, path, expected16, "an angle's slider moves it by 1 degree")
    type_into(browser, '#inspector [data-key="keyframes[1].value text"]', "45.5")
    expected17 = expected16.replace('{ "offset": 1, "value": 91 }', '{ "offset": 1, "value": 45.5 }')
    step(browser, path, expected17, "an angle typed in degrees is written as typed")
    result = agrees(SCROLLMOTION, browser, path, ["spin"], [250, 500, 750])
    check("the preview plays the angle as eval does", result is True, result)
    type_into(browser, '#inspector [data-key="keyframes[1].value text"]', "half")
    check("a number field refuses text that is not a number, beside it", wait_for(
      browser, "return document.querySelector('#inspector .field-problem')?.textContent.includes('is not a number')", PATIENCE))
    check("and writes nothing", file_text(path) == expected17)

    # The angle's dial: dragged around with Shift (15-degree steps) from the top through right and
    # bottom to the left, past half a turn (45.5 then 90, 180, 270), written once when let go; then
    # Shift and an arrow key.
    select_row(browser, 2)
    dial = find(browser, '#inspector [data-key="keyframes[1].value dial"]')
    chain = ActionChains(browser, duration=50).move_to_element_with_offset(dial, 0, -10).click_and_hold()
    chain.key_down(Keys.SHIFT)
    for dx, dy in ((10, 0), (7, 7), (0, 10), (-7, 7), (-10, 0)):
      chain.move_to_element_with_offset(dial, dx, dy)
    chain.perform()
    shown = browser.execute_script(
      "return document.querySelector('#inspector [data-key=\"keyframes[1].value text\"]').value")
    check("turning the dial shows the angle in the field while it turns", shown == "270", shown)
    check("and writes nothing until let go", file_text(path) == expected17)
    ActionChains(browser).release().key_up(Keys.SHIFT).perform()
    expected18 = expected17.replace('{ "offset": 1, "value": 45.5 }', '{ "offset": 1, "value": 270 }')
    step(browser, path, expected18, "letting go of the dial writes the angle, past half a turn, once")
    browser.execute_script("document.querySelector('#inspector [data-key=\"keyframes[1].value dial\"]').focus()")
    ActionChains(browser).key_down(Keys.SHIFT).send_keys(Keys.ARROW_RIGHT).key_up(Keys.SHIFT).perform()
    expected19 = expected18.replace('{ "offset": 1, "value": 270 }', '{ "offset": 1, "value": 285 }')
    step(browser, path, expected19, "Shift and an arrow key on the dial turn it 15 degrees")
    result = agrees(SCROLLMOTION, browser, path, ["spin"], [250, 500, 750])
    check("the preview plays the dialled angle as eval does", result is True, result)

    if SHOTS:
      select_row(browser, 0)
      browser.execute_script("document.getElementById('timeline').scrollIntoView()")
      browser.save_screenshot(os.path.join(SHOTS, "edit-inspector-1280.png"))

    # Tab reaches every control of the inspector (a number's, a colour's and an angle's), each with a visible focus ring.
    for index, name in ((0, "fade"), (1, "tint"), (2, "spin")):
      select_row(browser, index)
      focusable = browser.execute_script(
        "return [...document.querySelectorAll('#inspector input, #inspector select, #inspector button, #inspector [tabindex]')]"
        ".map((element) => element.dataset.key)")
      browser.execute_script("document.querySelector('[data-row=\"2\"] .label').focus()")
      reached = []
      rings = []
      for _ in range(len(focusable) + 40):
        keys(browser, Keys.TAB)
        key = browser.execute_script("return document.activeElement.closest('#inspector') ? document.activeElement.dataset.key : null")
        if key is None and reached:
          break
        if key is not None:
          reached.append(key)
          rings.append(browser.execute_script(
            "const style = getComputedStyle(document.activeElement); return style.outlineStyle + ' ' + style.outlineWidth"))
      check(f"Tab reaches every control of {name}'s inspector", sorted(reached) == sorted(focusable) and len(reached) > 10,
            (reached, focusable))
      check("each with a visible focus ring", all(not ring.startswith("none") for ring in rings), rings)

    # Undo, once per edit: the file as it was loaded, byte for byte.
    edits = browser.execute_script("return window.scrollMotionEditor.state.undo.length")
    check("each change was one edit", edits == 21, edits)
    for _ in range(edits):
      find(browser, "#undo").click()
      settled(browser, path)
    check("undo restores the file byte for byte", wait_file(path, SPEC) == SPEC, file_text(path))

    # Problems beside the fields they name.
    select_row(browser, 0)
    type_into(browser, '#inspector [data-key="easing text"]', "cubic-bezier(1.5, 0, 0.5, 1)")
    expected18 = SPEC.replace('"cubic-bezier(0.25, 0.1, 0.25, 1)"', '"cubic-bezier(1.5, 0, 0.5, 1)"')
    step(browser, path, expected18, "a cubic-bezier with x out of range typed as the easing is written")
    shown = browser.execute_script(
      "return document.querySelector('#inspector .easing-controls > .field-problem')?.textContent ?? ''")
    check("the validator's error shows beside the easing, with its path",
          shown.startswith("animations[0].easing: cubic-bezier x1 is 1.5"), shown)
    check("its field is marked invalid", browser.execute_script(
      "return document.querySelector('#inspector [data-key=\"easing text\"]').getAttribute('aria-invalid')") == "true")
    browser.execute_script("""
      const area = document.getElementById('text');
      area.value = area.value.replace('{ "offset": 0.5, "value": 0.8 }', '{ "offset": 0.5, "value": "0.8" }');
      document.getElementById('save').click();""")
    saved(browser, path, '"0.8"')
    shown = browser.execute_script(
      "return [...document.querySelectorAll('#inspector .field-problem')].map((line) => line.closest('.keyframe-line')?.textContent"
      " .startsWith('keyframe 1') ? line.textContent : '').join('')")
    check("an opacity written as a string shows its error beside that keyframe's value",
          "animations[0].keyframes[1].value: an opacity value must be a number" in shown, shown)

    # A triggered play's easing: the trigger's own member.
    browser.execute_script("""
      const area = document.getElementById('text');
      area.value = area.value.replace('"property": "backgroundColor",', '"property": "backgroundColor",\\n      "trigger": { "duration": 1 },');
      document.getElementById('save').click();""")
    triggered = saved(browser, path, '"duration": 1')
    select_row(browser, 1)
    find(browser, '#inspector [data-key="trigger easing"]').click()
    wait_for(browser, "return document.querySelector('#inspector .easing h3')?.textContent.includes('triggered')", PATIENCE)
    choose(browser, '#inspector [data-key="easing preset"]', "ease-in-out")
    expected19 = triggered.replace('"trigger": { "duration": 1 }', '"trigger": { "duration": 1, "easing": "ease-in-out" }')
    step(browser, path, expected19, "a triggered play's easing is added to its trigger")

    if SHOTS:
      browser.set_viewport(820, 1000)
      browser.execute_script("document.getElementById('inspector').scrollIntoView()")
      frames(browser, 2)
      browser.save_screenshot(os.path.join(SHOTS, "edit-inspector-820.png"))
    errors = browser.console_errors()
    check("no console errors", not errors, errors)
  finally:
    if browser:
      browser.quit()
    server.terminate()
    server.wait(PATIENCE)

sys.exit(finish("edit inspector"))
