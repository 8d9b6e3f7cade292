// The spec's structure in `scrollmotion edit`: adding, duplicating and
// deleting animations and elements, moving and resizing an element's frame
// in the preview, the preview's width and height (which choose a spec's
// variants, as the container's size does where it plays), and the CSS export and the
// compiled spec as the server's commands print them. Every change to the
// file is one PATCH through the timeline's queue (`commit`), so one undo
// restores the file byte for byte; new values are written as `scrollmotion`
// writes them, and copies keep the original's text, numbers as typed.

/** The preview's size presets, by axis, besides the spec's own size and its variants' breakpoints. */
const PREVIEW_SIZES = {
  width: [['phone', 390], ['tablet', 820], ['desktop', 1280]],
  height: [['phone', 844], ['desktop', 900], ['tablet', 1180]],
};
/** The two axes of the preview's container, in the order of `containerSize`. */
const AXES = ['width', 'height'];
/** Which edges of a frame each resize handle moves: left, top, right, bottom. */
const GRIPS = { nw: [1, 1, 0, 0], n: [0, 1, 0, 0], ne: [0, 1, 1, 0], e: [0, 0, 1, 0], se: [0, 0, 1, 1], s: [0, 0, 0, 1], sw: [1, 0, 0, 1], w: [1, 0, 0, 0] };
// `size`: the preview's container width and height chosen, each null for the spec's own;
// `reducesMotion`: the preview played as under reduced motion (true), without it (false), or as the system says (null).
const structure = { size: [null, null], reducesMotion: null, focused: null, tools: null };
/** The motion menu's choices: its value, the `reducesMotion` it sets, and its text. */
const MOTION_CHOICES = [['', null, 'motion as the system sets it'], ['reduce', true, 'reduced motion'], ['full', false, 'full motion']];

// Its own rules, beside the page's: the toolbar, the handles on the
// selected box, the confirmation and the export panel.
const STRUCTURE_CSS = `
  .tools { display: flex; flex-wrap: wrap; gap: 6px 8px; align-items: center; margin-bottom: 8px; font-size: 12px; }
  .tools select { background: #232838; color: var(--ink); border: 1px solid #3a4257; border-radius: 6px; padding: 3px 6px; font: inherit; }
  .tools select:focus-visible, .element:focus-visible, #export pre:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
  #variant { color: var(--dim); }
  .element { cursor: move; touch-action: pan-x pan-y; user-select: none; }
  .element[data-selected="true"] { touch-action: none; }
  .grip { position: absolute; width: 10px; height: 10px; margin: -5px 0 0 -5px; background: #fff; border: 1px solid #1b2030; border-radius: 2px; display: none; touch-action: none; }
  .element[data-selected="true"] > .grip { display: block; }
  #confirm, #export { display: none; margin-bottom: 8px; padding: 8px 10px; border-radius: 6px; background: #3b2a12; color: #ffd591; font-size: 13px; }
  #confirm[data-shown="true"] { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
  /* Sized by the column, not by the output's longest line. */
  #export { contain: inline-size; background: #171a23; color: var(--ink); border: 1px solid #323a4d; }
  #export[data-shown="true"] { display: block; }
  #export pre { max-height: 40vh; overflow: auto; margin: 6px 0; padding: 8px; background: #0b0d12; border-radius: 4px; font: 11px/1.4 ui-monospace, SFMono-Regular, Menlo, monospace; white-space: pre; }
  #export .notes { color: #ffd591; font-size: 12px; }
`;

