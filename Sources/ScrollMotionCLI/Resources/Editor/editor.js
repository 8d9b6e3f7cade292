// The editor of `scrollmotion edit`: the spec's text, its preview on the
// full engine, its problems with their paths, and saving through the
// server's API (docs/editor.md). Every write carries the run's token, read
// from the address's fragment, which no request sends.
const $ = (id) => document.getElementById(id);
const token = new URLSearchParams(location.hash.slice(1)).get('token') ?? '';
const bytes = Uint8Array.from(atob($('wasm-full').textContent.trim()), (c) => c.charCodeAt(0));
const engine = await loadScrollMotion(bytes);
const state = {
  etag: null, saved: null, choreography: null, detach: null, markers: null, elements: {},
  // The compiled spec the preview plays, and whether it plays the spec's own frames (not measured, not the user's page).
  compiled: null, playsSpecFrames: false,
  undo: [], redo: [], changedOnDisk: false, saving: Promise.resolve(), version: 0, pending: 0,
};
const status = (text, error = false) => {
  $('status').textContent = text;
  $('status').dataset.state = error ? 'error' : 'ok';
};
const escapeHTML = (text) => String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

function showProblems(lines) {
  $('problems').innerHTML = lines.map((line) => `<li>${escapeHTML(line)}</li>`).join('');
}

// The preview: the spec's scroller and its elements as boxes with their
// names, and a marker where each range starts and ends; under it, the
// timeline of the same text.
function preview(text) {
  let spec = null;
  try { spec = JSON.parse(text); } catch { /* the engine's message below says why */ }
  let choreography;
  try {
    choreography = engine.createChoreography(playedText(text, spec));
  } catch (error) {
    const lines = String(error.message).replace(/^spec: /, '').split('\n').filter(Boolean);
    showProblems(lines);
    drawTimeline(spec, null, lines);
    showVariant(spec, null);
    return false;
  }
  showProblems([]);
  const [cw, ch] = played(spec).scroller.containerSize;
  const [w, h] = spec.scroller.contentSize;
  const [top = 0, left = 0, bottom = 0, right = 0] = spec.scroller.contentInsets ?? [];
  sizePage(cw, ch);
  const scroller = $('scroller');
  const keep = [scroller.scrollLeft, scroller.scrollTop];
  scroller.style.cssText = `width:${cw}px;height:${ch}px;padding:${top}px ${right}px ${bottom}px ${left}px;background:#f4f6fa`
    + (spec.scroller.direction === 'rtl' ? ';direction:rtl' : '');
  const content = $('content');
  content.style.cssText = `width:${w}px;height:${h}px;background-image:linear-gradient(#0000000f 1px,transparent 1px);background-size:100% 100px`;
  content.textContent = '';
  state.elements = {};
  Object.entries(spec.elements ?? {}).forEach(([name, element], index) => {
    const box = document.createElement('div');
    box.className = 'element';
    box.dataset.element = name;
    box.textContent = name;
    const [x, y, ew, eh] = element.frame ?? [0, 0, 0, 0];
    box.style.cssText = `left:${x}px;top:${y}px;width:${ew}px;height:${eh}px;background-color:hsl(${(index * 47 + 200) % 360} 55% 82%)`;
    box.addEventListener('click', () => selectElement(name));
    content.appendChild(box);
    state.elements[name] = box;
  });
  state.markers = document.createElement('div');
  content.appendChild(state.markers);
  replay(choreography);
  scroller.scrollTo(keep[0], keep[1]);
  drawTimeline(spec, choreography, []);
  dressBoxes();
  showVariant(spec, choreography);
  return true;
}

