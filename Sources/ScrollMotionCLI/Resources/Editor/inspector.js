// The inspector of `scrollmotion edit`: the animation chosen in the
// timeline, its own fields and its keyframes, each value with the control
// its property's kind of value calls for (docs/spec-format.md), and an
// easing editor for the animation's easing and each keyframe segment's.
// Curves are drawn from the engine: a one-animation spec with the easing,
// played at evenly spaced offsets, so the page never has curve maths of its
// own. Every committed change is one PATCH of that value, written as typed
// (through the timeline's queue, with the page's undo); sliders and handles
// play in the preview while they move and write when they are let go. The
// engine's problems whose path names a value shown here appear beside it.

/** Offsets an easing's curve is sampled at, 0 to this, each a scroll offset of the probe spec. */
const CURVE_SAMPLES = 100;
/** Pixels of the curve's plot per unit of progress and of output, both axes (whole pixels per 0.01 make handles exact). */
const CURVE_SCALE = 200;
/** Room around the plot, in pixels. */
const CURVE_PAD = 12;
/** The CSS Bézier keywords and their control points (CSS Easing Functions Level 1). */
const BEZIER_KEYWORDS = {
  linear: [0, 0, 1, 1], ease: [0.25, 0.1, 0.25, 1], 'ease-in': [0.42, 0, 1, 1], 'ease-out': [0, 0, 0.58, 1], 'ease-in-out': [0.42, 0, 0.58, 1],
};
/** The easing keywords of the spec format, in its own order (`SpecEasing.keywords`). */
const EASING_KEYWORDS = ['linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out', 'step-start', 'step-end', 'smoothstep']
  .concat(['quad', 'cubic', 'quart', 'quint', 'sine', 'expo', 'circ', 'back', 'elastic', 'bounce']
    .flatMap((shape) => [`ease-in-${shape}`, `ease-out-${shape}`, `ease-in-out-${shape}`]));
/** What choosing a function in the easing's list writes first. */
const EASING_FUNCTIONS = { 'cubic-bezier': null, steps: 'steps(4, jump-end)', spring: 'spring(1 100 10)' };
const STEP_POSITIONS = ['jump-start', 'jump-end', 'jump-none', 'jump-both', 'start', 'end'];
const COLOR_SPACES = ['srgb', 'linear-srgb', 'oklab', 'hsb', 'hsb-shorter', 'hsb-longer', 'hsb-increasing', 'hsb-decreasing'];
const FILLS = ['none', 'forwards', 'backwards', 'both'];
/** A JSON number as a person types it. */
const NUMBER_TEXT = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/;

// The control for each property's keyframe values, from the spec format's
// table: a number with a slider over a useful span (widened to the value),
// an angle in degrees, a point, or a colour.
const UNIT = { kind: 'number', min: 0, max: 1, step: 0.01 };
const FACTOR = { kind: 'number', min: 0, max: 3, step: 0.01 };
const POINTS = { kind: 'number', min: 0, max: 100, step: 1, unit: 'pt' };
const ANGLE = { kind: 'angle', min: -360, max: 360, step: 1, unit: 'deg' };
const OFFSET = { kind: 'point', min: -200, max: 200, step: 1, unit: 'pt' };
const COLOR = { kind: 'color' };
const VALUE_KINDS = {
  opacity: UNIT, grayscale: UNIT, shadowOpacity: UNIT, clipTop: UNIT, clipRight: UNIT, clipBottom: UNIT, clipLeft: UNIT,
  scale: FACTOR, brightness: FACTOR, saturation: FACTOR,
  cornerRadius: POINTS, blur: POINTS, shadowRadius: POINTS, borderWidth: POINTS,
  perspective: { kind: 'number', min: 1, max: 2000, step: 1, unit: 'pt' },
  rotate: ANGLE, rotateX: ANGLE, rotateY: ANGLE,
  translate: OFFSET, shadowOffset: OFFSET, anchor: { kind: 'point', min: 0, max: 1, step: 0.01 },
  backgroundColor: COLOR, shadowColor: COLOR, foregroundColor: COLOR, tintColor: COLOR, borderColor: COLOR,
};

const inspector = { index: null, easing: -1, fields: [], curves: new Map(), colors: new Map(), drag: null, notes: 0 };

// Redrawn whenever the timeline is (the text shown again, a selection).
timeline.listeners.push(() => drawInspector());

/** The kind of control for `value` of `property`: a scale written as a pair is a point. */
function valueKind(property, value) {
  const kind = String(property).startsWith('--') ? UNIT : VALUE_KINDS[property];
  if (kind === FACTOR && Array.isArray(value)) return { ...FACTOR, kind: 'point' };
  return kind ?? { kind: 'json' };
}