/** Builds the toolbar and its panels in the preview's section; called once, before the file loads. */
function setupStructure() {
  const style = document.createElement('style');
  style.textContent = STRUCTURE_CSS;
  document.head.appendChild(style);
  const tools = $('structure');
  const button = (text, label, action) => {
    const element = document.createElement('button');
    element.textContent = text;
    element.setAttribute('aria-label', label);
    element.title = label;
    element.addEventListener('click', action);
    tools.appendChild(element);
    return element;
  };
  structure.tools = {
    addAnimation: button('+ animation', 'add an animation of the selected element (opacity 0 to 1 over the whole timeline)', addAnimation),
    duplicateAnimation: button('duplicate animation', 'duplicate the selected animation (Ctrl+D on its row)', duplicateAnimation),
    deleteAnimation: button('delete animation', 'delete the selected animations (Delete on a row)', deleteAnimations),
    addElement: button('+ element', 'add an element, in view in the preview', addElement),
    duplicateElement: button('duplicate element', 'duplicate the selected element (Ctrl+D on its box)', duplicateElement),
    deleteElement: button('delete element', 'delete the selected element (Delete on its box)', () => deleteElement(timeline.selectedElement)),
  };
  button('CSS', 'show the CSS export of the file as saved (scrollmotion css)', () => showOutput('css'));
  button('compiled', 'show the compiled spec of the file as saved (scrollmotion compile)', () => showOutput('compiled'));
  AXES.forEach((axis, index) => {
    const menu = document.createElement('select');
    menu.id = `preview-${axis}`;
    menu.setAttribute('aria-label', `the preview's ${axis}, which chooses the spec's variants`);
    menu.addEventListener('change', () => {
      structure.size[index] = menu.value ? Number(menu.value) : null;
      preview($('text').value);
    });
    tools.append(menu);
  });
  const motion = document.createElement('select');
  motion.id = 'preview-motion';
  motion.setAttribute('aria-label', "the preview's reduced motion, which chooses the spec's reduced animations and variants");
  for (const [value, , text] of MOTION_CHOICES) motion.appendChild(new Option(text, value));
  motion.addEventListener('change', () => {
    structure.reducesMotion = MOTION_CHOICES.find(([value]) => value === motion.value)[1];
    preview($('text').value);
  });
  tools.append(motion);
  $('preview-frame').append(previewGrip());
  const variant = document.createElement('span');
  variant.id = 'variant';
  variant.setAttribute('role', 'status');
  tools.append(variant);
  // The box focused, focused again when the file is shown anew (which makes new boxes); a focus or a press elsewhere forgets it.
  document.addEventListener('focusin', (event) => { structure.focused = event.target.closest?.('.element')?.dataset.element ?? null; });
  document.addEventListener('pointerdown', (event) => { structure.focused = event.target.closest?.('.element')?.dataset.element ?? null; });
  // Escape closes the confirmation (as its cancel does) and the command's output.
  $('confirm').addEventListener('keydown', (event) => { if (event.key === 'Escape') $('confirm').querySelector('button:last-of-type')?.click(); });
  $('export').addEventListener('keydown', (event) => { if (event.key === 'Escape') $('export').querySelector('.close')?.click(); });
  $('timeline').addEventListener('keydown', (event) => {
    const row = event.target.closest?.('.row');
    if (!row || !event.target.classList.contains('label')) return;
    const action = event.key === 'Delete' || event.key === 'Backspace' ? deleteAnimations
      : (event.ctrlKey || event.metaKey) && event.key === 'd' ? duplicateAnimation : null;
    if (!action) return;
    event.preventDefault();
    const index = Number(row.dataset.row);
    select(new Set([index]), targetsOf(timeline.rows[index]?.animation)[0] ?? null);
    action();
  });
}

// MARK: The preview's size and its variant

/** `spec` in the container the preview has: the spec's own, with the width and height chosen in its place. */
function played(spec) {
  const size = spec?.scroller?.containerSize;
  if (!structure.size.some(Boolean) || !Array.isArray(size)) return spec;
  return { ...spec, scroller: { ...spec.scroller, containerSize: size.map((own, index) => structure.size[index] ?? own) } };
}

/** The text the preview plays for `text` (parsed as `spec`): the same, unless another size is chosen. */
function playedText(text, spec) {
  return structure.size.some(Boolean) && spec ? JSON.stringify(played(spec)) : text;
}

