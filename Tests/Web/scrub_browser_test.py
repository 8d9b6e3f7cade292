"""The demo page's scroll-scrubbed video (section i) and image sequence
(section j) in Chromium, Firefox and WebKit. Run by scripts/test-demo with
the page's path and the `scrollmotion` executable.

The page is served with requestAnimationFrame stepped by hand (demo_page.py)
and with every `drawImage` on section j's canvas recorded, both put before
its scripts (browser.serve). Each section's scroller is scrolled to offsets down and back
up, one stepped frame each; `scrollmotion eval` of the demo's spec, with
the page's measured scroller, gives each offset's fraction. Then:

- the video's `currentTime` is the fraction of its duration (at the end, a
  millisecond before it, docs/runtime.md), and once the seek is done the
  frame it shows is that time's (its bar along the bottom fills with the
  time), also after a seek to the end;
- the canvas shows the frame nearest the fraction, pixel for pixel, drawn
  once per change of frame and never twice in a row, covering the canvas.

Prints one line per check and closes with `scrub: N passed, M failed`.
"""
import json
import os
import subprocess
import sys
import tempfile
from time import monotonic, sleep

from browser import check, engines, finish, in_engine, open_browser, serve, wait_for
from demo_page import FRAME, STEPPED_FRAMES, load

PAGE, SCROLLMOTION = sys.argv[1], sys.argv[2]
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SPEC = os.path.join(ROOT, "Sources/ScrollMotionCLI/Resources/Demo/scrub-spec.json")

# Records every drawImage on section j's canvas as [src, x, y, width,
# height], and every time set on a video, as the page sets them.
RECORD = """
  (() => {
    const draw = CanvasRenderingContext2D.prototype.drawImage;
    window.canvasDraws = [];
    CanvasRenderingContext2D.prototype.drawImage = function (image, ...box) {
      if (this.canvas.id === 'j-canvas') window.canvasDraws.push([image.src, ...box]);
      return draw.call(this, image, ...box);
    };
    const time = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'currentTime');
    window.videoTimes = [];
    Object.defineProperty(HTMLMediaElement.prototype, 'currentTime', { ...time, set(seconds) {
      window.videoTimes.push(seconds);
      time.set.call(this, seconds);
    } });
  })();"""

# Down in uneven steps, some within one frame of the sequence, some repeated, to the end and back.
OFFSETS = [0, 4, 9, 60, 61, 137, 300, 300, 301, 611, 598, 900, 1024, 1199, 5000, 1180, 700, 450, 25, 0]


def fractions(scroller, id):
    """`scrollmotion eval` of the demo's spec on the page's `scroller` (its measured sizes) at OFFSETS: id's value at each."""
    with open(SPEC) as f:
        spec = json.load(f)
    spec["scroller"]["containerSize"] = scroller["container"]
    spec["scroller"]["contentSize"] = scroller["content"]
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump(spec, f)
    try:
        args = [SCROLLMOTION, "eval", f.name]
        for y in OFFSETS:
            args += ["--offset", f"0,{min(y, scroller['range'])}"]
        samples = json.loads(subprocess.run(args, check=True, capture_output=True, text=True).stdout)["samples"]
    finally:
        os.unlink(f.name)
    return [sample["values"][id] for sample in samples]


def measure(driver, id):
    """The scroller `id`'s container and content sizes and its scroll range."""
    return driver.execute_script("""
      const s = document.getElementById(arguments[0]);
      return {container: [s.clientWidth, s.clientHeight], content: [s.scrollWidth, s.scrollHeight], range: s.scrollHeight - s.clientHeight};""", id)


def scroll(driver, id, y):
    """Scrolls the scroller `id` to `y`, tells the runtime at once (a scroll event) and runs one stepped frame."""
    driver.execute_script("const s = document.getElementById(arguments[0]); s.scrollTop = arguments[1];"
                          "s.dispatchEvent(new Event('scroll')); window.steppedFrames.step(arguments[2])", id, y, FRAME)


