// The timeline of `scrollmotion edit`: one row per animation of the spec's
// `animations`, along the scroll offset of its timeline's axis, with its
// range as a bar whose ends drag (snapping to whole percentages and to a
// view timeline's named range edges) and its keyframes as points that drag
// along it. Where a range lies comes from the engine (`ranges()`, the full
// engine's `sm_range_offsets`), never from a second resolver here: a view
// timeline's named ranges are found by asking the engine where a copy of the
// animation over each name would run. A drag plays in the preview at each
// step and ends in one PATCH of the value it changed, written in the form
// the file has (an object's `start`/`end`, or the shorthand string).

/** The named ranges of a view timeline, as the spec format lists them. */
const RANGE_NAMES = ['cover', 'contain', 'entry', 'exit', 'entry-crossing', 'exit-crossing'];
/** How close (in track pixels) a dragged end comes to a named edge before it snaps there. */
const SNAP_PIXELS = 8;
const timeline = {
  spec: null, rows: [], selected: new Set(), selectedElement: null, queue: Promise.resolve(),
  // The preview's problems as drawn, and what is told when the rows or the selection are drawn again (the inspector).
  problems: [], listeners: [],
};

// The two sides of a range as written: `normal`, a length or percentage,
// or a name with an optional length or percentage. A shorthand string is
// split at spaces outside parentheses; a single name means its 0% to 100%.
function rangeSides(range) {
  if (range === undefined) return ['normal', 'normal'];
  if (typeof range === 'object' && range !== null) return [String(range.start ?? 'normal'), String(range.end ?? 'normal')];
  const tokens = [];
  let depth = 0;
  let current = '';
  for (const c of String(range).trim()) {
    if (c === '(') depth++;
    if (c === ')') depth--;
    if (/\s/.test(c) && depth === 0) {
      if (current) tokens.push(current);
      current = '';
    } else current += c;
  }
  if (current) tokens.push(current);
  const sides = [];
  for (let i = 0; i < tokens.length; i++) {
    const named = RANGE_NAMES.includes(tokens[i]) && i + 1 < tokens.length && !RANGE_NAMES.includes(tokens[i + 1]) && tokens[i + 1] !== 'normal';
    sides.push(named ? `${tokens[i]} ${tokens[++i]}` : tokens[i]);
  }
  if (sides.length >= 2) return sides.slice(0, 2);
  const [name, within] = (sides[0] ?? 'normal').split(' ');
  return RANGE_NAMES.includes(name) ? [within ? sides[0] : `${name} 0%`, `${name} 100%`] : [sides[0] ?? 'normal', 'normal'];
}

// The edit that writes `text` as the range's `side` (0 start, 1 end) of
// animation `index`, in the form the file has.
function rangeEdit(animation, index, side, text) {
  const path = ['animations', index];
  const key = side === 0 ? 'start' : 'end';
  const range = animation.range;
  // Written as `scrollmotion` writes a one-member object on one line.
  if (range === undefined) return { path, insertText: `{ "${key}": ${JSON.stringify(text)} }`, key: 'range' };
  if (typeof range === 'object' && range !== null) {
    return key in range ? { path: [...path, 'range', key], value: text } : { path: [...path, 'range'], insert: text, key };
  }
  const sides = rangeSides(range);
  sides[side] = text;
  return { path: [...path, 'range'], value: sides.join(' ') };
}

/** `animation` with its range's `side` set to `text`, in its own form, for the preview of a drag. */
function withSide(animation, side, text) {
  const range = animation.range;
  const key = side === 0 ? 'start' : 'end';
  if (typeof range === 'object' && range !== null) return { ...animation, range: { ...range, [key]: text } };
  const sides = rangeSides(range);
  sides[side] = text;
  return { ...animation, range: sides.join(' ') };
}

/** A keyframe offset's text: to 0.01, as a person types it (`0.3`, `1`). */
const offsetText = (offset) => String(Math.round(offset * 100) / 100);