/** The value at `within` (a path of keys and indices) in `value`, or undefined. */
const valueAt = (value, within) => within.reduce((holder, key) => (holder !== null && typeof holder === 'object' ? holder[key] : undefined), value);

/** A path as the validator writes it: `animations[0].keyframes[1].value`. */
const pathText = (path) => path.map((key, at) => (typeof key === 'number' ? `[${key}]` : at ? `.${key}` : key)).join('');

/** A number's text to `step`'s decimals, as a person types it (`0.3`, `1`). */
function numberText(number, step = 0.01) {
  const decimals = Math.max(0, Math.ceil(-Math.log10(step) - 1e-9));
  const rounded = Number(number.toFixed(decimals));
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

/** The spec shown with the value at `within` of the selected animation replaced: what the preview plays while a control moves. */
function specWith(within, value) {
  const animations = timeline.spec.animations.slice();
  const animation = structuredClone(animations[inspector.index]);
  valueAt(animation, within.slice(0, -1))[within.at(-1)] = value;
  animations[inspector.index] = animation;
  return { ...timeline.spec, animations };
}

/** Plays a value that is not written yet in the preview. */
function previewValue(within, value) {
  dragStep(specWith(within, value), inspector.index);
}

// Writes `text` (JSON text, as typed) as the value at `within` of the
// selected animation: one PATCH replacing it, or adding the member when the
// file leaves it out. Nothing is written when the value is the same.
function write(within, text) {
  // Not now (unsaved typing, or the file changed on disk): the controls go back to the text as it is.
  if (!editable()) { preview($('text').value); return; }
  // The file as saved: the shown spec may hold what a slider or handle previewed.
  const animation = JSON.parse(state.saved).animations[inspector.index];
  const holder = valueAt(animation, within.slice(0, -1));
  const key = within.at(-1);
  if (holder === null || typeof holder !== 'object') return;
  const present = Array.isArray(holder) ? key < holder.length : Object.hasOwn(holder, key);
  if (present && JSON.stringify(holder[key]) === JSON.stringify(JSON.parse(text))) {
    showText(state.saved);
    return;
  }
  const path = ['animations', inspector.index, ...within];
  commit(present ? { path, valueText: text } : { path: path.slice(0, -1), insertText: text, key });
}

/** An element of `tag` with `attributes` (a `key` also becomes the data-key focus returns to after a redraw). */
function make(tag, attributes = {}, ...children) {
  const element = tag.startsWith('svg:') ? document.createElementNS('http://www.w3.org/2000/svg', tag.slice(4)) : document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === null) continue;
    if (name === 'key') element.dataset.key = value;
    else if (name === 'text') element.textContent = value;
    else element.setAttribute(name, value);
  }
  element.append(...children);
  return element;
}

/** Registers `box` as showing the value at `within`: its problems are written in it. */
function field(within, box) {
  inspector.fields.push({ path: pathText(['animations', inspector.index, ...within]), box });
  return box;
}

// A number: a text field (written as typed, on Enter or leaving it) and a
// slider (played while it moves, written when let go, or per arrow key).
function numberControl(within, value, kind, label) {
  const box = make('span', { class: 'control' });
  const written = typeof value === 'number' ? String(value) : JSON.stringify(value ?? null);
  const input = make('input', { type: 'text', inputmode: 'decimal', class: 'number', key: `${pathText(within)} text`, 'aria-label': label });
  input.value = written;
  const number = typeof value === 'number' ? value : 0;
  const slider = make('input', {
    type: 'range', min: Math.min(kind.min, number), max: Math.max(kind.max, number), step: kind.step,
    key: `${pathText(within)} slider`, 'aria-label': `${label}, slider`,
  });
  slider.value = number;
  input.addEventListener('change', () => {
    const text = input.value.trim();
    if (!NUMBER_TEXT.test(text)) { note(box, `${pathText(['animations', inspector.index, ...within])}: not written: '${text}' is not a number`, true); return; }
    write(within, text);
  });
  slider.addEventListener('input', () => {
    input.value = numberText(Number(slider.value), kind.step);
    previewValue(within, Number(input.value));
  });
  slider.addEventListener('change', () => write(within, numberText(Number(slider.value), kind.step)));
  box.append(input, slider);
  if (kind.unit) box.append(make('span', { class: 'unit', text: kind.unit }));
  if (kind.kind === 'angle') box.append(angleDial(within, number, label, (degrees) => { input.value = slider.value = String(degrees); }));
  return field(within, box);
}

