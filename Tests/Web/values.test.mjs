// The values the browser runtime hands to the page: `onValue`'s callbacks,
// a video scrubbed by `scrubVideo` and an image sequence drawn by
// `scrubImageSequence`, on the real WebAssembly engines with frames stepped
// by hand (fake-page.mjs) and a fake video, canvas and images that record
// what the runtime does to them. Run by scripts/test-web.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { loadScrollMotion } from '../../Web/runtime/scrollmotion.js';
import { fakePage } from './fake-page.mjs';

const full = await loadScrollMotion(fs.readFileSync(new URL('../../.build-wasm/scrollmotion-full.wasm', import.meta.url)));
const shipped = await loadScrollMotion(fs.readFileSync(new URL('../../.build-wasm/scrollmotion.wasm', import.meta.url)));
const motion = await loadScrollMotion(fs.readFileSync(new URL('../../.build-wasm/scrollmotion-motion.wasm', import.meta.url)));

/** `animations` on a 100 × 200 scroller over 2,000 points of content (1,800 of scrolling), compiled by the full engine. */
function compiled(animations) {
  const choreography = full.createChoreography({
    version: 1,
    scroller: { containerSize: [100, 200], contentSize: [100, 2000] },
    elements: { card: { frame: [0, 800, 100, 100] } },
    animations,
  });
  try {
    return choreography.compiled;
  } finally {
    choreography.release();
  }
}
// Without a target: a number for the page, 0 to 1 over the whole scroll.
const fraction = { id: 't', property: '--t', keyframes: [{ offset: 0, value: 0 }, { offset: 1, value: 1 }] };
const pair = { id: 'p', property: 'translate', keyframes: [{ offset: 0, value: [0, 0] }, { offset: 1, value: [180, -90] }] };
const colour = { id: 'c', property: 'backgroundColor', keyframes: [{ offset: 0, value: '#ff0000' }, { offset: 1, value: '#0000ff' }] };
// The card's opacity over its contain range (700 to 800), none outside it.
const fading = { id: 'o', target: 'card', property: 'opacity', timeline: { type: 'view', subject: 'card' },
  range: { start: 'contain 0%', end: 'contain 100%' }, fill: 'none',
  keyframes: [{ offset: 0, value: 0 }, { offset: 1, value: 1 }] };

/** A choreography of `animations` on the shipped engine, attached to a fake scroller with the card; `run(page, scroller, choreography)`, then detached and released. */
function attached(animations, run, engine = shipped) {
  const page = fakePage();
  const scroller = page.scroller('s');
  const choreography = engine.createChoreography(compiled(animations));
  const detach = choreography.attach(scroller, { card: page.element('card') });
  try {
    run(page, scroller, choreography);
  } finally {
    detach();
    choreography.release();
  }
}

/** Scrolls to `y` and runs the frame that shows it. */
function scrollTo(page, scroller, y) {
  scroller.scroll(y);
  page.step();
}

test('onValue hands a number at once, then on each frame that changes it, the same number as values()', () => {
  attached([fraction], (page, scroller, choreography) => {
    const seen = [];
    choreography.onValue('t', (value) => seen.push(value));
    assert.deepEqual(seen, [0]);
    scrollTo(page, scroller, 900);
    scrollTo(page, scroller, 450);
    // A frame that finds the scroller where it was changes nothing.
    scrollTo(page, scroller, 450);
    assert.deepEqual(seen, [0, 0.5, 0.25]);
    assert.ok(Object.is(seen[2], choreography.values().t));
  });
});

test('onValue is called after the frame\'s style writes', () => {
  attached([fading, fraction], (page, scroller, choreography) => {
    choreography.onValue('t', (value) => page.log.push(['value', 'page', 't', value]));
    page.log.length = 0;
    scrollTo(page, scroller, 750);
    const events = page.log.filter(([what]) => what !== 'read').map(([what, , name, value]) => [what, name, value]);
    assert.deepEqual(events, [['write', 'opacity', 0.5], ['value', 't', 750 / 1800]]);
  });
});

