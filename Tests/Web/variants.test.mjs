// The runtime's live choice of a spec's variant: a re-measure that
// crosses a breakpoint, a change of the page's reduced motion, and the
// way back, on the full engine under node's test runner with a fake
// scroller that the runtime measures (Tests/Web/fake-page.mjs), a fake
// ResizeObserver and a fake matchMedia. Run by scripts/test-web;
// Tests/Web/variants_browser_test.py resizes a real page in three engines.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { loadScrollMotion } from '../../Web/runtime/scrollmotion.js';
import { measuredPage } from './fake-page.mjs';

const engine = await loadScrollMotion(fs.readFileSync(new URL('../../.build-wasm/scrollmotion-full.wasm', import.meta.url)));

const line = (from, to) => [{ offset: 0, value: from }, { offset: 1, value: to }];
const slide = (to) => ({ id: 'slide', target: 'card', property: 'translate', range: '0px 1000px', keyframes: line([0, 0], to) });
// Narrow, the card slides down; from 600 points wide it slides across and
// the badge spins; under reduced motion it stays. The badge's pop is
// triggered, the same in every variant.
const spec = {
  version: 1,
  scroller: { containerSize: [390, 800], contentSize: [390, 3000] },
  elements: { card: { frame: [0, 1000, 100, 100] }, badge: { frame: [0, 1500, 50, 50] } },
  animations: [
    slide([0, 100]),
    { id: 'pop', target: 'badge', property: 'opacity', range: '100px 200px', keyframes: line(0, 1), trigger: { duration: 1 } },
  ],
  variants: [
    { when: { width: { from: 600 } }, replace: [slide([100, 0])],
      add: [{ id: 'spin', target: 'badge', property: 'rotate', range: '0px 1000px', keyframes: line(0, 180) }] },
    { when: { reducedMotion: true }, replace: [{ ...slide([0, 0]), keyframes: [{ offset: 0, value: [0, 0] }] }] },
  ],
};

/** The last value written to `element`'s `property` (null when removed, undefined when never written). */
function written(log, element, property) {
  const last = log.filter(([what, name, p]) => what === 'write' && name === element && p === property).at(-1);
  return last?.[3];
}

/** What `scrollmotion eval --container WxH` gives for `spec` at content offset `y`. */
function evaluated(width, height, y) {
  const bin = process.env.SCROLLMOTION;
  assert.ok(bin, 'set SCROLLMOTION to the scrollmotion executable (scripts/test-web does)');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sm-variants-')), 'spec.json');
  fs.writeFileSync(file, JSON.stringify(spec));
  const args = ['eval', file, `--container=${width}x${height}`, `--offset=${y}`];
  return JSON.parse(execFileSync(bin, args, { encoding: 'utf8' })).samples[0].values;
}

test('a re-measure across the breakpoint plays the variant, a pop mid-flight keeps its time, and back again', (t) => {
  const page = measuredPage(390, 800);
  t.after(() => { delete globalThis.ResizeObserver; delete globalThis.matchMedia; });
  const card = page.element('card', [0, 1000, 100, 100]);
  const badge = page.element('badge', [0, 1500, 50, 50]);
  const c = engine.createChoreography(spec);
  const detach = c.attach(page.scroller, { card, badge });
  page.resize(390);  // the observer's first call reports the sizes just measured
  page.scroller.scroll(500);
  page.step(1000);   // the pop's range is crossed at t = 1 s
  assert.equal(written(page.log, 'card', 'translate'), '0px 50px');
  page.step(1250);
  const popBefore = Number(written(page.log, 'badge', 'opacity'));
  assert.ok(popBefore > 0 && popBefore < 1, `the pop is mid-flight: ${popBefore}`);
  assert.equal(written(page.log, 'badge', 'rotate'), undefined);

  // Wider than the breakpoint: on the next frame, the card slides across
  // and the badge spins.
  page.resize(700);
  assert.equal(written(page.log, 'badge', 'rotate'), undefined, 'the re-measure waits for the frame');
  page.step(1500);
  assert.equal(written(page.log, 'card', 'translate'), '50px 0px');
  assert.equal(written(page.log, 'badge', 'rotate'), '90deg');
  assert.deepEqual(c.relayouts, { refits: 0, rebuilds: 2 }, 'attaching, then another variant: both build');
  // The pop carries on from where it was, not from its start or its end.
  const popAfter = Number(written(page.log, 'badge', 'opacity'));
  assert.ok(popAfter > popBefore && popAfter < 1, `the pop carries on: ${popBefore} then ${popAfter}`);
  // The values `scrollmotion eval` gives at that size (the pop, played by
  // time, is where eval lets it come to rest).
  const native = evaluated(700, 800, 500);
  assert.deepEqual(Object.keys(c.values()).sort(), Object.keys(native).sort());
  for (const id of ['slide', 'spin']) assert.deepEqual(c.values()[id], native[id], id);

  // Back below it: the spin's rotate is removed, the card slides down again.
  page.resize(599);
  page.step(1750);
  assert.equal(written(page.log, 'card', 'translate'), '0px 50px');
  assert.equal(written(page.log, 'badge', 'rotate'), null);
  assert.ok(Number(written(page.log, 'badge', 'opacity')) > popAfter, 'the pop still carries on');
  detach();
  c.release();
});

test('a change of the page\'s reduced motion switches the variant live, and back', (t) => {
  const page = measuredPage(700, 800);
  t.after(() => { delete globalThis.ResizeObserver; delete globalThis.matchMedia; });
  const card = page.element('card', [0, 1000, 100, 100]);
  const badge = page.element('badge', [0, 1500, 50, 50]);
  const c = engine.createChoreography(spec);
  const detach = c.attach(page.scroller, { card, badge });
  page.scroller.scroll(500);
  page.step();
  assert.equal(written(page.log, 'card', 'translate'), '50px 0px');

  page.setReduced(true);
  page.step();
  assert.equal(written(page.log, 'card', 'translate'), '0px 0px');
  // Reduced motion keeps the wide variant's spin: only the slide is replaced.
  assert.equal(written(page.log, 'badge', 'rotate'), '90deg');
  page.setReduced(false);
  page.step();
  assert.equal(written(page.log, 'card', 'translate'), '50px 0px');

  // Once detached, a change of the setting rebuilds nothing.
  detach();
  const writes = page.log.length;
  page.setReduced(true);
  page.step();
  assert.equal(page.log.length, writes);
  c.release();
});

test('a subject only a variant\'s view timeline names is observed for resizes too', (t) => {
  const page = measuredPage(390, 800);
  t.after(() => { delete globalThis.ResizeObserver; delete globalThis.matchMedia; });
  const card = page.element('card', [0, 1000, 100, 100]);
  const badge = page.element('badge', [0, 1500, 50, 50]);
  const watched = { ...spec, variants: [{ when: { width: { from: 600 } }, add: [{ id: 'peek', target: 'card', property: 'opacity',
    timeline: { type: 'view', subject: 'badge' }, range: 'entry', keyframes: line(0, 1) }] }] };
  const c = engine.createChoreography(watched);
  const detach = c.attach(page.scroller, { card, badge });
  assert.ok(page.observed.has(badge), 'the badge, subject of the wide variant alone, is observed');
  page.resize(390);  // the observer's first call reports the sizes just measured
  page.resize(700);
  page.step();
  assert.equal(Number(written(page.log, 'card', 'opacity')), 0, 'the variant\'s opacity plays');
  detach();
  c.release();
});