# The fraction of the video the frame on screen shows, read from its bar
# (white along the bottom 6 rows from the left edge up to the time's fraction of the width).
SHOWN_FRACTION = """
  const video = document.getElementById('i-video');
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth; canvas.height = video.videoHeight;
  const g = canvas.getContext('2d');
  g.drawImage(video, 0, 0);
  const row = g.getImageData(0, canvas.height - 3, canvas.width, 1).data;
  // The white run from the left edge (WebKit's decoded frame has a light last column).
  let white = 0;
  while (white < canvas.width && row[4 * white] > 200 && row[4 * white + 1] > 200 && row[4 * white + 2] > 200) white++;
  return white / canvas.width;"""

# Whether section j's canvas holds exactly the pixels of frame `index`
# drawn at its own size (the demo's frames have the canvas's size, so that
# covering it is drawing them as they are).
CANVAS_SHOWS = """
  const [index, done] = arguments;
  const canvas = document.getElementById('j-canvas');
  const image = new Image();
  image.onload = () => {
    const scratch = document.createElement('canvas');
    scratch.width = canvas.width; scratch.height = canvas.height;
    const g = scratch.getContext('2d');
    g.drawImage(image, 0, 0);
    const want = g.getImageData(0, 0, canvas.width, canvas.height).data;
    const got = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
    done(want.length === got.length && want.every((value, i) => value === got[i]));
  };
  image.src = window.scrollMotionDemo.scrub.frames[index];"""


def shows_time(fraction, time):
    """Whether a bar of `fraction` of the width is the frame of `time`: frame n of the 120 shows a
    bar of n / 119 of the width, and time t is frame t × 30 (give or take one)."""
    return abs(fraction - time * 30 / 119) <= 1.5 / 119


