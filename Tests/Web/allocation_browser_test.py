"""The runtime's frames allocate nothing once warm, in headless Chromium.

A page of view-timeline cards (opacity, translate and colour each, as
the browser benchmark's page has, and a second opacity stacked on the first
over the middle of its range, so that the writers that compose a stack run
too; a value of every other kind the writer table makes: a corner
radius and a blur in pixels, a rotation about x in degrees, an anchor in
percentages and a shadow offset in pixels, both pairs in a ratio of a power
of two, a clip edge as a custom property's number, a text and a shadow
colour, so that the composites are declared; and values for the page,
animations without a target: a number, a pair and a colour handed to
`onValue`, a video's time set by `scrubVideo` and an image sequence drawn by
`scrubImageSequence`, whose callbacks and draws run inside the runtime's
frames) is scrolled back and forth over the same
positions with requestAnimationFrame stepped by hand (each frame sets
`scrollTop`, then runs the queued frame callbacks at a time chosen here).
After warm-up passes, DevTools' sampling heap profiler runs with a 1-byte
sampling interval, so that every allocation is sampled, over one more pass;
no allocation may have a function of the runtime on its stack. The same
then holds for frames without a scroll while a smoothed animation catches
up (the motion engine's advance), counted from the 31st still frame: a
scroll's end allocates once (the sixth still frame ends it, and code that
runs only then gets its feedback), not per frame. And the instrument is shown to see the
runtime's allocations: the first frames after attaching make values never
seen before (docs/runtime.md, "What a frame allocates").

On the shipped engine (scrollmotion.wasm) and the motion engine
(scrollmotion-motion.wasm, with a smoothed animation), each with the runtime
as written (Web/runtime/scrollmotion.js) and as shipped (minified), and each
with the cards in an element scroller and in the document, the runtime
attached to `document.scrollingElement` (the page as the scroller). Run by
scripts/test-demo; needs the built engines (.build-wasm, scripts/build-wasm).
"""
import os
import shutil
import sys
import tempfile

from browser import check, chromium, finish, serve, wait_for

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


# Replaces requestAnimationFrame before any script runs: callbacks queue
# (in arrays made once) until `__frames(count, step)` runs them, scrolling `step` pixels before
# each frame (0: no scroll), back and forth over the scroller's range, at
# times 1/60 s apart. All of a window's frames run in one script, so
# nothing of Chromium's own rendering steps falls inside it.
STEPPED_FRAMES = """
const queue = Array(8).fill(null), running = Array(8).fill(null);
let queued = 0;
window.requestAnimationFrame = (callback) => { queue[queued++] = callback; return queued; };
window.cancelAnimationFrame = () => {};
window.__queued = () => queued;
let y = 0, direction = 1, time = 0;
window.__frames = (count, step) => {
  const scroller = document.getElementById('s') ?? document.scrollingElement;
  const top = scroller.scrollHeight - scroller.clientHeight;
  for (let k = 0; k < count; k++) {
    if (step) {
      y += direction * step;
      if (y >= top) { y = top; direction = -1; } else if (y <= 0) { y = 0; direction = 1; }
      scroller.scrollTop = y;
    }
    time += 1000 / 60;
    // Into arrays made once: the harness allocates nothing in a frame either.
    const n = queued;
    for (let i = 0; i < n; i++) running[i] = queue[i];
    queued = 0;
    for (let i = 0; i < n; i++) running[i](time);
  }
  return queued;
};
"""

CARDS, PITCH = 60, 60

