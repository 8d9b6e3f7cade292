// The runtime's writers for every built-in property, and the composite
// declarations attaching makes, under node's test runner on the shipped
// engine (specs compiled by the full engine's compiler, as `scrollmotion
// compile` would). Run by scripts/test-web.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { loadScrollMotion } from '../../Web/runtime/scrollmotion.js';
import { fakePage } from './fake-page.mjs';

const root = new URL('../../', import.meta.url);
const full = await loadScrollMotion(fs.readFileSync(new URL('.build-wasm/scrollmotion-full.wasm', root)));
const shipped = await loadScrollMotion(fs.readFileSync(new URL('.build-wasm/scrollmotion.wasm', root)));
const bin = process.env.SCROLLMOTION;
assert.ok(bin, 'set SCROLLMOTION to the scrollmotion executable (scripts/test-web does)');

/** `spec` compiled by the full engine's Swift compiler, built on the shipped engine. */
function choreography(spec) {
  const compiling = full.createChoreography(spec);
  const compiled = compiling.compiled;
  compiling.release();
  return shipped.createChoreography(compiled);
}

// A scroll timeline over 1,800 points: offset 900 is half-way.
const spec = (elements, animations) => ({
  version: 1,
  scroller: { containerSize: [100, 200], contentSize: [100, 2000] },
  elements,
  animations,
});
const keyframes = (from, to) => [{ offset: 0, value: from }, { offset: 1, value: to }];
const close = (actual, expected, tolerance = 1e-12) =>
  assert.ok(Math.abs(actual - expected) <= tolerance, `${actual} is not ${expected}`);
const writes = (log) => log.filter(([what]) => what === 'write').map(([, element, name, value]) => [element, name, value]);
// The runtime's own class, for its counter of values made.
const Choreography = (() => {
  const probe = shipped.createChoreography({ compiled: 1, scroller: [100, 200, 100, 2000, 0, 0, 0, 0], animations: [] });
  probe.release();
  return probe.constructor;
})();

// Every built-in property half-way between two keyframes: the style
// property it writes and the value written, as CSS takes it. Named
// properties are assigned (a plain number as a number), custom ones set
// as text.
const HALF_WAY = [
  ['opacity', 0, 1, 'opacity', 0.5],
  ['rotate', 0, 90, 'rotate', '45deg'],
  ['scale', 1, 2, 'scale', 1.5],
  ['translate', [0, 0], [10, -20], 'translate', '5px -10px'],
  ['backgroundColor', '#000000', '#ffffff', 'backgroundColor', 'rgb(128, 128, 128)'],
  ['cornerRadius', 0, 20, 'borderRadius', '10px'],
  ['blur', 0, 4, '--sm-blur', '2px'],
  ['brightness', 1, 2, '--sm-brightness', '1.5'],
  ['saturation', 1, 0, '--sm-saturation', '0.5'],
  ['grayscale', 0, 1, '--sm-grayscale', '0.5'],
  ['perspective', 1000, 500, '--sm-perspective', '750px'],
  ['rotateX', 0, 40, '--sm-rotate-x', '20deg'],
  ['rotateY', 0, -40, '--sm-rotate-y', '-20deg'],
  ['anchor', [0, 0], [1, 0.5], 'transformOrigin', '50% 25%'],
  ['shadowOpacity', 0, 1, '--sm-shadow-opacity', '0.5'],
  ['shadowRadius', 0, 8, '--sm-shadow-radius', '4px'],
  ['shadowOffset', [0, 0], [4, 12], '--sm-shadow-offset', '2px 6px'],
  ['shadowColor', '#ff0000', '#0000ff', '--sm-shadow-color', 'rgb(128, 0, 128)'],
  ['foregroundColor', '#ffffff', 'rgba(0, 0, 0, 0)', 'color', 'rgba(255, 255, 255, 0.5)'],
  ['tintColor', '#00ff00', '#0000ff', '--sm-tint-color', 'rgb(0, 128, 128)'],
  ['borderColor', '#000000', '#ff0000', 'borderColor', 'rgb(128, 0, 0)'],
  ['borderWidth', 0, 5, 'borderWidth', '2.5px'],
  ['clipTop', 0, 0.5, '--sm-clip-top', '0.25'],
  ['clipRight', 0, 1, '--sm-clip-right', '0.5'],
  ['clipBottom', 0, 0.8, '--sm-clip-bottom', '0.4'],
  ['clipLeft', 1, 0, '--sm-clip-left', '0.5'],
];