// The width and height menus (the spec's own, the presets, and both sides
// of each variant's breakpoints on that axis) and which variants play in
// the preview's container, as the engine chooses them (`sm_variant_key`,
// the choice every front end makes: bit i for variant i).
function showVariant(spec, choreography) {
  AXES.forEach((axis, index) => {
    const menu = $(`preview-${axis}`);
    const own = spec?.scroller?.containerSize;
    const chosen = structure.size[index];
    const options = [['', Array.isArray(own) ? `the spec's ${axis} (${own[index]})` : `the spec's ${axis}`]];
    for (const [name, length] of PREVIEW_SIZES[axis]) options.push([String(length), `${name} (${length})`]);
    const breakpoints = new Set();
    for (const variant of Array.isArray(spec?.variants) ? spec.variants : []) {
      for (const edge of [variant?.when?.[axis]?.from, variant?.when?.[axis]?.below]) {
        if (Number.isFinite(edge) && edge > 1) breakpoints.add(edge - 1).add(edge);
      }
    }
    for (const length of [...breakpoints].sort((a, b) => a - b)) options.push([String(length), `${length} (a variant's breakpoint)`]);
    const wanted = options.map(([value, text]) => `${value}:${text}`).join('|');
    if (menu.dataset.options !== wanted) {
      menu.dataset.options = wanted;
      menu.textContent = '';
      for (const [value, text] of options) menu.appendChild(new Option(text, value));
      // A size no longer offered (a breakpoint edited away) stays chosen until another is.
      if (chosen && !options.some(([value]) => value === String(chosen))) menu.appendChild(new Option(`${chosen}`, String(chosen)));
    }
    menu.value = chosen ? String(chosen) : '';
  });
  const compiled = choreography?.compiled;
  const variants = Array.isArray(spec?.variants) ? spec.variants : [];
  const say = (text, playing) => {
    // Set only when it changes: it is a live region, and the preview is drawn again at each keystroke.
    if ($('variant').textContent !== text) $('variant').textContent = text;
    $('variant').dataset.playing = playing;
  };
  const reduces = (structure.reducesMotion ?? globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches) ? 1 : 0;
  if (!compiled || !variants.length || !compiled.variants?.length) {
    say(variants.length ? '' : `no variants${reduces && compiled?.reduced ? ': the reduced-motion policies play' : ''}`, '');
    return;
  }
  const [width, height] = compiled.scroller;
  const key = engine.withDoubles(compiled.variants, (pointer, count) => engine.exports.sm_variant_key(pointer, count, width, height, reduces));
  const playing = variants.map((_, index) => index).filter((index) => key & (1 << index));
  say(`${width} × ${height}${reduces ? ' with reduced motion' : ''} plays ` + (playing.length
    ? playing.map((index) => `variants[${index}] (${JSON.stringify(variants[index].when)})`).join(', ')
    : "the spec's own animations"), playing.join(','));
}

// The preview's corner grip: dragging it resizes the preview's container
// in whole points (as the size menus do: the variants chosen again, the
// file untouched), at most once a frame; the arrow keys resize it by a
// point (10 with Shift), left and right its width, up and down its height.
function previewGrip() {
  const grip = document.createElement('div');
  grip.id = 'preview-grip';
  grip.tabIndex = 0;
  grip.setAttribute('role', 'button');
  grip.setAttribute('aria-label', "resize the preview's container: drag, or the arrow keys (Shift: 10 points)");
  const size = () => played(timeline.spec)?.scroller?.containerSize;
  let pending = null;
  const resize = (width, height) => {
    const next = [Math.max(50, Math.round(width)), Math.max(50, Math.round(height))];
    if (!pending) requestAnimationFrame(() => {
      structure.size = pending;
      pending = null;
      preview($('text').value);
    });
    pending = next;
  };
  grip.addEventListener('pointerdown', (event) => {
    const start = size();
    if (event.button !== 0 || !Array.isArray(start)) return;
    event.preventDefault();
    grip.focus();
    const [x0, y0] = [event.clientX, event.clientY];
    followPointer(grip, event, (moved) => resize(start[0] + moved.clientX - x0, start[1] + moved.clientY - y0));
  });
  grip.addEventListener('keydown', (event) => {
    const [dx, dy] = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] }[event.key] ?? [0, 0];
    const start = size();
    if ((!dx && !dy) || !Array.isArray(start)) return;
    event.preventDefault();
    const by = event.shiftKey ? 10 : 1;
    resize((pending ?? start)[0] + dx * by, (pending ?? start)[1] + dy * by);
  });
  return grip;
}

// MARK: Moving and resizing frames

/** An element's frame when it has one to move: four finite numbers. */
function frameOf(name) {
  const frame = timeline.spec?.elements?.[name]?.frame;
  return Array.isArray(frame) && frame.length === 4 && frame.every(Number.isFinite) ? frame : null;
}

