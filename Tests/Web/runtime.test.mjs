// Tests of the browser runtime on the real WebAssembly engine, under
// node's test runner. Run by scripts/test-web after scripts/build-wasm.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { loadScrollMotion } from '../../Web/runtime/scrollmotion.js';
import { fakePage } from './fake-page.mjs';

// The full engine reads specs as written; the shipped one only compiled specs.
const wasm = fs.readFileSync(new URL('../../.build-wasm/scrollmotion-full.wasm', import.meta.url));
const engine = await loadScrollMotion(wasm);
const leanWasm = fs.readFileSync(new URL('../../.build-wasm/scrollmotion.wasm', import.meta.url));
const lean = await loadScrollMotion(leanWasm);
const motion = await loadScrollMotion(fs.readFileSync(new URL('../../.build-wasm/scrollmotion-motion.wasm', import.meta.url)));

const base = {
  version: 1,
  scroller: { containerSize: [100, 200], contentSize: [100, 2000] },
  elements: { card: { frame: [0, 800, 100, 100] } },
};
const spec = (animations) => ({ ...base, animations });
// The runtime's choreography class, for its writers and counters.
const Choreography = (() => {
  const probe = engine.createChoreography(spec([]));
  probe.release();
  return probe.constructor;
})();
const close = (actual, expected, tolerance = 1e-9) =>
  assert.ok(Math.abs(actual - expected) <= tolerance, `${actual} is not ${expected}`);

/** CSS cubic Bézier by bisection: an independent reference. */
function bezier(x1, y1, x2, y2, x) {
  const at = (p1, p2, t) => 3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t;
  let low = 0;
  let high = 1;
  for (let i = 0; i < 100; i++) {
    const middle = (low + high) / 2;
    if (at(x1, x2, middle) < x) low = middle; else high = middle;
  }
  return at(y1, y2, (low + high) / 2);
}

test('both modules import nothing', () => {
  assert.deepEqual(WebAssembly.Module.imports(new WebAssembly.Module(wasm)), []);
  assert.deepEqual(WebAssembly.Module.imports(new WebAssembly.Module(leanWasm)), []);
});

test('the shipped engine asks for compiled specs', () => {
  assert.equal(lean.readsText, false);
  assert.throws(() => lean.evaluate(spec([{ id: 'o', property: 'opacity', keyframes: [{ offset: 0, value: 1 }] }]), [0]),
    /compiled specs only: run `scrollmotion compile`/);
});

test('view timeline ranges follow the WPT numbers', () => {
  const ranges = { cover: [600, 900], contain: [700, 800], entry: [600, 700], exit: [800, 900] };
  for (const [name, [start, end]] of Object.entries(ranges)) {
    const samples = engine.evaluate(spec([{
      id: 'p', target: 'card', property: '--p', timeline: { type: 'view', subject: 'card', axis: 'y' },
      range: { start: `${name} 0%`, end: `${name} 100%` },
      keyframes: [{ offset: 0, value: 0 }, { offset: 1, value: 1 }],
    }]), [[0, start], [0, (start + end) / 2], [0, end - 1]]);
    close(samples[0].values.p, 0);
    close(samples[1].values.p, 0.5);
    close(samples[2].values.p, (end - 1 - start) / (end - start));
  }
});

test('fill none gives null outside the active interval, which is half-open', () => {
  const samples = engine.evaluate(spec([{
    id: 'o', target: 'card', property: 'opacity', timeline: { type: 'view', subject: 'card' },
    range: { start: 'contain 0%', end: 'contain 100%' }, fill: 'none',
    keyframes: [{ offset: 0, value: 0.2 }, { offset: 1, value: 0.8 }],
  }]), [[0, 699], [0, 700], [0, 799], [0, 800]]);
  assert.deepEqual(samples.map((s) => s.values.o === null), [true, false, false, true]);
  close(samples[1].values.o, 0.2);
});

test('easings match an independent cubic Bézier solver', () => {
  const samples = engine.evaluate(spec([{
    id: 'e', target: 'card', property: '--e', easing: 'ease-in-out',
    keyframes: [{ offset: 0, value: 0 }, { offset: 1, value: 1 }],
  }]), [0, 180, 450, 900, 1800].map((y) => [0, y]));
  samples.forEach(({ offset, values }) => close(values.e, bezier(0.42, 0, 0.58, 1, offset[1] / 1800), 1e-6));
});

test('translate, scale and colours have their shapes', () => {
  const [sample] = engine.evaluate(spec([
    { id: 't', target: 'card', property: 'translate', keyframes: [{ offset: 0, value: [0, 0] }, { offset: 1, value: [100, -50] }] },
    { id: 's', target: 'card', property: 'scale', keyframes: [{ offset: 0, value: 1 }, { offset: 1, value: [2, 3] }] },
    { id: 'u', target: 'card', property: 'scale', keyframes: [{ offset: 0, value: 1 }, { offset: 1, value: 3 }] },
    { id: 'c', target: 'card', property: 'backgroundColor',
      keyframes: [{ offset: 0, value: '#ff0000' }, { offset: 1, value: 'rgba(0, 0, 255, 0)' }] },
  ]), [[0, 900]]);
  assert.deepEqual(sample.values.t, [50, -25]);
  assert.deepEqual(sample.values.s, [1.5, 2]);
  assert.equal(sample.values.u, 2);
  // Premultiplied sRGB: half of opaque red and transparent blue is red at half alpha.
  assert.deepEqual(sample.values.c.map((v) => Math.round(v * 1000) / 1000), [1, 0, 0, 0.5]);
});

test('an inactive timeline has no effect', () => {
  const still = { ...base, scroller: { containerSize: [100, 200], contentSize: [100, 100] } };
  const [sample] = engine.evaluate({ ...still, animations: [{ id: 'x', target: 'card', property: 'opacity',
    keyframes: [{ offset: 0, value: 0 }, { offset: 1, value: 1 }] }] }, [[0, 0]]);
  assert.equal(sample.values.x, null);
});