test('onValue hands a pair or a colour in one Float64Array per subscription, overwritten on each call', () => {
  attached([pair, colour], (page, scroller, choreography) => {
    const pairs = [];
    const colours = [];
    choreography.onValue('p', (value) => pairs.push([value, Array.from(value)]));
    choreography.onValue('c', (value) => colours.push([value, Array.from(value)]));
    scrollTo(page, scroller, 900);
    scrollTo(page, scroller, 1800);
    assert.deepEqual(pairs.map(([, copy]) => copy), [[0, 0], [90, -45], [180, -90]]);
    assert.ok(pairs.every(([array]) => array === pairs[0][0] && array instanceof Float64Array && array.length === 2));
    assert.deepEqual(colours.at(-1)[1], choreography.values().c);
    assert.deepEqual(colours[0][1], [1, 0, 0, 1]);
    assert.ok(colours.every(([array]) => array === colours[0][0] && array.length === 4));
    assert.notEqual(colours[0][0], pairs[0][0]);
  });
});

test('onValue hands null when the animation has no effect: at once, and on the frame it loses it', () => {
  attached([fading], (page, scroller, choreography) => {
    const seen = [];
    choreography.onValue('o', (value) => seen.push(value));
    scrollTo(page, scroller, 750);
    scrollTo(page, scroller, 760);
    scrollTo(page, scroller, 900);
    scrollTo(page, scroller, 950);
    assert.deepEqual(seen, [null, 0.5, 0.6, null]);
  });
});

test('onValue before attaching hands the first values when attached; unsubscribing stops the calls', () => {
  const page = fakePage();
  const scroller = page.scroller('s');
  const choreography = shipped.createChoreography(compiled([fraction]));
  const seen = [];
  const stop = choreography.onValue('t', (value) => seen.push(value));
  const other = [];
  choreography.onValue('t', (value) => other.push(value));
  assert.deepEqual(seen, []);
  const detach = choreography.attach(scroller, {});
  scrollTo(page, scroller, 180);
  stop();
  scrollTo(page, scroller, 360);
  assert.deepEqual(seen, [0, 0.1]);
  assert.deepEqual(other, [0, 0.1, 0.2]);
  detach();
  choreography.release();
});

test('onValue follows a rebuild: the values of the new layout, from the engine\'s new output', () => {
  attached([fraction, pair], (page, scroller, choreography) => {
    const numbers = [];
    const pairs = [];
    choreography.onValue('t', (value) => numbers.push(value));
    choreography.onValue('p', (value) => pairs.push(Array.from(value)));
    scrollTo(page, scroller, 900);
    // Twice the content: 900 is now a quarter of the way (3,800 of scrolling).
    const longer = structuredClone(choreography.compiled);
    longer.scroller[3] = 4000;
    choreography.rebuild(longer);
    scrollTo(page, scroller, 950);
    assert.deepEqual(numbers, [0, 0.5, 0.25]);
    assert.deepEqual(pairs, [[0, 0], [90, -45], [45, -22.5]]);
  });
});

test('the numbers onValue hands are the writers\' kept ones: a second pass over the same offsets makes none', () => {
  attached([fraction], (page, scroller, choreography) => {
    const Choreography = choreography.constructor;
    let last = null;
    choreography.onValue('t', (value) => { last = value; });
    const offsets = [3, 7, 11, 190, 1033, 1799];
    for (const y of offsets) scrollTo(page, scroller, y);
    const made = Choreography.madeValues;
    for (const y of offsets) scrollTo(page, scroller, y + 1);
    for (const y of offsets) scrollTo(page, scroller, y);
    assert.equal(Choreography.madeValues, made + offsets.length);
    assert.equal(last, 1799 / 1800);
  });
});

test('bad input is refused with a message that names it', () => {
  FakeImage.made.length = 0;
  attached([fraction, pair], (page, scroller, choreography) => {
    assert.throws(() => choreography.onValue('nope', () => {}), /no animation with id nope/);
    assert.throws(() => choreography.onValue('t'), /onValue: undefined is not a function/);
    const video = fakeVideo();
    assert.throws(() => choreography.scrubVideo('nope', video), /no animation with id nope/);
    assert.throws(() => choreography.scrubVideo('p', video), /scrubVideo: animation p is not a number/);
    assert.throws(() => choreography.scrubVideo('t', { localName: 'div', toString: () => '[object HTMLDivElement]' }),
      /scrubVideo: \[object HTMLDivElement\] is not a <video>/);
    assert.throws(() => choreography.scrubVideo('t', null), /scrubVideo: null is not a <video>/);
    const canvas = fakeCanvas();
    assert.throws(() => choreography.scrubImageSequence('t', canvas, []), /scrubImageSequence: no image URLs/);
    assert.throws(() => choreography.scrubImageSequence('t', canvas), /scrubImageSequence: no image URLs/);
    assert.throws(() => choreography.scrubImageSequence('t', video, ['a.png']), /is not a <canvas> with a 2d context/);
    assert.throws(() => choreography.scrubImageSequence('t', { ...canvas, getContext: () => null }, ['a.png']),
      /is not a <canvas> with a 2d context/);
    assert.throws(() => choreography.scrubImageSequence('p', canvas, ['a.png']), /scrubImageSequence: animation p is not a number/);
    assert.throws(() => choreography.scrubImageSequence('nope', canvas, ['a.png']), /no animation with id nope/);
    // Nothing was subscribed, nothing started loading, the video was not touched.
    assert.equal(FakeImage.made.length, 0);
    assert.equal(video.paused, false);
  });
});

