// Tests of the runtime on the page's own scroll and of elements found by
// selector, on the real WebAssembly engine under node's test runner, with
// a fake document (Tests/Web/fake-page.mjs). Run by scripts/test-web after
// scripts/build-wasm; Tests/Web/page_browser_test.py runs them in a browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { loadScrollMotion } from '../../Web/runtime/scrollmotion.js';
import { fakePage } from './fake-page.mjs';

// The full engine compiles specs as written, selectors included.
const engine = await loadScrollMotion(fs.readFileSync(new URL('../../.build-wasm/scrollmotion-full.wasm', import.meta.url)));

const fade = { id: 'fade', target: 'card', property: 'opacity', keyframes: [{ offset: 0, value: 0 }, { offset: 1, value: 1 }] };
const spec = (elements, animations = [fade]) => ({
  version: 1, scroller: { containerSize: [100, 200], contentSize: [100, 2200] }, elements, animations,
});

/** A fake page whose document scrolls: `document` hears the page's scroll events, `matches` answers selectors. */
function fakeDocument(matches = {}) {
  const page = fakePage();
  const root = page.scroller('root');
  const document = new EventTarget();
  Object.assign(document, {
    scrollingElement: root,
    documentElement: root,
    querySelectorAll: (selector) => matches[selector] ?? [],
  });
  globalThis.document = document;
  globalThis.window = globalThis;
  return { ...page, root, document };
}

/** Scrolls the page to `top` as a browser does: the position, then `scroll` at the document. */
function scrollPage({ root, document, step }, top) {
  root.scrollTop = top;
  document.dispatchEvent(new Event('scroll'));
  step();
}

test('the page under each of its names follows the document\'s scroll events', (t) => {
  t.after(() => { delete globalThis.document; delete globalThis.window; });
  for (const name of ['window', 'document', 'document.documentElement', 'document.scrollingElement']) {
    const fake = fakeDocument();
    const card = fake.element('card');
    const scroller = { window: globalThis, document: fake.document, 'document.documentElement': fake.root, 'document.scrollingElement': fake.root }[name];
    const choreography = engine.createChoreography(spec({ card: { frame: [0, 0, 10, 10] } }));
    const detach = choreography.attach(scroller, { card });
    // Listened to on the document, which hears the page's scroll; the root element hears none.
    assert.equal(fake.root.on.get('scroll')?.size ?? 0, 0, name);
    scrollPage(fake, 1000);
    assert.equal(card.style.opacity, 0.5, name);
    scrollPage(fake, 2000);
    assert.equal(card.style.opacity, 1, name);
    detach();
    choreography.release();
  }
});

test('elements the map leaves out are found by selector; several matches each play', (t) => {
  t.after(() => { delete globalThis.document; delete globalThis.window; });
  const fake = fakeDocument();
  const card = fake.element('card');
  const tiles = [fake.element('tile0'), fake.element('tile1'), fake.element('tile2')];
  globalThis.document.querySelectorAll = (selector) => ({ '#card': [card], '.tile': tiles })[selector] ?? [];
  const tileFade = { ...fade, id: 'tiles', target: 'tile', keyframes: [{ offset: 0, value: 0.2 }, { offset: 1, value: 0.6 }] };
  const choreography = engine.createChoreography(spec(
    { card: { selector: '#card', frame: [0, 0, 10, 10] }, tile: { selector: '.tile', frame: [0, 0, 10, 10], z: 2 } },
    [fade, tileFade]));
  const heard = [];
  const detach = choreography.attach(fake.document, undefined, { frames: 'spec' });
  choreography.onValue('tiles', (value) => heard.push(value));
  scrollPage(fake, 1000);
  assert.equal(card.style.opacity, 0.5);
  for (const tile of tiles) {
    assert.equal(tile.style.opacity, 0.4);
    assert.equal(tile.style.zIndex, '2');
  }
  // The id is the spec's: one subscription hears every match.
  assert.ok(heard.length >= 3 && heard.every((value) => value === 0.4 || value === 0.2), String(heard));
  assert.deepEqual(choreography.compiled.animations.map((animation) => animation.target), ['card', 'tile[0]', 'tile[1]', 'tile[2]']);
  detach();
  choreography.release();
});

