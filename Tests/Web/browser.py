"""Waiting for a page in headless Chromium, shared by the browser tests.

Only loading is waited for on the wall clock: what a test checks is stepped
by hand (frames and time), so the polling interval never changes a result.
"""
import time


def wait_for(driver, script, timeout=10.0):
  """Polls `script` until it returns something truthy or `timeout` seconds pass; returns its last value."""
  end = time.monotonic() + timeout
  while time.monotonic() < end:
    value = driver.execute_script(script)
    if value:
      return value
    time.sleep(0.02)
  return driver.execute_script(script)