// An angle's dial: a needle at the angle (0 up, clockwise as rotate
// turns), turned by dragging around the centre, whole degrees (15 with
// Shift), played while it turns and written when let go; the arrow keys
// turn it 1 degree (15 with Shift), one write a press. Turning carries on
// past a whole turn (350 then 370), as the number does. `shown(degrees)`
// keeps the field and slider beside it in step.
function angleDial(within, value, label, shown) {
  const needle = make('svg:line', { x1: 14, y1: 14, x2: 14, y2: 3 });
  const dial = make('svg:svg', {
    class: 'dial', width: 28, height: 28, viewBox: '0 0 28 28', tabindex: 0, role: 'slider', key: `${pathText(within)} dial`,
    'aria-label': `${label}, dial`, 'aria-valuemin': ANGLE.min, 'aria-valuemax': ANGLE.max,
  }, make('svg:circle', { cx: 14, cy: 14, r: 12 }), needle);
  let degrees = value;
  const turn = (to) => {
    degrees = to;
    needle.setAttribute('transform', `rotate(${to} 14 14)`);
    dial.setAttribute('aria-valuenow', to);
    shown(to);
  };
  turn(value);
  dial.addEventListener('pointerdown', (event) => {
    if (event.button !== 0) return;
    event.preventDefault();
    dial.focus();
    const start = degrees;
    const move = (moved) => {
      const box = dial.getBoundingClientRect();
      const pointed = (Math.atan2(moved.clientX - box.left - box.width / 2, box.top + box.height / 2 - moved.clientY) * 180) / Math.PI;
      const snap = moved.shiftKey ? 15 : 1;
      // The nearest turn of the pointed angle to where the needle is.
      const next = Math.round((degrees + ((((pointed - degrees) % 360) + 540) % 360) - 180) / snap) * snap;
      if (next === degrees) return;
      turn(next);
      previewValue(within, next);
    };
    followPointer(dial, event, move, (ended) => {
      if (degrees !== start && ended.type === 'pointerup') write(within, String(degrees));
      else if (degrees !== start) { turn(start); showText(state.saved); }
    });
  });
  dial.addEventListener('keydown', (event) => {
    const sign = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 }[event.key];
    if (!sign) return;
    event.preventDefault();
    turn(degrees + sign * (event.shiftKey ? 15 : 1));
    write(within, String(degrees));
  });
  return dial;
}

// A line under a control saying what is wrong with its value (a problem's
// path and message). Only a refusal of what was just typed (`alert`) is
// announced: the text's problems are drawn again with every redraw.
function note(box, text, alert = false) {
  let line = box.querySelector(':scope > .field-problem');
  if (!line) {
    line = make('span', { class: 'field-problem', id: `field-problem-${++inspector.notes}` });
    box.append(line);
  }
  if (alert) line.setAttribute('role', 'alert');
  if (line.textContent.split('\n').includes(text)) return;
  line.textContent = line.textContent ? `${line.textContent}\n${text}` : text;
  for (const control of box.querySelectorAll('input, select, [tabindex]')) {
    control.setAttribute('aria-invalid', 'true');
    control.setAttribute('aria-describedby', line.id);
  }
}

// A colour: the browser's colour picker (written in the form the file has:
// hex, rgb() or hsb()) and the text as written.
function colorControl(within, value, label) {
  const box = make('span', { class: 'control' });
  const picker = make('input', { type: 'color', key: `${pathText(within)} color`, 'aria-label': `${label}, colour picker` });
  const rgba = typeof value === 'string' ? colorChannels(value) : null;
  picker.value = rgba ? hex(rgba) : '#000000';
  const input = make('input', { type: 'text', class: 'color-text', key: `${pathText(within)} text`, 'aria-label': `${label}, as written` });
  input.value = typeof value === 'string' ? value : JSON.stringify(value ?? null);
  picker.addEventListener('input', () => {
    input.value = colorInForm(typeof value === 'string' ? value : '', picker.value, rgba);
    previewValue(within, input.value);
  });
  picker.addEventListener('change', () => write(within, JSON.stringify(colorInForm(typeof value === 'string' ? value : '', picker.value, rgba))));
  input.addEventListener('change', () => write(within, JSON.stringify(input.value.trim())));
  box.append(picker, input);
  return field(within, box);
}

/** A colour's `[r, g, b, a]` (0…1) as the engine reads it, or null when it does not; kept, as a redraw asks again. */
function colorChannels(text) {
  if (!inspector.colors.has(text)) {
    if (inspector.colors.size > 256) inspector.colors.clear();
    inspector.colors.set(text, engineColor(text));
  }
  return inspector.colors.get(text);
}

function engineColor(text) {
  try {
    const probe = engine.createChoreography(JSON.stringify({
      version: 1, scroller: { containerSize: [10, 10], contentSize: [10, 20] },
      animations: [{ id: 'c', property: 'backgroundColor', keyframes: [{ offset: 0, value: text }] }],
    }));
    probe.update(0, 0);
    const channels = probe.values().c;
    probe.release();
    return channels;
  } catch {
    return null;
  }
}