// Where each view-timeline animation's named ranges run, from the engine:
// one probe choreography over the spec's geometry, with a copy of each such
// animation per name. `{ index: { name: [start, end] } }`.
function namedRanges(spec) {
  const copies = [];
  (spec.animations ?? []).forEach((animation, index) => {
    if (animation?.timeline?.type !== 'view') return;
    for (const name of RANGE_NAMES) copies.push({ ...animation, id: `${index}~${name}`, range: name, trigger: undefined, smoothing: undefined });
  });
  if (!copies.length) return {};
  let probe;
  try {
    probe = engine.createChoreography(JSON.stringify({ ...played(spec), animations: copies, variants: undefined }));
  } catch {
    return {};
  }
  const named = {};
  for (const { id, start, end } of probe.ranges()) {
    const [index, name] = id.replace(/\[\d+\]$/, '').split('~');
    named[index] ??= {};
    named[index][name] ??= [start, end];
  }
  probe.release();
  return named;
}

// The rows for `spec` as the engine resolved it in `choreography` (null when
// the text does not compile: rows without bars), with `problems` (the
// preview's lines, each beginning with its path) marking their rows.
function drawTimeline(spec, choreography, problems) {
  const section = $('timeline');
  const keep = document.activeElement?.closest?.('#timeline') ? document.activeElement.dataset.key : null;
  timeline.spec = spec;
  timeline.problems = problems;
  section.textContent = '';
  if (!spec || !Array.isArray(spec.animations)) {
    section.textContent = spec ? 'No animations.' : 'The text is not JSON: the timeline shows once it is.';
    timeline.rows = [];
    paintSelection();
    return;
  }
  const named = choreography ? namedRanges(spec) : {};
  const resolved = choreography ? choreography.ranges() : [];
  timeline.rows = spec.animations.map((animation, index) => {
    const id = animation?.id;
    const engineIndex = resolved.findIndex((range) => range.id === id || range.id === `${id}[0]`);
    const row = { index, animation, engineIndex, named: named[index] ?? null, problems: [], element: {} };
    // A custom property on the scroller has no element: its part is left out.
    const element = animation?.target ?? (animation?.targets ?? []).join(', ');
    const label = [id ?? '(no id)', element, animation?.pin ? 'pin' : animation?.property].filter(Boolean).join(' · ');
    const line = document.createElement('div');
    line.className = 'row';
    line.dataset.row = index;
    const name = document.createElement('button');
    name.className = 'label';
    name.dataset.key = `${index} label`;
    name.textContent = label;
    name.title = `animations[${index}]: select it and its element`;
    name.addEventListener('click', () => select(new Set([index]), targetsOf(animation)[0] ?? null));
    const track = document.createElement('div');
    track.className = 'track';
    track.dataset.track = index;
    line.append(name, track);
    row.line = line;
    row.track = track;
    if (engineIndex >= 0) {
      const now = document.createElement('div');
      now.className = 'now';
      now.dataset.axis = resolved[engineIndex].axis;
      track.appendChild(now);
      const edges = document.createElement('div');
      edges.className = 'edges';
      const bar = document.createElement('div');
      bar.className = 'bar';
      track.append(edges, bar);
      Object.assign(row.element, { edges, bar, ends: [], keyframes: [] });
      ['start', 'end'].forEach((edge, side) => {
        const end = handle(`end ${edge}`, `${index} ${edge}`, `${id} range ${edge}`);
        end.addEventListener('pointerdown', (event) => beginDrag(event, row, { side }));
        end.addEventListener('keydown', (event) => nudge(event, row, { side }));
        row.element.ends.push(end);
        track.append(end);
      });
      (Array.isArray(animation.keyframes) ? animation.keyframes : []).forEach((keyframe, k) => {
        const point = handle('keyframe', `${index} keyframe ${k}`, `${id} keyframe ${k} offset`);
        point.addEventListener('pointerdown', (event) => beginDrag(event, row, { keyframe: k }));
        point.addEventListener('keydown', (event) => nudge(event, row, { keyframe: k }));
        row.element.keyframes.push(point);
        track.append(point);
      });
    }
    section.appendChild(line);
    return row;
  });
  for (const text of problems) {
    const index = /^animations\[(\d+)\]/.exec(text)?.[1];
    const row = timeline.rows[index];
    if (!row) continue;
    row.problems.push(text);
    row.line.dataset.problem = 'true';
    row.line.title = row.problems.join('\n');
  }
  section.prepend(ruler());
  layoutRows(choreography);
  showScroll();
  paintSelection();
  if (keep) section.querySelector(`[data-key="${keep}"]`)?.focus();
}