// Plays `choreography` on the preview's boxes in place of the one playing,
// with the spec's sizes and frames, where the boxes are: what `eval` plays,
// and no layout read, so that a drag step replays at the display's rate.
function replay(choreography) {
  if (state.detach) state.detach();
  if (state.choreography) state.choreography.release();
  state.choreography = choreography;
  const markers = state.markers;
  // Each marker element is kept and moved, not made again: a drag step redraws them all.
  // Ends that fall at the same offset (one animation over many targets,
  // or many animations over one range) share one marker, labelled with the
  // first and how many more, so that no labels are drawn over each other.
  // What each kept marker shows (its label and style), read here rather than from its dataset, which costs a DOM call each.
  const shown = [];
  const drawMarkers = () => {
    const kept = markers.children;
    const groups = new Map();
    for (const { id, axis, start, end } of choreography.ranges()) {
      for (const [edge, offset] of [['start', start], ['end', end]]) {
        if (!Number.isFinite(offset)) continue;
        const key = `${axis} ${edge} ${offset}`;
        const group = groups.get(key);
        if (group) group.count += 1;
        else groups.set(key, { id, axis, edge, offset, count: 1 });
      }
    }
    let count = 0;
    for (const { id, axis, edge, offset, count: more } of groups.values()) {
      const name = more > 1 ? `${id} ${edge} +${more - 1}` : `${id} ${edge}`;
      const along = offset - (axis === 'x' ? choreography.origin.x : choreography.origin.y);
      const across = 4 + (count % 3) * 120;
      count += 1;
      const line = `1px ${edge === 'start' ? 'solid' : 'dashed'} #ff7a59`;
      const style = axis === 'x' ? `left:${along}px;top:${across}px;border-left:${line};padding-left:3px`
        : `top:${along}px;left:${across}px;border-top:${line};padding-right:8px`;
      if (shown[count - 1] === `${name}\n${style}`) continue;
      shown[count - 1] = `${name}\n${style}`;
      const mark = kept[count - 1] ?? markers.appendChild(document.createElement('div'));
      mark.className = 'marker';
      mark.dataset.marker = name;
      mark.textContent = name;
      mark.style.cssText = style;
    }
    while (kept.length > count) kept[count].remove();
    shown.length = count;
  };
  // A spec that leaves frames out is measured (its boxes are drawn empty, at the content's corner).
  const frames = choreography.compiled.measured?.length ? undefined : 'spec';
  // Reduced motion as the motion menu chose it, else as the system sets it.
  if (structure.reducesMotion !== null) choreography.setReducedMotion(structure.reducesMotion);
  state.detach = showsPage ? attachPage(choreography, markers, drawMarkers)
    : choreography.attach($('scroller'), state.elements, { onLayout: drawMarkers, frames });
  state.compiled = choreography.compiled;
  state.playsSpecFrames = !showsPage && frames === 'spec';
  // For a drag that moves a subject in place (structure.js), with no layout to tell.
  state.drawMarkers = drawMarkers;
  drawMarkers();
}

// Follows the pointer that pressed `element` (`event`, its pointerdown)
// until it is let go: captures it, hands each pointermove to `move`, and
// the pointerup or pointercancel that ends it to `end` (a drag the browser
// cancelled, having taken the pointer, writes nothing).
function followPointer(element, event, move, end = () => {}) {
  element.setPointerCapture(event.pointerId);
  const up = (ended) => {
    element.removeEventListener('pointermove', move);
    element.removeEventListener('pointerup', up);
    element.removeEventListener('pointercancel', up);
    end(ended);
  };
  element.addEventListener('pointermove', move);
  element.addEventListener('pointerup', up);
  element.addEventListener('pointercancel', up);
}

// Plays the edited spec in the preview, for a drag step: `compiled`, the
// compiled spec playing with the edited animations' entries compiled again
// and the others' the same objects, rebuilds the playing choreography in
// place (the full engine rebuilds those animations alone, the others
// keeping their state) when it plays the spec's own frames; otherwise, or
// with no `compiled`, `spec` builds a new one. Returns the choreography
// playing; throws the engine's message, the preview as it was.
function playEdited(compiled, spec) {
  const playing = state.choreography;
  if (compiled && playing && state.playsSpecFrames) {
    try {
      playing.rebuild(compiled);
    } catch (error) {
      playing.rebuild(state.compiled);
      throw error;
    }
    state.compiled = compiled;
    state.drawMarkers();
    return playing;
  }
  const choreography = engine.createChoreography(compiled ?? JSON.stringify(played(spec)));
  replay(choreography);
  return choreography;
}

function showText(text) {
  $('text').value = text;
  preview(text);
}

// The server's answer to a write, or a sentence saying why there is none.
async function send(edits) {
  const response = await fetch('/spec', {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', 'If-Match': state.etag, 'X-ScrollMotion-Token': token },
    body: JSON.stringify(edits),
  }).catch((error) => ({ ok: false, status: 0, text: async () => `the server does not answer: ${error.message}` }));
  if (response.status === 412) {
    noticeChange();
    return null;
  }
  if (!response.ok) {
    status((await response.text()).trim(), true);
    return null;
  }
  const reply = await response.json();
  state.etag = reply.etag;
  state.version += 1;
  return reply;
}

