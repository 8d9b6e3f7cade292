"""The three browser engines the tests run in (Chromium, Firefox, WebKit),
behind one surface, and waiting for a page there.

`open_browser(engine, width, height)` opens headless Chromium (Selenium and
chromedriver), Firefox ESR (Mozilla's Marionette protocol: Debian has no
geckodriver) or WebKitGTK's MiniBrowser (Selenium and WebKitWebDriver, on a
virtual X display of its own, as MiniBrowser needs a display) with a
viewport of `width` × `height` CSS pixels. Each is a `Browser`: `get`,
`execute_script` and `execute_async_script` (Selenium's names and
arguments, run in the page's own realm, with its globals), `set_viewport`,
`save_screenshot`, `console_errors` and `quit`. What one engine alone
offers (Chromium's DevTools commands) stays reachable under Selenium's
names on a Chromium `Browser`.

Headless Chromium's and Firefox's windows cannot be narrower than 500 CSS
pixels, nor WebKitGTK's MiniBrowser's than 447: for a viewport narrower
than its window can be,
`set_viewport` puts the page in a frame of exactly that size (`FRAME_PAGE`)
and runs every script there. The frame's document has a viewport of its
own, as a phone's page has: its own scroll, media queries and `resize`
events, and `innerWidth` is the width asked for.

A page that must run a script of the test's before its own (frames stepped
by hand, draws recorded) is served by `serve(folder, scripts)`, which puts
them first in every HTML page it serves: the one way that works in all
three engines. Such a page also records its console errors, its uncaught
exceptions and its unhandled rejections (`RECORD_ERRORS`), which
`console_errors` adds to what the engine's own log offers.

Only loading is waited for on the wall clock: what a test checks is stepped
by hand (frames and time), so the polling interval never changes a result.
"""
import functools
import http.server
import io
import json
import logging
import os
import socket
import subprocess
import tempfile
import threading
import time

ENGINES = ("chromium", "firefox", "webkit")

MINIBROWSER = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser"


def engines():
    """The engines to run in: SCROLLMOTION_BROWSERS (comma-separated, e.g. `firefox` or
    `chromium,webkit`), else all three. An unknown name is an error, not a skip."""
    names = [name.strip() for name in os.environ.get("SCROLLMOTION_BROWSERS", ",".join(ENGINES)).split(",") if name.strip()]
    unknown = [name for name in names if name not in ENGINES]
    if unknown or not names:
        raise SystemExit(f"SCROLLMOTION_BROWSERS: unknown engine {unknown} (chromium, firefox, webkit)")
    return names


# For `serve`: replaces requestAnimationFrame before any script runs, so
# that callbacks queue until the test runs them (`__step(milliseconds)`)
# at a time of its choosing.
STEPPED_FRAMES = """
window.__frames = [];
window.requestAnimationFrame = (callback) => window.__frames.push(callback);
window.cancelAnimationFrame = () => {};
window.__step = (milliseconds) => {
  const pending = window.__frames.splice(0);
  for (const callback of pending) callback(milliseconds);
  return pending.length;
};
"""


# Recorded by every page `serve` serves with scripts: what a page's console
# shows as errors, where the engine's driver offers no log of its own.
RECORD_ERRORS = """
  (() => {
    const errors = window.__consoleErrors = [];
    const error = console.error;
    console.error = (...args) => { errors.push(args.map(String).join(' ')); return error.apply(console, args); };
    addEventListener('error', (e) => errors.push(e.message ? `${e.message} (${e.filename}:${e.lineno})` : `failed to load ${e.target.src || e.target.href}`), true);
    addEventListener('unhandledrejection', (e) => errors.push(`unhandled rejection: ${e.reason}`));
  })();"""


# The page that holds the page under test when the viewport is narrower than the window can be
# (see the module's documentation): one frame, at the top left, with no border, whose `load`
# sets `frameLoaded`.
FRAME_PAGE = """<!doctype html>
<html><body style="margin: 0; overflow: hidden">
<iframe id="viewport" style="border: 0; display: block"></iframe>
<script>document.getElementById('viewport').onload = () => { window.frameLoaded = true; };</script>
</body></html>"""


