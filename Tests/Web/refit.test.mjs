// A re-measure refits in place: the runtime changes only what the new
// layout moved (the scroller's sizes, subjects' frames) through the
// engine's own refit, builds again for anything else (another variant, a
// pin's new length, right-to-left content of a new width), and re-measures
// at most once a frame. On every engine under node's test runner, with a
// fake scroller the runtime measures (Tests/Web/fake-page.mjs). Each
// choreography that refits has a twin on the same page that builds again
// on every re-measure, as the runtime did before it refitted: their values
// must agree to the bit, time-based ones included. Run by scripts/test-web;
// Tests/Web/refit_browser_test.py resizes a real page in three engines.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { loadScrollMotion } from '../../Web/runtime/scrollmotion.js';
import { fakePage, measuredPage } from './fake-page.mjs';

const load = (name) => loadScrollMotion(fs.readFileSync(new URL(`../../.build-wasm/${name}`, import.meta.url)));
const full = await load('scrollmotion-full.wasm');
const engines = { full, motion: await load('scrollmotion-motion.wasm'), shipped: await load('scrollmotion.wasm') };

const line = (from, to) => [{ offset: 0, value: from }, { offset: 1, value: to }];
const view = (subject) => ({ type: 'view', subject });
// A card and a badge in a 390 × 800 scroller over 3,000 points: colours,
// pairs and numbers on the card's and the badge's view timelines and on
// the scroll.
const spec = {
  version: 1,
  scroller: { containerSize: [390, 800], contentSize: [390, 3000] },
  elements: { card: { frame: [0, 1000, 100, 100] }, badge: { frame: [0, 1500, 50, 50] } },
  animations: [
    { id: 'fade', target: 'card', property: 'opacity', timeline: view('card'), range: 'cover', easing: 'ease-in-out', keyframes: line(0, 1) },
    { id: 'tint', target: 'card', property: 'backgroundColor', timeline: view('card'), range: 'entry', keyframes: line('#000000', '#ff8000') },
    { id: 'slide', target: 'badge', property: 'translate', timeline: view('badge'), range: 'contain', keyframes: line([0, 0], [40, -20]) },
    { id: 'progress', target: 'badge', property: '--progress', range: '10% 90%', keyframes: line(0, 1) },
  ],
};
// Played in time too: a pop triggered over the badge's contain range and
// a smoothed lag on the scroll.
const motionSpec = {
  ...spec,
  animations: [...spec.animations,
    { id: 'pop', target: 'badge', property: '--pop', timeline: view('badge'), range: 'contain', trigger: { duration: 1 }, keyframes: line(0, 1) },
    { id: 'lag', target: 'card', property: '--lag', smoothing: 0.5, keyframes: line(0, 10) }],
};
const compiled = (written) => {
  const compiling = full.createChoreography(written);
  const result = compiling.compiled;
  compiling.release();
  return result;
};

/**
 * `written` attached on engine `name` to a measured page twice: `refitted`
 * as the runtime attaches it, and `rebuilt`, its twin on elements of its
 * own at the same places, which builds again on every re-measure.
 * `move(y, element)` moves the card (or the element named) to `y` on both.
 */
function twins(t, name, written, { width = 390, height = 800 } = {}) {
  const page = measuredPage(width, height);
  // The scroller's one child, the content the elements sit in.
  const content = { offsetLeft: 0, offsetTop: 0 };
  page.scroller.children = [content];
  t.after(() => {
    delete globalThis.ResizeObserver;
    delete globalThis.matchMedia;
  });
  const engine = engines[name];
  const source = name === 'full' ? written : compiled(written);
  const elements = (prefix) => ({
    card: page.element(`${prefix}card`, [0, 1000, 100, 100]), badge: page.element(`${prefix}badge`, [0, 1500, 50, 50]),
  });
  const refitted = engine.createChoreography(source);
  const rebuilt = engine.createChoreography(source);
  rebuilt.refit_ = () => false;
  const layouts = [];
  const mine = elements('');
  const theirs = elements('twin-');
  const detach = [
    refitted.attach(page.scroller, mine, { onLayout: () => layouts.push(refitted.relayouts.refits) }),
    rebuilt.attach(page.scroller, theirs),
  ];
  // The observers' first calls report the sizes just measured.
  page.observe();
  t.after(() => {
    for (const stop of detach) stop();
    refitted.release();
    rebuilt.release();
  });
  const move = (y, element = 'card') => {
    mine[element].offsetTop = y;
    theirs[element].offsetTop = y;
  };
  return { page, engine, source, refitted, rebuilt, layouts, move, mine, content };
}

/** The writes to the refitted choreography's own elements (not its twin's) in `log`. */
const writes = (log) => log.filter(([what, element]) => what === 'write' && !element.startsWith('twin-'));