PAGE = """<!doctype html>
<meta charset="utf-8">
<style>body { margin: 0 } #s { width: 400px; height: 300px; overflow: auto; position: relative }
.card { position: absolute; width: 150px; height: 40px }</style>
<div id="s" hidden></div>
<video id="v" muted preload="auto" src="../scrub-video.mp4"></video>
<canvas id="k" width="64" height="36"></canvas>
<script type="module">
import { loadScrollMotion } from './scrollmotion.js';
const query = new URLSearchParams(location.search);
const engineFile = query.get('engine');
const full = await loadScrollMotion('./scrollmotion-full.wasm');
const engine = await loadScrollMotion('./' + engineFile);
// ?page=1: the cards in the document, which scrolls; else in the #s scroller.
const onPage = query.has('page');
const box = document.getElementById('s');
if (onPage) box.remove(); else box.hidden = false;
const scroller = onPage ? document.scrollingElement : box;
const cardParent = onPage ? document.body : box;
const elements = {};
const animations = [];
const frames = {};
for (let i = 0; i < %(cards)d; i++) {
  const name = 'c' + i;
  const card = document.createElement('div');
  card.className = 'card';
  const frame = [10 + (i %% 2) * 200, 10 + Math.floor(i / 2) * %(pitch)d, 150, 40];
  Object.assign(card.style, { left: frame[0] + 'px', top: frame[1] + 'px' });
  cardParent.append(card);
  elements[name] = card;
  frames[name] = { frame };
  const view = { type: 'view', subject: name };
  animations.push(
    { id: name + 'o', target: name, property: 'opacity', timeline: view, range: 'cover', easing: 'ease-in-out',
      keyframes: [{ offset: 0, value: 0.2 }, { offset: 0.5, value: 1 }, { offset: 1, value: 0.2 }] },
    { id: name + 't', target: name, property: 'translate', timeline: view, range: 'entry', easing: 'ease-out',
      keyframes: [{ offset: 0, value: [-30, 0] }, { offset: 1, value: [0, 0] }] },
    { id: name + 'c', target: name, property: 'backgroundColor', timeline: view, range: 'cover',
      keyframes: [{ offset: 0, value: '#2a3550' }, { offset: 0.5, value: '#ff7a59' }, { offset: 1, value: '#5ad1ff' }] },
    { id: name + 'h', target: name, property: 'opacity', timeline: view, range: 'contain', fill: 'none',
      keyframes: [{ offset: 0, value: 1 }, { offset: 1, value: 0.6 }] },
    { id: name + 'r', target: name, property: 'cornerRadius', timeline: view, range: 'cover',
      keyframes: [{ offset: 0, value: 0 }, { offset: 1, value: 20 }] },
    { id: name + 'b', target: name, property: 'blur', timeline: view, range: 'exit', easing: 'ease-in',
      keyframes: [{ offset: 0, value: 0 }, { offset: 1, value: 4 }] },
    { id: name + 'x', target: name, property: 'rotateX', timeline: view, range: 'entry',
      keyframes: [{ offset: 0, value: 40 }, { offset: 1, value: 0 }] },
    { id: name + 'a', target: name, property: 'anchor', timeline: view, range: 'cover',
      keyframes: [{ offset: 0, value: [0, 0] }, { offset: 1, value: [1, 0.5] }] },
    { id: name + 's', target: name, property: 'shadowOffset', timeline: view, range: 'cover',
      keyframes: [{ offset: 0, value: [0, 0] }, { offset: 1, value: [-6, 12] }] },
    { id: name + 'k', target: name, property: 'clipTop', timeline: view, range: 'exit', fill: 'none',
      keyframes: [{ offset: 0, value: 0 }, { offset: 1, value: 0.5 }] },
    { id: name + 'f', target: name, property: 'foregroundColor', timeline: view, range: 'cover',
      keyframes: [{ offset: 0, value: '#ffffff' }, { offset: 1, value: '#101820' }] },
    { id: name + 'g', target: name, property: 'shadowColor', timeline: view, range: 'contain',
      keyframes: [{ offset: 0, value: 'rgba(0, 0, 0, 0.2)' }, { offset: 1, value: 'rgba(40, 0, 80, 0.6)' }] });
}
// A smoothed animation keeps the motion engine's frames coming after a
// scroll stops. Its values are new on every frame, and a value never seen
// before is made (boxed or formatted), so its target is not on the page:
// the engine steps it all the same, and the frames still come.
if (engine.playsMotion) {
  frames.offstage = { frame: [0, 0, 10, 10] };
  animations.push({ id: 'lag', target: 'offstage', property: '--lag', smoothing: 2,
    keyframes: [{ offset: 0, value: 0 }, { offset: 1, value: 100 }] });
}
// Values for the page, without a target: a number, a pair and a colour
// handed to onValue, a video's time and an image sequence's frame.
for (const [id, property, from, to] of [['number', '--number', 0, 1], ['pair', 'translate', [0, 0], [40, -20]],
  ['colour', 'backgroundColor', '#2a3550', '#ff7a59'], ['video', '--video', 0, 1], ['frame', '--frame', 0, 1]]) {
  animations.push({ id, property, keyframes: [{ offset: 0, value: from }, { offset: 1, value: to }] });
}
const height = 20 + Math.ceil(%(cards)d / 2) * %(pitch)d;
// The document as long as the scroller's content (its cards are absolutely positioned).
if (onPage) Object.assign(document.body.appendChild(document.createElement('div')).style, { height: height + 'px' });
const spec = { version: 1, scroller: { containerSize: [400, 300], contentSize: [400, height] }, elements: frames, animations };
// Compiled by the full engine's compiler, as `scrollmotion compile` would.
const compiling = full.createChoreography(spec);
const compiled = compiling.compiled;
compiling.release();
const choreography = engine.createChoreography(compiled);
choreography.attach(scroller, elements);
// The callbacks keep what they are handed, allocating nothing themselves.
const handed = { number: null, pair: null, colour: null };
for (const id of Object.keys(handed)) choreography.onValue(id, (value) => { handed[id] = value; });
const video = document.getElementById('v');
// The times set on the video counted, as drawImage below.
const time = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'currentTime');
let seeks = 0;
Object.defineProperty(video, 'currentTime', { get: time.get, set(seconds) { seeks++; time.set.call(this, seconds); } });
choreography.scrubVideo('video', video);
// 24 frames of one colour each; drawImage counted, with its five arguments
// passed on as they are (no rest parameter, which would allocate).
const sheet = document.createElement('canvas');
sheet.width = 32; sheet.height = 18;
const urls = Array.from({ length: 24 }, (_, index) => {
  const g = sheet.getContext('2d');
  g.fillStyle = `hsl(${index * 15} 70%% 50%%)`;
  g.fillRect(0, 0, 32, 18);
  return sheet.toDataURL();
});
const canvas = document.getElementById('k');
const context = canvas.getContext('2d');
const draw = context.drawImage;
let draws = 0;
context.drawImage = function (image, x, y, width, height) { draws++; return draw.call(this, image, x, y, width, height); };
choreography.scrubImageSequence('frame', canvas, urls);
// Loading waits for the video's metadata and the frames' images.
await new Promise((resolve) => (video.readyState >= 1 ? resolve() : video.addEventListener('loadedmetadata', resolve, { once: true })));
await Promise.all(urls.map((url) => { const image = new Image(); image.src = url; return image.decode(); }));
await new Promise((resolve) => setTimeout(resolve, 100));
window.state = { playsMotion: engine.playsMotion, needsFrames: () => choreography.needsFrames,
  handed: () => [handed.number, handed.pair && Array.from(handed.pair), handed.colour && Array.from(handed.colour)],
  seeks: () => seeks, draws: () => draws };
window.ready = true;
</script>
""" % {"cards": CARDS, "pitch": PITCH}

