// Time-based motion in the browser runtime: triggered and
// smoothed animations, crossings, velocities and scroll activity, on the
// full engine and on the motion engine (the shipped one leaves them out),
// with frames stepped by hand at chosen requestAnimationFrame times. Run
// by scripts/test-web: as itself on scrollmotion-full.wasm, and imported
// as `motion.test.mjs?engine=motion` by motion-engine.test.mjs on
// scrollmotion-motion.wasm.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { loadScrollMotion } from '../../Web/runtime/scrollmotion.js';
import { fakePage } from './fake-page.mjs';

const full = await loadScrollMotion(fs.readFileSync(new URL('../../.build-wasm/scrollmotion-full.wasm', import.meta.url)));
/** `spec` compiled by the full engine's Swift compiler (the one `scrollmotion compile` runs). */
function compiled(spec) {
  if (spec.compiled) return spec;
  const c = full.createChoreography(spec);
  try {
    return c.compiled;
  } finally {
    c.release();
  }
}
// The motion engine reads compiled specs only, so the specs written below
// reach it compiled, as a page gets them from `scrollmotion compile`.
const engine = new URL(import.meta.url).searchParams.get('engine') === 'motion'
  ? ((motion) => ({
    playsMotion: motion.playsMotion,
    createChoreography: (spec) => motion.createChoreography(compiled(spec)),
    evaluate: (spec, offsets) => motion.evaluate(compiled(spec), offsets),
  }))(await loadScrollMotion(fs.readFileSync(new URL('../../.build-wasm/scrollmotion-motion.wasm', import.meta.url))))
  : full;
const lean = await loadScrollMotion(fs.readFileSync(new URL('../../.build-wasm/scrollmotion.wasm', import.meta.url)));

// The card spans 800…900 in a 200-point viewport over 1,800 points of scrolling:
// its `contain` range runs from offset 700 to 800.
const spec = (animations) => ({
  version: 1,
  scroller: { containerSize: [100, 200], contentSize: [100, 2000] },
  elements: { card: { frame: [0, 800, 100, 100] } },
  animations,
});
const pop = (trigger) => ({ id: 'pop', target: 'card', property: 'opacity', timeline: { type: 'view', subject: 'card' },
  range: 'contain', keyframes: [{ offset: 0, value: 0 }, { offset: 1, value: 1 }], trigger });
const lag = (smoothing) => ({ id: 'lag', target: 'card', property: '--lag', smoothing,
  keyframes: [{ offset: 0, value: 0 }, { offset: 1, value: 10 }] });
const close = (actual, expected, tolerance = 1e-9) =>
  assert.ok(Math.abs(actual - expected) <= tolerance, `${actual} is not ${expected}`);

/** The last value written to `property`, as a number (null when removed). */
function written(log, property) {
  const last = log.filter(([what, , name]) => what === 'write' && name === property).at(-1);
  return last === undefined ? undefined : last[3] === null ? null : Number(last[3]);
}

/** Steps frames 16 ms apart until the loop stops; returns how many ran. */
function settle(page, limit = 1000) {
  let count = 0;
  while (page.frames.length) {
    assert.ok(++count <= limit, 'the frame loop never stopped');
    page.step();
  }
  return count;
}

test('a triggered animation plays in time from its crossing and comes to rest where eval says', () => {
  const page = fakePage();
  const scroller = page.scroller('s');
  const written_ = () => written(page.log, 'opacity');
  const c = engine.createChoreography(spec([pop({ duration: 0.5 })]));
  const detach = c.attach(scroller, { card: page.element('card') }, { frames: 'spec' });
  // Before its range, stopped at its start: the start value shows.
  assert.equal(written_(), 0);
  assert.equal(page.frames.length, 0, 'nothing moves, no frame');
  scroller.scroll(750);
  page.step(1000);  // enter at t = 1 s: the playback starts counting here
  // The crossing's frame shows the start (GSAP, its ticker running, would
  // show one frame's progress: it counts from the frame before).
  assert.equal(written_(), 0);
  page.step(1125);
  close(written_(), 0.25);
  // Chromium's scrollend, after the first frame that finds the scroller still.
  scroller.dispatch('scrollend');
  page.step(1375);  // frames need not be regular
  close(written_(), 0.75);
  page.step(1600);  // past the end: it stops exactly at the end
  assert.equal(written_(), 1);
  assert.equal(c.needsFrames, false);
  assert.equal(page.frames.length, 0, 'the loop stops once the playback ends');
  // Where `scrollmotion eval` says it comes to rest (Engine.evaluate is eval's samples).
  assert.equal(engine.evaluate(spec([pop({ duration: 0.5 })]), [[0, 750]])[0].values.pop, 1);
  detach();
  c.release();
});