for (const name of ['shipped', 'motion', 'full']) {
  test(`${name}: resizes in one frame refit in place once, to what a build at the new size gives`, (t) => {
    const { page, engine, source, refitted, rebuilt, layouts } = twins(t, name, spec);
    page.scroller.scroll(900);
    page.step();
    assert.deepEqual(refitted.relayouts, { refits: 0, rebuilds: 1 }, 'attaching measures and builds');
    // An address bar sliding: three resizes before the next frame.
    page.resize(390, 790);
    page.resize(390, 794);
    page.resize(390, 797);
    assert.equal(page.frames.length, 1, 'one frame asked for');
    assert.deepEqual(refitted.relayouts, { refits: 0, rebuilds: 1 }, 'nothing measured before the frame');
    page.step();
    assert.deepEqual(refitted.relayouts, { refits: 1, rebuilds: 1 }, 'one refit, no build');
    assert.deepEqual(rebuilt.relayouts, { refits: 0, rebuilds: 2 });
    assert.deepEqual(layouts, [1], 'onLayout once, after the refit');
    const values = refitted.values();
    assert.deepEqual(values, rebuilt.values());
    // A choreography attached afresh at this size gives the same values.
    const fresh = engine.createChoreography(source);
    const stop = fresh.attach(page.scroller, { card: page.element('fresh-card', [0, 1000, 100, 100]),
      badge: page.element('fresh-badge', [0, 1500, 50, 50]) });
    assert.deepEqual(fresh.values(), values);
    stop();
    fresh.release();
  });

  test(`${name}: a re-measure that moved nothing writes nothing; a subject moved writes its own animations alone`, (t) => {
    const { page, refitted, rebuilt, move } = twins(t, name, spec);
    // The card is entering (its entry range runs from 200 to 300).
    page.scroller.scroll(290);
    page.step();
    page.log.length = 0;
    page.observe();
    page.step();
    assert.deepEqual(refitted.relayouts, { refits: 1, rebuilds: 1 });
    assert.deepEqual(writes(page.log), []);
    // The card moves down 40 points: its two animations are retimed and
    // move, the badge's (not yet in its range) and the scroll's stay.
    move(1040);
    page.observe();
    page.step();
    assert.deepEqual(refitted.relayouts, { refits: 2, rebuilds: 1 });
    assert.deepEqual([...new Set(writes(page.log).map(([, element, property]) => `${element} ${property}`))],
      ['card opacity', 'card backgroundColor']);
    assert.deepEqual(refitted.values(), rebuilt.values());
  });
}

test('a scroller resized alone reads no subject; once its content moved in it, every subject is measured', (t) => {
  const { page, refitted, rebuilt, move, mine, content } = twins(t, 'shipped', spec);
  page.scroller.scroll(900);
  page.step();
  // The first refit after a build measures every subject.
  page.observe([page.scroller]);
  page.step();
  let reads = 0;
  for (const element of Object.values(mine)) {
    let top = element.offsetTop;
    Object.defineProperty(element, 'offsetTop', { get: () => (reads++, top), set: (value) => (top = value) });
  }
  page.resize(390, 797);
  page.step();
  assert.deepEqual([refitted.relayouts, reads], [{ refits: 2, rebuilds: 1 }, 0], 'the height alone changed');
  assert.deepEqual(refitted.values(), rebuilt.values());
  // Content centred in the scroller moves down as it grows: every element with it.
  content.offsetTop = 6;
  move(1006);
  move(1506, 'badge');
  page.resize(390, 809);
  page.step();
  assert.deepEqual([refitted.relayouts, reads], [{ refits: 3, rebuilds: 1 }, 2], 'the content moved: both subjects measured');
  assert.deepEqual(refitted.values(), rebuilt.values());
  // A wider scroller flows its content again: measured too.
  page.resize(400, 809);
  page.step();
  assert.deepEqual([refitted.relayouts, reads], [{ refits: 4, rebuilds: 1 }, 4]);
});

test('a pin refits while its length stays, and builds again when it moves', (t) => {
  const pinned = { ...spec, animations: [...spec.animations,
    { id: 'hold', target: 'card', pin: true, timeline: view('card'), range: 'contain' }] };
  const { page, refitted, rebuilt, move } = twins(t, 'full', pinned);
  page.scroller.scroll(700);
  page.step();
  // The card moves: its contain range moves, 700 points long as before.
  move(1040);
  page.observe();
  page.step();
  assert.deepEqual(refitted.relayouts, { refits: 1, rebuilds: 1 });
  assert.deepEqual(refitted.values(), rebuilt.values());
  // A shorter container makes the range shorter: the pin's keyframes change.
  page.resize(390, 790);
  page.step();
  assert.deepEqual(refitted.relayouts, { refits: 1, rebuilds: 2 });
  assert.deepEqual(refitted.values(), rebuilt.values());
});

