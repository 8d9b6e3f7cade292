// The two engines agree: the Swift core compiled to WebAssembly and driven
// by the browser runtime gives the same values as `scrollmotion eval` (the
// native build), for every conformance spec and the demo's own specs, at
// every offset the conformance suite samples.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { execFileSync, spawnSync } from 'node:child_process';
import { loadScrollMotion } from '../../Web/runtime/scrollmotion.js';

const root = new URL('../../', import.meta.url);
const bin = process.env.SCROLLMOTION;
assert.ok(bin, 'set SCROLLMOTION to the scrollmotion executable (scripts/test-web does)');
const engine = await loadScrollMotion(fs.readFileSync(new URL('.build-wasm/scrollmotion-full.wasm', root)));
const lean = await loadScrollMotion(fs.readFileSync(new URL('.build-wasm/scrollmotion.wasm', root)));
const motion = await loadScrollMotion(fs.readFileSync(new URL('.build-wasm/scrollmotion-motion.wasm', root)));
const offsetsBySpec = JSON.parse(fs.readFileSync(new URL('Tests/Conformance/offsets.json', root)));

const specs = fs.readdirSync(new URL('Tests/Conformance/specs/', root)).map((name) => `Tests/Conformance/specs/${name}`);
specs.push('Sources/ScrollMotionCLI/Resources/Demo/demo-spec.json', 'Sources/ScrollMotionCLI/Resources/Demo/onboarding-spec.json');

function offsetsFor(path) {
  const name = path.split('/').pop();
  const listed = offsetsBySpec[name] ?? offsetsBySpec[name.replace(/\.json$/, '')];
  if (Array.isArray(listed)) return listed.map((o) => (Array.isArray(o) ? o : [0, o]));
  // Right to left, across the whole horizontal range (where the engine
  // mirrors), as the conformance harness samples it.
  const { scroller } = JSON.parse(fs.readFileSync(new URL(path, root)));
  if (scroller.direction === 'rtl') {
    const [, left, , right] = scroller.contentInsets ?? [0, 0, 0, 0];
    const [low, high] = [-left, scroller.contentSize[0] + right - scroller.containerSize[0]];
    return Array.from({ length: 13 }, (_, i) => [Math.round(low + ((high - low) * i) / 12), 0]);
  }
  return [[0, 0], [0, 100], [120, 260], [300, 520], [720, 1000]];
}

function same(a, b) {
  if (a === null || b === null) return a === b;
  if (Array.isArray(a)) return a.length === b.length && a.every((v, i) => Math.abs(v - b[i]) <= 1e-9 * Math.max(1, Math.abs(v)));
  return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a));
}

// Scroll-triggered animations play in time. The full and motion engines
// play them (and `Engine.evaluate`, like `eval`, reports where each play
// comes to rest); the shipped engine leaves time-based motion out to stay
// within its size budget and scrubs them over their range (`compile` says
// so on standard error and names the motion engine), so their values are
// left out of its comparison only.
function triggeredIds(file) {
  return new Set(JSON.parse(fs.readFileSync(file)).animations.filter((a) => a.trigger)
    .flatMap((a) => (a.targets ? a.targets.map((_, i) => `${a.id}[${i}]`) : [a.id])));
}

function agree(wasm, native, skipped = new Set()) {
  assert.equal(wasm.length, native.length);
  native.forEach((sample, i) => {
    for (const [id, value] of Object.entries(sample.values)) {
      if (skipped.has(id)) continue;
      assert.ok(same(wasm[i].values[id], value), `${id} at ${sample.offset}: wasm ${JSON.stringify(wasm[i].values[id])}, native ${JSON.stringify(value)}`);
    }
    assert.deepEqual(Object.keys(wasm[i].values).sort(), Object.keys(sample.values).sort());
  });
}