// Saves the text as it is: the whole document replaced, so the file holds
// exactly what the text area shows (around it, the file's own leading and
// trailing space stays). Refused while the file has changed on disk.
async function save() {
  const text = $('text').value;
  preview(text);
  if (state.changedOnDisk || text === state.saved) return;
  try { JSON.parse(text); } catch (error) { status(`not saved: not JSON yet (${error.message})`, true); return; }
  let done;
  state.saving = new Promise((resolve) => { done = resolve; });
  const reply = await send([{ path: [], valueText: text }]);
  if (reply) {
    state.saved = text;
    state.undo.push(reply.undo);
    state.redo = [];
    report(reply, 'saved');
  }
  done();
}

// Applies the edits a save or an undo came back with, and shows the file.
async function step(from, to, word) {
  const edits = from.pop();
  if (!edits || state.changedOnDisk) return;
  let done;
  state.pending += 1;
  state.saving = new Promise((resolve) => { done = resolve; });
  const reply = await send(edits);
  if (reply) {
    to.push(reply.undo);
    const text = await fetch('/spec', { cache: 'no-store' }).then((r) => r.text());
    state.saved = text;
    showText(text);
    report(reply, word);
  } else {
    from.push(edits);
  }
  state.pending -= 1;
  done();
}

function report(reply, word) {
  const count = reply.problems.length;
  status(`${word} at ${new Date().toLocaleTimeString()}` + (count ? ` · ${count} problem${count === 1 ? '' : 's'}` : ''));
  $('undo').disabled = state.undo.length === 0;
  $('redo').disabled = state.redo.length === 0;
}

function noticeChange() {
  state.changedOnDisk = true;
  $('changed').dataset.shown = 'true';
  $('changed-text').textContent = $('text').value === state.saved
    ? 'The file has changed on disk. Nothing here is saved over it.'
    : 'The file has changed on disk. Your edits here are not saved over it: reload it, or copy them first.';
  status('the file has changed on disk', true);
}

async function load() {
  const response = await fetch('/spec', { cache: 'no-store' });
  if (!response.ok) { status((await response.text()).trim(), true); return false; }
  state.etag = response.headers.get('ETag');
  state.saved = await response.text();
  state.changedOnDisk = false;
  state.undo = [];
  state.redo = [];
  $('changed').dataset.shown = 'false';
  showText(state.saved);
  report({ problems: [] }, 'loaded');
  return true;
}

// Follows the file: the server answers when its ETag is no longer the one
// last seen (after 25 s at most, with the same one: ask again).
async function follow() {
  let seen = state.etag;
  for (;;) {
    const response = await fetch(`/spec?after=${encodeURIComponent(seen ?? '')}`, { cache: 'no-store' }).catch(() => null);
    const etag = response?.ok ? response.headers.get('ETag') : null;
    if (!etag) { await new Promise((resolve) => setTimeout(resolve, 2000)); continue; }
    await state.saving;
    if (etag !== state.etag && !state.changedOnDisk) noticeChange();
    seen = etag;
  }
}

let typing = 0;
$('text').addEventListener('input', () => {
  clearTimeout(typing);
  typing = setTimeout(() => save(), 500);
});
$('save').addEventListener('click', () => save());
$('scroller').addEventListener('scroll', showScroll, { passive: true });
$('undo').addEventListener('click', () => step(state.undo, state.redo, 'undone'));
$('redo').addEventListener('click', () => step(state.redo, state.undo, 'redone'));
$('reload').addEventListener('click', () => load());
document.addEventListener('keydown', (event) => {
  if ((event.ctrlKey || event.metaKey) && event.key === 's') { event.preventDefault(); clearTimeout(typing); save(); }
});
setupStructure();
setupPage();
if (!token) status('no token in the address: open the address scrollmotion edit printed', true);
await load();
follow();
window.scrollMotionEditor = {
  get state() { return state; },
  values: () => state.choreography?.values() ?? null,
  ranges: () => state.choreography?.ranges() ?? [],
  settled: () => state.pending === 0,
  ready: true,
};