for (const name of ['motion', 'full']) {
  test(`${name}: a triggered and a smoothed animation carry on across a refit as across a build`, (t) => {
    const { page, refitted, rebuilt, move } = twins(t, name, motionSpec);
    page.scroller.scroll(1200);
    page.step(1000); // the pop's range is crossed at 1 s, the lag starts after the scroll
    page.step(1250);
    const before = refitted.values();
    assert.ok(before.pop > 0 && before.pop < 1, `the pop is mid-flight: ${before.pop}`);
    assert.ok(before.lag > 0 && before.lag < 10 * 1200 / 2200, `the lag is on its way: ${before.lag}`);
    // The container grows and the pop's subject moves, both mid-flight.
    page.resize(390, 812);
    move(1490, 'badge');
    page.step(1500);
    assert.deepEqual(refitted.relayouts, { refits: 1, rebuilds: 1 });
    const after = refitted.values();
    assert.ok(after.pop > before.pop && after.pop < 1, `the pop carries on: ${before.pop}, then ${after.pop}`);
    assert.ok(after.lag > before.lag, `the lag carries on: ${before.lag}, then ${after.lag}`);
    for (let time = 1500; time <= 3000; time += 250) {
      page.step(time);
      assert.deepEqual(refitted.values(), rebuilt.values(), `at ${time} ms`);
    }
  });
}

test('right to left, a new height refits and a new content width builds again', (t) => {
  const rtl = { ...spec, scroller: { ...spec.scroller, direction: 'rtl' },
    animations: [...spec.animations, { id: 'across', target: 'badge', property: '--across', timeline: { ...view('badge'), axis: 'inline' },
      range: 'cover', keyframes: line(0, 1) }] };
  const { page, refitted, rebuilt } = twins(t, 'shipped', rtl);
  page.scroller.scroll(900);
  page.step();
  page.resize(390, 797);
  page.step();
  assert.deepEqual(refitted.relayouts, { refits: 1, rebuilds: 1 });
  assert.deepEqual(refitted.values(), rebuilt.values());
  // The fake scroller's content is as wide as its container.
  page.resize(420, 797);
  page.step();
  assert.deepEqual(refitted.relayouts, { refits: 1, rebuilds: 2 });
  assert.deepEqual(refitted.values(), rebuilt.values());
});

// `moveSubject`: a preview playing the spec's frames moves a subject in
// place, as an editor's drag of its box does; the values are those of a
// build with the new frame, bit for bit, and a triggered play keeps its
// state where a build would start it again.
for (const [name, engine] of Object.entries(engines)) {
  test(`${name}: moveSubject plays what a build with the moved frame plays`, () => {
    const written = name === 'shipped' ? compiled(spec) : compiled(motionSpec);
    const moved = structuredClone(written);
    const choreography = engine.createChoreography(written);
    assert.equal(choreography.moveSubject('badge', [10, 1300, 60, 50]), name === 'shipped' ? 1 : 2);
    assert.equal(choreography.moveSubject('nothing', [0, 0, 1, 1]), 0);
    for (const animation of moved.animations) {
      if (animation.subject === 'badge') animation.timeline.splice(2, 4, 10, 1300, 60, 50);
    }
    const fresh = engine.createChoreography(moved);
    for (const y of [0, 700, 950, 1100, 1250, 1400, 2200]) {
      assert.deepEqual([...choreography.update(0, y, 0)], [...fresh.update(0, y, 0)], `at ${y}`);
    }
    choreography.release();
    fresh.release();
  });
}

test('moveSubject keeps a triggered play where it is', () => {
  const choreography = engines.full.createChoreography(compiled(motionSpec));
  // Into the badge's contain range (1500 − 800 + 50 = 750 to 1500), half a second of its one-second play.
  choreography.update(0, 1000, 0);
  choreography.update(0, 1000, 0.5);
  const half = choreography.values().pop;
  assert.ok(half > 0 && half < 1, `half way: ${half}`);
  // The badge moves down 100: the offset stays inside its range, and the play carries on from where it was.
  choreography.moveSubject('badge', [0, 1600, 50, 50]);
  choreography.update(0, 1000, 0.75);
  const later = choreography.values().pop;
  assert.ok(later > half && later < 1, `${half} then ${later}`);
  choreography.release();
});