class Browser:
    """One engine's browser with the surface the tests use; see the module's documentation."""

    def __init__(self, engine, driver, version, close):
        self.engine = engine
        self.version = version
        self.driver = driver
        self._close = close
        # [width, height] of the frame that stands for the viewport, or None (see FRAME_PAGE).
        self.frame = None
        # Whether a page is open in that frame.
        self._framed_page = False
        folder = tempfile.mkdtemp(prefix="scrollmotion-frame-")
        self._frame_page = os.path.join(folder, "frame.html")
        with open(self._frame_page, "w") as handle:
            handle.write(FRAME_PAGE)

    def __getattr__(self, name):
        # What one engine alone offers (Chromium's execute_cdp_cmd, get_log, find_element) under its driver's name.
        return getattr(self.driver, name)

    def get(self, url):
        """Opens `url` and waits for its `load` event (in the frame that stands for the viewport,
        when there is one)."""
        if self.frame is None:
            self.driver.get(url)
            return
        self._switch(into_frame=False)
        self.driver.get("file://" + self._frame_page)
        self.driver.execute_script("""
          const frame = document.getElementById('viewport');
          frame.style.width = `${arguments[0]}px`;
          frame.style.height = `${arguments[1]}px`;
          window.frameLoaded = false;
          frame.src = arguments[2];""", *self.frame, url)
        end = time.monotonic() + 30
        while not self.driver.execute_script("return window.frameLoaded") and time.monotonic() < end:
            time.sleep(0.02)
        self._switch(into_frame=True)
        self._framed_page = True

    def _switch(self, into_frame):
        """Runs what follows in the frame that stands for the viewport, or in the window's page."""
        if self.engine == "firefox":
            client = self.driver.client
            client.switch_to_frame(client.find_element("css selector", "#viewport") if into_frame else None)
        elif into_frame:
            from selenium.webdriver.common.by import By

            self.driver.switch_to.frame(self.driver.find_element(By.CSS_SELECTOR, "#viewport"))
        else:
            self.driver.switch_to.default_content()

    def execute_script(self, script, *args):
        """Runs `script` as a function's body in the page, with `arguments`; returns its result
        (a promise's value once it settles)."""
        return self.driver.execute_script(script, *args)

    def execute_async_script(self, script, *args):
        """Runs `script` with `args` and a callback as its last argument; returns what it is called with."""
        return self.driver.execute_async_script(script, *args)

    def viewport(self):
        """The viewport's [width, height] in CSS pixels."""
        return self.execute_script("return [innerWidth, innerHeight]")

    def _resized_viewport(self, wanted):
        """The viewport's size once the window's resize has taken effect: WebKit's driver answers
        before the page sees it, so the size is read until it is `wanted`, or has held for 0.3 s
        (a window that cannot be that small), for at most 3 s."""
        last = self.execute_script("return [innerWidth, innerHeight]")
        held = time.monotonic()
        end = held + 3
        while last != wanted and time.monotonic() < end and time.monotonic() - held < 0.3:
            time.sleep(0.02)
            now = self.execute_script("return [innerWidth, innerHeight]")
            if now != last:
                last, held = now, time.monotonic()
        return last

    def set_viewport(self, width, height):
        """Makes the viewport `width` × `height` CSS pixels: the window sized to it, or, narrower
        than the window can be, a frame of that size in it (see FRAME_PAGE). Resizing a frame
        keeps its page, as resizing a window does; moving into a frame or out of one leaves
        `about:blank` until the next `get`. Returns the viewport."""
        framed = self._framed_page
        if framed:
            self._switch(into_frame=False)
        outer = [width, height]
        for _ in range(3):
            self.driver.set_window_size(*outer)
            inner = self._resized_viewport([width, height])
            if inner == [width, height]:
                break
            outer = [outer[0] + width - inner[0], outer[1] + height - inner[1]]
        fits = self.execute_script("return [innerWidth, innerHeight]") == [width, height]
        self.frame = None if fits else [width, height]
        if framed and not fits:
            self.execute_script("""
              const frame = document.getElementById('viewport');
              frame.style.width = `${arguments[0]}px`;
              frame.style.height = `${arguments[1]}px`;""", width, height)
            self._switch(into_frame=True)
            return self.viewport()
        if framed or self.frame:
            self._framed_page = False
            self.driver.get("about:blank")
        return [width, height] if self.frame else self.viewport()

    def save_screenshot(self, path):
        """Writes a PNG of the viewport to `path` (of the frame that stands for it, if any)."""
        if self.frame is None:
            png = self.driver.get_screenshot_as_png()
        else:
            self._switch(into_frame=False)
            if self.engine == "firefox":
                client = self.driver.client
                png = client.screenshot(element=client.find_element("css selector", "#viewport"), format="binary")
            else:
                from selenium.webdriver.common.by import By

                png = self.driver.find_element(By.CSS_SELECTOR, "#viewport").screenshot_as_png
            self._switch(into_frame=True)
        with open(path, "wb") as handle:
            handle.write(png)

    def console_errors(self):
        """The page's errors so far: the engine's own log where it has one (Chromium's browser
        log, Firefox's script errors), and what a page served with scripts recorded."""
        errors = self.driver.console_errors() if self.engine == "firefox" else []
        if self.engine == "chromium":
            errors = [e["message"] for e in self.driver.get_log("browser") if e["level"] == "SEVERE"]
        recorded = self.execute_script("return window.__consoleErrors ? window.__consoleErrors.splice(0) : []")
        return errors + [e for e in recorded if e not in errors]

    def quit(self):
        """Closes the browser and whatever was started for it."""
        self._close()

    def is_alive(self):
        """Whether the browser still answers: False once its process or its driver's session is
        gone (a crashed engine), when every further command would fail."""
        try:
            self.driver.execute_script("return 1")
            return True
        except Exception:  # Any failure here means no session to run the next command in.
            return False