test('a spring trigger plays over its settling duration, overshooting as the spring does', () => {
  const page = fakePage();
  const scroller = page.scroller('s');
  const c = engine.createChoreography(spec([pop({ easing: 'spring(1 100 5)' })]));
  const detach = c.attach(scroller, { card: page.element('card') }, { frames: 'spec' });
  scroller.scroll(750);
  page.step(1000);
  const values = [];
  while (page.frames.length) { page.step(); values.push(written(page.log, 'opacity')); }
  // Opacity is clamped to 0…1, so the overshoot holds at 1 for a while; it ends at rest at 1.
  assert.ok(values.length > 10, `a spring plays over several frames, not ${values.length}`);
  assert.equal(values.at(-1), 1);
  assert.ok(values.some((v) => v > 0 && v < 1));
  detach();
  c.release();
});

test('crossings fire once each and in order, both at once when one frame jumps the whole range', () => {
  const page = fakePage();
  const scroller = page.scroller('s');
  const c = engine.createChoreography(spec([pop({ duration: 0.2, actions: 'play reverse play reverse' })]));
  const crossings = [];
  const stop = c.onCrossing('pop', (crossing) => crossings.push(crossing));
  const detach = c.attach(scroller, { card: page.element('card') }, { frames: 'spec' });
  scroller.scroll(1500);  // a flick over the whole range in one frame
  page.step(1000);
  assert.deepEqual(crossings, ['enter', 'leave']);
  // Played and reversed at the same moment: it never left its start.
  settle(page);
  assert.equal(written(page.log, 'opacity'), 0);
  scroller.scroll(1500);
  page.step();
  assert.deepEqual(crossings, ['enter', 'leave'], 'no crossing without one');
  scroller.scroll(750);
  page.step();
  scroller.scroll(0);
  page.step();
  assert.deepEqual(crossings, ['enter', 'leave', 'enterBack', 'leaveBack']);
  stop();
  scroller.scroll(750);
  page.step();
  assert.equal(crossings.length, 4, 'unsubscribed');
  settle(page);
  detach();
  c.release();
});

test('a scroll-driven animation reports its crossings too, and a rebuild neither restarts nor re-fires', () => {
  const page = fakePage();
  const scroller = page.scroller('s');
  const c = engine.createChoreography(spec([{ ...pop(), trigger: undefined },
    { ...pop({ duration: 1 }), id: 'slow', property: '--slow' }]));
  const seen = [];
  c.onCrossing('pop', (crossing) => seen.push(`pop ${crossing}`));
  c.onCrossing('slow', (crossing) => seen.push(`slow ${crossing}`));
  const detach = c.attach(scroller, { card: page.element('card') }, { frames: 'spec' });
  scroller.scroll(750);
  page.step(1000);
  page.step(1500);
  close(written(page.log, '--slow'), 0.5);
  assert.deepEqual(seen, ['pop enter', 'slow enter'], 'in animation order');
  // The card moves down by 10 (a re-measure): the position is still inside both ranges.
  const moved = structuredClone(c.compiled);
  for (const a of moved.animations) a.timeline[3] = 810;
  c.rebuild(moved);
  scroller.scroll(760);
  page.step(1750);
  close(written(page.log, '--slow'), 0.75);
  assert.deepEqual(seen, ['pop enter', 'slow enter'], 'the rebuild fired nothing');
  settle(page);
  assert.equal(written(page.log, '--slow'), 1);
  detach();
  c.release();
});

test('a smoothed animation follows the critically damped path of its lag, then the loop stops', () => {
  const page = fakePage();
  const scroller = page.scroller('s');
  const c = engine.createChoreography(spec([lag(0.5)]));
  const detach = c.attach(scroller, { card: page.element('card') }, { frames: 'spec' });
  assert.equal(written(page.log, '--lag'), 0, 'the first target is taken at once');
  scroller.scroll(900);  // target progress 0.5, from 0 at rest
  page.step(2000);
  // x(t) = target + (x₀ − target)(1 + ωt)e^(−ωt), ω = 4.743864518390578 / lag: 95% after the lag.
  const omega = 4.743864518390578 / 0.5;
  const expected = (t) => 10 * (0.5 - 0.5 * (1 + omega * t) * Math.exp(-omega * t));
  for (const ms of [2016, 2033, 2100, 2250, 2500]) {
    page.step(ms);
    close(written(page.log, '--lag'), expected((ms - 2000) / 1000));
  }
  close(written(page.log, '--lag'), 10 * 0.5 * 0.95, 1e-9);
  const frames = settle(page);
  assert.ok(frames < 200, `settles in ${frames} frames`);
  // It settles exactly on the unsmoothed value, which is what eval prints.
  assert.equal(written(page.log, '--lag'), engine.evaluate(spec([lag(0.5)]), [[0, 900]])[0].values.lag);
  assert.equal(written(page.log, '--lag'), 5);
  detach();
  c.release();
});