/** The built-in properties of the runtime's generated table (`PROPERTIES`), read from its source. */
function tableProperties() {
  const source = fs.readFileSync(new URL('Web/runtime/scrollmotion.js', root), 'utf8');
  const table = source.slice(source.indexOf('const PROPERTIES'), source.indexOf('const COMPOSITES'));
  return [...table.matchAll(/^ {2}(\w+): \[/gm)].map((match) => match[1]);
}

test('every built-in property is written to its style property, in its format, as eval computes it', () => {
  assert.deepEqual(HALF_WAY.map(([property]) => property).sort(), tableProperties().sort(),
    'a property of the generated table has no case here');
  const page = fakePage();
  const scroller = page.scroller('s');
  // One element per property, so that none stacks.
  const elements = Object.fromEntries(HALF_WAY.map(([property]) => [property, { frame: [0, 0, 100, 100] }]));
  const animations = HALF_WAY.map(([property, from, to]) => ({ id: property, target: property, property, keyframes: keyframes(from, to) }));
  const c = choreography(spec(elements, animations));
  const targets = Object.fromEntries(HALF_WAY.map(([property]) => [property, page.element(property)]));
  const detach = c.attach(scroller, targets, { frames: 'spec' });
  page.log.length = 0;
  scroller.scroll(900);
  page.step();
  assert.deepEqual(writes(page.log), HALF_WAY.map(([property, , , name, value]) => [property, name, value]));
  // The values are the engine's, as eval computes them.
  const values = c.values();
  close(Number.parseFloat(targets.blur.style['--sm-blur']), values.blur);
  close(Number.parseFloat(targets.perspective.style['--sm-perspective']), values.perspective);
  detach();
  c.release();
});

test('a scale of two numbers is written as text, one of one number as a number', () => {
  const page = fakePage();
  const scroller = page.scroller('s');
  const c = choreography(spec({ a: { frame: [0, 0, 10, 10] }, b: { frame: [0, 0, 10, 10] } }, [
    { id: 'pair', target: 'a', property: 'scale', keyframes: keyframes(1, [2, 3]) },
    { id: 'one', target: 'b', property: 'scale', keyframes: keyframes(1, 3) },
  ]));
  const detach = c.attach(scroller, { a: page.element('a'), b: page.element('b') }, { frames: 'spec' });
  page.log.length = 0;
  scroller.scroll(900);
  page.step();
  assert.deepEqual(writes(page.log), [['a', 'scale', '1.5 2'], ['b', 'scale', 2]]);
  detach();
  c.release();
});

test('a part with no effect is removed, so that its composite shows the neutral value', () => {
  const page = fakePage();
  const scroller = page.scroller('s');
  // Over the middle half of the scroll only (450 to 1350), without fill.
  const c = choreography(spec({ a: { frame: [0, 0, 10, 10] } }, [
    { id: 'b', target: 'a', property: 'blur', range: { start: '25%', end: '75%' }, fill: 'none', keyframes: keyframes(0, 10) },
  ]));
  const element = page.element('a');
  const detach = c.attach(scroller, { a: element }, { frames: 'spec' });
  for (const [y, value] of [[900, '5px'], [300, null], [675, '2.5px'], [1350, null]]) {
    page.log.length = 0;
    scroller.scroll(y);
    page.step();
    assert.deepEqual(writes(page.log), [['a', '--sm-blur', value]], `at ${y}`);
  }
  // The filter stays declared throughout.
  assert.equal(element.style.filter, 'blur(max(0px, var(--sm-blur, 0px)))');
  detach();
  c.release();
});

/** The declarations of element `index`'s rule in the page `scrollmotion css` exports for `written` (a spec), by CSS property. */
function exportedDeclarations(written, index) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'scrollmotion-writers-'));
  try {
    const file = path.join(folder, 'spec.json');
    fs.writeFileSync(file, JSON.stringify(written));
    const html = execFileSync(bin, ['css', file, '-o', '-'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    const rule = html.match(new RegExp(`#sm-e${index} \\{\\n  left:([^}]*)\\}`))[1];
    return Object.fromEntries(rule.split(';\n').map((line) => line.trim()).filter(Boolean).map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon), line.slice(colon + 1).trim()];
    }));
  } finally {
    fs.rmSync(folder, { recursive: true });
  }
}