// Makes each box of the preview movable: a drag moves it, the handles on
// the selected box resize it, and a focused box moves with the arrow keys.
function dressBoxes() {
  for (const [name, box] of Object.entries(state.elements)) {
    const frame = frameOf(name);
    box.tabIndex = 0;
    box.setAttribute('role', 'button');
    box.setAttribute('aria-label', frame
      ? `element ${name}, frame ${frame.join(' ')}: drag or use the arrow keys to move it (Shift: 10 points), Alt and the arrow keys to resize it, Delete to delete it`
      : `element ${name}, measured where it plays (no frame to move)`);
    box.addEventListener('keydown', (event) => boxKey(event, name));
    if (frame) {
      box.addEventListener('pointerdown', (event) => beginFrameDrag(event, name, [1, 1, 1, 1], true));
      for (const [grip, edges] of Object.entries(GRIPS)) {
        const handle = document.createElement('div');
        handle.className = 'grip';
        handle.dataset.grip = grip;
        handle.style.left = `${edges[0] ? 0 : edges[2] ? 100 : 50}%`;
        handle.style.top = `${edges[1] ? 0 : edges[3] ? 100 : 50}%`;
        handle.style.cursor = `${grip}-resize`;
        handle.addEventListener('pointerdown', (event) => beginFrameDrag(event, name, edges, false));
        box.appendChild(handle);
      }
    }
    if (structure.focused === name) box.focus({ preventScroll: true });
  }
}

// The frame `frame` becomes when the edges `edges` (left, top, right,
// bottom) move by `dx`, `dy` points, each moved edge on a multiple of
// `snap` (1, or 8 with Shift), never narrower or shorter than 1.
function movedFrame(frame, edges, move, dx, dy, snap) {
  const round = (value) => Math.round(value / snap) * snap;
  const [x, y, width, height] = frame;
  if (move) return [round(x + dx), round(y + dy), width, height];
  let [left, top, right, bottom] = [x, y, x + width, y + height];
  if (edges[0]) left = Math.min(round(left + dx), right - 1);
  if (edges[2]) right = Math.max(round(right + dx), left + 1);
  if (edges[1]) top = Math.min(round(top + dy), bottom - 1);
  if (edges[3]) bottom = Math.max(round(bottom + dy), top + 1);
  return [left, top, right - left, bottom - top];
}

/** The edits that write `next` over `frame` of element `name`: each component that changed, as a number's text; the others keep their bytes. */
function frameEdits(name, frame, next) {
  return next.flatMap((value, index) => (value === frame[index] ? [] : [{ path: ['elements', name, 'frame', index], valueText: String(value) }]));
}

/** Whether animation `animation`'s compiled entries can depend on element `name`'s frame: it animates it, or its view timeline follows it. */
const followsFrame = (animation, name) => targetsOf(animation).includes(name) || animation?.timeline?.subject === name;

// The compiled spec playing, with the animations whose entries can depend
// on element `name`'s frame compiled again from `spec`, alone, each in
// place of its own entries: what compiling the whole of `spec` gives, at
// the cost of those animations (as the timeline's `spliced` does for
// one). Null where that does not hold: a compiled spec with alternatives
// (variants, reduced motion), an entry not found, or a compile that fails.
function splicedFrame(spec, name) {
  const base = state.compiled;
  if (!base || base.cases || base.reduced || spec.variants !== undefined || !Array.isArray(spec.animations)) return null;
  const followers = spec.animations.filter((animation) => followsFrame(animation, name));
  if (!followers.length) return base;
  // An entry's animation: its id, or the id and `[n]` of one of its targets.
  const owner = (entry) => followers.find((animation) => entry.id === animation.id
    || (entry.id.startsWith(`${animation.id}[`) && /^\[\d+\]$/.test(entry.id.slice(animation.id.length))));
  let fresh;
  try {
    const some = engine.createChoreography(JSON.stringify({ ...played(spec), animations: followers }));
    fresh = some.compiled.animations;
    some.release();
  } catch {
    return null;
  }
  const animations = [];
  const placed = new Set();
  for (const entry of base.animations) {
    const animation = owner(entry);
    if (!animation) animations.push(entry);
    else if (!placed.has(animation)) {
      placed.add(animation);
      animations.push(...fresh.filter((made) => owner(made) === animation));
    }
  }
  return placed.size === followers.length ? { ...base, animations } : null;
}

// The spec with element `name` at `frame`.
const withFrame = (spec, name, frame) => ({ ...spec, elements: { ...spec.elements, [name]: { ...spec.elements[name], frame } } });