for (const path of specs) {
  const file = new URL(path, root).pathname;
  const offsets = offsetsFor(path);
  const args = ['eval', file];
  for (const [x, y] of offsets) args.push('--offset', `${x},${y}`);
  const native = () => JSON.parse(execFileSync(bin, args, { encoding: 'utf8' })).samples;

  const triggered = triggeredIds(file);

  // A spec that reduces motion: its compiled `reduced` animations agree
  // with `eval --reduced-motion`; with variants, the case the engine
  // chooses under reduced motion does.
  const text = fs.readFileSync(file, 'utf8');
  const hasVariants = JSON.parse(text).variants !== undefined;
  if (/"reducedMotion"/.test(text) && !hasVariants) {
    test(`the shipped wasm engine on the reduced animations and native --reduced-motion agree on ${path}`, () => {
      const compiled = JSON.parse(execFileSync(bin, ['compile', file], { encoding: 'utf8' }));
      assert.ok(Array.isArray(compiled.reduced), 'the compiled spec has its reduced animations');
      const reduced = { ...compiled, animations: compiled.reduced, reduced: undefined };
      const native = JSON.parse(execFileSync(bin, [...args, '--reduced-motion'], { encoding: 'utf8' })).samples;
      agree(lean.evaluate(reduced, offsets), native, triggered);
      agree(motion.evaluate(reduced, offsets), native);
    });
  }

  if (hasVariants) {
    test(`the shipped wasm engine's choice under reduced motion and native --reduced-motion agree on ${path}`, () => {
      const compiled = JSON.parse(execFileSync(bin, ['compile', file], { encoding: 'utf8' }));
      const native = JSON.parse(execFileSync(bin, [...args, '--reduced-motion'], { encoding: 'utf8' })).samples;
      globalThis.matchMedia = () => ({ matches: true });
      try {
        agree(lean.evaluate(compiled, offsets), native, triggered);
      } finally {
        delete globalThis.matchMedia;
      }
    });
  }

  if (triggered.size > 0) {
    test(`compile says the shipped engine scrubs the triggered animations of ${path} and names the motion engine`, () => {
      const result = spawnSync(bin, ['compile', file], { encoding: 'utf8' });
      assert.equal(result.status, 0);
      const notes = result.stderr.split('\n').filter((line) => line.includes('.trigger: the shipped engine (scrollmotion.wasm) scrubs this animation over its range; load scrollmotion-motion.wasm to play its trigger in time'));
      const entries = JSON.parse(fs.readFileSync(file)).animations.filter((a) => a.trigger).length;
      assert.equal(notes.length, entries, result.stderr);
    });
  }

  test(`the full wasm engine and native agree on ${path}, triggered animations included`, () => {
    agree(engine.evaluate(JSON.parse(fs.readFileSync(file)), offsets), native());
  });

  test(`the full wasm engine on the compiled spec and native agree on ${path}, triggered animations included`, () => {
    const compiled = JSON.parse(execFileSync(bin, ['compile', file], { encoding: 'utf8' }));
    agree(engine.evaluate(compiled, offsets), native());
  });

  test(`the motion wasm engine on the compiled spec and native agree on ${path}, triggered animations included`, () => {
    const compiled = JSON.parse(execFileSync(bin, ['compile', file], { encoding: 'utf8' }));
    agree(motion.evaluate(compiled, offsets), native());
  });

  test(`the shipped wasm engine on the compiled spec and native agree on ${path}`, () => {
    const compiled = JSON.parse(execFileSync(bin, ['compile', file], { encoding: 'utf8' }));
    agree(lean.evaluate(compiled, offsets), native(), triggered);
  });
}

// The runtime picks the reduced animations when the page prefers reduced
// motion, on every build; rebuilding picks them again.
test('the runtime builds the reduced animations under prefers-reduced-motion', () => {
  const file = new URL('Tests/Conformance/specs/reduced-motion.json', root).pathname;
  const compile = () => JSON.parse(execFileSync(bin, ['compile', file], { encoding: 'utf8' }));
  const ids = (choreography) => choreography.animations_.map((a) => a.id);
  const plain = lean.createChoreography(compile());
  assert.ok(!ids(plain).some((id) => id.endsWith('#fade')));
  plain.release();
  const queries = [];
  globalThis.matchMedia = (query) => { queries.push(query); return { matches: true }; };
  try {
    const reduced = lean.createChoreography(compile());
    assert.deepEqual(queries, ['(prefers-reduced-motion: reduce)']);
    assert.ok(ids(reduced).includes('heroShrink#fade'));
    reduced.rebuild(reduced.compiled);
    assert.ok(ids(reduced).includes('heroShrink#fade'));
    reduced.release();
  } finally {
    delete globalThis.matchMedia;
  }
});

// A preview (an editor's) chooses reduced motion itself: `setReducedMotion`
// overrides the page's setting either way, and `null` follows it again.
test('setReducedMotion plays the reduced animations or the full ones, whatever the page prefers', () => {
  const file = new URL('Tests/Conformance/specs/reduced-motion.json', root).pathname;
  const compiled = JSON.parse(execFileSync(bin, ['compile', file], { encoding: 'utf8' }));
  const reduced = (choreography) => choreography.animations_.some((a) => a.id === 'heroShrink#fade');
  let prefers = false;
  globalThis.matchMedia = () => ({ matches: prefers });
  try {
    const choreography = lean.createChoreography(compiled);
    assert.ok(!reduced(choreography));
    choreography.setReducedMotion(true);
    assert.ok(reduced(choreography), 'forced on');
    prefers = true;
    choreography.setReducedMotion(false);
    assert.ok(!reduced(choreography), 'forced off while the page prefers it');
    choreography.setReducedMotion(null);
    assert.ok(reduced(choreography), "the page's setting again");
    choreography.release();
  } finally {
    delete globalThis.matchMedia;
  }
});