/** The axis the preview scrolls along: vertical, unless only its width overflows. */
function scrollAxis(scroller) {
  return scroller.scrollHeight > scroller.clientHeight || scroller.scrollWidth <= scroller.clientWidth ? 'y' : 'x';
}

// The ruler above the rows, the playhead's own track: pressing or dragging
// on it scrolls the preview to that share of its scroll range (along
// `scrollAxis`, as the rows of that axis lay offsets out), and the
// playheads follow the scroll. A slider for the keyboard: the arrow keys
// scroll 1% (10% with Shift, or Page Up and Page Down), Home and End to
// either end.
function ruler() {
  const line = document.createElement('div');
  line.className = 'ruler';
  const name = document.createElement('span');
  name.className = 'label';
  name.textContent = 'scroll';
  const track = document.createElement('div');
  track.className = 'track scrub';
  track.dataset.key = 'scrub';
  track.tabIndex = 0;
  track.role = 'slider';
  track.setAttribute('aria-label', "the preview's scroll position, in percent of its scroll range");
  track.setAttribute('aria-valuemin', 0);
  track.setAttribute('aria-valuemax', 100);
  const now = document.createElement('div');
  now.className = 'now';
  track.append(now);
  line.append(name, track);
  const scrollTo = (share) => {
    const scroller = previewScroller();
    const range = scrollAxis(scroller) === 'y' ? scroller.scrollHeight - scroller.clientHeight : scroller.scrollWidth - scroller.clientWidth;
    const offset = Math.round(Math.min(1, Math.max(0, share)) * range);
    if (scrollAxis(scroller) === 'y') scroller.scrollTop = offset;
    // Right to left, a horizontal scroll position runs from 0 to minus the range (`showScroll` reads its size).
    else scroller.scrollLeft = getComputedStyle(scroller).direction === 'rtl' ? -offset : offset;
  };
  const pointed = (event) => {
    const box = track.getBoundingClientRect();
    scrollTo((event.clientX - box.left) / (box.width || 1));
  };
  track.addEventListener('pointerdown', (event) => {
    if (event.button !== 0) return;
    event.preventDefault();
    track.focus();
    pointed(event);
    followPointer(track, event, pointed);
  });
  track.addEventListener('keydown', (event) => {
    const step = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1, PageUp: 10, PageDown: -10 }[event.key];
    const share = Number(track.getAttribute('aria-valuenow')) / 100;
    if (event.key === 'Home' || event.key === 'End') scrollTo(event.key === 'End' ? 1 : 0);
    else if (step) scrollTo(share + (step * (event.shiftKey && Math.abs(step) === 1 ? 10 : 1)) / 100);
    else return;
    event.preventDefault();
  });
  return line;
}

/** A focusable handle on a track: a slider for assistive technology, moved with the arrow keys. */
function handle(kind, key, label) {
  const element = document.createElement('div');
  element.className = kind;
  element.tabIndex = 0;
  element.role = 'slider';
  // Ends in percent of the row's scroll offsets, keyframes as their offset.
  element.setAttribute('aria-valuemin', 0);
  element.setAttribute('aria-valuemax', kind === 'keyframe' ? 1 : 100);
  element.dataset.key = key;
  element.setAttribute('aria-label', label);
  return element;
}

const targetsOf = (animation) => (animation?.target ? [animation.target] : Array.isArray(animation?.targets) ? animation.targets : []);

// The content offsets a row's axis spans, from the spec's container and
// content sizes and insets (the compiled scroller's numbers), which the
// preview plays.
function extent(choreography, axis) {
  const [containerWidth, containerHeight, contentWidth, contentHeight, top, left, bottom, right] = choreography.compiled.scroller;
  const low = axis === 'x' ? choreography.origin.x : choreography.origin.y;
  return [low, low + Math.max(0, axis === 'x' ? contentWidth + left + right - containerWidth : contentHeight + top + bottom - containerHeight)];
}