const hex = ([r, g, b]) => `#${[r, g, b].map((c) => Math.round(c * 255).toString(16).padStart(2, '0')).join('')}`;

// The picked colour `picked` (#rrggbb) in the form `written` has: the same
// hex length and case (alpha kept), rgb()/rgba() with its separators,
// percentages and alpha, or hsb() with its alpha; anything else as hex.
function colorInForm(written, picked, was) {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(picked.slice(at, at + 2), 16));
  const text = written.trim();
  const upper = /[A-F]/.test(text) && !/[a-f]/.test(text);
  const cased = (hexText) => (upper ? hexText.toUpperCase() : hexText);
  if (/^#[0-9a-f]+$/i.test(text)) {
    const short = [r, g, b].every((c) => c % 17 === 0);
    if (text.length === 4 && short) return cased(`#${[r, g, b].map((c) => (c / 17).toString(16)).join('')}`);
    if (text.length === 5 && short) return cased(`#${[r, g, b].map((c) => (c / 17).toString(16)).join('')}${text[4]}`);
    if (text.length === 5) return cased(`${picked}${text[4].repeat(2)}`);
    if (text.length === 9) return cased(`${picked}${text.slice(7)}`);
    return cased(picked);
  }
  const call = /^(rgba?|hsb)\((.*)\)$/i.exec(text);
  if (call && /^rgba?$/i.test(call[1])) {
    const inside = call[2];
    const percent = (channel, c) => (channel.trim().endsWith('%') ? `${numberText((c / 255) * 100, 0.1)}%` : String(c));
    if (inside.includes(',')) {
      const parts = inside.split(',');
      const separator = /,\s*/.exec(inside)[0];
      const channels = [r, g, b].map((c, at) => percent(parts[at] ?? '', c));
      return `${call[1]}(${[...channels, ...parts.slice(3).map((part) => part.trim())].join(separator)})`;
    }
    const [colour, alpha] = inside.split('/');
    const parts = colour.trim().split(/\s+/);
    const channels = [r, g, b].map((c, at) => percent(parts[at] ?? '', c));
    return `${call[1]}(${channels.join(' ')}${alpha === undefined ? '' : ` / ${alpha.trim()}`})`;
  }
  if (call) {
    const parts = call[2].split(',').map((part) => part.trim());
    const max = Math.max(r, g, b);
    const min = Math.min(r, g, b);
    const delta = max - min;
    let hue = 0;
    if (delta) hue = max === r ? ((g - b) / delta) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
    hue = (hue * 60 + 360) % 360;
    const numbers = [numberText(hue, 1), numberText(max ? delta / max : 0), numberText(max / 255)];
    return `${call[1]}(${[...numbers, ...parts.slice(3)].join(', ')})`;
  }
  // Another form (a name) is not kept: hex, with a translucent colour's alpha; `transparent`'s 0 would hide the pick.
  return was && was[3] > 0 && was[3] < 1 ? `${picked}${Math.round(was[3] * 255).toString(16).padStart(2, '0')}` : picked;
}

/** A point: one number control per coordinate, each written on its own. */
function pointControl(within, value, kind, label) {
  const box = make('span', { class: 'point' });
  ['x', 'y'].forEach((axis, at) => box.append(numberControl([...within, at], value[at], kind, `${label} ${axis}`)));
  return field(within, box);
}

/** Anything else: the value's JSON text, written as typed when it is JSON. */
function jsonControl(within, value, label) {
  const box = make('span', { class: 'control' });
  const input = make('input', { type: 'text', class: 'json', key: `${pathText(within)} json`, 'aria-label': `${label}, as JSON` });
  input.value = value === undefined ? '' : JSON.stringify(value);
  input.addEventListener('change', () => {
    const text = input.value.trim();
    try { JSON.parse(text); } catch { note(box, `${pathText(['animations', inspector.index, ...within])}: not written: not JSON`, true); return; }
    write(within, text);
  });
  box.append(input);
  return field(within, box);
}

/** A keyframe's value with the control of its kind. */
function valueControl(within, value, property, label) {
  const kind = valueKind(property, value);
  if (kind.kind === 'color') return colorControl(within, value, label);
  if (kind.kind === 'point' && Array.isArray(value) && value.length === 2) return pointControl(within, value, kind, label);
  if ((kind.kind === 'number' || kind.kind === 'angle') && !Array.isArray(value)) return numberControl(within, value, kind, kind.kind === 'angle' ? `${label} in degrees` : label);
  return jsonControl(within, value, label);
}

