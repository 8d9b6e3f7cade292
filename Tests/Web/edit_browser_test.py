"""The page of `scrollmotion edit` in headless Chromium, used as a person
uses it: starts the real `scrollmotion edit SPEC --port 0 --no-open`, opens
the address it prints, types into the spec's text and saves with Ctrl+S,
and checks that the file changed as expected (only the typed bytes), that
the preview's values agree with `scrollmotion eval` of the saved file, that
a problem shows with its path, that undo restores the file byte for byte,
and that a change made on disk is announced and never saved over. Writes
screenshots at desktop and tablet widths to the folder given. Run by
scripts/test-demo with the executable's path and that folder; prints one
line per check and closes with `edit page: N passed, M failed`.
"""
import json
import os
import re
import sys
import tempfile
import time

from browser import check, chromium, close, evaluate, finish, frames, wait_for
from edit_session import CARD_SPEC as SPEC
from edit_session import PATIENCE, file_text, start_editor, wait_file

SCROLLMOTION = sys.argv[1]
ARTIFACTS = sys.argv[2] if len(sys.argv) > 2 else tempfile.mkdtemp()



def type_over(driver, find, replacement):
  """Selects the first `find` in the spec's text and types `replacement` over it, as a person does."""
  from selenium.webdriver.common.by import By
  area = driver.find_element(By.ID, "text")
  area.click()
  driver.execute_script("""
    const area = document.getElementById('text');
    const start = area.value.indexOf(arguments[0]);
    area.setSelectionRange(start, start + arguments[0].length);""", find)
  area.send_keys(replacement)


def save(driver):
  from selenium.webdriver.common.action_chains import ActionChains
  from selenium.webdriver.common.keys import Keys
  ActionChains(driver).key_down(Keys.CONTROL).send_keys("s").key_up(Keys.CONTROL).perform()


with tempfile.TemporaryDirectory() as folder:
  path = os.path.join(folder, "mine.json")
  with open(path, "w", encoding="utf-8") as f:
    f.write(SPEC)
  server, lines = start_editor(SCROLLMOTION, path)
  browser = None
  try:
    url = lines[1].strip()
    check("the command prints the editor's address", re.match(r"http://127\.0\.0\.1:\d+/#token=[0-9a-f]{64}$", url), lines)
    browser = chromium(1280, 900)
    browser.get(url)
    check("the editor starts", wait_for(browser, "return window.scrollMotionEditor?.ready", PATIENCE))
    check("it fetches nothing but from its own server", browser.execute_script(
      "return performance.getEntriesByType('resource').every((entry) => entry.name.startsWith(location.origin + '/'))"))
    check("it shows the file's text", browser.execute_script("return document.getElementById('text').value") == SPEC)
    check("the preview shows the element with its name and the range's markers", browser.execute_script(
      "return document.querySelector('[data-element=card]')?.textContent === 'card'"
      " && document.querySelectorAll('[data-marker]').length === 2"))

    # Typed over one value and saved: the file changes in those bytes alone.
    type_over(browser, '"value": 1 }', '"value": 0.30 }')
    save(browser)
    expected = SPEC.replace('"value": 1 }', '"value": 0.30 }')
    check("Ctrl+S saves the typed value, written as typed, every other byte kept", wait_file(path, expected) == expected,
          file_text(path))
    check("the page says it saved", wait_for(browser, "return /^saved/.test(document.getElementById('status').textContent)", PATIENCE))
    # The preview plays what was saved: its values agree with scrollmotion eval of the file.
    for offset in (250, 400, 600):
      browser.execute_script("document.getElementById('scroller').scrollTo(0, arguments[0])", offset)
      frames(browser, 3)
      shown = browser.execute_script("return window.scrollMotionEditor.values()")["fade"]
      evaluated = evaluate(SCROLLMOTION, json.loads(file_text(path)), [offset])[0]["fade"]
      check(f"at offset {offset} the preview's opacity is eval's ({evaluated})", close(shown, evaluated), (shown, evaluated))
    browser.save_screenshot(os.path.join(ARTIFACTS, "editor-desktop.png"))

    # A spec-invalid edit: saved, its problem shown with its path.
    type_over(browser, '"target": "card"', '"target": "nobody"')
    save(browser)
    invalid = expected.replace('"target": "card"', '"target": "nobody"')
    check("an invalid spec is saved too (an editor is mid-edit often)", wait_file(path, invalid) == invalid)
    problems = wait_for(browser, "return document.getElementById('problems').textContent", PATIENCE)
    check("its problem is listed with its path", "animations[0].target" in (problems or ""), problems)

    # Undo, twice: the file as it was, byte for byte.
    browser.find_element("id", "undo").click()
    check("undo restores the file before the last save, byte for byte", wait_file(path, expected) == expected)
    browser.find_element("id", "undo").click()
    check("and again, the file as it was loaded", wait_file(path, SPEC) == SPEC)
    check("the text shows it", wait_for(browser, f"return document.getElementById('text').value === {json.dumps(SPEC)}", PATIENCE))
    browser.find_element("id", "redo").click()
    check("redo writes the saved value again", wait_file(path, expected) == expected)

    # Changed on disk: said, and never saved over.
    outside = SPEC.replace('"contentSize": [300, 900]', '"contentSize": [300, 1200]')
    with open(path + ".tmp", "w", encoding="utf-8") as f:
      f.write(outside)
    os.replace(path + ".tmp", path)
    check("the page says the file changed on disk",
          wait_for(browser, "return document.getElementById('changed').dataset.shown === 'true'", PATIENCE))
    type_over(browser, '"id": "fade"', '"id": "fade2"')
    save(browser)
    frames(browser, 10)
    time.sleep(1)
    check("an edit made after that is not saved over the file", file_text(path) == outside, file_text(path))
    browser.find_element("id", "reload").click()
    check("reload shows the file as it is on disk",
          wait_for(browser, f"return document.getElementById('text').value === {json.dumps(outside)}", PATIENCE))
    browser.set_window_size(820, 1180)
    frames(browser, 3)
    browser.save_screenshot(os.path.join(ARTIFACTS, "editor-tablet.png"))
    check("at a tablet's width the text and the preview stay on screen", browser.execute_script(
      "return document.getElementById('text').getBoundingClientRect().width > 300"
      " && document.getElementById('scroller').getBoundingClientRect().right <= innerWidth"))
    errors = browser.console_errors()
    check("no console errors", not errors, errors)
  finally:
    if browser:
      browser.quit()
    server.terminate()
    server.wait(PATIENCE)

sys.exit(finish("edit page"))
