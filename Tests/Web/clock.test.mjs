// The runtime's frame loop reads the clock only for a page that asks for a
// readout (`onFrame`): each reading is a boxed number in code that runs
// once a frame. A file of its own, because the runtime remembers for the
// rest of the page (here, the process) that some attachment had an
// `onFrame`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { loadScrollMotion } from '../../Web/runtime/scrollmotion.js';
import { fakePage } from './fake-page.mjs';

const wasm = fs.readFileSync(new URL('../../.build-wasm/scrollmotion-full.wasm', import.meta.url));
const engine = await loadScrollMotion(wasm);

const spec = {
  version: 1,
  scroller: { containerSize: [100, 200], contentSize: [100, 2000] },
  elements: { card: { frame: [0, 800, 100, 100] } },
  animations: [{ id: 'v', target: 'card', property: '--v', keyframes: [{ offset: 0, value: 0 }, { offset: 1, value: 10 }] }],
};

// Counts the clock's readings.
let readings = 0;
const clock = globalThis.performance.now.bind(globalThis.performance);
globalThis.performance.now = () => { readings++; return clock(); };

test('frames read no clock until an attachment asks for a readout, then time every frame that updates', () => {
  const page = fakePage();
  const scroller = page.scroller('s');
  const quiet = engine.createChoreography(spec);
  const detachQuiet = quiet.attach(scroller, { card: page.element('card') }, { frames: 'spec' });
  for (const y of [100, 200, 300]) {
    scroller.scroll(y);
    readings = 0;
    page.step();
    assert.equal(readings, 0, `a frame at ${y} read the clock`);
  }
  // The frames wrote what they computed all the same.
  const last = page.log.filter(([what, , name]) => what === 'write' && name === '--v').at(-1);
  assert.ok(Math.abs(last[3] - 300 * 10 / 1800) < 1e-9, `--v is ${last[3]}`);

  const timed = engine.createChoreography(spec);
  const timings = [];
  const other = page.scroller('t');
  const detachTimed = timed.attach(other, { card: page.element('card2') }, { frames: 'spec', onFrame: (ms) => timings.push(ms) });
  const applied = timings.length;
  for (const y of [100, 200]) {
    other.scroll(y);
    readings = 0;
    page.step();
    assert.equal(readings, 2, 'a timed frame reads the clock at its start and its end');
  }
  assert.equal(timings.length, applied + 2);
  assert.ok(timings.every((ms) => Number.isFinite(ms) && ms >= 0));
  detachQuiet();
  detachTimed();
  quiet.release();
  timed.release();
});