workdir = tempfile.mkdtemp()
for name in ["scrollmotion.wasm", "scrollmotion-full.wasm", "scrollmotion-motion.wasm"]:
    shutil.copy(os.path.join(ROOT, ".build-wasm", name), workdir)
shutil.copy(os.path.join(ROOT, "Sources/ScrollMotionCLI/Resources/Demo/scrub-video.mp4"), workdir)
RUNTIMES = {"as written": os.path.join(ROOT, "Web/runtime/scrollmotion.js"),
            "minified": os.path.join(ROOT, ".build-wasm/scrollmotion.min.js")}
for runtime, path in RUNTIMES.items():
    folder = os.path.join(workdir, runtime.replace(" ", "-"))
    os.makedirs(folder)
    shutil.copy(path, os.path.join(folder, "scrollmotion.js"))
    with open(os.path.join(folder, "index.html"), "w") as f:
        f.write(PAGE)
    for name in ["scrollmotion.wasm", "scrollmotion-full.wasm", "scrollmotion-motion.wasm"]:
        os.link(os.path.join(workdir, name), os.path.join(folder, name))


server = serve(workdir)

# V8 compiles hot code on background threads and installs it when it is
# done, so a window could take in a compilation's own allocations at a
# point that differs from run to run. Single-threaded, V8 compiles when the
# code gets hot, the same way on every run, and all of it in the warm-up.
driver = chromium(600, 500, "--single-threaded")