const camel = (name) => name.replace(/-(\w)/g, (_, letter) => letter.toUpperCase());

test('attaching declares the composites and needs the CSS export declares, and detaching puts back what was there', () => {
  // Parts in an order other than the table's, and not every part of a filter or a transform.
  const animations = [
    { id: 'g', target: 'a', property: 'grayscale', keyframes: keyframes(0, 1) },
    { id: 'b', target: 'a', property: 'blur', keyframes: keyframes(0, 4) },
    { id: 'y', target: 'a', property: 'rotateY', keyframes: keyframes(0, 30) },
    { id: 'p', target: 'a', property: 'perspective', keyframes: keyframes(800, 400) },
    { id: 'r', target: 'a', property: 'shadowRadius', keyframes: keyframes(0, 8) },
    { id: 'l', target: 'a', property: 'clipLeft', keyframes: keyframes(0, 0.5) },
    { id: 'w', target: 'a', property: 'borderWidth', keyframes: keyframes(0, 4) },
    { id: 'c', target: 'a', property: 'borderColor', keyframes: keyframes('#000000', '#ff0000') },
    { id: 'o', target: 'a', property: 'opacity', keyframes: keyframes(0, 1) },
  ];
  const written = spec({ a: { frame: [0, 0, 10, 10] } }, animations);
  const exported = exportedDeclarations(written, 0);
  const declared = ['filter', 'transform', 'box-shadow', 'clip-path', 'border-style'];
  assert.deepEqual(declared.filter((name) => name in exported), declared, JSON.stringify(exported));

  const page = fakePage();
  const scroller = page.scroller('s');
  const element = page.element('a');
  // What the page had: its own filter and transform, none of the others.
  element.style.filter = 'sepia(1)';
  element.style.transform = 'translateZ(0)';
  page.log.length = 0;
  const c = choreography(written);
  const detach = c.attach(scroller, { a: element }, { frames: 'spec' });
  for (const name of declared) assert.equal(element.style[camel(name)], exported[name], name);
  // Each once, before any value.
  const declaring = writes(page.log).filter(([, name]) => declared.map(camel).includes(name));
  assert.equal(declaring.length, declared.length, JSON.stringify(declaring));
  assert.deepEqual(writes(page.log).slice(0, declared.length), declaring);
  detach();
  assert.equal(element.style.filter, 'sepia(1)');
  assert.equal(element.style.transform, 'translateZ(0)');
  for (const name of ['boxShadow', 'clipPath', 'borderStyle']) assert.equal(element.style[name], '', name);
  c.release();
});

test('each composite alone, as the CSS export declares it, on every element that animates a part of it', () => {
  const groups = {
    filter: ['blur', 'brightness', 'saturation', 'grayscale'],
    transform: ['perspective', 'rotateX', 'rotateY'],
    'box-shadow': ['shadowOpacity', 'shadowRadius', 'shadowOffset', 'shadowColor'],
    'clip-path': ['clipTop', 'clipRight', 'clipBottom', 'clipLeft'],
  };
  const byProperty = Object.fromEntries(HALF_WAY.map(([property, from, to]) => [property, keyframes(from, to)]));
  for (const [composite, parts] of Object.entries(groups)) {
    // One element per part alone, and one with every part in reverse order.
    const names = [...parts, 'all'];
    const elements = Object.fromEntries(names.map((name) => [name, { frame: [0, 0, 10, 10] }]));
    const animations = [
      ...parts.map((property) => ({ id: property, target: property, property, keyframes: byProperty[property] })),
      ...[...parts].reverse().map((property) => ({ id: `all-${property}`, target: 'all', property, keyframes: byProperty[property] })),
    ];
    const written = spec(elements, animations);
    const page = fakePage();
    const targets = Object.fromEntries(names.map((name) => [name, page.element(name)]));
    const c = choreography(written);
    const detach = c.attach(page.scroller('s'), targets, { frames: 'spec' });
    names.forEach((name, index) => {
      const exported = exportedDeclarations(written, index);
      assert.equal(targets[name].style[camel(composite)], exported[composite], `${composite} of ${name}`);
    });
    detach();
    for (const name of names) assert.equal(targets[name].style[camel(composite)], '', `${composite} of ${name} after detaching`);
    c.release();
  }
});

