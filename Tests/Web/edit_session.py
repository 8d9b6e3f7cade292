"""What the tests of `scrollmotion edit` share: starting the real command on
a file, the small spec they edit, and waiting for the file to change."""
import json
import subprocess
import time

from browser import close, evaluate, frames, wait_for

# Seconds a test waits for the server, the page or the file.
PATIENCE = 15

# A card that fades in over the scroll, as `scrollmotion` writes a spec
# (two-space indentation): what the server and the page tests edit.
CARD_SPEC = """{
  "version": 1,
  "scroller": { "containerSize": [300, 200], "contentSize": [300, 900] },
  "elements": {
    "card": { "frame": [0, 500, 300, 100] }
  },
  "animations": [
    {
      "id": "fade",
      "target": "card",
      "property": "opacity",
      "keyframes": [
        { "offset": 0, "value": 0 },
        { "offset": 1, "value": 1 }
      ]
    }
  ]
}
"""


def start_editor(scrollmotion, path, options=()):
  """Starts `scrollmotion edit PATH` (with `options`, such as `--page PAGE`) on any free port
  without opening a browser; returns the process and the two lines it prints first (what it
  edits, then the editor's address)."""
  server = subprocess.Popen([scrollmotion, "edit", path, "--port", "0", "--no-open", *options],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
  return server, [server.stdout.readline() for _ in range(2)]


def file_text(path):
  with open(path, encoding="utf-8") as f:
    return f.read()


def wait_file(path, expected):
  """Waits (bounded) until the file holds `expected`; returns what it holds."""
  end = time.monotonic() + PATIENCE
  while time.monotonic() < end and file_text(path) != expected:
    time.sleep(0.05)
  return file_text(path)


def same(a, b):
  """Whether two values (numbers, lists of numbers, or None) agree within `close`."""
  if isinstance(a, list) and isinstance(b, list):
    return len(a) == len(b) and all(close(x, y) for x, y in zip(a, b))
  return not isinstance(a, list) and not isinstance(b, list) and close(a, b)


def agrees(scrollmotion, browser, path, ids, offsets, container=None, reduced=False):
  """Whether the editor's preview shows, at each vertical offset, the values `scrollmotion eval`
  prints for the file at `path` (in a container of `container`, WIDTHxHEIGHT, when given; under
  reduced motion with `reduced`): True, or the first (offset, id, shown, evaluated) that differs."""
  evaluated = evaluate(scrollmotion, json.loads(file_text(path)), offsets, container, reduced)
  for offset, values in zip(offsets, evaluated):
    browser.execute_script("document.getElementById('scroller').scrollTo(0, arguments[0])", offset)
    frames(browser, 3)
    shown = browser.execute_script("return window.scrollMotionEditor.values()")
    for id in ids:
      if not same(shown[id], values[id]):
        return (offset, id, shown[id], values[id])
  return True


def settled(browser, path):
  """Waits until the page shows the file as it is and has no edit in flight."""
  wait_for(browser, "return window.scrollMotionEditor.settled()", PATIENCE)
  return wait_for(browser, f"return document.getElementById('text').value === {json.dumps(file_text(path))}", PATIENCE)


def find(browser, selector):
  """The page's first element that `selector` (CSS) matches."""
  from selenium.webdriver.common.by import By
  return browser.find_element(By.CSS_SELECTOR, selector)


def keys(browser, *sequence):
  """Presses `sequence` (text and Selenium `Keys`) as a person would, on what has the focus."""
  from selenium.webdriver.common.action_chains import ActionChains
  ActionChains(browser).send_keys(*sequence).perform()


def bar(browser, row):
  """Where timeline row `row`'s bar starts and ends, in content offsets."""
  return browser.execute_script(
    f"const bar = document.querySelector('[data-row=\"{row}\"] .bar'); return [+bar.dataset.start, +bar.dataset.end]")