// Places every row's bar, ends, keyframes and named edges for the ranges
// `choreography` resolved: the whole redraw of a drag step.
function layoutRows(choreography) {
  if (!choreography) return;
  const resolved = choreography.ranges();
  const extents = { x: extent(choreography, 'x'), y: extent(choreography, 'y') };
  for (const row of timeline.rows) {
    const range = resolved[row.engineIndex];
    if (!range || !row.element.bar) continue;
    const [low, high] = extents[range.axis];
    // A drag step moves one row: the others, placed for the same numbers, are left alone.
    const placed = row.placed;
    if (placed && placed.animation === row.animation && placed.start === range.start && placed.end === range.end
      && placed.low === low && placed.high === high) continue;
    row.placed = { animation: row.animation, start: range.start, end: range.end, low, high };
    row.axis = range.axis;
    [row.low, row.high, row.start, row.end] = [low, high, range.start, range.end];
    const at = (offset) => `${Math.min(100, Math.max(0, ((offset - row.low) / (row.high - row.low || 1)) * 100))}%`;
    const active = Number.isFinite(range.start) && Number.isFinite(range.end);
    const { bar, ends, keyframes, edges } = row.element;
    bar.hidden = !active;
    bar.style.left = at(range.start);
    bar.style.width = `calc(${at(range.end)} - ${at(range.start)})`;
    bar.dataset.start = range.start;
    bar.dataset.end = range.end;
    const sides = rangeSides(row.animation.range);
    ends.forEach((end, side) => {
      end.hidden = !active;
      end.style.left = at(side ? range.end : range.start);
      end.dataset.offset = side ? range.end : range.start;
      end.setAttribute('aria-valuenow', Math.round((((side ? range.end : range.start) - row.low) / (row.high - row.low || 1)) * 100));
      end.setAttribute('aria-valuetext', sides[side]);
      end.title = `${sides[side]} (offset ${Math.round(side ? range.end : range.start)})`;
    });
    const frames = row.animation.keyframes;
    keyframes.forEach((point, k) => {
      const offset = Number(frames[k]?.offset);
      const where = range.start + offset * (range.end - range.start);
      point.hidden = !active || !Number.isFinite(where);
      point.style.left = at(where);
      point.dataset.offset = where;
      point.setAttribute('aria-valuenow', offset);
      point.title = `keyframe ${k}: offset ${offset}`;
    });
    if (!edges.childElementCount && row.named) {
      // Each distinct named edge once, labelled with every name that ends or starts there.
      const marks = new Map();
      for (const [name, [from, to]] of Object.entries(row.named)) {
        for (const [offset, word] of [[from, `${name} 0%`], [to, `${name} 100%`]]) {
          if (!Number.isFinite(offset)) continue;
          const key = Math.round(offset * 100) / 100;
          marks.set(key, [...(marks.get(key) ?? []), word]);
        }
      }
      for (const [offset, words] of marks) {
        const mark = document.createElement('div');
        mark.className = 'edge';
        mark.style.left = at(offset);
        mark.dataset.offset = offset;
        mark.title = words.join(' = ');
        edges.appendChild(mark);
      }
    }
  }
}

// The side's text for the content offset `offset`: a named edge of a view
// timeline within `snap` of it (preferring the name the side has), else a
// whole percentage of the named range the side is written in, else of the
// whole timeline (the scroll range, or a view timeline's `cover`).
function sideText(row, side, offset, snap, step = 0) {
  const written = rangeSides(row.animation.range)[side].split(' ');
  const name = RANGE_NAMES.includes(written[0]) ? written[0] : null;
  if (row.named && snap > 0) {
    let best = null;
    for (const [range, [from, to]] of Object.entries(row.named)) {
      for (const [edge, word] of [[from, '0%'], [to, '100%']]) {
        const distance = Math.abs(edge - offset);
        if (distance <= snap && (!best || distance < best.distance - 1e-9 || (Math.abs(distance - best.distance) < 1e-9 && range === name))) {
          best = { distance, text: `${range} ${word}` };
        }
      }
    }
    if (best) return best.text;
  }
  const [from, to] = row.named ? row.named[name ?? 'cover'] ?? [row.low, row.high] : [row.low, row.high];
  const percent = Math.round(((offset - from) / (to - from || 1)) * 100) + step;
  return row.named && name ? `${name} ${percent}%` : `${percent}%`;
}