// An edit of one animation, as an editor's drag step makes: `rebuild` with
// that animation's entry compiled again and the others' the same objects.
// The full engine rebuilds that animation alone, in place (its animation
// list, and with it the writers, kept); every engine then plays what a
// build of the edited spec plays, bit for bit.
const editProgress = (written, { range = '20% 60%', keyframes = line(0.5, 3) } = {}) => {
  const index = written.animations.findIndex((animation) => animation.id === 'progress');
  const whole = compiled({ ...written, animations: written.animations.map((animation) => (animation.id === 'progress'
    ? { ...animation, range, keyframes } : animation)) });
  return { index, whole, edit: (base) => ({ ...base, animations: base.animations.map((entry, at) => (at === index ? whole.animations[at] : entry)) }) };
};

for (const [name, engine] of Object.entries(engines)) {
  test(`${name}: rebuild with one animation edited plays what a build of the edit plays`, () => {
    const written = name === 'shipped' ? spec : motionSpec;
    const base = compiled(written);
    const { whole, edit } = editProgress(written);
    const choreography = engine.createChoreography(base);
    const animations = choreography.animations_;
    choreography.rebuild(edit(base));
    assert.equal(choreography.animations_ === animations, name === 'full', 'rebuilt in place on the full engine alone');
    const fresh = engine.createChoreography(whole);
    for (const y of [0, 300, 700, 1100, 1500, 2200]) {
      assert.deepEqual([...choreography.update(0, y, 0)], [...fresh.update(0, y, 0)], `at ${y}`);
    }
    assert.deepEqual(choreography.ranges(), fresh.ranges());
    choreography.release();
    fresh.release();
  });
}

test('full: an edit that changes what an animation writes, or most animations, builds again', () => {
  const base = compiled(spec);
  const choreography = full.createChoreography(base);
  let animations = choreography.animations_;
  // Another property: its writer changes.
  const retargeted = { ...base, animations: base.animations.map((entry) => (entry.id === 'fade' ? { ...entry, property: 'rotate' } : entry)) };
  choreography.rebuild(retargeted);
  assert.notEqual(choreography.animations_, animations);
  animations = choreography.animations_;
  // Every entry new (a copy): a build costs less than rebuilding each.
  choreography.rebuild(structuredClone(retargeted));
  assert.notEqual(choreography.animations_, animations);
  choreography.release();
});

test('full: an edited animation the engine refuses stays as it was, and the edit throws with its path', () => {
  const base = compiled(spec);
  const { index, whole, edit } = editProgress(spec);
  const choreography = full.createChoreography(base);
  const refused = edit(base);
  // Keyframe offsets out of order: each is taken as described, and the build refuses them.
  refused.animations[index] = { ...whole.animations[index], keyframes: [...whole.animations[index].keyframes].reverse() };
  assert.throws(() => choreography.rebuild(refused), new RegExp(`^Error: animations\\[${index}\\]: `));
  const fresh = full.createChoreography(base);
  for (const y of [0, 700, 1500]) assert.deepEqual([...choreography.update(0, y, 0)], [...fresh.update(0, y, 0)], `at ${y}`);
  // The next edit of it, a valid one, is rebuilt in place from there.
  choreography.rebuild(edit(base));
  const edited = full.createChoreography(whole);
  for (const y of [0, 700, 1500]) assert.deepEqual([...choreography.update(0, y, 0)], [...edited.update(0, y, 0)], `at ${y}`);
  for (const one of [choreography, fresh, edited]) one.release();
});

test('full: a triggered play carries on across an edit of another animation', () => {
  const base = compiled(motionSpec);
  const choreography = full.createChoreography(base);
  choreography.update(0, 1000, 0);
  choreography.update(0, 1000, 0.5);
  const half = choreography.values().pop;
  assert.ok(half > 0 && half < 1, `half way: ${half}`);
  choreography.rebuild(editProgress(motionSpec).edit(base));
  choreography.update(0, 1000, 0.75);
  const later = choreography.values().pop;
  assert.ok(later > half && later < 1, `${half} then ${later}`);
  choreography.release();
});

test('rebuild has each attachment write what changed at the next frame', () => {
  const page = fakePage();
  const scroller = page.scroller('s');
  const elements = { card: page.element('card'), badge: page.element('badge') };
  const base = compiled(spec);
  const choreography = full.createChoreography(base);
  const detach = choreography.attach(scroller, elements, { frames: 'spec' });
  scroller.scroll(900);
  page.step();
  page.log.length = 0;
  choreography.rebuild(editProgress(spec).edit(base));
  assert.equal(page.frames.length, 1, 'a frame asked for');
  page.step();
  const written = page.log.filter(([what]) => what === 'write');
  // At 900 of 2,200 points: 20% to 60% of the scroll is 440 to 1,320, so progress is 0.5 + 2.5 × 460 / 880.
  assert.deepEqual(written.map(([, element, property]) => [element, property]), [['badge', '--progress']]);
  assert.equal(Number(written[0][3]), 0.5 + 2.5 * (460 / 880));
  detach();
  choreography.release();
});