test('a border\'s style is declared only where the element\'s own is none', () => {
  const page = fakePage();
  const own = page.element('own', { borderStyle: 'dashed' });
  const none = page.element('none');
  const c = choreography(spec({ own: { frame: [0, 0, 10, 10] }, none: { frame: [0, 0, 10, 10] } }, [
    { id: 'a', target: 'own', property: 'borderWidth', keyframes: keyframes(0, 4) },
    { id: 'b', target: 'none', property: 'borderColor', keyframes: keyframes('#000000', '#ff0000') },
  ]));
  const detach = c.attach(page.scroller('s'), { own, none }, { frames: 'spec' });
  assert.deepEqual(writes(page.log).filter(([, name]) => name === 'borderStyle'), [['none', 'borderStyle', 'solid']]);
  detach();
  assert.equal(none.style.borderStyle, '');
  c.release();
});

test('the parts\' custom properties are registered as not inherited, with no initial value; a page property is not', () => {
  const registered = [];
  globalThis.CSS = {
    registerProperty(definition) {
      if (registered.some(({ name }) => name === definition.name)) throw new Error('InvalidModificationError');
      registered.push(definition);
    },
  };
  try {
    const page = fakePage();
    const c = choreography(spec({ a: { frame: [0, 0, 10, 10] } }, [
      { id: 'b', target: 'a', property: 'blur', keyframes: keyframes(0, 4) },
      { id: 'o', target: 'a', property: 'shadowOffset', keyframes: keyframes([0, 0], [2, 2]) },
      { id: 't', target: 'a', property: 'tintColor', keyframes: keyframes('#000000', '#ff0000') },
    ]));
    // Twice: a second attach registers nothing more, and does not fail.
    for (let pass = 0; pass < 2; pass++) c.attach(page.scroller(`s${pass}`), { a: page.element('a') }, { frames: 'spec' })();
    assert.deepEqual(registered, [
      { name: '--sm-blur', syntax: '*', inherits: false },
      { name: '--sm-shadow-offset', syntax: '*', inherits: false },
    ]);
    c.release();
  } finally {
    delete globalThis.CSS;
  }
});

test('a compiled value whose kind does not fit its property is refused with a message', () => {
  const page = fakePage();
  assert.throws(() => Choreography.writer(page.element('a'), { property: 'blur', kind: 2 }), /blur takes no value of kind 2/);
  assert.throws(() => Choreography.writer(page.element('a'), { property: 'shadowColor', kind: 0 }), /shadowColor takes no value of kind 0/);
});

// A translate of [10t, -20t] and an anchor of [t, t / 2] are pairs whose
// numbers differ by a power of two, which a plain mix of their bits would
// put in one set of the kept values.
test('the values of every format are kept, pairs in a ratio of a power of two too: a second pass over the same offsets makes none', () => {
  const page = fakePage();
  const scroller = page.scroller('s');
  const elements = Object.fromEntries(HALF_WAY.map(([property]) => [property, { frame: [0, 0, 100, 100] }]));
  const animations = HALF_WAY.map(([property, from, to]) => ({ id: property, target: property, property,
    easing: 'ease-in-out', keyframes: keyframes(from, to) }));
  const c = choreography(spec(elements, animations));
  const targets = Object.fromEntries(HALF_WAY.map(([property]) => [property, page.element(property)]));
  const detach = c.attach(scroller, targets, { frames: 'spec' });
  const pass = () => {
    page.log.length = 0;
    for (let y = 0; y <= 1800; y += 7) {
      scroller.scroll(y);
      page.step();
    }
    return writes(page.log);
  };
  scroller.scroll(1);
  page.step();
  const first = pass();
  const made = Choreography.madeValues;
  scroller.scroll(1);
  page.step();
  assert.deepEqual(pass(), first);
  assert.equal(Choreography.madeValues, made);
  assert.ok(first.length > 200 * HALF_WAY.length, `only ${first.length} writes`);
  detach();
  c.release();
});