/** A string member of the animation: a text field, or a list of the values the format allows. */
function textControl(key, value, label, choices = null, absent = '') {
  const within = [key];
  const box = make('span', { class: 'control' });
  let input;
  if (choices) {
    input = make('select', { key: `${key} choice`, 'aria-label': label });
    if (value === undefined) input.append(make('option', { value: '', text: absent }));
    for (const choice of choices) input.append(make('option', { value: choice, text: choice }));
    if (typeof value === 'string' && !choices.includes(value)) input.append(make('option', { value, text: value }));
    input.value = value ?? '';
  } else {
    input = make('input', { type: 'text', key: `${key} text`, 'aria-label': label });
    input.value = value ?? '';
  }
  input.addEventListener('change', () => { if (input.value !== '') write(within, JSON.stringify(input.value)); });
  box.append(input);
  return field(within, box);
}

// The panel for the selected animation (the first of a selection): its
// own fields, its keyframes, and the easing editor; then each problem of
// the text beside the value it names.
function drawInspector() {
  const panel = $('inspector');
  if (inspector.drag) return;
  const keep = panel.contains(document.activeElement) ? document.activeElement.dataset.key : null;
  const index = Math.min(...timeline.selected);
  const animation = timeline.spec?.animations?.[index];
  panel.textContent = '';
  inspector.fields = [];
  if (index !== inspector.index) inspector.easing = -1;
  inspector.index = Number.isFinite(index) ? index : null;
  if (!animation || typeof animation !== 'object' || Array.isArray(animation)) {
    panel.append(make('p', { class: 'hint', text: 'Choose an animation’s label in the timeline to inspect its values and easing.' }));
    return;
  }
  const name = animation.id ?? `animations[${index}]`;
  const fields = make('div', { class: 'fields' }, make('h2', { text: `${name}` }));
  const grid = make('div', { class: 'grid' });
  grid.append(
    row('id', textControl('id', animation.id, `${name}: id`)),
    // Several targets are a list the text edits: a `target` beside them would be a problem, not an edit.
    Array.isArray(animation.targets)
      ? make('span', { class: 'line' }, make('span', { class: 'name', text: 'targets' }), make('span', { text: animation.targets.join(', ') }))
      : row('target', textControl('target', animation.target, `${name}: target element`)),
  );
  fields.append(grid);
  // A pin has no property, keyframes, easing, fill or colour space: offering them would write problems.
  const pin = animation.pin !== undefined && animation.pin !== false;
  if (pin) fields.append(make('p', { class: 'hint', text: 'A pin: it holds its target in place over its range, with no values or easing to edit here.' }));
  else valueFields(animation, name, grid, fields);
  const rest = make('ul', { class: 'field-problems', 'aria-label': `${name}: other problems` });
  fields.append(rest);
  panel.append(fields);
  if (!pin) panel.append(easingEditor(animation, name));
  placeProblems(index, rest);
  if (keep) panel.querySelector(`[data-key="${CSS.escape(keep)}"]`)?.focus();
}

/** A field's line: its name, then its control (a label, so a click on the name focuses it). */
const row = (text, control) => make('label', { class: 'line' }, make('span', { class: 'name', text }), control);

/** The fields of an animation that has values: its property, fill, colour space and trigger's easing, then its keyframes. */
function valueFields(animation, name, grid, fields) {
  grid.append(
    row('property', textControl('property', animation.property, `${name}: property`)),
    row('fill', textControl('fill', animation.fill, `${name}: fill`, FILLS, '(both)')),
  );
  if (valueKind(animation.property).kind === 'color') {
    grid.append(row('colour space', textControl('colorSpace', animation.colorSpace, `${name}: colour space colours blend in`, COLOR_SPACES, '(srgb)')));
  }
  if (hasTrigger(animation)) {
    // A triggered play's own easing (of time into progress) opens in the easing editor, as a segment's does.
    const button = make('button', {
      class: 'segment', key: 'trigger easing', 'aria-pressed': String(inspector.easing === 'trigger'),
      'aria-label': `${name}: edit the easing of the triggered play`, text: animation.trigger.easing ?? 'linear',
    });
    button.addEventListener('click', () => { inspector.easing = inspector.easing === 'trigger' ? -1 : 'trigger'; drawInspector(); });
    grid.append(make('span', { class: 'line' }, make('span', { class: 'name', text: 'trigger easing' }),
      field(['trigger', 'easing'], make('span', { class: 'control' }, button))));
  }
  const frames = Array.isArray(animation.keyframes) ? animation.keyframes : [];
  const table = make('div', { class: 'keyframes', role: 'group', 'aria-label': `${name}: keyframes` });
  // Each part's word and control wrap together on a narrow page.
  const part = (text, control) => make('span', { class: 'part' }, make('span', { class: 'word', text }), control);
  frames.forEach((frame, k) => {
    const line = make('div', { class: 'keyframe-line' }, make('span', { class: 'name', text: `keyframe ${k}` }));
    line.append(part('offset', numberControl(['keyframes', k, 'offset'], frame?.offset, UNIT, `${name} keyframe ${k} offset`)));
    line.append(part('value', valueControl(['keyframes', k, 'value'], frame?.value, animation.property, `${name} keyframe ${k} value (${animation.property})`)));
    if (k < frames.length - 1) {
      const easing = make('button', {
        class: 'segment', key: `keyframe ${k} easing`, 'aria-pressed': String(inspector.easing === k),
        'aria-label': `${name}: edit the easing of the segment from keyframe ${k} to ${k + 1}`,
        text: frame?.easing ?? `${animation.easing ?? 'linear'} (the animation’s)`,
      });
      easing.addEventListener('click', () => { inspector.easing = inspector.easing === k ? -1 : k; drawInspector(); });
      line.append(part('easing', field(['keyframes', k, 'easing'], make('span', { class: 'control' }, easing))));
    }
    table.append(line);
  });
  fields.append(make('h3', { text: 'keyframes' }), table);
}