def run(driver, url):
    """The checks in one browser."""
    check("the page loads with frames stepped by hand and draws recorded", load(driver, url))
    # Loading is waited for on the wall clock: the video's metadata, the first frame's image.
    check("section i: the video's metadata loads",
          wait_for(driver, "return document.getElementById('i-video').readyState >= 1", 10))
    check("section j: the first frame is drawn once it has loaded", wait_for(driver, "return window.canvasDraws.length === 1", 10),
          driver.execute_script("return window.canvasDraws.length"))

    # (i) The video.
    scroller = measure(driver, "i-scroller")
    want = fractions(scroller, "videoTime")
    duration = driver.execute_script("return document.getElementById('i-video').duration")
    got = []
    for y in OFFSETS:
        scroll(driver, "i-scroller", y)
        got.append(driver.execute_script("const v = document.getElementById('i-video'); return [v.currentTime, v.paused, window.videoTimes.at(-1)]"))
    # The end is a millisecond short of the duration (docs/runtime.md, scrubVideo).
    last_time = max(0, duration - 0.001)
    wrong = [f"at {y}: set {time} s, expected {fraction} × {duration}" for y, (_, _, time), fraction in zip(OFFSETS, got, want)
             if time != min(fraction * duration, last_time)]
    check(f"section i: the video's currentTime is set to eval's fraction of its {duration} s at {len(OFFSETS)} offsets, down and back up",
          duration == 4 and not wrong and len(set(time for _, _, time in got)) > 10 and last_time in [time for _, _, time in got],
          wrong[:4])
    # Chromium keeps media time in microseconds: it reads back the time set within a few of them.
    check("section i: the video's currentTime reads back as set", all(abs(read - time) < 1e-5 for read, _, time in got),
          [(read, time) for read, _, time in got][:4])
    seeks = driver.execute_script("return window.videoTimes.length")
    # From 0, where the page opened; once more when the metadata loaded.
    changes = sum(1 for previous, fraction in zip([0] + want, want) if fraction != previous)
    check("section i: the time is set when the metadata loads, then once per change of the fraction", seeks == 1 + changes,
          (seeks, changes))
    check("section i: the video stays paused: the scroll is its clock", all(paused for _, paused, _ in got))
    status = driver.execute_script("return document.getElementById('i-status').textContent")
    check("section i: the status line (onValue) shows the time set", status == f"currentTime {got[-1][0]:.3f} s of 4.00 s", status)
    # After the pass above, which seeks to the end: WebKit's player kept that frame through later
    # seeks when the end was the duration itself (docs/runtime.md, "In each browser").
    shown = []
    for y in [300, 1100, 611]:
        scroll(driver, "i-scroller", y)
        time = driver.execute_script("return document.getElementById('i-video').currentTime")
        wait_for(driver, "const v = document.getElementById('i-video'); return !v.seeking && v.readyState >= 2", 10)
        # Should a seek end before the frame it decoded reaches drawImage, the frame's arrival is
        # waited for too, as loading is, on the wall clock (5 s at most).
        end = monotonic() + 5
        while not shows_time(fraction := driver.execute_script(SHOWN_FRACTION), time) and monotonic() < end:
            sleep(0.05)
        shown.append((y, time, fraction))
    check("section i: once seeked, the video shows the frame of its currentTime",
          all(shows_time(fraction, time) for _, time, fraction in shown), shown)

    # (j) The image sequence.
    driver.execute_script("window.canvasDraws.length = 0")
    scroller = measure(driver, "j-scroller")
    want = fractions(scroller, "turntable")
    count = driver.execute_script("return window.scrollMotionDemo.scrub.frames.length")
    sources = driver.execute_script("return window.scrollMotionDemo.scrub.frames")
    canvas = driver.execute_script("const c = document.getElementById('j-canvas'); return [c.width, c.height]")
    wanted, drawn_after, mismatched = [], [], []
    for y, fraction in zip(OFFSETS, want):
        scroll(driver, "j-scroller", y)
        index = min(count - 1, max(0, round(fraction * (count - 1))))
        wanted.append(index)
        draws = driver.execute_script("return window.canvasDraws.map((d) => d.slice(1)).concat([window.canvasDraws.length])")
        drawn_after.append(draws[-1])
        last = driver.execute_script("const d = window.canvasDraws; return d.length ? d[d.length - 1][0] : null")
        if last is not None and sources.index(last) != index:
            mismatched.append(f"at {y}: frame {sources.index(last)} on the canvas, expected {index}")
    drawn = [sources.index(src) for src in driver.execute_script("return window.canvasDraws.map((d) => d[0])")]
    changes = [index for previous, index in zip([0] + wanted, wanted) if index != previous]
    check(f"section j: after each of {len(OFFSETS)} scrolls the last frame drawn is the one nearest eval's fraction",
          not mismatched and len(set(wanted)) > 8, mismatched[:4])
    check("section j: a frame is drawn once per change of frame, never the frame already shown",
          drawn == changes and all(a != b for a, b in zip(drawn, drawn[1:])), (drawn, changes))
    boxes = driver.execute_script("return window.canvasDraws.map((d) => d.slice(1))")
    check("section j: every frame is drawn to cover the canvas (the frames have its size: as they are)",
          boxes and all(box == [0, 0, canvas[0], canvas[1]] for box in boxes), (canvas, boxes[:3]))
    pixels = []
    for y in [0, 350, 780, 1200]:
        scroll(driver, "j-scroller", y)
        index = sources.index(driver.execute_script("const d = window.canvasDraws; return d[d.length - 1][0]"))
        pixels.append((y, index, driver.execute_async_script(CANVAS_SHOWS, index)))
    check("section j: the canvas holds the drawn frame's pixels", all(same for _, _, same in pixels) and len(set(i for _, i, _ in pixels)) == 4,
          pixels)
    status = driver.execute_script("return document.getElementById('j-status').textContent")
    check("section j: the status line (onValue) names the frame shown", status.endswith(f"frame {count} of {count}"), status)
    errors = driver.console_errors()
    check("no console errors", not errors, errors[:3])


server = serve(os.path.dirname(os.path.abspath(PAGE)), [STEPPED_FRAMES, RECORD])
try:
    for engine in engines():
        driver = open_browser(engine, 1280, 900)
        in_engine(driver)
        try:
            run(driver, f"http://127.0.0.1:{server.server_address[1]}/{os.path.basename(PAGE)}")
        finally:
            driver.quit()
finally:
    server.shutdown()

sys.exit(finish("scrub"))