// Whether moving element `name` (its size kept) changes nothing the engine
// plays but its view timelines' subject frames, so that each step of the
// drag can move the subject in place (`moveSubject`: the engine's refit)
// instead of building the preview again. Found once a drag, by compiling
// the spec with the element moved by a point and comparing, with those
// frames left out, what both compile to.
function movesInPlace(name) {
  const spec = timeline.spec;
  const frame = frameOf(name);
  const base = state.compiled;
  if (!frame || !base || base.cases || base.reduced || spec.variants !== undefined) return false;
  const masked = (compiled) => JSON.stringify(compiled, (key, value) => value?.subject === name && Array.isArray(value.timeline)
    ? { ...value, timeline: value.timeline.slice(0, 2).concat(value.timeline.slice(6)) } : value);
  let moved;
  try {
    const some = engine.createChoreography(JSON.stringify(played(withFrame(spec, name, [frame[0] + 1, frame[1] + 1, frame[2], frame[3]]))));
    moved = some.compiled;
    some.release();
  } catch {
    return false;
  }
  return !moved.animations.some((animation) => animation.pin) && masked(moved) === masked(base);
}

// One step of a move or resize: the box at its new frame, the preview
// playing the spec with it (view timelines follow the subject), the rows
// at the ranges the engine resolves for it. A move that `movesInPlace`
// allows moves the subject in the playing choreography; anything else
// builds the preview again.
function frameStep(name, frame, inPlace) {
  const spec = withFrame(timeline.spec, name, frame);
  if (inPlace) {
    const box = state.elements[name];
    [box.style.left, box.style.top] = [`${frame[0]}px`, `${frame[1]}px`];
    state.choreography.moveSubject(name, frame);
    timeline.spec = spec;
    layoutRows(state.choreography);
    state.drawMarkers?.();
    return true;
  }
  let choreography;
  try {
    choreography = playEdited(splicedFrame(spec, name), spec);
  } catch (error) {
    status(String(error.message), true);
    return false;
  }
  const box = state.elements[name];
  [box.style.left, box.style.top, box.style.width, box.style.height] = frame.map((value) => `${value}px`);
  timeline.spec = spec;
  layoutRows(choreography);
  return true;
}

function beginFrameDrag(event, name, edges, move) {
  if (event.button !== 0 || !editable()) return;
  // A finger on a box not selected selects it and leaves the preview to
  // scroll (its touch-action pans, where boxes can cover the whole preview);
  // on the selected box (no panning) it drags.
  if (event.pointerType === 'touch' && timeline.selectedElement !== name) {
    selectElement(name);
    return;
  }
  event.preventDefault();
  event.stopPropagation();
  const box = state.elements[name];
  box.focus({ preventScroll: true });
  const element = event.currentTarget;
  if (timeline.selectedElement !== name) selectElement(name);
  const frame = frameOf(name);
  const [x0, y0] = [event.clientX, event.clientY];
  let last = frame;
  // A move (not a resize) of an element whose frame only its view timelines read.
  const inPlace = move && movesInPlace(name);
  const step = (moved) => {
    const next = movedFrame(frame, edges, move, moved.clientX - x0, moved.clientY - y0, moved.shiftKey ? 8 : 1);
    if (next.every((value, index) => value === last[index])) return;
    if (frameStep(name, next, inPlace)) last = next;
  };
  // Letting go writes the frame once; a cancelled drag writes nothing.
  followPointer(element, event, step, (ended) => {
    const edits = frameEdits(name, frame, last);
    if (edits.length && ended.type === 'pointerup') commit(edits);
    else if (edits.length) showText(state.saved);
  });
}

// A focused box: the arrow keys move it 1 point (10 with Shift), with Alt
// they resize it from its right and bottom edges; each press is one PATCH.
// Delete deletes it, Ctrl+D duplicates it.
function boxKey(event, name) {
  if (event.key === 'Delete' || event.key === 'Backspace') {
    event.preventDefault();
    selectElement(name);
    deleteElement(name);
    return;
  }
  if ((event.ctrlKey || event.metaKey) && event.key === 'd') {
    event.preventDefault();
    selectElement(name);
    duplicateElement();
    return;
  }
  const direction = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[event.key];
  if (!direction) return;
  event.preventDefault();
  const frame = frameOf(name);
  if (!frame || !editable()) return;
  const size = event.shiftKey ? 10 : 1;
  const next = event.altKey
    ? [frame[0], frame[1], Math.max(1, frame[2] + direction[0] * size), Math.max(1, frame[3] + direction[1] * size)]
    : [frame[0] + direction[0] * size, frame[1] + direction[1] * size, frame[2], frame[3]];
  const edits = frameEdits(name, frame, next);
  if (!edits.length) return;
  if (timeline.selectedElement !== name) selectElement(name);
  frameStep(name, next);
  commit(edits);
}