// Each problem of the text (the preview's lines, `path: message`) beside
// the control showing the value its path names (the longest such path);
// the animation's others in a list under its fields.
function placeProblems(index, rest) {
  const prefix = `animations[${index}]`;
  for (const line of timeline.problems ?? []) {
    const path = line.split(': ')[0];
    if (path !== prefix && !path.startsWith(`${prefix}.`) && !path.startsWith(`${prefix}[`)) continue;
    const within = (candidate) => path === candidate || path.startsWith(`${candidate}.`) || path.startsWith(`${candidate}[`);
    const best = inspector.fields.filter((entry) => within(entry.path)).reduce((longest, entry) => Math.max(longest, entry.path.length), 0);
    const boxes = inspector.fields.filter((entry) => entry.path.length === best && within(entry.path));
    if (!boxes.length) rest.append(make('li', { text: line }));
    for (const entry of boxes) note(entry.box, line);
  }
}

// The easing editor: which easing (the animation's, a segment's or a trigger's), its
// curve as the engine plays it, handles for a cubic-bezier, the presets,
// steps and spring fields, and the text as written.
function easingEditor(animation, name) {
  const frames = Array.isArray(animation.keyframes) ? animation.keyframes : [];
  const triggered = inspector.easing === 'trigger';
  if (triggered ? !hasTrigger(animation) : inspector.easing >= frames.length - 1) inspector.easing = -1;
  const k = inspector.easing;
  const segment = typeof k === 'number' && k >= 0;
  const within = k === 'trigger' ? ['trigger', 'easing'] : segment ? ['keyframes', k, 'easing'] : ['easing'];
  const own = valueAt(animation, within);
  const text = typeof own === 'string' ? own : segment && typeof animation.easing === 'string' ? animation.easing : 'linear';
  const what = k === 'trigger' ? `${name}: easing of the triggered play`
    : segment ? `${name}: easing of the segment from keyframe ${k} to ${k + 1}` : `${name}: easing`;
  const box = make('div', { class: 'easing', role: 'group', 'aria-label': what });
  box.append(make('h3', {
    text: k === 'trigger' ? 'easing of the triggered play (its time into progress)'
      : segment ? `easing of keyframes ${k} → ${k + 1}` : 'easing (every segment without its own)',
  }));
  const choose = make('select', { key: 'easing preset', 'aria-label': `${what}, preset or kind` });
  const kind = easingKind(text);
  for (const keyword of EASING_KEYWORDS) choose.append(make('option', { value: keyword, text: keyword }));
  for (const fn of Object.keys(EASING_FUNCTIONS)) choose.append(make('option', { value: fn, text: `${fn}(…)` }));
  if (kind === 'other') choose.append(make('option', { value: 'other', text: 'as written' }));
  choose.value = kind;
  choose.addEventListener('change', () => {
    const chosen = choose.value;
    if (chosen in EASING_FUNCTIONS) {
      const points = bezierPoints(text) ?? BEZIER_KEYWORDS.ease;
      write(within, JSON.stringify(EASING_FUNCTIONS[chosen] ?? bezierText(points)));
    } else if (chosen !== 'other') write(within, JSON.stringify(chosen));
  });
  const controls = field(within, make('div', { class: 'easing-controls' }, choose));
  box.append(curve(within, text, what));
  box.append(controls);
  const steps = /^steps\(\s*([^,)]*?)\s*(?:,\s*([^)]*?)\s*)?\)$/.exec(text);
  if (steps) {
    const count = make('input', { type: 'text', inputmode: 'numeric', class: 'number', key: 'steps count', 'aria-label': `${what}, number of steps` });
    count.value = steps[1];
    const position = make('select', { key: 'steps position', 'aria-label': `${what}, where the steps jump` });
    if (steps[2] === undefined) position.append(make('option', { value: '', text: '(jump-end)' }));
    for (const choice of STEP_POSITIONS) position.append(make('option', { value: choice, text: choice }));
    if (steps[2] !== undefined && !STEP_POSITIONS.includes(steps[2])) position.append(make('option', { value: steps[2], text: steps[2] }));
    position.value = steps[2] ?? '';
    const written = () => `steps(${count.value.trim()}${position.value ? `, ${position.value}` : ''})`;
    count.addEventListener('change', () => write(within, JSON.stringify(written())));
    position.addEventListener('change', () => write(within, JSON.stringify(written())));
    controls.append(make('label', { class: 'line' }, make('span', { class: 'name', text: 'steps' }), count),
      make('label', { class: 'line' }, make('span', { class: 'name', text: 'jump' }), position));
  }
  const spring = /^spring\(\s*([^\s,)]+)\s*(,?)\s*([^\s,)]+)\s*,?\s*([^\s,)]+)\s*\)$/.exec(text);
  if (spring) {
    const separator = spring[2] ? ', ' : ' ';
    const inputs = ['mass', 'stiffness', 'damping'].map((part, at) => {
      const input = make('input', { type: 'text', inputmode: 'decimal', class: 'number', key: `spring ${part}`, 'aria-label': `${what}, spring ${part}` });
      input.value = spring[[1, 3, 4][at]];
      return input;
    });
    for (const input of inputs) {
      input.addEventListener('change', () => {
        if (!inputs.every((each) => NUMBER_TEXT.test(each.value.trim()))) { note(controls, `${pathText(['animations', inspector.index, ...within])}: not written: a spring's mass, stiffness and damping are numbers`, true); return; }
        write(within, JSON.stringify(`spring(${inputs.map((each) => each.value.trim()).join(separator)})`));
      });
      controls.append(make('label', { class: 'line' }, make('span', { class: 'name', text: input.dataset.key.slice(7) }), input));
    }
  }
  const input = make('input', { type: 'text', class: 'easing-text', key: 'easing text', 'aria-label': `${what}, as written` });
  input.value = typeof own === 'string' ? own : '';
  input.placeholder = text;
  input.addEventListener('change', () => { if (input.value.trim()) write(within, JSON.stringify(input.value.trim())); });
  controls.append(make('label', { class: 'line' }, make('span', { class: 'name', text: 'as written' }), input));
  if (segment && typeof own === 'string') {
    const inherit = make('button', { key: 'easing inherit', text: 'use the animation’s easing', 'aria-label': `${what}: remove it, so the segment eases as the animation does` });
    inherit.addEventListener('click', () => { if (editable()) commit({ path: ['animations', inspector.index, ...within], remove: true }); });
    controls.append(inherit);
  }
  return box;
}