// A video: its duration is NaN until its metadata loads (`load(duration)`).
function fakeVideo() {
  const listeners = new Set();
  return {
    localName: 'video', duration: NaN, paused: false, preload: 'none', seeks: [],
    set currentTime(time) { this.seeks.push(time); },
    pause() { this.paused = true; },
    addEventListener(type, listener) { if (type === 'durationchange') listeners.add(listener); },
    removeEventListener(type, listener) { if (type === 'durationchange') listeners.delete(listener); },
    load(duration) { this.duration = duration; for (const listener of listeners) listener(); },
    get listening() { return listeners.size; },
  };
}

test('scrubVideo moves the video to the fraction of its duration, waiting for its metadata', () => {
  attached([fraction], (page, scroller, choreography) => {
    const video = fakeVideo();
    scrollTo(page, scroller, 450);
    const stop = choreography.scrubVideo('t', video);
    assert.equal(video.paused, true);
    assert.equal(video.preload, 'auto');
    // No duration yet: nothing to seek to.
    scrollTo(page, scroller, 900);
    assert.deepEqual(video.seeks, []);
    video.load(4);
    assert.deepEqual(video.seeks, [2]);
    scrollTo(page, scroller, 1350);
    scrollTo(page, scroller, 1350);
    assert.deepEqual(video.seeks, [2, 3]);
    // A new source: the same fraction of its duration.
    video.load(10);
    assert.deepEqual(video.seeks, [2, 3, 7.5]);
    // A stream has no end to take a fraction of.
    video.load(Infinity);
    scrollTo(page, scroller, 0);
    assert.deepEqual(video.seeks, [2, 3, 7.5]);
    stop();
    assert.equal(video.listening, 0);
    video.load(4);
    scrollTo(page, scroller, 1800);
    assert.deepEqual(video.seeks, [2, 3, 7.5]);
  });
});

test('scrubVideo seeks a millisecond short of the end, never to the end itself', () => {
  attached([fraction], (page, scroller, choreography) => {
    const video = fakeVideo();
    video.duration = 4;
    scrollTo(page, scroller, 1350);
    choreography.scrubVideo('t', video);
    scrollTo(page, scroller, 1800);
    scrollTo(page, scroller, 900);
    assert.deepEqual(video.seeks, [3, 3.999, 2]);
    // Shorter than a millisecond: the start, whatever the fraction.
    video.load(0.0005);
    scrollTo(page, scroller, 1800);
    assert.deepEqual(video.seeks.slice(3), [0, 0]);
  });
});

test('scrubVideo on a video with its metadata seeks at once, and leaves its preload as the page set it', () => {
  attached([fraction], (page, scroller, choreography) => {
    const video = fakeVideo();
    video.duration = 3;
    video.preload = 'metadata';
    scrollTo(page, scroller, 600);
    choreography.scrubVideo('t', video);
    assert.deepEqual(video.seeks, [1]);
    assert.equal(video.preload, 'metadata');
  });
});

// Images that load when the test says so (`FakeImage.load(url, width, height)`), as the browser's do, with `complete` and `naturalWidth`.
class FakeImage {
  static made = [];
  constructor() {
    this.complete = false;
    this.naturalWidth = 0;
    this.naturalHeight = 0;
    this.onload = null;
    FakeImage.made.push(this);
  }
  set src(url) { this.url = String(url); }
  static load(url, width = 200, height = 100) {
    for (const image of FakeImage.made.filter((made) => made.url === url)) {
      Object.assign(image, { complete: true, naturalWidth: width, naturalHeight: height });
      image.onload?.();
    }
  }
}
globalThis.Image = FakeImage;