test('bad input is reported with its place and never crashes', () => {
  const opacity = (extra) => spec([{ id: 'o', target: 'card', property: 'opacity',
    keyframes: [{ offset: 0, value: 0 }, { offset: 1, value: 1 }], ...extra }]);
  assert.throws(() => engine.evaluate(opacity({ easing: 'cubic-bezier(2, 0, 1, 1)' }), [0]), /animations\[0\]\.easing: cubic-bezier x1/);
  assert.throws(() => engine.evaluate(opacity({ range: { start: 'entree 10%' } }), [0]), /animations\[0\]\.range/);
  assert.throws(() => engine.evaluate(opacity({ keyframes: [{ offset: 0.6, value: 0 }, { offset: 0.4, value: 1 }] }), [0]),
    /animations\[0\]\.keyframes\[1\]\.offset: must not be smaller than the previous keyframe's offset/);
  assert.throws(() => engine.evaluate(spec([{ id: 'c', target: 'card', property: 'backgroundColor',
    keyframes: [{ offset: 0, value: '#ggg' }] }]), [0]), /keyframes\[0\]/);
  assert.throws(() => engine.evaluate(spec([{ id: 'z', property: 'width', keyframes: [] }]), [0]), /unknown property/);
  // NaN values are refused rather than put on screen (JSON has no NaN: it
  // arrives as null, which is not a number).
  assert.throws(() => engine.evaluate(opacity({ keyframes: [{ offset: 0, value: NaN }] }), [0]),
    /keyframes\[0\]\.value: an opacity value must be a number, not null/);
});


const cardOpacity = (id = 'o') => ({ id, target: 'card', property: 'opacity', timeline: { type: 'view', subject: 'card' },
  range: { start: 'contain 0%', end: 'contain 100%' }, fill: 'none',
  keyframes: [{ offset: 0, value: 0 }, { offset: 1, value: 1 }] });
const progress = (id = 'v') => ({ id, target: 'card', property: '--v', keyframes: [{ offset: 0, value: 0 }, { offset: 1, value: 10 }] });
const writes = (log) => log.filter(([what]) => what === 'write').map(([, , n, v]) => [n, v]);

test('attach writes styles once per animation frame, only for changes', () => {
  const page = fakePage();
  const scroller = page.scroller('s');
  const choreography = engine.createChoreography(spec([cardOpacity(), progress()]));
  const timings = [];
  const detach = choreography.attach(scroller, { card: page.element('card') }, (ms) => timings.push(ms));
  // Attaching sets everything at once: opacity has no effect yet, so it is
  // removed. A custom property is set as text (a number would be made into
  // a string on every write).
  assert.deepEqual(writes(page.log), [['opacity', null], ['--v', '0']]);
  page.log.length = 0;
  scroller.scroll(750);
  scroller.scroll(750);  // coalesced into one frame
  assert.equal(page.step(), 1);
  assert.deepEqual(writes(page.log), [['opacity', 0.5], ['--v', `${750 * 10 / 1800}`]]);
  page.log.length = 0;
  scroller.scroll(900);
  page.step();
  assert.deepEqual(writes(page.log), [['opacity', null], ['--v', '5']]);
  // Nothing changed, nothing written: that frame reads the scroller where
  // it was and runs no choreography, so it has no onFrame either.
  page.log.length = 0;
  scroller.scroll(900);
  page.step();
  assert.deepEqual(writes(page.log), []);
  assert.equal(timings.length, 3);
  detach();
  choreography.release();
});

test('one frame reads each scroller once, then updates every choreography, then writes', () => {
  const page = fakePage();
  const [one, two] = [page.scroller('one'), page.scroller('two')];
  const choreographies = [0, 1, 2].map(() => engine.createChoreography(spec([cardOpacity(), progress()])));
  const card = (name) => ({ card: page.element(name) });
  const detach = [
    choreographies[0].attach(one, card('a')),
    choreographies[1].attach(one, card('b')),
    choreographies[2].attach(two, card('c')),
  ];
  // One listener per scroller, however many choreographies it drives.
  assert.equal(one.listeners.size, 1);
  assert.equal(two.listeners.size, 1);
  page.log.length = 0;
  one.scroll(750);
  two.scroll(750);
  assert.equal(page.frames.length, 1, 'one animation frame for the page');
  page.step();
  const kinds = () => page.log.splice(0).map(([what, name]) => `${what} ${name}`);
  // Both reads come before any write, and each scroller is read once.
  assert.deepEqual(kinds(), ['read one', 'read two', 'write a', 'write a', 'write b', 'write b', 'write c', 'write c']);
  // The scrolls go on without events (the listeners are off while the loop
  // runs): still one read of each, then every write.
  one.scroll(760);
  two.scroll(760);
  page.step();
  assert.deepEqual(kinds(), ['read one', 'read two', 'write a', 'write a', 'write b', 'write b', 'write c', 'write c']);
  // Only the choreographies of the scroller that moved are updated and
  // written; the one that stayed has its listener back and is read no more.
  two.scroll(900);
  page.step();
  assert.deepEqual(kinds(), ['read one', 'read two', 'write c', 'write c']);
  assert.deepEqual([one.listeners.size, two.listeners.size], [1, 0]);
  page.step();
  assert.deepEqual(kinds(), ['read two']);
  assert.deepEqual([one.listeners.size, two.listeners.size], [1, 1]);
  // A scroll of one while two is read by the loop: the same frame reads both.
  two.scroll(750);
  page.step();
  one.scroll(750);
  page.step();
  assert.deepEqual(kinds(), ['read two', 'write c', 'write c', 'read one', 'read two', 'write a', 'write a', 'write b', 'write b']);
  page.step();
  page.step();
  assert.deepEqual([one.listeners.size, two.listeners.size], [1, 1]);
  one.dispatch('scrollend');
  two.dispatch('scrollend');
  page.step();
  assert.equal(page.frames.length, 0);
  // Detaching removes the listener with the last choreography on a scroller.
  detach[0]();
  assert.equal(one.listeners.size, 1);
  detach[1]();
  assert.equal(one.listeners.size, 0);
  detach[2]();
  assert.equal(two.listeners.size, 0);
  page.log.length = 0;
  one.scroll(100);
  two.scroll(100);
  page.step();
  assert.deepEqual(page.log, []);
  for (const c of choreographies) c.release();
});

test('the scroll listener is off while the frame loop runs and back when it rests; a scroll at rest gets its first frame', () => {
  const page = fakePage();
  while (page.frames.length) page.step();  // what an earlier test left asked for
  const scroller = page.scroller('s');
  const choreography = engine.createChoreography(spec([progress()]));
  const timings = [];
  const detach = choreography.attach(scroller, { card: page.element('card') }, (ms) => timings.push(ms));
  const others = () => ['scrollend', 'pointerdown', 'touchstart', 'wheel', 'keydown'].map((type) => scroller.on.get(type).size);
  assert.deepEqual([scroller.listeners.size, page.frames.length], [1, 0], 'at rest: the runtime listens and asks for no frame');
  assert.deepEqual(others(), [1, 1, 1, 1, 1]);
  const shows = (top) => {
    const [[property, value], ...more] = writes(page.log.splice(0));
    assert.equal(property, '--v');
    close(value, (top * 10) / 1800);
    assert.deepEqual(more, []);
  };
  page.log.length = 0;
  scroller.scroll(100);
  assert.deepEqual([scroller.listeners.size, page.frames.length], [0, 1], 'the first event takes the listener off and asks for a frame');
  assert.equal(page.step(), 1);
  assert.deepEqual(page.log[0], ['read', 's']);
  shows(100);
  // The scroll goes on with no listener: each frame reads the scroller once and writes.
  for (const top of [150, 200, 260]) {
    scroller.scroll(top);
    assert.equal(page.step(), 1);
    assert.deepEqual(page.log.filter(([what]) => what === 'read'), [['read', 's']]);
    shows(top);
    assert.equal(scroller.listeners.size, 0);
  }
  assert.equal(scroller.on.get('scrollend').size, 0, 'scrollend is off with it');
  // The first frame that finds it where it was puts both back; at Chromium's scrollend the loop rests.
  page.step();
  assert.deepEqual(page.log.splice(0), [['read', 's']]);
  assert.deepEqual(others(), [1, 1, 1, 1, 1], 'the other listeners stay as they were');
  scroller.dispatch('scrollend');
  page.step();
  assert.deepEqual([page.log, scroller.listeners.size, page.frames.length], [[], 1, 0]);
  assert.equal(timings.length, 5, 'attaching and the four frames that moved');
  // A scroll at rest: its event asks for the frame that shows it.
  scroller.scroll(500);
  assert.equal(page.step(), 1);
  page.log.shift();
  shows(500);
  page.step();
  scroller.dispatch('scrollend');
  page.step();
  assert.deepEqual([scroller.listeners.size, page.frames.length], [1, 0]);
  // Detached while the loop reads it: no listener left, no read.
  scroller.scroll(600);
  detach();
  page.log.length = 0;
  page.step();
  assert.deepEqual([page.log, scroller.listeners.size, others()], [[], 0, [0, 0, 0, 0, 0]]);
  choreography.release();
});

test('the frame loop picks up a rebuilt choreography', () => {
  const page = fakePage();
  const scroller = page.scroller('s');
  const choreography = engine.createChoreography(spec([cardOpacity()]));
  const detach = choreography.attach(scroller, { card: page.element('card') }, { frames: 'spec' });
  scroller.scroll(750);
  page.step();
  page.log.length = 0;
  // The card moves from 800 to 400 (a re-measure): contain now runs from 300 to 400.
  const moved = structuredClone(choreography.compiled);
  moved.animations[0].timeline[3] = 400;
  choreography.rebuild(moved);
  scroller.scroll(350);
  page.step();
  assert.deepEqual(writes(page.log), [['opacity', 0.5]]);
  detach();
  choreography.release();
});

test('a released choreography is skipped by the frame loop', () => {
  const page = fakePage();
  const scroller = page.scroller('s');
  const choreography = engine.createChoreography(spec([progress()]));
  choreography.attach(scroller, { card: page.element('card') });
  choreography.release();
  page.log.length = 0;
  scroller.scroll(100);
  page.step();
  assert.deepEqual(writes(page.log), []);
});

test('ranges() give where each range starts and ends on the full engine; the shipped one leaves them out', () => {
  const animations = [
    // The card (800…900) in a 200-point viewport: cover runs from 600 to 900.
    { id: 'cover', target: 'card', property: 'opacity', timeline: { type: 'view', subject: 'card' },
      keyframes: [{ offset: 0, value: 0 }, { offset: 1, value: 1 }] },
    { id: 'late', property: '--p', range: { start: '50%', end: '100%' },
      keyframes: [{ offset: 0, value: 0 }, { offset: 1, value: 1 }] },
  ];
  const full = engine.createChoreography(spec(animations));
  const expected = [
    { id: 'cover', target: 'card', axis: 'y', start: 600, end: 900 },
    { id: 'late', target: null, axis: 'y', start: 900, end: 1800 },
  ];
  assert.deepEqual(full.ranges(), expected);
  // The compiled form names the view timeline's subject, for measuring.
  assert.equal(full.compiled.animations[0].subject, 'card');
  // The shipped engine leaves sm_range_offsets out to stay in its budget.
  const shipped = lean.createChoreography(full.compiled);
  assert.deepEqual(shipped.ranges(), []);
  shipped.release();
  full.release();
});

test('attach measures the page unless told to use the spec, and applies the stacking order', () => {
  globalThis.requestAnimationFrame = () => 1;
  globalThis.cancelAnimationFrame = () => {};
  const style = () => ({ setProperty() {}, removeProperty() {} });
  // A page whose real layout differs from the spec: the card sits at 400, not 800.
  const card = { style: style(), offsetLeft: 0, offsetTop: 400, offsetWidth: 100, offsetHeight: 100, offsetParent: null };
  const scroller = {
    scrollLeft: 0, scrollTop: 0, clientWidth: 100, clientHeight: 200, scrollWidth: 100, scrollHeight: 1000,
    clientLeft: 0, clientTop: 0, children: [], addEventListener() {}, removeEventListener() {},
    contains: () => true, getBoundingClientRect: () => ({ left: 0, top: 0 }),
  };
  card.offsetParent = scroller;
  const stacked = { ...base, elements: { card: { frame: [0, 800, 100, 100], z: 3 } },
    animations: [{ id: 'cover', target: 'card', property: 'opacity', timeline: { type: 'view', subject: 'card' },
      keyframes: [{ offset: 0, value: 0 }, { offset: 1, value: 1 }] }] };
  const measured = engine.createChoreography(stacked);
  measured.attach(scroller, { card });
  assert.equal(card.style.zIndex, '3');
  // Measured: cover runs from 400 - 200 to 400 + 100.
  assert.deepEqual(measured.ranges().map(({ start, end }) => [start, end]), [[200, 500]]);
  const fromSpec = engine.createChoreography(stacked);
  fromSpec.attach(scroller, { card }, { frames: 'spec' });
  assert.deepEqual(fromSpec.ranges().map(({ start, end }) => [start, end]), [[600, 900]]);
  measured.release();
  fromSpec.release();
});

test('the engines\' allocator keeps live blocks apart, aligned, and reuses freed ones', () => {
  for (const wasmEngine of [engine, lean]) {
    const e = wasmEngine.exports;
    // A fixed linear congruential sequence: the same sizes on every run.
    let state = 12345;
    const next = (n) => { state = (state * 1103515245 + 12345) % 2147483648; return state % n; };
    const live = [];
    const bytes = () => new Uint8Array(wasmEngine.memory.buffer);
    const check = ({ pointer, size, mark }) => {
      const view = bytes();
      for (let i = 0; i < size; i++) assert.equal(view[pointer + i], mark, `block at ${pointer} overwritten`);
    };
    for (let round = 0; round < 3000; round++) {
      if (live.length && next(3) === 0) {
        const [block] = live.splice(next(live.length), 1);
        check(block);
        e.sm_free(block.pointer);
        continue;
      }
      // Mostly small, sometimes several pages, as a choreography's arrays are.
      const size = next(10) === 0 ? 1 + next(200000) : 1 + next(300);
      const pointer = e.sm_alloc(size);
      assert.ok(pointer > 0 && pointer % 8 === 0, `pointer ${pointer}`);
      const mark = 1 + next(255);
      bytes().fill(mark, pointer, pointer + size);
      live.push({ pointer, size, mark });
    }
    live.forEach(check);
    // A freed block of a size is what the next allocation of that size gets.
    const first = e.sm_alloc(100);
    e.sm_free(first);
    assert.equal(e.sm_alloc(100), first);
    e.sm_free(first);
    for (const { pointer } of live) e.sm_free(pointer);
  }
});

test('colours are written with channels rounded, opaque ones as rgb()', () => {
  const page = fakePage();
  const scroller = page.scroller('s');
  const choreography = engine.createChoreography(spec([{ id: 'c', target: 'card', property: 'backgroundColor',
    keyframes: [{ offset: 0, value: '#ff0000' }, { offset: 1, value: 'rgba(0, 0, 255, 0)' }] }]));
  const detach = choreography.attach(scroller, { card: page.element('card') });
  scroller.scroll(900);
  page.step();
  scroller.scroll(0);
  page.step();
  // Half-way, premultiplied: red at half alpha.
  assert.deepEqual(writes(page.log), [['backgroundColor', 'rgb(255, 0, 0)'], ['backgroundColor', 'rgba(255, 0, 0, 0.5)'],
    ['backgroundColor', 'rgb(255, 0, 0)']]);
  detach();
  choreography.release();
});

test('translucent colours are written as Chromium keeps them: 8-bit alpha, two decimals when they read back', () => {
  const page = fakePage();
  const scroller = page.scroller('s');
  // Opaque red to transparent blue: premultiplied, so red fading out.
  const choreography = engine.createChoreography(spec([{ id: 'c', target: 'card', property: 'backgroundColor',
    keyframes: [{ offset: 0, value: '#ff0000' }, { offset: 1, value: 'rgba(0, 0, 255, 0)' }] }]));
  const detach = choreography.attach(scroller, { card: page.element('card') });
  // Alpha 1 - y / 1800: 0.999 is 255/255 (rgb), 0.3333 is 85/255 (0.333, as 0.33 would read back as 84),
  // 0.994 is 253/255 (0.992), 0.001 is 0/255.
  const expected = [[1.8, 'rgb(255, 0, 0)'], [1200.06, 'rgba(255, 0, 0, 0.333)'], [10.8, 'rgba(255, 0, 0, 0.992)'],
    [1798.2, 'rgba(255, 0, 0, 0)']];
  for (const [y, text] of expected) {
    page.log.length = 0;
    scroller.scroll(y);
    page.step();
    assert.deepEqual(writes(page.log), [['backgroundColor', text]], `at ${y}`);
  }
  detach();
  choreography.release();
});

test('colour texts are kept: a second pass over the same colours makes none, and past the 8,156 slots they are made again the same', () => {
  const page = fakePage();
  const scroller = page.scroller('s');
  // 40 segments between different translucent colours, 450 frames each: over 8,156 distinct colours.
  const keyframes = Array.from({ length: 41 }, (_, k) => ({ offset: k / 40,
    value: `rgba(${(k * 37) % 256}, ${(k * 91) % 256}, ${(k * 53) % 256}, ${0.05 + (k % 10) / 12})` }));
  const choreography = engine.createChoreography(spec([{ id: 'c', target: 'card', property: 'backgroundColor', keyframes }]));
  const detach = choreography.attach(scroller, { card: page.element('card') });
  const pass = (from, to, step) => {
    const texts = [];
    for (let y = from; y <= to; y += step) {
      page.log.length = 0;
      scroller.scroll(y);
      page.step();
      texts.push(...writes(page.log).map(([, text]) => text));
    }
    return texts;
  };
  // A few colours, twice (each pass starting away from its first offset, so
  // that its first frame writes too): the second time every text is found kept.
  pass(1000, 1000, 1);
  const first = pass(0, 30, 1);
  const made = Choreography.madeValues;
  assert.deepEqual(pass(0, 30, 1), first);
  assert.equal(Choreography.madeValues, made);
  // Thousands of colours: a table of 8,156 slots cannot keep them all, so
  // some are made again on a second pass, and read as they did.
  const many = pass(0, 1800, 0.1);
  assert.ok(new Set(many).size > 8156, `only ${new Set(many).size} distinct colours written`);
  const before = Choreography.madeValues;
  assert.deepEqual(pass(0, 1800, 0.1), many);
  assert.ok(Choreography.madeValues > before);
  for (const text of many) assert.match(text, /^rgba?\(\d+, \d+, \d+(, (0|1|0\.\d{1,3}))?\)$/);
  detach();
  choreography.release();
});

/** Doubles from a fixed xorshift sequence: every bit pattern but NaNs and infinities. */
function doubles(count, state = 0x9e3779b9) {
  const bits = new Uint32Array(2);
  const number = new Float64Array(bits.buffer);
  const next = () => { state ^= state << 13; state ^= state >>> 17; state ^= state << 5; return state >>> 0; };
  const out = [];
  while (out.length < count) {
    bits[0] = next();
    bits[1] = next();
    if (Number.isFinite(number[0])) out.push(number[0]);
  }
  return out;
}
const sameBits = (a, b) => {
  const f = new Float64Array([a, b]);
  const u = new Uint32Array(f.buffer);
  return u[0] === u[2] && u[1] === u[3];
};

test('kept values are written exactly: the engine output bit for bit, texts as made from it, whatever shares a slot', () => {
  const page = fakePage();
  const opacity = Choreography.writer(page.element('card'), { property: 'opacity', kind: 0 });
  const translate = Choreography.writer(page.element('card'), { property: 'translate', kind: 1 });
  const output = new Float64Array(5);
  output[0] = 2;
  const written = () => page.log.at(-1)[3];
  // Zeros of both signs, the smallest and tiny numbers, then 20,000 more:
  // more than the 8,156 slots, so many share one and push others out.
  const special = [0, -0, 0, 1e-300, -1e-300, 5e-324, -5e-324, 1, 1 - 2 ** -53, 0.35, 0.35 + 2 ** -54];
  const values = [...special, ...doubles(20000)];
  for (const pass of [1, 2]) {
    for (const value of values) {
      output[1] = value;
      output[2] = 0;
      opacity.write_(output, 0);
      assert.ok(sameBits(written(), value), `pass ${pass}: ${written()} written for ${value}`);
    }
  }
  for (let i = 0; i + 1 < 4000; i += 2) {
    const [x, y] = [values[i], values[i + 1]];
    output[1] = x;
    output[2] = y;
    translate.write_(output, 0);
    assert.equal(written(), `${x}px ${y}px`);
  }
  // A value seen just before is found, not made again; one pushed out is made again, the same.
  const made = Choreography.madeValues;
  output[1] = values.at(-1);
  output[2] = 0;
  opacity.write_(output, 0);
  assert.equal(Choreography.madeValues, made);
  output[1] = -0;
  opacity.write_(output, 0);
  assert.ok(Object.is(written(), -0));
  output[1] = 0;
  opacity.write_(output, 0);
  assert.ok(Object.is(written(), 0));
  assert.ok(page.log.every(([, , , value]) => value !== undefined && !Number.isNaN(value)));
});

// The kept values' table, as the runtime's source sets it.
const RUNTIME_SOURCE = fs.readFileSync(new URL('../../Web/runtime/scrollmotion.js', import.meta.url), 'utf8');
const KEPT_SETS = Number(RUNTIME_SOURCE.match(/^const KEPT_SETS = (\d+);$/m)[1]);
const SLOTS_PER_SET = Number(RUNTIME_SOURCE.match(/^const SLOTS_PER_SET = (\d+);$/m)[1]);

test('as many values as a set has slots all stay kept when they share it, however they alternate', () => {
  const page = fakePage();
  const opacity = Choreography.writer(page.element('card'), { property: 'opacity', kind: 0 });
  // The set a number's key lands in: its bits (and the 0 after it) as 32-bit words, as the runtime picks it.
  const words = new Int32Array(new Float64Array(1).buffer);
  const set = (value) => { new Float64Array(words.buffer)[0] = value; return ((words[0] ^ words[1]) >>> 0) % KEPT_SETS; };
  const bySet = new Map();
  for (const value of doubles(80000)) (bySet.get(set(value)) ?? bySet.set(set(value), []).get(set(value))).push(value);
  const full = SLOTS_PER_SET;
  const shared = [...bySet.values()].find((values) => values.length > full).slice(0, full + 1);
  const output = new Float64Array(5);
  const write = (value) => { output[1] = value; opacity.write_(output, 0); assert.ok(sameBits(page.log.at(-1)[3], value)); };
  const kept = shared.slice(0, full);
  // The made count moves on with each value made, whatever its kind: start it at every phase.
  for (let phase = 0; phase < full; phase++) {
    write(doubles(phase + 1, 12345 + phase).at(-1));
    // A value another test left in the set is pushed out in turn: after as
    // many passes as the set has slots, only these are in it.
    for (let pass = 0; pass <= full; pass++) for (const value of kept) write(value);
    const made = Choreography.madeValues;
    for (let pass = 0; pass < 3; pass++) for (const value of [...kept].reverse()) write(value);
    for (const value of [kept[0], kept[2], kept[0], kept[full - 1], kept[1]]) write(value);
    assert.equal(Choreography.madeValues, made, `phase ${phase}: ${full} values of one set are all found`);
    // One more pushes one out, which is made again, the same.
    write(shared[full]);
    for (const value of shared) write(value);
    assert.ok(Choreography.madeValues >= made + 2);
  }
});

test('a second pass over the same offsets makes no value: every write is one kept from the first', () => {
  const page = fakePage();
  const scroller = page.scroller('s');
  // 30 cards 60 points apart, each with an opacity, a translate and a colour on its own view timeline.
  const elements = {};
  const animations = [];
  for (let i = 0; i < 30; i++) {
    const name = `e${i}`;
    const view = { type: 'view', subject: name };
    elements[name] = { frame: [0, 10 + 60 * i, 80, 40] };
    animations.push(
      { id: `${name}o`, target: name, property: 'opacity', timeline: view, easing: 'ease-in-out',
        keyframes: [{ offset: 0, value: 0.2 }, { offset: 0.5, value: 1 }, { offset: 1, value: 0.2 }] },
      { id: `${name}t`, target: name, property: 'translate', timeline: view, range: 'entry', easing: 'ease-out',
        keyframes: [{ offset: 0, value: [-30, 0] }, { offset: 1, value: [0, 0] }] },
      { id: `${name}c`, target: name, property: 'backgroundColor', timeline: view,
        keyframes: [{ offset: 0, value: '#2a3550' }, { offset: 0.5, value: '#ff7a59' }, { offset: 1, value: '#5ad1ff' }] });
  }
  const choreography = engine.createChoreography({ version: 1, scroller: { containerSize: [100, 200], contentSize: [100, 1820] },
    elements, animations });
  const targets = Object.fromEntries(Object.keys(elements).map((name) => [name, page.element(name)]));
  const detach = choreography.attach(scroller, targets, { frames: 'spec' });
  const pass = () => {
    page.log.length = 0;
    for (let y = 0; y <= 1620; y += 4) {
      scroller.scroll(y);
      page.step();
    }
    return writes(page.log);
  };
  scroller.scroll(1620);
  page.step();
  const first = pass();
  const made = Choreography.madeValues;
  scroller.scroll(1620);
  page.step();
  const second = pass();
  assert.ok(first.length > 3000, `only ${first.length} writes`);
  assert.deepEqual(second, first);
  assert.equal(Choreography.madeValues, made);
  detach();
  choreography.release();
});

test('a translate is written as text in pixels', () => {
  const page = fakePage();
  const scroller = page.scroller('s');
  const choreography = engine.createChoreography(spec([{ id: 't', target: 'card', property: 'translate',
    range: { start: '0px', end: '1000px' }, keyframes: [{ offset: 0, value: [0, 0] }, { offset: 1, value: [100, -50] }] }]));
  const detach = choreography.attach(scroller, { card: page.element('card') });
  page.log.length = 0;
  scroller.scroll(500);
  page.step();
  assert.deepEqual(writes(page.log), [['translate', '50px -25px']]);
  detach();
  choreography.release();
});

test('a rebuild with new numbers resolves a pin again in every engine, as compiling for those numbers does', () => {
  // A pin over the card's contain range: 100 points long at a 200-point
  // container, 300 at a 400-point one (a page measured taller than the spec).
  const hold = { id: 'hold', target: 'card', pin: true, timeline: { type: 'view', subject: 'card' },
    range: { start: 'contain 0%', end: 'contain 100%' } };
  const source = engine.createChoreography(spec([hold]));
  const compiled = source.compiled;
  source.release();
  assert.equal(compiled.animations[0].pin, 1);
  const taller = { ...compiled, scroller: [100, 400, 100, 2000, 0, 0, 0, 0] };
  // The reference: the spec compiled for the taller page, by the compiler's PinGeometry.
  const reference = engine.createChoreography({ ...base, scroller: { ...base.scroller, containerSize: [100, 400] }, animations: [hold] });
  assert.deepEqual(reference.compiled.animations[0].keyframes[1][1], [0, 300]);
  for (const [name, wasmEngine] of [['full', engine], ['motion', motion], ['shipped', lean]]) {
    const choreography = wasmEngine.createChoreography(compiled);
    choreography.update(0, 900);
    assert.deepEqual(choreography.values().hold, [0, 100], `${name}, as compiled`);
    choreography.rebuild(taller);
    // At 400 points the range runs from 500 to 800.
    for (const [offset, expected] of [[0, 0], [500, 0], [650, 150], [800, 300], [900, 300], [1600, 300]]) {
      choreography.update(0, offset);
      reference.update(0, offset);
      assert.deepEqual(choreography.values().hold, [0, expected], `${name} at ${offset}`);
      assert.deepEqual(choreography.values().hold, reference.values().hold, `${name} at ${offset}`);
    }
    // Measured back to the spec's numbers, the compiled length again.
    choreography.rebuild(compiled);
    choreography.update(0, 900);
    assert.deepEqual(choreography.values().hold, [0, 100], `${name}, measured back`);
    choreography.release();
  }
  reference.release();
});

test('right to left, a rebuild resolves a horizontal pin again in every engine, moving its target left', () => {
  // A 300-point tile pinned over its contain range: 300 points at a
  // 600-point viewport, 500 at an 800-point one.
  const pinned = (containerSize) => ({
    version: 1,
    scroller: { containerSize, contentSize: [3000, 300], contentInsets: [0, 20, 0, 60], direction: 'rtl' },
    elements: { tile: { frame: [1200, 50, 300, 200] } },
    animations: [{ id: 'hold', target: 'tile', pin: true, timeline: { type: 'view', subject: 'tile', axis: 'inline' },
      range: { start: 'contain 0%', end: 'contain 100%' } }],
  });
  const source = engine.createChoreography(pinned([600, 300]));
  const compiled = source.compiled;
  source.release();
  assert.deepEqual(compiled.animations[0].keyframes[1][1], [-300, 0]);
  const wider = engine.createChoreography(pinned([800, 300]));
  assert.deepEqual(wider.compiled.animations[0].keyframes[1][1], [-500, 0]);
  for (const [name, wasmEngine] of [['full', engine], ['motion', motion], ['shipped', lean]]) {
    const choreography = wasmEngine.createChoreography(compiled);
    // The compiled keyframes (300 points), measured at 800 points.
    choreography.rebuild({ ...compiled, scroller: wider.compiled.scroller });
    const held = [];
    for (let x = 0; x <= 2400; x += 100) {
      choreography.update(x, 0);
      wider.update(x, 0);
      assert.deepEqual(choreography.values().hold, wider.values().hold, `${name} at ${x}`);
      held.push(choreography.values().hold[0]);
    }
    assert.equal(Math.min(...held), -500, `${name}, held the whole range`);
    choreography.release();
  }
  wider.release();
});

// Right to left, as Chromium lays it out: a 600 × 300 scroller (insets 20
// left, 60 right) over 3,000 points of content. The scroll origin is the
// right edge: scrollLeft runs from 0 there to -2480 at the left, and
// offsets are measured from the padding box there, so the content box sits
// at offsetLeft -2460 and a tile at 1200 in the content at -1260.
const rtl = {
  version: 1,
  scroller: { containerSize: [600, 300], contentSize: [3000, 300], contentInsets: [0, 20, 0, 60], direction: 'rtl' },
  elements: { tile: { frame: [1200, 50, 300, 200] } },
  animations: [
    { id: 'p', target: 'tile', property: '--p', timeline: { type: 'scroll', axis: 'inline' },
      keyframes: [{ offset: 0, value: 0 }, { offset: 1, value: 100 }] },
    { id: 'cover', target: 'tile', property: '--cover', timeline: { type: 'view', subject: 'tile', axis: 'inline' },
      keyframes: [{ offset: 0, value: 0 }, { offset: 1, value: 100 }] },
  ],
};

/** A stubbed right-to-left scroller with the tile at `tileX` in its content: Chromium's numbers. */
function rtlPage(page, tileX = 1200) {
  const listeners = new Set();
  const scroller = {
    scrollLeft: 0, scrollTop: 0, clientWidth: 600, clientHeight: 300, scrollWidth: 3080, scrollHeight: 300,
    clientLeft: 0, clientTop: 0, children: [], contains: () => true,
    getBoundingClientRect: () => ({ left: 0, top: 0 }),
    addEventListener: (type, f) => listeners.add(f), removeEventListener: (type, f) => listeners.delete(f),
    scroll(left) { this.scrollLeft = left; for (const f of listeners) f(); },
  };
  const content = { offsetLeft: 20 - 2480, offsetTop: 0, offsetParent: scroller, clientLeft: 0, clientTop: 0 };
  const tile = { ...page.element('tile'), offsetLeft: tileX, offsetTop: 50, offsetWidth: 300, offsetHeight: 200, offsetParent: content };
  return { scroller, tile };
}

test('right to left, the runtime reads scrollLeft from the right edge and measures from the scroll origin', () => {
  for (const [name, wasmEngine] of [['full', engine], ['shipped', lean]]) {
    const page = fakePage();
    const { scroller, tile } = rtlPage(page);
    const source = name === 'full' ? rtl : engine.createChoreography(rtl).compiled;
    const choreography = wasmEngine.createChoreography(structuredClone(source));
    assert.equal(choreography.compiled.direction, 1, 'the compiled spec says right to left');
    const detach = choreography.attach(scroller, { tile });
    // The content offset at scrollLeft 0 is the physical right end.
    assert.deepEqual([choreography.origin.x, choreography.origin.y + 0], [2460, 0]);
    // Measured as the spec has it: the tile at 1200, sizes and insets physical.
    const measured = choreography.measure(scroller, { tile });
    assert.deepEqual(measured.scroller, [600, 300, 3000, 300, 0, 20, 0, 60]);
    assert.deepEqual(measured.animations[1].timeline.slice(2, 6), [1200, 50, 300, 200]);
    // Horizontal progress starts at the right edge (scrollLeft 0) and ends at
    // the left (-2480); the tile's cover starts where its right edge meets the
    // viewport's left edge (content offset 1500) and ends at 600.
    const expected = { 0: [0, null], [-2480]: [100, null], [-960]: [960 / 2480 * 100, 0], [-1410]: [1410 / 2480 * 100, 50], [-1860]: [1860 / 2480 * 100, 100] };
    for (const [left, [p, cover]] of Object.entries(expected)) {
      scroller.scroll(Number(left));
      page.step();
      // The last value written for each property (an unchanged one is not written again).
      const values = Object.fromEntries(writes(page.log));
      close(values['--p'], p, 1e-9);
      if (cover !== null) close(values['--cover'], cover, 1e-9);
      // And what `engine.evaluate` (`scrollmotion eval`) gives at the physical offset.
      const [{ values: evaluated }] = engine.evaluate(rtl, [[Number(left) + 2460, 0]]);
      close(values['--p'], evaluated.p, 1e-9);
      if ('--cover' in values) close(values['--cover'], evaluated.cover, 1e-9);
    }
    detach();
    choreography.release();
  }
});

test('right to left, a subject placed elsewhere on the page is measured where it is', () => {
  const page = fakePage();
  // The page has the tile at 400, not at the spec's 1200: cover now runs
  // from content offset 700 (its right edge at the viewport's left) to -200.
  const { scroller, tile } = rtlPage(page, 400);
  const choreography = engine.createChoreography(rtl);
  const detach = choreography.attach(scroller, { tile });
  assert.deepEqual(choreography.ranges().find((r) => r.id === 'cover'), { id: 'cover', target: 'tile', axis: 'x', start: 700, end: -200 });
  page.log.length = 0;
  scroller.scroll(250 - 2460);
  page.step();
  close(Object.fromEntries(writes(page.log))['--cover'], 50, 1e-9);
  detach();
  choreography.release();
});

test('scrolling to scrollLeft = x - origin.x shows content offset x, in either direction', () => {
  for (const direction of ['rtl', 'ltr']) {
    const page = fakePage();
    const { scroller, tile } = rtlPage(page);
    // Left to right, the same stub stands for a scroller whose scrollLeft
    // runs 0 ... 2480 (the runtime reads no other layout in the frame loop).
    const spec = { ...rtl, scroller: { ...rtl.scroller, direction } };
    const choreography = engine.createChoreography(spec);
    assert.equal(choreography.origin.x, direction === 'rtl' ? 2460 : -20);
    const detach = choreography.attach(scroller, { tile }, { frames: 'spec' });
    for (const x of [-20, 300, 1220, 2460]) {
      scroller.scroll(x - choreography.origin.x);
      page.step();
      const [{ values }] = engine.evaluate(spec, [[x, 0]]);
      close(Object.fromEntries(writes(page.log))['--p'], values.p, 1e-9);
    }
    detach();
    choreography.release();
  }
});

test('a compiled spec with an unknown direction is refused', () => {
  const compiled = engine.createChoreography(rtl).compiled;
  for (const wasmEngine of [engine, lean]) {
    assert.throws(() => wasmEngine.createChoreography({ ...compiled, direction: 7 }), /^Error: direction: /);
  }
});

// Stacked animations: several of one property of one element compose as
// CSS animations do, and as the Apple front ends' SpecPlayer does.

/**
 * Every way to lay `count` ranges on a line, 100 points apart: each order
 * of their starts and ends (a range's start before its end), as `[start, end]`
 * pairs in points. 6 for two ranges, 90 for three.
 */
function layouts(count) {
  const all = [];
  const ranges = Array.from({ length: count }, () => []);
  const place = (at) => {
    if (at === 2 * count) return void all.push(ranges.map((range) => [...range]));
    for (const range of ranges) {
      if (range.length === 2) continue;
      range.push(100 * (at + 1));
      place(at + 1);
      range.pop();
    }
  };
  place(0);
  return all;
}

/**
 * Stacks `ranges.length` animations of `--v` on the card, animation `k`
 * over its range from 10(k + 1) to 10(k + 1) + 1 with fill `fills[k]`, and
 * jumps from each gap between the ranges' ends to each other one, forwards
 * and back, checking after every frame that the card shows the latest
 * animation that has an effect there (worked out here from the layout, not
 * by the engine), or nothing, in exactly one write when that changed and
 * none otherwise.
 */
function checkStack(ranges, fills) {
  const page = fakePage();
  const scroller = page.scroller('s');
  const animations = ranges.map(([start, end], k) => ({ id: `a${k}`, target: 'card', property: '--v', fill: fills[k],
    range: { start: `${start}px`, end: `${end}px` }, keyframes: [{ offset: 0, value: 10 * (k + 1) }, { offset: 1, value: 10 * (k + 1) + 1 }] }));
  const choreography = engine.createChoreography(spec(animations));
  const detach = choreography.attach(scroller, { card: page.element('card') }, { frames: 'spec' });
  const expected = (y) => {
    for (let k = ranges.length - 1; k >= 0; k--) {
      const [start, end] = ranges[k];
      if (y >= start && y < end) return 10 * (k + 1) + (y - start) / (end - start);
      if (y >= end && (fills[k] === 'forwards' || fills[k] === 'both')) return 10 * (k + 1) + 1;
      if (y < start && (fills[k] === 'backwards' || fills[k] === 'both')) return 10 * (k + 1);
    }
    return null;
  };
  const where = `ranges ${JSON.stringify(ranges)}, fills ${fills}`;
  // The card's `--v`, as the writes since attaching left it.
  let shown = null;
  const check = (y, before) => {
    const now = expected(y);
    for (const [what, , property, value] of page.log) if (what === 'write' && property === '--v') shown = value;
    if (now === null || shown === null) assert.equal(shown, now, `${where} at ${y}`);
    else close(shown, now);
    const writes = page.log.filter(([what, , property]) => what === 'write' && property === '--v').length;
    assert.equal(writes, now === before ? 0 : 1, `${where}: ${writes} writes from ${before} to ${now} at ${y}`);
    page.log.length = 0;
    return now;
  };
  // Attaching at 0 sets the card as it is there, in one write.
  let before = check(0, undefined);
  // The gaps: before the first end, between each two, after the last.
  const gaps = Array.from({ length: 2 * ranges.length + 1 }, (_, i) => 100 * i + 50);
  for (const from of gaps) {
    for (const to of gaps) {
      for (const y of [from, to]) {
        scroller.scroll(y);
        page.step();
        before = check(y, before);
      }
    }
  }
  detach();
  choreography.release();
}

test('two stacked animations show the later one with an effect, else the other, else nothing, in every order of their ranges', () => {
  const fills = ['none', 'forwards', 'backwards'];
  for (const ranges of layouts(2)) {
    for (const first of fills) for (const second of fills) checkStack(ranges, [first, second]);
  }
});

test('three stacked animations show the latest with an effect, else the next below, else nothing, in every order of their ranges', () => {
  const fills = ['none', 'forwards', 'backwards'];
  layouts(3).forEach((ranges, index) => {
    checkStack(ranges, ['none', 'none', 'none']);
    // And each of the 27 ways to fill them, in turn over the layouts.
    checkStack(ranges, [fills[index % 3], fills[Math.floor(index / 3) % 3], fills[Math.floor(index / 9) % 3]]);
  });
});

test('clearing the top animation writes the one below, held or moving; clearing the last removes the property', () => {
  const page = fakePage();
  const scroller = page.scroller('s');
  const opacity = (id, start, end, from, to, fill = 'none') => ({ id, target: 'card', property: 'opacity', fill,
    range: { start: `${start}px`, end: `${end}px` }, keyframes: [{ offset: 0, value: from }, { offset: 1, value: to }] });
  // Below: held at 0.5 after 300. Middle: from 400 to 1000. Top: from 500 to 700.
  const choreography = engine.createChoreography(spec([opacity('below', 0, 300, 1, 0.5, 'forwards'),
    opacity('middle', 400, 1000, 0, 0.6), opacity('top', 500, 700, 0.2, 0.4)]));
  const detach = choreography.attach(scroller, { card: page.element('card') }, { frames: 'spec' });
  // Scrolls to `y` and expects one write of `value` (null: a removal), or none for undefined.
  const frame = (y, value) => {
    page.log.length = 0;
    scroller.scroll(y);
    page.step();
    const written = writes(page.log);
    if (value === undefined) return assert.deepEqual(written, [], `at ${y}`);
    assert.equal(written.length, 1, `at ${y}: ${JSON.stringify(written)}`);
    assert.equal(written[0][0], 'opacity');
    if (value === null) assert.equal(written[0][1], null);
    else close(written[0][1], value);
  };
  frame(350, 0.5);
  frame(600, 0.3);
  // The top clears: the middle one, which moved too, shows.
  frame(800, 0.4);
  // The middle one clears: the held one below shows again, though its value did not change.
  frame(1100, 0.5);
  frame(1200);
  // Back over all three in one frame: the top one shows.
  frame(600, 0.3);
  // From the top straight to where the held one shows.
  frame(350, 0.5);
  frame(360);
  detach();
  choreography.release();

  // None held: when the last one clears the property is removed.
  const bare = engine.createChoreography(spec([opacity('below', 0, 300, 1, 0.5), opacity('top', 100, 200, 0, 1)]));
  const detachBare = bare.attach(scroller, { card: page.element('card') }, { frames: 'spec' });
  frame(150, 0.5);
  frame(250, 1 - 0.5 * 250 / 300);
  frame(350, null);
  frame(150, 0.5);
  frame(350, null);
  detachBare();
  bare.release();
});

/** The value each style property of each element holds after the writes in `log`: `{ element: { property: value } }`. */
const styles = (log) => {
  const shown = {};
  for (const [what, element, property, value] of log) if (what === 'write') (shown[element] ??= {})[property] = value;
  return shown;
};

/** A style value as the runtime writes it, read as `scrollmotion eval` prints values. */
function readStyle(property, text) {
  if (typeof text === 'number') return text;
  if (property === 'backgroundColor') {
    const [r, g, b, a = 1] = text.match(/[\d.]+/g).map(Number);
    return [r / 255, g / 255, b / 255, a];
  }
  const numbers = text.split(' ').map((part) => parseFloat(part));
  return numbers.length === 1 ? numbers[0] : numbers;
}

test('the runtime shows what the Apple front ends show for the stacked conformance specs (Tests/Web/composed-values.json)', () => {
  // Written by Tests/ScrollMotionSpecTests/Evaluation/ComposedValuesFixtureTests.swift from SpecPlayer's values.
  const fixture = JSON.parse(fs.readFileSync(new URL('./composed-values.json', import.meta.url), 'utf8'));
  assert.ok(fixture.length >= 2);
  for (const { spec: name, targets, samples } of fixture) {
    const written = JSON.parse(fs.readFileSync(new URL(`../Conformance/specs/${name}`, import.meta.url), 'utf8'));
    const page = fakePage();
    const scroller = page.scroller('s');
    const elements = Object.fromEntries(Object.keys(written.elements).map((element) => [element, page.element(element)]));
    const choreography = engine.createChoreography(written);
    const detach = choreography.attach(scroller, elements, { frames: 'spec' });
    // The offsets in order, then back, then every other one: each range
    // entered and left from either side, by small steps and by jumps.
    const order = [...samples, ...samples.slice().reverse(), ...samples.filter((_, i) => i % 2), ...samples.filter((_, i) => i % 2 === 0)];
    for (const { offset: [x, y], values } of order) {
      assert.equal(x, 0, 'the stacked specs scroll vertically');
      scroller.scroll(y);
      page.step();
      const shown = styles(page.log);
      targets.forEach(([element, property], t) => {
        const value = shown[element]?.[property] ?? null;
        const where = `${name} at ${y}: ${element}'s ${property}`;
        if (values[t] === null || value === null) return assert.equal(value, values[t], where);
        const read = readStyle(property, value);
        if (property !== 'backgroundColor') return assert.deepEqual(read, values[t], where);
        // Colours are written rounded to 8 bits, alpha to two or three decimals.
        read.forEach((channel, c) => assert.ok(Math.abs(channel - values[t][c]) <= (c < 3 ? 0.5 / 255 : 0.005) + 1e-9,
          `${where}: ${value} is not ${values[t]}`));
      });
    }
    detach();
    choreography.release();
  }
});