def free_port():
    """A TCP port free on 127.0.0.1 now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def chromium(width, height, js_flags=None, flags=()):
    """Headless Chromium with a `width` × `height` window and the page's console log kept;
    `js_flags` are V8's (`--js-flags`), `flags` more of Chromium's own."""
    from selenium import webdriver
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service

    options = Options()
    options.binary_location = "/usr/bin/chromium"
    for flag in ["--headless=new", "--no-sandbox", "--disable-gpu", f"--window-size={width},{height}", "--hide-scrollbars", *flags]:
        options.add_argument(flag)
    if js_flags:
        options.add_argument(f"--js-flags={js_flags}")
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(options=options, service=Service("/usr/bin/chromedriver"))
    driver.set_script_timeout(30)
    return Browser("chromium", driver, driver.capabilities.get("browserVersion"), driver.quit)


class _Marionette:
    """Firefox through Marionette, under Selenium's method names: scripts run with
    `sandbox=None`, in the page's own realm (Marionette's default sandbox does not see the page's
    globals)."""

    def __init__(self, width, height):
        from marionette_driver.marionette import Marionette

        # mozversion prints the browser's build on every start.
        logging.getLogger("mozversion").setLevel(logging.WARNING)
        self.client = Marionette(host="127.0.0.1", port=free_port(), bin="/usr/bin/firefox-esr", headless=True,
                                 gecko_log="/dev/null")
        self.client.start_session()
        self.client.timeout.script = 30
        self.client.set_window_rect(width=width, height=height)
        # Errors from before this session (the browser's own start) are not a page's.
        self.seen = self._script_errors_count()

    def get(self, url):
        self.client.navigate(url)

    def execute_script(self, script, *args):
        return self.client.execute_script(script, script_args=list(args), sandbox=None)

    def execute_async_script(self, script, *args):
        return self.client.execute_async_script(script, script_args=list(args), sandbox=None)

    def set_window_size(self, width, height):
        self.client.set_window_rect(width=width, height=height)

    def get_screenshot_as_png(self):
        return self.client.screenshot(format="binary")

    def _script_errors_count(self):
        with self.client.using_context("chrome"):
            return self.client.execute_script("return Services.console.getMessageArray().length")

    def console_errors(self):
        """The pages' script errors (uncaught exceptions) since the last call: Firefox's console
        service in the browser's process hears them from every page; `console.error` stays in
        the page's process."""
        with self.client.using_context("chrome"):
            messages = self.client.execute_script("""
              return Services.console.getMessageArray().slice(arguments[0]).filter((m) =>
                m instanceof Ci.nsIScriptError && !(m.flags & Ci.nsIScriptError.warningFlag)
                && !(m.flags & Ci.nsIScriptError.infoFlag) && !m.sourceName.startsWith('chrome:')
                && !m.sourceName.startsWith('resource:')).map((m) => `${m.errorMessage} (${m.sourceName}:${m.lineNumber})`)""",
                script_args=[self.seen])
            self.seen = self._script_errors_count()
        return messages

    def quit(self):
        self.client.delete_session()
        self.client.cleanup()
        # Its profile is removed now, not by a finaliser at interpreter exit (which fails then).
        self.client.instance = None


def firefox(width, height):
    """Headless Firefox ESR with a `width` × `height` window."""
    client = _Marionette(width, height)
    return Browser("firefox", client, client.client.session_capabilities.get("browserVersion"), client.quit)