// A canvas whose 2d context records its draws: [url, x, y, width, height], and clears.
function fakeCanvas(width = 100, height = 100) {
  const draws = [];
  const context = {
    clearRect: (...box) => draws.push(['clear', ...box]),
    drawImage: (image, ...box) => draws.push([image.url, ...box]),
  };
  return { localName: 'canvas', width, height, draws, getContext: (type) => (type === '2d' ? context : null) };
}

test('scrubImageSequence draws the nearest frame once it has loaded, covering the canvas, and never one already shown', () => {
  FakeImage.made.length = 0;
  attached([fraction], (page, scroller, choreography) => {
    const canvas = fakeCanvas(100, 100);
    const urls = ['f0', 'f1', 'f2', 'f3', 'f4'];
    choreography.scrubImageSequence('t', canvas, urls);
    assert.deepEqual(FakeImage.made.map((image) => image.url), urls);
    // At 0 the first frame, not loaded yet: drawn when it loads.
    assert.deepEqual(canvas.draws, []);
    FakeImage.load('f0');
    // 200 × 100 on 100 × 100, covered: 200 × 100, centred.
    assert.deepEqual(canvas.draws, [['clear', 0, 0, 100, 100], ['f0', -50, 0, 200, 100]]);
    for (const url of urls.slice(1)) FakeImage.load(url);
    canvas.draws.length = 0;
    // 0.1 and 0.12 are nearest the first frame (0 of 4), 0.2 the second (0.8 of 4), 0.9 the last.
    for (const y of [180, 216, 360, 1620, 1800, 1799]) scrollTo(page, scroller, y);
    assert.deepEqual(canvas.draws.filter(([url]) => url !== 'clear').map(([url]) => url), ['f1', 'f4']);
    // The canvas resized (which clears it): the frame shown is drawn again, fitted anew.
    canvas.width = 50;
    canvas.height = 200;
    canvas.draws.length = 0;
    scrollTo(page, scroller, 1780);
    assert.deepEqual(canvas.draws, [['clear', 0, 0, 50, 200], ['f4', -175, 0, 400, 200]]);
  });
});

test('scrubImageSequence draws a frame that loads late only while it is still the one wanted, and stops drawing when stopped', () => {
  FakeImage.made.length = 0;
  attached([fraction], (page, scroller, choreography) => {
    const canvas = fakeCanvas(300, 100);
    const stop = choreography.scrubImageSequence('t', canvas, ['a', 'b', new URL('https://example.com/c.png')]);
    scrollTo(page, scroller, 900);
    // Scrolled past `b` before it loaded: it is not drawn; `c` is, when it loads.
    scrollTo(page, scroller, 1800);
    FakeImage.load('b', 100, 100);
    assert.deepEqual(canvas.draws, []);
    FakeImage.load('https://example.com/c.png', 100, 100);
    // 100 × 100 on 300 × 100: 300 × 300, centred vertically.
    assert.deepEqual(canvas.draws, [['clear', 0, 0, 300, 100], ['https://example.com/c.png', 0, -100, 300, 300]]);
    stop();
    FakeImage.load('a', 100, 100);
    scrollTo(page, scroller, 0);
    assert.equal(canvas.draws.length, 2);
  });
});

test('a frame picked at a fraction outside 0...1 is the first or the last', () => {
  FakeImage.made.length = 0;
  // Keyframes past both ends: -0.5 at the top, 1.5 at the bottom.
  const overshoot = { id: 'x', property: '--x', keyframes: [{ offset: 0, value: -0.5 }, { offset: 1, value: 1.5 }] };
  attached([overshoot], (page, scroller, choreography) => {
    const canvas = fakeCanvas();
    choreography.scrubImageSequence('x', canvas, ['a', 'b', 'c']);
    for (const url of ['a', 'b', 'c']) FakeImage.load(url, 100, 100);
    scrollTo(page, scroller, 900);
    scrollTo(page, scroller, 1800);
    assert.deepEqual(canvas.draws.filter(([url]) => url !== 'clear').map(([url]) => url), ['a', 'b', 'c']);
  });
});

test('the motion and full engines hand the same values', () => {
  for (const engine of [motion, full]) {
    attached([fraction, pair], (page, scroller, choreography) => {
      const seen = [];
      choreography.onValue('t', (value) => seen.push(value));
      choreography.onValue('p', (value) => seen.push(Array.from(value)));
      scrollTo(page, scroller, 900);
      assert.deepEqual(seen, [0, [0, 0], 0.5, [90, -45]]);
    }, engine);
  }
});