// The content offset under the pointer on a row's track.
function pointerOffset(row, event) {
  const box = row.track.getBoundingClientRect();
  const along = Math.min(1, Math.max(0, (event.clientX - box.left) / (box.width || 1)));
  return row.low + along * (row.high - row.low);
}

/** A keyframe's offset for content offset `offset`, to 0.01 and between its neighbours'. */
function keyframeOffset(row, k, fraction) {
  const frames = row.animation.keyframes;
  const low = k > 0 ? Number(frames[k - 1].offset) : 0;
  const high = k < frames.length - 1 ? Number(frames[k + 1].offset) : 1;
  return Math.min(high, Math.max(low, Math.round(fraction * 100) / 100));
}

// What a drag or a key sets: `{ text, edit, spec }`, the new value's text, its
// PATCH and the spec with it, for the preview.
function change(row, target, text) {
  const animations = timeline.spec.animations.slice();
  if (target.side !== undefined) {
    animations[row.index] = withSide(row.animation, target.side, text);
    return { text, edit: rangeEdit(row.animation, row.index, target.side, text), spec: { ...timeline.spec, animations } };
  }
  const frames = row.animation.keyframes.slice();
  frames[target.keyframe] = { ...frames[target.keyframe], offset: Number(text) };
  animations[row.index] = { ...row.animation, keyframes: frames };
  const edit = { path: ['animations', row.index, 'keyframes', target.keyframe, 'offset'], valueText: text };
  return { text, edit, spec: { ...timeline.spec, animations } };
}

/** The value's text as written now, to tell whether a drag or key changed it. */
function currentText(row, target) {
  return target.side !== undefined ? rangeSides(row.animation.range)[target.side] : String(row.animation.keyframes[target.keyframe].offset);
}

function editable() {
  if (state.changedOnDisk) return false;
  if ($('text').value !== state.saved) {
    status('save the text first (Ctrl+S): the timeline edits the file as saved', true);
    return false;
  }
  return true;
}

function beginDrag(event, row, target) {
  if (event.button !== 0 || !editable()) return;
  event.preventDefault();
  event.currentTarget.focus();
  select(new Set([row.index]), targetsOf(row.animation)[0] ?? null);
  const start = currentText(row, target);
  const drag = { last: null };
  const element = event.currentTarget;
  const move = (moved) => {
    const offset = pointerOffset(row, moved);
    const text = target.side !== undefined
      ? sideText(row, target.side, offset, (SNAP_PIXELS / (row.track.getBoundingClientRect().width || 1)) * (row.high - row.low))
      : offsetText(keyframeOffset(row, target.keyframe, (offset - row.start) / (row.end - row.start || 1)));
    if (text === drag.last?.text || text === 'NaN') return;
    drag.last = change(row, target, text);
    dragStep(drag.last.spec, row.index);
  };
  // Letting go writes the last step; a cancelled drag (the browser took the pointer) writes nothing.
  followPointer(element, event, move, (ended) => {
    if (drag.last && drag.last.text !== start && ended.type === 'pointerup') commit(drag.last.edit);
    else if (drag.last) showText(state.saved);
  });
}

// One drag step: the preview plays `spec` (refitted on the same boxes) and
// the rows move to the ranges the engine resolves for it.
function dragStep(spec, index) {
  let choreography;
  try {
    choreography = playEdited(spliced(spec, index), spec);
  } catch (error) {
    // The step's value does not compile (the file's other problems): the preview stays, the edit still goes to the file.
    status(String(error.message), true);
    return;
  }
  timeline.spec = spec;
  for (const row of timeline.rows) row.animation = spec.animations[row.index];
  layoutRows(choreography);
}