test('the path does not depend on the frame rate', () => {
  const run = (step) => {
    const page = fakePage();
    const scroller = page.scroller('s');
    const c = engine.createChoreography(spec([lag(0.3), pop({ duration: 0.4, easing: 'ease-in-out' })]));
    const detach = c.attach(scroller, { card: page.element('card') }, { frames: 'spec' });
    scroller.scroll(750);
    page.step(1000);
    for (let t = 1000 + step; t <= 1200; t += step) page.step(t);
    const values = c.values();
    settle(page);
    detach();
    c.release();
    return values;
  };
  const at60 = run(20);
  const at120 = run(10);
  close(at60.lag, at120.lag, 1e-12);
  close(at60.pop, at120.pop, 1e-12);
});

test('velocity: progress per second with its sign, decaying to exactly 0, and the loop stops', () => {
  const page = fakePage();
  const scroller = page.scroller('s');
  const c = engine.createChoreography(spec([{ ...lag(), smoothing: undefined }]));
  const reports = [];
  c.onVelocity('lag', (velocity, direction) => reports.push([velocity, direction]));
  const detach = c.attach(scroller, { card: page.element('card') }, { frames: 'spec' });
  scroller.scroll(180);
  page.step(1000);  // the first sample: no velocity yet
  scroller.scroll(360);
  page.step(1100);  // 0.1 of the timeline in 0.1 s
  close(reports.at(-1)[0], 1, 1e-12);
  assert.equal(reports.at(-1)[1], 'forward');
  // No scroll: the estimate decays over its 50 ms averaging time.
  page.step(1116);
  close(reports.at(-1)[0], Math.exp(-0.016 / 0.05), 1e-9);
  settle(page);
  assert.deepEqual(reports.at(-1), [0, 'forward'], 'exactly 0, the direction kept');
  const decaying = reports.slice(1).map(([v]) => v);
  assert.ok(decaying.every((v, i) => i === 0 || v < decaying[i - 1]), 'it only decays');
  scroller.scroll(0);
  page.step();
  assert.equal(reports.at(-1)[1], 'backward');
  assert.ok(reports.at(-1)[0] < 0);
  settle(page);
  detach();
  c.release();
});

test('scroll activity: tracking while held, decelerating after, animating without input, idle at scrollend', () => {
  const page = fakePage();
  const scroller = page.scroller('s');
  const c = engine.createChoreography(spec([{ ...lag(), smoothing: undefined }]));
  const seen = [];
  c.onScrollActivity((activity) => seen.push(activity));
  const detach = c.attach(scroller, { card: page.element('card') }, { frames: 'spec' });
  assert.equal(c.scrollActivity, 'idle');
  // Chromium's order at the end of a scroll: the first frame that finds the
  // scroller still (which puts the scroll and scrollend listeners back, off
  // while the loop read it), then scrollend.
  const ends = () => {
    page.step();
    scroller.dispatch('scrollend');
    page.step();
  };
  scroller.dispatch('touchstart');
  page.step();
  scroller.scroll(100);
  page.step();
  page.window.dispatchEvent(new Event('touchend'));
  scroller.scroll(150);  // momentum
  page.step();
  ends();
  scroller.scroll(400);  // the page scrolls it (scrollTo, an anchor)
  page.step();
  assert.equal(c.scrollActivity, 'animating');
  ends();
  scroller.dispatch('wheel');
  scroller.scroll(450);
  page.step();
  scroller.scroll(480);  // the wheel's smooth scroll goes on
  page.step();
  ends();
  assert.deepEqual(seen, ['tracking', 'decelerating', 'idle', 'animating', 'idle', 'tracking', 'decelerating', 'idle']);
  assert.equal(page.frames.length, 0, 'the loop rests at scrollend');
  // A scrollend that came while the loop read the scroller, unheard (a page
  // that sets scrollTop once gets both events on the next frame): six
  // frames without a scroll end the scroll, then the loop rests.
  scroller.scroll(600);
  page.step();
  assert.equal(c.scrollActivity, 'animating');
  scroller.dispatch('scrollend');
  let frames = 0;
  while (c.scrollActivity !== 'idle') {
    assert.ok(++frames <= 6, 'six frames without a scroll end it');
    page.step();
  }
  assert.deepEqual([frames, page.frames.length], [6, 0]);
  settle(page);
  detach();
  c.release();
});

test('the shipped engine scrubs time-based animations and says it has no crossings', () => {
  const full = engine.createChoreography(spec([pop({ duration: 1 }), lag(0.5)]));
  const compiled = full.compiled;
  full.release();
  assert.ok(Array.isArray(compiled.animations[0].trigger) && compiled.animations[1].smoothing === 0.5);
  assert.equal(lean.playsMotion, false);
  assert.equal(engine.playsMotion, true);
  // Scrubbed over the range, as before triggers existed.
  const [sample] = lean.evaluate(compiled, [[0, 750]]);
  close(sample.values.pop, 0.5);
  close(sample.values.lag, 750 * 10 / 1800);
  const c = lean.createChoreography(compiled);
  assert.throws(() => c.onCrossing('pop', () => {}), /need scrollmotion-motion\.wasm/);
  c.release();
});