/** Whether `animation` plays by time when its range is crossed (a `trigger` object), with an easing of its own. */
const hasTrigger = (animation) => animation.trigger !== null && typeof animation.trigger === 'object' && !Array.isArray(animation.trigger);

/** What the easing list shows for `text`: its keyword, its function, or `other`. */
function easingKind(text) {
  if (EASING_KEYWORDS.includes(text)) return text;
  const name = /^([a-z-]+)\(/.exec(text)?.[1];
  return name in EASING_FUNCTIONS && (name !== 'cubic-bezier' || bezierPoints(text)) ? name : 'other';
}

/** A cubic Bézier's control points `[x1, y1, x2, y2]` from its text (a keyword's too), or null. */
function bezierPoints(text) {
  if (text in BEZIER_KEYWORDS) return BEZIER_KEYWORDS[text];
  const match = /^cubic-bezier\(\s*([^,]+),\s*([^,]+),\s*([^,]+),\s*([^,)]+?)\s*\)$/.exec(text);
  const numbers = match?.slice(1).map((part) => (NUMBER_TEXT.test(part.trim()) ? Number(part) : NaN));
  return numbers && numbers.every(Number.isFinite) ? numbers : null;
}

const bezierText = (points) => `cubic-bezier(${points.map((number) => numberText(number)).join(', ')})`;

/** The easing's output at CURVE_SAMPLES + 1 even steps of progress, as the engine plays it; null when it does not compile. */
function easingSamples(text) {
  if (inspector.curves.has(text)) return inspector.curves.get(text);
  let samples = null;
  try {
    const probe = engine.createChoreography(JSON.stringify({
      version: 1, scroller: { containerSize: [10, 10], contentSize: [10, 10 + CURVE_SAMPLES] },
      animations: [{ id: 'e', property: '--e', easing: text, keyframes: [{ offset: 0, value: 0 }, { offset: 1, value: 1 }] }],
    }));
    samples = [];
    // The raw output's second number is the one animation's value (docs/wire-format.md): no object per sample.
    for (let i = 0; i <= CURVE_SAMPLES; i++) samples.push(probe.update(0, i)[1]);
    probe.release();
  } catch {
    // The problem is shown beside the easing's field; there is no curve to draw.
  }
  if (inspector.curves.size > 64) inspector.curves.clear();
  inspector.curves.set(text, samples);
  return samples;
}