def webkit(width, height):
    """WebKitGTK's MiniBrowser with a `width` × `height` window, on an X display of its own (Xvfb)."""
    from selenium import webdriver
    from selenium.webdriver.webkitgtk.options import Options
    from selenium.webdriver.webkitgtk.service import Service

    # -displayfd picks a free display and writes its number: no clash with other runs.
    display = subprocess.Popen(["Xvfb", "-displayfd", "1", "-screen", "0", "2560x1600x24", "-nolisten", "tcp"],
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    number = display.stdout.readline().decode().strip()
    if not number:
        display.kill()
        raise RuntimeError("Xvfb did not start")
    options = Options()
    options.binary_location = MINIBROWSER
    options.add_argument("--automation")
    # Selenium 4.27.1's WebKitGTKService looks up an environment variable for the driver's path
    # and has no name for it: it crashes without one (any name).
    service = Service(executable_path="/usr/bin/WebKitWebDriver", driver_path_env_key="SE_WEBKITGTKDRIVER",
                      env={**os.environ, "DISPLAY": f":{number}"})
    try:
        driver = webdriver.WebKitGTK(options=options, service=service)
    except Exception:
        display.kill()
        raise
    driver.set_script_timeout(30)

    def close():
        try:
            driver.quit()
        finally:
            display.terminate()
            display.wait(timeout=10)

    browser = Browser("webkit", driver, driver.capabilities.get("browserVersion"), close)
    browser.set_viewport(width, height)
    return browser


def open_browser(engine, width, height):
    """`engine` (chromium, firefox or webkit) with a viewport of `width` × `height` CSS pixels."""
    browser = {"chromium": chromium, "firefox": firefox, "webkit": webkit}[engine](width, height)
    # Chromium's --window-size is the window's, toolbars and all, as the others' sizes are.
    browser.set_viewport(width, height)
    return browser


def wait_for(driver, script, timeout=10.0):
    """Polls `script` until it returns something truthy or `timeout` seconds pass; returns its last value."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        value = driver.execute_script(script)
        if value:
            return value
        time.sleep(0.02)
    return driver.execute_script(script)


def frames(driver, count=2):
    """Waits for `count` animation frames of the page."""
    driver.execute_async_script("""
      const done = arguments[arguments.length - 1];
      let left = arguments[0];
      const next = () => (--left <= 0 ? done() : requestAnimationFrame(next));
      requestAnimationFrame(next);""", count)


def evaluate(scrollmotion, spec, offsets, container=None, reduced=False):
    """`scrollmotion eval` of `spec` (a spec as written, a dict) at the vertical `offsets` (in a
    container of `container`, WIDTHxHEIGHT, when given; under reduced motion with `reduced`): each
    sample's values by id. Raises with eval's message when it refuses the spec."""
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as file:
        json.dump(spec, file)
    try:
        arguments = [scrollmotion, "eval", file.name] + [f"--offset=0,{offset}" for offset in offsets]
        if container:
            arguments.append(f"--container={container}")
        if reduced:
            arguments.append("--reduced-motion")
        result = subprocess.run(arguments, capture_output=True, text=True)
    finally:
        os.unlink(file.name)
    if result.returncode != 0:
        raise RuntimeError(result.stderr)
    return [sample["values"] for sample in json.loads(result.stdout)["samples"]]


def close(a, b):
    """Whether two values (numbers, or None for no effect) agree within 1e-5, relative above 1."""
    return a is None and b is None or a is not None and b is not None and abs(a - b) <= 1e-5 * max(1, abs(b))


results = []
engine_label = [""]


def check(name, condition, detail=""):
    """Records one check and prints it, named with the engine it ran in (`in_engine`), with
    `detail` when it fails."""
    results.append(bool(condition))
    print(("ok   " if condition else "FAIL ") + engine_label[0] + name + ("" if condition else f": {detail}"), flush=True)


def in_engine(browser):
    """Names `browser`'s engine and version in the checks that follow (None: no engine)."""
    engine_label[0] = f"[{browser.engine}] " if browser else ""
    if browser:
        print(f"== {browser.engine} {browser.version}", flush=True)


def finish(label):
    """Prints how many checks passed and returns the exit status."""
    passed = sum(results)
    print(f"{label}: {passed} passed, {len(results) - passed} failed")
    return 0 if passed == len(results) else 1


class Quiet(http.server.SimpleHTTPRequestHandler):
    """Serves a folder without logging; with `scripts`, each HTML page gets them first."""

    scripts = ()

    def log_message(self, *args):
        pass

    def send_head(self):
        path = self.translate_path(self.path)
        if not self.scripts or not path.endswith(".html") or not os.path.isfile(path):
            return super().send_head()
        with open(path, "rb") as handle:
            page = handle.read()
        first = "".join(f"<script>{script}</script>" for script in self.scripts).encode()
        # Before everything but a doctype, so they run before any script of the page.
        at = page.find(b">") + 1 if page.lstrip().lower().startswith(b"<!doctype") else 0
        body = page[:at] + first + page[at:]
        self.send_response(200)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "no-store")
        self.end_headers()
        return io.BytesIO(body)


def serve(folder, scripts=()):
    """Serves `folder` over HTTP on a free local port, without logging; each HTML page gets
    `scripts` (JavaScript sources) before its own, and then RECORD_ERRORS. Returns the server."""
    handler = type("Handler", (Quiet,), {"scripts": tuple(scripts) + ((RECORD_ERRORS,) if scripts else ())})
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(handler, directory=folder))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server