// MARK: Adding, duplicating and deleting

/** `base`, or `base-2`, `base-3`, …: the first that `taken` does not hold. */
function freshName(base, taken) {
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

/** Every animation id of the spec, its variants' included: a new id is none of them. */
function animationIds(spec) {
  const lists = [spec.animations, ...(Array.isArray(spec.variants) ? spec.variants.flatMap((v) => [v?.replace, v?.add]) : [])];
  return new Set(lists.filter(Array.isArray).flat().map((animation) => animation?.id).filter((id) => typeof id === 'string'));
}

// Where the value at `path` (keys and indices) lies in the JSON `text`:
// [start, end) offsets, or null when the path is not there. Reads only
// what leads to it; the text is a document the page has parsed.
function valueSpan(text, path) {
  let i = 0;
  const space = () => { while (i < text.length && /\s/.test(text[i])) i++; };
  const skipString = () => {
    for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === '\\') i++;
    i++;
  };
  const skip = () => {
    space();
    if (text[i] === '"') return skipString();
    if (text[i] !== '{' && text[i] !== '[') {
      while (i < text.length && !/[\s,\]}]/.test(text[i])) i++;
      return;
    }
    let depth = 0;
    do {
      if (text[i] === '"') { skipString(); continue; }
      if (text[i] === '{' || text[i] === '[') depth++;
      else if (text[i] === '}' || text[i] === ']') depth--;
      i++;
    } while (depth > 0 && i < text.length);
  };
  for (const key of path) {
    space();
    if (text[i] === '[' && typeof key === 'number') {
      i++;
      for (let n = 0; n < key; n++) {
        skip();
        space();
        if (text[i++] !== ',') return null;
      }
      continue;
    }
    if (text[i] !== '{' || typeof key !== 'string') return null;
    i++;
    for (;;) {
      space();
      if (text[i] !== '"') return null;
      const start = i;
      skipString();
      const name = JSON.parse(text.slice(start, i));
      space();
      i++;
      if (name === key) break;
      skip();
      space();
      if (text[i++] !== ',') return null;
    }
  }
  space();
  const start = i;
  skip();
  return [start, i];
}

/** The saved text of the value at `path`, with the value at `inner` (a path inside it) written as `replacement`. */
function copiedText(path, inner, replacement) {
  const [start, end] = valueSpan(state.saved, path);
  const text = state.saved.slice(start, end);
  const at = inner && valueSpan(text, inner);
  return at ? text.slice(0, at[0]) + replacement + text.slice(at[1]) : text;
}

/** Whether the spec has `key` as an array (or leaves it out); says so when it is something else. */
function listOf(spec, key) {
  if (spec[key] === undefined || Array.isArray(spec[key])) return true;
  status(`${key} is not an array: fix it in the text first`, true);
  return false;
}

/** Writes `edits` as one PATCH and selects `rows` and `element` for when the file is shown again. */
function commitSelecting(edits, rows, element) {
  select(rows, element);
  commit(edits);
}

function addAnimation() {
  const spec = timeline.spec;
  const name = timeline.selectedElement;
  if (!spec || !name || !editable() || !listOf(spec, 'animations')) return;
  const id = freshName('fade', animationIds(spec));
  const text = `{
  "id": ${JSON.stringify(id)},
  "target": ${JSON.stringify(name)},
  "property": "opacity",
  "keyframes": [
    { "offset": 0, "value": 0 },
    { "offset": 1, "value": 1 }
  ]
}`;
  const count = spec.animations?.length ?? 0;
  const edit = spec.animations
    ? { path: ['animations'], insertText: text, at: count }
    : { path: [], insertText: `[\n${text.replace(/^/gm, '  ')}\n]`, key: 'animations' };
  commitSelecting([edit], new Set([count]), name);
}

function duplicateAnimation() {
  const spec = timeline.spec;
  const [index, ...others] = timeline.selected;
  if (!spec || index === undefined || others.length || !editable()) return;
  const animation = spec.animations[index];
  const base = typeof animation?.id === 'string' ? animation.id.replace(/-\d+$/, '') : 'animation';
  const id = freshName(base, animationIds(spec));
  const text = copiedText(['animations', index], ['id'], JSON.stringify(id));
  commitSelecting([{ path: ['animations'], insertText: text, at: index + 1 }], new Set([index + 1]), timeline.selectedElement);
}