def sampled(script, *arguments):
    """Runs `script` with every allocation sampled; returns the runtime's
    allocations as `{stack: [count, bytes]}` and the script's result."""
    driver.execute_cdp_cmd("HeapProfiler.startSampling", {
        "samplingInterval": 1, "includeObjectsCollectedByMajorGC": True, "includeObjectsCollectedByMinorGC": True})
    value = driver.execute_script(script, *arguments)
    profile = driver.execute_cdp_cmd("HeapProfiler.stopSampling", {})["profile"]
    stacks = {}

    def walk(node, path):
        frame = node["callFrame"]
        path = path + [(frame["functionName"] or "(anonymous)", frame["url"], frame["lineNumber"] + 1)]
        stacks[node["id"]] = path
        for child in node.get("children", []):
            walk(child, path)

    walk(profile["head"], [])
    found = {}
    for sample in profile["samples"]:
        path = stacks[sample["nodeId"]]
        if any(url.endswith("/scrollmotion.js") for _, url, _ in path):
            key = " < ".join(f"{name}:{line}" for name, url, line in reversed(path) if name != "(root)")
            entry = found.setdefault(key, [0, []])
            entry[0] += 1
            entry[1].append(sample["size"])
    return found, value


def run(runtime, engine, page):
    """The checks on `engine` with the runtime as `runtime`, attached to the #s scroller or (`page`) the document."""
    name = f"{runtime} runtime, {engine}, {'the page scroller' if page else 'an element scroller'}"
    folder = runtime.replace(" ", "-")
    driver.get(f"http://127.0.0.1:{server.server_address[1]}/{folder}/index.html?engine={engine}{'&page' if page else ''}")
    check(f"{name}: the page loads with stepped frames", wait_for(driver, "return window.ready === true"),
          [e["message"] for e in driver.get_log("browser")][:3])
    motion = driver.execute_script("return window.state.playsMotion")
    check(f"{name}: the engine is the one asked for", motion == (engine == "scrollmotion-motion.wasm"), motion)
    # Chromium fires `scroll` on its own rendering steps; the runtime then
    # asks for a frame, and reads the scroller itself from then on.
    driver.execute_script("(document.getElementById('s') ?? document.scrollingElement).scrollTop = 1")
    scroller = driver.execute_script("""
      const scroller = document.getElementById('s') ?? document.scrollingElement;
      return [scroller === document.scrollingElement, scroller.scrollHeight - scroller.clientHeight]""")
    check(f"{name}: the cards scroll with {'the document' if page else 'their scroller'}",
          scroller[0] == page and scroller[1] > 1000, scroller)
    check(f"{name}: a scroll asks for a frame", wait_for(driver, "return window.__queued() === 1"))
    first, _ = sampled("return window.__frames(20, 16)")
    check(f"{name}: the instrument sees the runtime allocate: the first frames make values never seen before",
          sum(count for count, _ in first.values()) > 0, first)
    # Three passes over the range and back: every value seen, the code warm.
    passes = (20 + CARDS // 2 * PITCH - 300) // 16 * 2
    driver.execute_script("return window.__frames(arguments[0], 16)", 6 * passes)
    before = driver.execute_script("return [window.state.draws(), window.state.seeks()]")
    warm, pending = sampled("return window.__frames(arguments[0], 16)", passes)
    check(f"{name}: {passes} scrolled frames, once warm, allocate nothing in the runtime",
          not warm and pending == 1, (warm, pending))
    # Those frames handed values to onValue, scrubbed the video and drew frames.
    after = driver.execute_script("return [window.state.draws(), window.state.seeks(), window.state.handed()]")
    handed = after[2]
    check(f"{name}: those frames handed onValue a number, a pair and a colour, set the video's time and drew frames",
          isinstance(handed[0], (int, float)) and len(handed[1]) == 2 and len(handed[2]) == 4
          and after[0] - before[0] > passes // 10 and after[1] - before[1] == passes, (before, after))
    if motion:
        # Stops: the first still frame puts the listeners back, the sixth
        # ends the scroll, and the advance that runs from then on warms up
        # (V8 makes a function's feedback on its eighth call).
        driver.execute_script("return window.__frames(30, 0)")
        still, pending = sampled("return window.__frames(60, 0)")
        check(f"{name}: 60 still frames while the smoothed animation catches up allocate nothing in the runtime",
              not still and pending == 1 and driver.execute_script("return window.state.needsFrames()"),
              (still, pending))
    errors = [e["message"] for e in driver.get_log("browser") if e["level"] == "SEVERE"]
    check(f"{name}: no console errors", not errors, errors[:3])


try:
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": STEPPED_FRAMES})
    for runtime in RUNTIMES:
        for engine in ["scrollmotion.wasm", "scrollmotion-motion.wasm"]:
            for page in [False, True]:
                run(runtime, engine, page)
finally:
    driver.quit()
    server.shutdown()
    shutil.rmtree(workdir, ignore_errors=True)

sys.exit(finish("allocation"))
