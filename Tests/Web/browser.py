"""Headless Chromium for the browser tests, and waiting for a page there.

Only loading is waited for on the wall clock: what a test checks is stepped
by hand (frames and time), so the polling interval never changes a result.
"""
import functools
import http.server
import threading
import time

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service


def chromium(width, height, js_flags=None, flags=()):
  """Headless Chromium with a `width` × `height` window and the page's console log kept;
  `js_flags` are V8's (`--js-flags`), `flags` more of Chromium's own."""
  options = Options()
  options.binary_location = "/usr/bin/chromium"
  for flag in ["--headless=new", "--no-sandbox", "--disable-gpu", f"--window-size={width},{height}", "--hide-scrollbars", *flags]:
    options.add_argument(flag)
  if js_flags:
    options.add_argument(f"--js-flags={js_flags}")
  options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
  return webdriver.Chrome(options=options, service=Service("/usr/bin/chromedriver"))


def wait_for(driver, script, timeout=10.0):
  """Polls `script` until it returns something truthy or `timeout` seconds pass; returns its last value."""
  end = time.monotonic() + timeout
  while time.monotonic() < end:
    value = driver.execute_script(script)
    if value:
      return value
    time.sleep(0.02)
  return driver.execute_script(script)


results = []


def check(name, condition, detail=""):
  """Records one check and prints it, with `detail` when it fails."""
  results.append(bool(condition))
  print(("ok   " if condition else "FAIL ") + name + ("" if condition else f": {detail}"), flush=True)


def finish(label):
  """Prints how many checks passed and returns the exit status."""
  passed = sum(results)
  print(f"{label}: {passed} passed, {len(results) - passed} failed")
  return 0 if passed == len(results) else 1


class Quiet(http.server.SimpleHTTPRequestHandler):
  def log_message(self, *args):
    pass


def serve(folder):
  """Serves `folder` over HTTP on a free local port, without logging; returns the server."""
  server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=folder))
  threading.Thread(target=server.serve_forever, daemon=True).start()
  return server