function deleteAnimations() {
  const spec = timeline.spec;
  const rows = [...timeline.selected].sort((a, b) => b - a);
  if (!spec || !rows.length || !editable()) return;
  commitSelecting(rows.map((index) => ({ path: ['animations', index], remove: true })), new Set(), timeline.selectedElement);
}

function addElement() {
  const spec = timeline.spec;
  if (!spec || !editable()) return;
  if (spec.elements !== undefined && (typeof spec.elements !== 'object' || spec.elements === null || Array.isArray(spec.elements))) {
    status('elements is not an object: fix it in the text first', true);
    return;
  }
  const name = freshName('box', new Set(Object.keys(spec.elements ?? {})));
  // In the content, where the preview shows it now: centred across, a third down the view.
  const [contentWidth, contentHeight] = Array.isArray(spec.scroller?.contentSize) ? spec.scroller.contentSize : [300, 300];
  const containerHeight = played(spec).scroller?.containerSize?.[1] ?? 0;
  const width = Math.max(1, Math.min(120, Math.floor(contentWidth)));
  const height = Math.max(1, Math.min(80, Math.floor(contentHeight)));
  const x = Math.max(0, Math.floor((contentWidth - width) / 2));
  const y = Math.max(0, Math.min(Math.floor(contentHeight - height), Math.round($('scroller').scrollTop + containerHeight / 3)));
  const text = `{ "frame": [${x}, ${y}, ${width}, ${height}] }`;
  let edit;
  if (spec.elements) edit = { path: ['elements'], insertText: text, key: name };
  else {
    // Before `animations`, where `scrollmotion` writes `elements`.
    const at = Object.keys(spec).indexOf('animations');
    edit = { path: [], insertText: `{\n  ${JSON.stringify(name)}: ${text}\n}`, key: 'elements', ...(at >= 0 ? { at } : {}) };
  }
  commitSelecting([edit], new Set(), name);
}

function duplicateElement() {
  const spec = timeline.spec;
  const name = timeline.selectedElement;
  if (!spec || !name || !(name in (spec.elements ?? {})) || !editable()) return;
  const copy = freshName(name.replace(/-\d+$/, ''), new Set(Object.keys(spec.elements)));
  commitSelecting([{ path: ['elements'], insertText: copiedText(['elements', name]), key: copy }], new Set(), copy);
}

// What deleting element `name` breaks: each animation (of `animations` and
// of the variants' `replace` and `add`) that targets it, or whose view
// timeline follows it, is deleted; an animation with other `targets` too
// loses this one alone. `{ edits, deleted, untargeted }`: the edits in an order that
// keeps each later path where it was, and the animations they delete and
// those they take the element out of, in the file's order.
function elementDeletion(spec, name) {
  const lists = [['animations']];
  (Array.isArray(spec.variants) ? spec.variants : []).forEach((variant, v) => {
    for (const key of ['replace', 'add']) if (Array.isArray(variant?.[key])) lists.push(['variants', v, key]);
  });
  const edits = [];
  const deleted = [];
  const untargeted = [];
  for (const path of lists) {
    const list = path.reduce((value, key) => value[key], spec);
    if (!Array.isArray(list)) continue;
    const [listDeleted, listUntargeted] = [[], []];
    for (let index = list.length - 1; index >= 0; index--) {
      const animation = list[index];
      const targets = targetsOf(animation);
      const where = `${path.map((key) => (typeof key === 'number' ? `[${key}]` : `.${key}`)).join('').slice(1)}[${index}]`;
      const label = `${animation?.id ?? '(no id)'} (${where})`;
      if (animation?.timeline?.subject === name || (targets.includes(name) && targets.length === 1)) {
        edits.push({ path: [...path, index], remove: true });
        listDeleted.unshift(label);
      } else if (targets.includes(name) && Array.isArray(animation.targets)) {
        edits.push({ path: [...path, index, 'targets', animation.targets.indexOf(name)], remove: true });
        listUntargeted.unshift(label);
      }
    }
    deleted.push(...listDeleted);
    untargeted.push(...listUntargeted);
  }
  edits.push({ path: ['elements', name], remove: true });
  return { edits, deleted, untargeted };
}