test('a selector that matches nothing throws naming both, before anything is touched', (t) => {
  t.after(() => { delete globalThis.document; delete globalThis.window; });
  const fake = fakeDocument();
  const card = fake.element('card');
  globalThis.document.querySelectorAll = (selector) => ({ '#card': [card] })[selector] ?? [];
  const choreography = engine.createChoreography(spec(
    { card: { selector: '#card', frame: [0, 0, 10, 10] }, ghost: { selector: '#ghost', frame: [0, 0, 10, 10] } },
    [fade, { ...fade, id: 'ghostly', target: 'ghost' }]));
  assert.throws(() => choreography.attach(fake.document), {
    message: "element 'ghost': no element on the page matches the selector '#ghost'",
  });
  // No listener, no style written, no frame asked for.
  const listened = [...fake.root.on.values()].reduce((count, set) => count + set.size, 0);
  scrollPage(fake, 1000);
  assert.equal(listened, 0);
  assert.deepEqual(fake.log.filter(([kind]) => kind === 'write'), []);
  choreography.release();
});

test('a subject without a frame must be measured', (t) => {
  t.after(() => { delete globalThis.document; delete globalThis.window; });
  const fake = fakeDocument();
  const card = fake.element('card');
  const measured = spec({ card: { selector: '#card' } }, [{ ...fade, timeline: { type: 'view' } }]);
  const choreography = engine.createChoreography(measured);
  assert.deepEqual(choreography.compiled.measured, ['card']);
  assert.throws(() => choreography.attach(fake.root, { card }, { frames: 'spec' }), {
    message: "element 'card' has no frame in the spec: measure its element in the page",
  });
  // Outside a browser's layout (this fake scroller) nothing can measure it either.
  assert.throws(() => choreography.attach(fake.root, { card }), /element 'card' has no frame in the spec/);
  assert.deepEqual(fake.log.filter(([kind]) => kind === 'write'), []);
  choreography.release();
  // A target without a frame on a scroll timeline needs none.
  const scrolled = engine.createChoreography(spec({ card: { selector: '#card' } }));
  scrolled.attach(fake.root, { card })();
  scrolled.release();
});

test('a subject without a frame that only a variant names must be measured too', (t) => {
  t.after(() => { delete globalThis.document; delete globalThis.window; });
  const fake = fakeDocument();
  const card = fake.element('card');
  const badge = fake.element('badge');
  const wide = { ...spec({ card: { frame: [0, 0, 10, 10] }, badge: { selector: '#badge' } }),
    variants: [{ when: { width: { from: 600 } }, add: [{ ...fade, id: 'peek', timeline: { type: 'view', subject: 'badge' } }] }] };
  const choreography = engine.createChoreography(wide);
  assert.deepEqual(choreography.compiled.measured, ['badge']);
  // The spec's container is narrow, so the wide variant does not play now;
  // a resize may make it play, so its subject must be measurable already.
  assert.throws(() => choreography.attach(fake.root, { card, badge }, { frames: 'spec' }), {
    message: "element 'badge' has no frame in the spec: measure its element in the page",
  });
  assert.deepEqual(fake.log.filter(([kind]) => kind === 'write'), []);
  choreography.release();
});

test('a selector with several matches stands for each of them in every variant', (t) => {
  t.after(() => { delete globalThis.document; delete globalThis.window; });
  const fake = fakeDocument();
  const tiles = [fake.element('tile0'), fake.element('tile1')];
  globalThis.document.querySelectorAll = (selector) => ({ '.tile': tiles })[selector] ?? [];
  const tileFade = { ...fade, id: 'tiles', target: 'tile' };
  const choreography = engine.createChoreography({ ...spec({ tile: { selector: '.tile', frame: [0, 0, 10, 10] } }, [tileFade]),
    variants: [{ when: { reducedMotion: true }, replace: [{ ...tileFade, keyframes: [{ offset: 0, value: 1 }] }] }] });
  const detach = choreography.attach(fake.document, undefined, { frames: 'spec' });
  const targets = (list) => list.map((animation) => animation.target);
  assert.deepEqual(targets(choreography.compiled.animations), ['tile[0]', 'tile[1]']);
  for (const list of Object.values(choreography.compiled.cases ?? { reduced: choreography.compiled.reduced })) {
    assert.deepEqual(targets(list), ['tile[0]', 'tile[1]']);
  }
  detach();
  choreography.release();
});