// The curve and, for a Bézier, its two handles, which drag with the pointer
// (x kept in 0…1, both to 0.01) and move by 0.01 (0.1 with Shift) with
// the arrow keys; one PATCH per drag or key.
function curve(within, text, what) {
  const points = bezierPoints(text);
  const samples = easingSamples(text);
  const outputs = [0, 1, ...(samples ?? []), ...(points ? [points[1], points[3]] : [])];
  const view = inspector.drag?.view ?? { low: Math.min(...outputs) - 0.1, high: Math.max(...outputs) + 0.1 };
  const width = CURVE_SCALE + 2 * CURVE_PAD;
  const height = Math.round((view.high - view.low) * CURVE_SCALE) + 2 * CURVE_PAD;
  const px = (x) => CURVE_PAD + x * CURVE_SCALE;
  const py = (y) => CURVE_PAD + (view.high - y) * CURVE_SCALE;
  const svg = make('svg:svg', { class: 'curve', width, height, viewBox: `0 0 ${width} ${height}`, role: 'img', 'aria-label': `${what}: the curve of ${text}` });
  svg.append(make('svg:rect', { class: 'unit', x: px(0), y: py(1), width: CURVE_SCALE, height: CURVE_SCALE }));
  const line = make('svg:polyline', { class: 'line' });
  const draw = (values) => line.setAttribute('points', (values ?? []).map((y, i) => `${px(i / CURVE_SAMPLES)},${py(y)}`).join(' '));
  draw(samples);
  svg.append(line);
  if (!samples) svg.append(make('svg:text', { x: px(0.5), y: py(0.5), 'text-anchor': 'middle', class: 'no-curve', text: 'no curve: see the problem' }));
  if (!points) return svg;
  const arms = [make('svg:line', { class: 'arm' }), make('svg:line', { class: 'arm' })];
  const handles = [0, 1].map((which) => make('svg:circle', {
    class: 'handle', r: 7, tabindex: 0, role: 'slider', key: `bezier ${which + 1}`,
    'aria-label': `${what}: ${which ? 'second' : 'first'} control point (arrow keys move it by 0.01, with Shift by 0.1)`,
  }));
  const place = (current) => {
    [[0, 0, current[0], current[1]], [1, 1, current[2], current[3]]].forEach(([x0, y0, x, y], which) => {
      Object.entries({ x1: px(x0), y1: py(y0), x2: px(Math.min(1, Math.max(0, x))), y2: py(y) }).forEach(([name, value]) => arms[which].setAttribute(name, value));
      // An x out of range (a problem beside the field) is drawn at the plot's edge, where dragging puts it back in range.
      handles[which].setAttribute('cx', px(Math.min(1, Math.max(0, x))));
      handles[which].setAttribute('cy', py(y));
      handles[which].setAttribute('aria-valuetext', `x ${numberText(x)}, y ${numberText(y)}`);
    });
  };
  place(points);
  svg.append(...arms, ...handles);
  handles.forEach((handle, which) => {
    handle.addEventListener('pointerdown', (event) => {
      if (event.button !== 0 || !editable()) return;
      event.preventDefault();
      handle.focus();
      inspector.drag = { view, text: null };
      const move = (moved) => {
        // Read at each step: the page may scroll during a drag.
        const box = svg.getBoundingClientRect();
        const x = Math.min(1, Math.max(0, (moved.clientX - box.left - CURVE_PAD) / CURVE_SCALE));
        const y = view.high - (moved.clientY - box.top - CURVE_PAD) / CURVE_SCALE;
        const next = points.slice();
        next.splice(which * 2, 2, Number(numberText(x)), Number(numberText(y)));
        const written = bezierText(next);
        if (written === inspector.drag.text) return;
        inspector.drag.text = written;
        place(next);
        draw(easingSamples(written));
        previewValue(within, written);
      };
      followPointer(handle, event, move, (ended) => {
        const written = inspector.drag.text;
        inspector.drag = null;
        if (written && written !== text && ended.type === 'pointerup') write(within, JSON.stringify(written));
        else showText(state.saved);
      });
    });
    handle.addEventListener('keydown', (event) => {
      const step = event.shiftKey ? 0.1 : 0.01;
      const delta = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowDown: [0, -step], ArrowUp: [0, step] }[event.key];
      if (!delta) return;
      event.preventDefault();
      const next = points.slice();
      next[which * 2] = Math.min(1, Math.max(0, next[which * 2] + delta[0]));
      next[which * 2 + 1] += delta[1];
      const written = bezierText(next);
      if (written !== text) write(within, JSON.stringify(written));
    });
  });
  return svg;
}