// Deletes element `name`: at once when nothing animates it, else after
// the page says which animations go with it (one PATCH for all).
function deleteElement(name) {
  const spec = timeline.spec;
  if (!spec || !name || !(name in (spec.elements ?? {})) || !editable()) return;
  const { edits, deleted, untargeted } = elementDeletion(spec, name);
  if (!deleted.length && !untargeted.length) {
    commitSelecting(edits, new Set(), null);
    return;
  }
  const bar = $('confirm');
  bar.textContent = '';
  const text = document.createElement('span');
  text.id = 'confirm-text';
  const clauses = [];
  if (deleted.length) clauses.push(`deletes ${deleted.join(', ')}, which ${deleted.length === 1 ? 'animates it' : 'animate it'}`);
  if (untargeted.length) clauses.push(`takes it out of the targets of ${untargeted.join(', ')}`);
  text.textContent = `Deleting ${name} also ${clauses.join(', and ')}. One undo restores it all.`;
  const yes = document.createElement('button');
  yes.id = 'confirm-delete';
  yes.textContent = `delete ${name}${deleted.length ? ` and ${deleted.length === 1 ? 'that animation' : `those ${deleted.length} animations`}` : ''}`;
  const no = document.createElement('button');
  no.textContent = 'cancel';
  const close = () => { bar.dataset.shown = 'false'; bar.textContent = ''; };
  yes.addEventListener('click', () => {
    close();
    // The file may have changed since the page asked: the edits are made again for it.
    if (editable() && name in (timeline.spec.elements ?? {})) commitSelecting(elementDeletion(timeline.spec, name).edits, new Set(), null);
  });
  no.addEventListener('click', () => { close(); state.elements[name]?.focus(); });
  bar.append(text, yes, no);
  bar.dataset.shown = 'true';
  no.focus();
}

/** Enables the buttons that have something selected to work on. */
function updateTools() {
  const tools = structure.tools;
  if (!tools) return;
  const element = timeline.selectedElement;
  const hasElement = Boolean(element && timeline.spec?.elements && element in timeline.spec.elements);
  tools.addAnimation.disabled = !hasElement;
  tools.duplicateAnimation.disabled = timeline.selected.size !== 1;
  tools.deleteAnimation.disabled = timeline.selected.size === 0;
  tools.duplicateElement.disabled = !hasElement;
  tools.deleteElement.disabled = !hasElement;
}

// MARK: The CSS export and the compiled spec

/** Shows (and copies) what `scrollmotion css` or `scrollmotion compile` prints for the file as saved, from the server. */
async function showOutput(which) {
  const panel = $('export');
  const opener = document.activeElement;
  const command = which === 'css' ? 'scrollmotion css' : 'scrollmotion compile';
  const response = await fetch(`/${which}`, { cache: 'no-store' }).catch(() => null);
  const answer = response ? await response.json().catch(() => null) : null;
  panel.textContent = '';
  const heading = document.createElement('strong');
  heading.textContent = `${command}, for the file as saved`;
  const pre = document.createElement('pre');
  pre.id = 'export-output';
  pre.tabIndex = 0;
  pre.setAttribute('aria-label', `what ${command} prints`);
  const notes = document.createElement('div');
  notes.className = 'notes';
  const copy = document.createElement('button');
  copy.textContent = 'copy';
  const close = document.createElement('button');
  close.textContent = 'close';
  close.className = 'close';
  close.addEventListener('click', () => {
    panel.dataset.shown = 'false';
    opener?.focus?.();
  });
  if (answer?.output !== undefined) {
    pre.textContent = answer.output;
    notes.textContent = answer.notes.join('\n');
    copy.addEventListener('click', async () => {
      try {
        await navigator.clipboard.writeText(answer.output);
        status(`copied what ${command} prints`);
      } catch {
        getSelection().selectAllChildren(pre);
        status('selected: copy it with Ctrl+C', true);
      }
    });
    panel.append(heading, ' ', copy, ' ', close, notes, pre);
  } else {
    const problems = answer?.problems?.map((problem) => `${problem.path ?? ''}: ${problem.message}`) ?? ['the server does not answer'];
    pre.textContent = `${command} refuses the file as saved:\n${problems.join('\n')}`;
    panel.append(heading, ' ', close, pre);
  }
  panel.dataset.shown = 'true';
  pre.focus();
  if (answer?.output !== undefined) {
    navigator.clipboard?.writeText(answer.output).then(() => status(`copied what ${command} prints`), () => {});
  }
}