// The compiled spec playing, with the animation at `index` compiled again
// alone from `spec` in place of its entries (one per target): what
// compiling the whole of `spec` gives, at the cost of one animation. Null
// when the compiled spec has alternatives (variants, reduced motion), whose
// entries this does not place, or when the animation does not compile.
function spliced(spec, index) {
  const base = state.compiled;
  if (!base || base.cases || base.reduced || spec.variants !== undefined) return null;
  const animation = spec.animations[index];
  const ownEntry = (entry) => entry.id === animation.id || (entry.id.startsWith(`${animation.id}[`) && /^\[\d+\]$/.test(entry.id.slice(animation.id.length)));
  let fresh;
  try {
    const one = engine.createChoreography(JSON.stringify({ ...played(spec), animations: [animation] }));
    fresh = one.compiled.animations;
    one.release();
  } catch {
    return null;
  }
  const at = base.animations.findIndex(ownEntry);
  if (at < 0) return null;
  const animations = base.animations.filter((entry) => !ownEntry(entry));
  animations.splice(at, 0, ...fresh);
  return { ...base, animations };
}

// Arrow keys: 1% (10% with Shift) of the range a side is written in, or
// 0.01 (0.1) of a keyframe's offset; each press is one PATCH.
function nudge(event, row, target) {
  const sign = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 }[event.key];
  if (!sign) return;
  event.preventDefault();
  if (!editable() || !Number.isFinite(row.start)) return;
  const size = event.shiftKey ? 10 : 1;
  let text;
  if (target.side !== undefined) text = sideText(row, target.side, target.side ? row.end : row.start, 0, sign * size);
  else text = offsetText(keyframeOffset(row, target.keyframe, Number(row.animation.keyframes[target.keyframe].offset) + (sign * size) / 100));
  if (text === currentText(row, target)) return;
  const next = change(row, target, text);
  dragStep(next.spec, row.index);
  commit(next.edit);
}

// Writes one edit (or a list of edits, one PATCH) to the file, one at a
// time in order, and shows the file as saved; its undo joins the page's
// undo list.
function commit(edit) {
  let done;
  const previous = timeline.queue;
  state.pending += 1;
  state.saving = timeline.queue = new Promise((resolve) => { done = resolve; });
  previous.then(async () => {
    const reply = state.changedOnDisk ? null : await send(Array.isArray(edit) ? edit : [edit]);
    if (reply) {
      state.undo.push(reply.undo);
      state.redo = [];
      const text = await fetch('/spec', { cache: 'no-store' }).then((r) => r.text());
      state.saved = text;
      showText(text);
      report(reply, 'saved');
    } else showText(state.saved);
    state.pending -= 1;
    done();
  });
}

// Selection: rows and the element they animate, highlighted together.
function select(rows, element) {
  timeline.selected = rows;
  timeline.selectedElement = element;
  paintSelection();
}

function paintSelection() {
  for (const row of timeline.rows) {
    row.line.dataset.selected = timeline.selected.has(row.index);
    row.line.firstChild.setAttribute('aria-pressed', timeline.selected.has(row.index));
  }
  for (const [name, box] of Object.entries(state.elements ?? {})) box.dataset.selected = name === timeline.selectedElement;
  updateTools();
  for (const listener of timeline.listeners) listener();
}

/** Selecting an element's box in the preview selects the rows that animate it. */
function selectElement(name) {
  const rows = new Set(timeline.rows.filter((row) => targetsOf(row.animation).includes(name)).map((row) => row.index));
  select(rows, name);
}

// The playhead: a line on each row where the preview is scrolled to, along
// the row's axis, and on the ruler, along the axis it scrolls (its value
// for assistive technology, in whole percent).
function showScroll() {
  const scroller = previewScroller();
  const share = (position, size) => (size > 0 ? (Math.abs(position) / size) * 100 : 0);
  const x = share(scroller.scrollLeft, scroller.scrollWidth - scroller.clientWidth);
  const y = share(scroller.scrollTop, scroller.scrollHeight - scroller.clientHeight);
  $('timeline').style.setProperty('--now-x', `${x}%`);
  $('timeline').style.setProperty('--now-y', `${y}%`);
  const scrub = $('timeline').querySelector('.scrub');
  if (!scrub) return;
  const axis = scrollAxis(scroller);
  scrub.firstChild.dataset.axis = axis;
  scrub.setAttribute('aria-valuenow', String(Math.round(axis === 'y' ? y : x)));
}
