// The demo page's own code: wires each section to the Swift engine.
// Concatenated after the runtime into one module by `scrollmotion demo`,
// which embeds the shipped engine, the demo's specs compiled to numbers
// (`scrollmotion compile`) and the encodings of the easings offered in the
// menus, so the page carries no parser; the motion engine, which plays
// section h's triggered and smoothed lanes in time; the full engine,
// which reads the user's own spec as written (section "your spec"); and
// section i's video (scripts/make-demo-video).
const $ = (id) => document.getElementById(id);
const json = (id) => JSON.parse($(id).textContent);
const base64Bytes = (id) => Uint8Array.from(atob($(id).textContent.trim()), (c) => c.charCodeAt(0));
const engine = await loadScrollMotion(base64Bytes('wasm'));
const wasm = engine.exports;
const memory = () => engine.memory.buffer;
const read = (pointer, count) => Array.from(new Float64Array(memory(), pointer, count));
// The engine's sizes line, from the sizes scripts/build-wasm measured (the
// one source of every size the page quotes). It reads nothing but its
// argument: `scripts/screenshots --check` runs this definition under node to
// know the line the screenshots must show.
const sizeText = (sizes) => {
  const kb = (bytes) => `${Math.round(bytes / 1024)} KB`;
  return `${kb(sizes.wasm)} of WebAssembly that imports nothing; ${kb(sizes.shippedGzipped)} gzipped with its runtime`;
};
$('wasm-size').textContent = sizeText(json('sizes'));
window.scrollMotionDemo = { engine, ready: false, frameTimes: [], styleTimes: [] };
const { menus, encodings: easings } = json('easings');
for (const [menu, names] of Object.entries(menus)) {
  for (const name of names) $(menu).insertAdjacentHTML('beforeend', `<option>${name}</option>`);
}

// (a) Percentage offset, per axis.
const specA = json('spec-a');
let detachA = null;
function startA() {
  if (detachA) detachA();
  const spec = structuredClone(specA);
  const spaces = { 'hsb-increasing': [3, 2], 'hsb-decreasing': [3, 3], oklab: [2, 0], srgb: [0, 0] };
  spec.animations.find((a) => a.id === 'panelHue').space = spaces[$('a-space').value];
  const choreography = engine.createChoreography(spec);
  detachA = choreography.attach($('a-scroller'), { badge: $('a-badge'), panel: $('a-panel') }, () => {
    const s = $('a-scroller');
    const x = s.scrollLeft / Math.max(1, s.scrollWidth - s.clientWidth);
    const y = s.scrollTop / Math.max(1, s.scrollHeight - s.clientHeight);
    $('a-status').textContent = `percentage offset (${x.toFixed(3)}, ${y.toFixed(3)})`;
  });
}
$('a-space').addEventListener('change', startA);
startA();

// (b) Keyframed onboarding pager.
const specB = json('spec-b');
let detachB = null;
function startB() {
  if (detachB) detachB();
  const spec = structuredClone(specB);
  spec.animations.find((a) => a.id === 'title2').easing = easings[$('b-easing').value];
  const elements = {};
  // The pages too: they are the view timelines' subjects, measured by the runtime.
  for (const id of ['icon1', 'title2', 'dots', 'cta3', 'page0', 'page1', 'page2', 'page3']) elements[id] = $(id);
  detachB = engine.createChoreography(spec).attach($('b-scroller'), elements);
}
$('b-easing').addEventListener('change', startB);
startB();

// Procedural images: gradients and patterns drawn on a canvas, no assets.
function paint(width, height, hue, kind) {
  const canvas = document.createElement('canvas');
  canvas.width = width; canvas.height = height;
  const g = canvas.getContext('2d');
  const sky = g.createLinearGradient(0, 0, width * 0.3, height);
  sky.addColorStop(0, `hsl(${hue} 70% 62%)`); sky.addColorStop(1, `hsl(${(hue + 60) % 360} 65% 22%)`);
  g.fillStyle = sky; g.fillRect(0, 0, width, height);
  g.globalAlpha = 0.55;
  for (let i = 0; i < 9; i++) {
    const y = height * (0.35 + i * 0.08);
    g.fillStyle = `hsl(${(hue + 200 + i * 8) % 360} 45% ${28 - i * 2}%)`;
    g.beginPath(); g.moveTo(0, height);
    // Whole steps, so the last one lands exactly on the right edge.
    for (let step = 0; step <= 24; step++) {
      const x = (width * step) / 24;
      g.lineTo(x, y + Math.sin(x / width * (6 + i) + i + kind) * height * 0.05);
    }
    g.lineTo(width, height); g.fill();
  }
  g.globalAlpha = 0.9; g.fillStyle = '#fff';
  for (let i = 0; i < 40; i++) {
    g.beginPath();
    g.arc((i * 97 % 101) / 101 * width, (i * 53 % 89) / 89 * height * 0.4, 1 + (i % 3), 0, 7); g.fill();
  }
  g.globalAlpha = 1;
  return canvas.toDataURL('image/jpeg', 0.8);
}

// (c) Parallax crops.
const images = [[1600, 900], [900, 1600], [1000, 1000], [3000, 700], [1200, 800], [800, 1200], [2400, 1000], [1000, 1400]];
const cells = images.map(([w, h], i) => {
  const cell = document.createElement('div');
  cell.className = 'cell';
  cell.style.backgroundImage = `url(${paint(w, h, (i * 47) % 360, i)})`;
  cell.innerHTML = `<span>${w}×${h} image</span>`;
  $('c-scroller').appendChild(cell);
  return { cell, w, h };
});
function cropC() {
  const s = $('c-scroller');
  const k = Number($('c-ratio').value);
  $('c-ratio-value').textContent = k.toFixed(2);
  for (const { cell, w, h } of cells) {
    const progress = wasm.sm_cover_progress(cell.offsetTop, cell.offsetHeight, s.clientHeight, s.scrollTop);
    const [x, y, cw, ch] = read(wasm.sm_parallax_crop(w, h, cell.clientWidth, cell.clientHeight, s.clientHeight, 1, k, progress), 4);
    cell.style.backgroundSize = `${100 / cw}% ${100 / ch}%`;
    cell.style.backgroundPosition = `${cw < 1 ? (x / (1 - cw)) * 100 : 0}% ${ch < 1 ? (y / (1 - ch)) * 100 : 0}%`;
  }
}
$('c-scroller').addEventListener('scroll', () => requestAnimationFrame(cropC), { passive: true });
$('c-ratio').addEventListener('input', cropC);
cropC();

// (d) Scroll to the end with a chosen duration and curve.
const list = $('d-scroller').querySelector('ol');
for (let i = 1; i <= 150; i++) list.insertAdjacentHTML('beforeend', `<li>Row ${i}</li>`);
const animator = wasm.sm_animator_new();
let animating = false;
let animationStart = null;
let animationFrom = 0;
let animationTarget = 0;
function animateTo(y) {
  const s = $('d-scroller');
  animationStart = null;
  animationFrom = s.scrollTop;
  animationTarget = y;
  const curve = $('d-curve').value;
  const spring = curve === 'spring';
  const ok = engine.withDoubles(spring ? easings.linear : easings[curve], (p, n) => wasm.sm_animator_scroll(animator, 0,
    s.scrollTop, 0, y, s.clientWidth, s.clientHeight, s.scrollWidth, s.scrollHeight, Number($('d-duration').value), p, n,
    spring ? Number($('d-duration').value) / 2 : NaN, 0.8));
  if (!ok) return;
  if (!animating) requestAnimationFrame(step);
  animating = true;
  $('d-status').textContent = `running towards ${y}`;
}
function step(now) {
  if (!animating) return;
  const [x, y, status] = read(wasm.sm_animator_frame(animator, now / 1000, now / 1000 + 1 / 60), 3);
  const s = $('d-scroller');
  if (animationStart === null) animationStart = now;
  const elapsed = Math.min(1, (now - animationStart) / 1000 / Number($('d-duration').value));
  const travelled = Math.abs(y - animationFrom) / Math.max(1, Math.abs(animationTarget - animationFrom));
  $('d-curve-dot').setAttribute('cx', String(10 + 100 * elapsed));
  $('d-curve-dot').setAttribute('cy', String(74 - 60 * travelled));
  s.dataset.programmatic = '1';
  s.scrollTop = y;
  if (status === 1) { requestAnimationFrame(step); return; }
  animating = false;
  $('d-status').textContent = status === 2 ? `landed exactly on ${y}` : `stopped by you at ${Math.round(y)}`;
}
for (const name of ['wheel', 'touchstart', 'pointerdown', 'keydown']) {
  $('d-scroller').addEventListener(name, () => { if (animating) wasm.sm_animator_cancel(animator); }, { passive: true });
}
$('d-end').addEventListener('click', () => animateTo($('d-scroller').scrollHeight - $('d-scroller').clientHeight));
// The curve, drawn from the engine itself: a second animator runs the same
// duration and curve from 0 to 1,000 and is sampled at 48 instants.
const plotter = wasm.sm_animator_new();
function plotCurve() {
  const curve = $('d-curve').value;
  const spring = curve === 'spring';
  const duration = Number($('d-duration').value);
  engine.withDoubles(spring ? easings.linear : easings[curve], (p, n) => wasm.sm_animator_scroll(plotter, 0, 0, 0, 1000,
    100, 100, 100, 1100, duration, p, n, spring ? duration / 2 : NaN, 0.8));
  const points = [];
  for (let i = 0; i <= 48; i++) {
    const t = (duration * i) / 48;
    const [, y] = read(wasm.sm_animator_frame(plotter, t, t), 3);
    points.push(`${(10 + (100 * i) / 48).toFixed(1)},${(74 - (y / 1000) * 60).toFixed(1)}`);
  }
  wasm.sm_animator_cancel(plotter);
  $('d-curve-path').setAttribute('d', `M${points.join(' L')}`);
}
$('d-curve').addEventListener('change', plotCurve);
$('d-duration').addEventListener('change', plotCurve);
plotCurve();
$('d-top').addEventListener('click', () => animateTo(0));

// (e) Weather pager.
const cities = [['Lisbon', 21, 'Clear'], ['Reykjavík', 4, 'Snow showers'], ['Kyoto', 17, 'Light rain'], ['Cape Town', 25, 'Windy']];
const pages = cities.map(([city, degrees, sky], i) => {
  const page = document.createElement('div');
  page.className = 'wpage';
  const image = paint(1200, 900, [30, 200, 320, 150][i], i + 3);
  const rows = Array.from({ length: 9 }, (_, d) => `<div class="glass">${['Mon','Tue','Wed','Thu','Fri','Sat','Sun','Mon','Tue'][d]} · ${degrees + ((d * 7) % 5) - 2}° · ${sky}</div>`).join('');
  page.innerHTML = `<div class="wbg" style="background-image:url(${image})"></div><div class="wblur" style="background-image:url(${image})"></div>
    <div class="wfg"><div class="wtop"><span>${city}</span><b>${degrees}°</b><span>${sky}</span></div>${rows}</div>`;
  $('e-pager').appendChild(page);
  return { page, bg: page.querySelector('.wbg'), blur: page.querySelector('.wblur'), fg: page.querySelector('.wfg') };
});
let leader = -1;
function layoutE() {
  const pager = $('e-pager');
  const rate = Number($('e-rate').value);
  const values = read(wasm.sm_paged(pages.length, rate, pager.clientWidth, pager.scrollLeft), 2 + pages.length);
  pages.forEach((p, i) => { p.bg.style.transform = p.blur.style.transform = `translateX(${values[2 + i]}px)`; });
  pages.forEach((p) => {
    p.blur.style.opacity = wasm.sm_paged_blur(Number($('e-blur').value), p.fg.clientHeight, p.fg.scrollHeight, p.fg.scrollTop);
  });
  $('e-status').textContent = `page ${values[1]} (0-based) · position ${values[0].toFixed(2)}`;
}
$('e-pager').addEventListener('scroll', () => requestAnimationFrame(layoutE), { passive: true });
pages.forEach((p, i) => {
  for (const name of ['pointerdown', 'touchstart', 'wheel']) p.fg.addEventListener(name, () => { leader = i; }, { passive: true });
  p.fg.addEventListener('scroll', () => {
    if (leader === i) pages.forEach((other, j) => { if (j !== i) other.fg.scrollTop = p.fg.scrollTop; });
    requestAnimationFrame(layoutE);
  }, { passive: true });
  p.fg.addEventListener('scrollend', () => {
    if (leader !== i) return;
    const target = wasm.sm_paged_snap(Number($('e-blur').value), p.fg.clientHeight, p.fg.scrollHeight, p.fg.scrollTop, 0);
    if (Math.abs(target - p.fg.scrollTop) > 0.5) p.fg.scrollTo({ top: target, behavior: 'smooth' });
  });
});
$('e-rate').addEventListener('input', layoutE);
$('e-blur').addEventListener('input', layoutE);
layoutE();

// (f) Keep the position when the size changes.
const fs = $('f-scroller');
for (let i = 1; i <= 160; i++) fs.insertAdjacentHTML('beforeend', `<p data-n="${i}">Paragraph ${i}: the text reflows when the panel changes width, and the line under the anchor stays put.</p>`);
let last = null;
const snapshot = () => ({ w: fs.clientWidth, h: fs.clientHeight, cw: fs.scrollWidth, ch: fs.scrollHeight, x: fs.scrollLeft, y: fs.scrollTop });
// The paragraph under the anchor line (a fraction of the viewport's height).
const anchorLine = () => {
  const unit = Number($('f-unit').value);
  $('f-line').style.top = `${Math.min(fs.clientHeight - 1, unit * fs.clientHeight)}px`;
  const r = fs.getBoundingClientRect();
  const y = r.top + Math.min(r.height - 2, Math.max(1, unit * r.height));
  const element = document.elementFromPoint(r.left + r.width / 2, y);
  const p = element && element.closest('#f-scroller p');
  return p ? p.dataset.n : null;
};
// A scroll at the same size is the user's: remember it. A scroll caused by
// a size change (clamping, or the browser's own anchoring) is not.
fs.addEventListener('scroll', () => {
  if (!fs.dataset.restoring && last && fs.clientWidth === last.w && fs.clientHeight === last.h) last = snapshot();
}, { passive: true });
let beforeResize = null;
new ResizeObserver(() => {
  const now = snapshot();
  const mode = $('f-mode').value;
  fs.classList.toggle('browser', mode === 'browser');
  if (last && (now.w !== last.w || now.h !== last.h)) {
    const left = anchorLine();
    let message;
    if (mode === 'anchor') {
      const unit = Number($('f-unit').value);
      const [, y] = read(wasm.sm_anchor_restore(last.w, last.h, last.cw, last.ch, last.x, last.y, now.w, now.h, now.cw, now.ch, 0.5, unit), 2);
      fs.dataset.restoring = '1';
      fs.scrollTop = y;
      delete fs.dataset.restoring;
      const kept = anchorLine();
      message = `ContentAnchor: paragraph ${kept} under the anchor, as before (${beforeResize}); left alone the view would show paragraph ${left} there · offset ${Math.round(last.y)} → ${y.toFixed(1)} at ${now.w}×${now.h}`;
    } else {
      message = `${mode === 'browser' ? 'browser only' : 'no anchoring'}: paragraph ${left} under the anchor, was ${beforeResize} · offset ${Math.round(last.y)} → ${Math.round(fs.scrollTop)} at ${now.w}×${now.h}`;
    }
    $('f-status').textContent = message;
  }
  last = snapshot();
  beforeResize = anchorLine();
}).observe(fs);
fs.scrollTop = 1400;
requestAnimationFrame(() => { last = snapshot(); beforeResize = anchorLine(); });
fs.addEventListener('scrollend', () => { beforeResize = anchorLine(); });
$('f-unit').addEventListener('change', () => { beforeResize = anchorLine(); });
$('f-mode').addEventListener('change', () => { fs.classList.toggle('browser', $('f-mode').value === 'browser'); });
$('f-narrow').addEventListener('click', () => { beforeResize = anchorLine(); $('f-frame').style.width = '200px'; });
$('f-wide').addEventListener('click', () => { beforeResize = anchorLine(); $('f-frame').style.width = '340px'; });

// (g) The same choreography on both engines: the exported page twice. Both
// get the same extra style (the badge's top follows --drop, which the
// exported page only animates; the stage sits at the top and fits a phone),
// the Swift side also switches the page's CSS animations off.
const cssText = $('css-g').textContent.trim();
const cssPage = new TextDecoder().decode(Uint8Array.from(atob(cssText), (c) => c.charCodeAt(0)));
const sharedStyle = '<style>body{align-items:flex-start}#sm-stage{padding:12px 8px}.sm-caption{display:none}'
  + '#sm-scroller{max-width:calc(100vw - 16px)}#sm-content>[data-element=badge]{top:calc(60px + var(--drop) * 1px)}</style>';
const withStyle = (extra) => cssPage.replace('</head>', `${sharedStyle}${extra}</head>`);
const gSwift = $('g-swift');
const gCss = $('g-css');
const gSides = { swift: null, css: null };
function gStatus() {
  const { swift, css } = gSides;
  if (!swift || !css) return;
  const size = (s) => `${s.clientWidth}×${s.clientHeight}, scrolls ${s.scrollWidth - s.clientWidth}×${s.scrollHeight - s.clientHeight}`;
  $('g-status').textContent = `Swift: ${size(swift)} · CSS: ${size(css)} · offset (${Math.round(css.scrollLeft)}, ${Math.round(css.scrollTop)})`;
}
function gSync(from, to) {
  // Equal positions make the echo a no-op, so the two cannot ping-pong.
  from.addEventListener('scroll', () => {
    if (to.scrollLeft !== from.scrollLeft || to.scrollTop !== from.scrollTop) to.scrollTo(from.scrollLeft, from.scrollTop);
    gStatus();
  }, { passive: true });
}
gSwift.addEventListener('load', () => {
  const doc = gSwift.contentDocument;
  gSides.swift = doc.getElementById('sm-scroller');
  const element = (name) => doc.querySelector(`[data-element="${name}"]`);
  engine.createChoreography(specA).attach(gSides.swift, { badge: element('badge'), panel: element('panel') });
  if (gSides.css) { gSync(gSides.swift, gSides.css); gSync(gSides.css, gSides.swift); }
  gStatus();
}, { once: true });
gCss.addEventListener('load', () => {
  gSides.css = gCss.contentDocument.getElementById('sm-scroller');
  if (gSides.swift) { gSync(gSides.swift, gSides.css); gSync(gSides.css, gSides.swift); }
  gStatus();
}, { once: true });
gSwift.srcdoc = withStyle('<style>*{animation:none!important}</style>');
gCss.srcdoc = withStyle('');

// The full engine: it reads specs as written (your spec); loaded once,
// when first needed.
let fullEngine = null;
const fullEngineReady = () => fullEngine ?? (fullEngine = loadScrollMotion(base64Bytes('wasm-full')));

// (h) One animation four ways on one scroll: scrubbed, pinned (with the
// room its spacing leaves), triggered and smoothed. Elements sit where the
// spec, as read, has them (layout-h: the pin's spacing applied): down the
// page at the spec's points, across it in the spec's quarters of whatever
// width the scroller has (every range is along y, so width changes nothing).
const specH = json('spec-h');
const layoutH = json('layout-h');
const hContent = $('h-content');
const [hWidth, hHeight] = layoutH.content;
hContent.style.height = `${hHeight}px`;
const hLanes = [['plain', 'scrubbed', '#ff7a59'], ['pinned', 'pinned', '#5ad1ff'], ['triggered', 'triggered', '#ffcf5c'], ['smoothed', 'smoothed', '#b18cff']];
const hElements = {};
const hOutputs = {};
const percent = (points) => `${(points / hWidth) * 100}%`;
const hDiv = (className, html) => {
  const div = document.createElement('div');
  div.className = className;
  div.innerHTML = html;
  hContent.appendChild(div);
  return div;
};
// Where each range starts and ends: lines at those content positions reach
// the top edge exactly when the offset gets there.
for (const [y, text] of [[50, 'range starts when this line reaches the top'], [250, 'range ends when this one does']]) {
  hDiv('h-mark', `<span>${text}</span>`).style.top = `${y}px`;
}
hDiv('h-note', 'scroll ↓ and back up').style.top = '12px';
for (const [lane, title, colour] of hLanes) {
  const [cx, cy, cw, ch] = layoutH.frames[`${lane}Card`];
  const [bx, by, bw, bh] = layoutH.frames[`${lane}Bar`];
  const card = hDiv('h-card', `<b>${title}</b><output></output><small></small>`);
  Object.assign(card.style, { left: percent(cx), width: percent(cw), top: `${cy}px`, height: `${ch}px` });
  // The track behind the bar moves with its card (4 px: the card's border).
  const track = document.createElement('div');
  track.className = 'h-track';
  Object.assign(track.style, { position: 'absolute', left: `${bx - cx - 4}px`, right: `${cx + cw - bx - bw - 4}px`, top: `${by - cy - 4}px`, height: `${bh}px` });
  card.appendChild(track);
  // The bar sits at the same points inside its card's quarter.
  const bar = hDiv('h-bar', '');
  Object.assign(bar.style, { left: `calc(${percent(cx)} + ${bx - cx}px)`, width: `calc(${percent(cw)} - ${cw - bw}px)`, top: `${by}px`, height: `${bh}px`, background: colour });
  hElements[`${lane}Card`] = card;
  hElements[`${lane}Bar`] = bar;
  card.dataset.element = `${lane}Card`;
  bar.dataset.element = `${lane}Bar`;
  hOutputs[lane] = [card.querySelector('output'), card.querySelector('small')];
}
const [nx, ny, nw, nh] = layoutH.frames.pinnedNext;
// The room the pin left: its length, the last keyframe of its compiled translation.
const hSpacing = specH.animations.find((a) => a.id === 'pinnedHold').keyframes[1][1][1];
const next = hDiv('h-next', `what follows it, ${hSpacing} px lower: the pin's spacing`);
Object.assign(next.style, { left: percent(nx), width: percent(nw), top: `${ny}px`, height: `${nh}px` });
hElements.pinnedNext = next;
next.dataset.element = 'pinnedNext';
for (const [name, z] of Object.entries(specH.z ?? {})) hElements[name].style.zIndex = String(z);
// The motion engine, as a page with triggers or smoothing loads it: the
// shipped one leaves time-based motion out (for size) and would scrub the
// triggered and smoothed lanes like the first.
const hEngine = await loadScrollMotion(base64Bytes('wasm-motion'));
const hChoreography = hEngine.createChoreography(specH);
// Where an engine cannot play them in time it scrubs them, and the lanes say so.
const hCompiled = (id) => specH.animations.find((a) => a.id === id);
const hTimed = {
  triggered: !!hEngine.playsMotion && !!hCompiled('triggeredFill').trigger,
  smoothed: !!hEngine.playsMotion && !!hCompiled('smoothedFill').smoothing,
};
// The spec's actions, "play none none reverse": what each crossing does.
const hActions = { enter: 'play', leave: 'none', enterBack: 'none', leaveBack: 'reverse' };
const hState = { crossings: [] };
if (hTimed.triggered && typeof hChoreography.onCrossing === 'function') {
  hChoreography.onCrossing('triggeredFill', (crossing) => { hState.crossings.push(crossing); showH(); });
}
function showH() {
  const values = hChoreography.values();
  const fill = (id) => (values[id] ? values[id][0] : NaN);
  const show = (lane, id, note) => {
    hOutputs[lane][0].textContent = Number.isFinite(fill(id)) ? fill(id).toFixed(2) : '–';
    hOutputs[lane][1].textContent = note;
  };
  show('plain', 'plainFill', 'exact');
  show('pinned', 'pinnedFill', `held ${Math.round(values.pinnedHold ? values.pinnedHold[1] : 0)} px`);
  const last = hState.crossings[hState.crossings.length - 1];
  show('triggered', 'triggeredFill', !hTimed.triggered ? 'scrubbed (runtime: no triggers)'
    : last ? `${last} → ${hActions[last]}` : 'not entered yet');
  show('smoothed', 'smoothedFill', !hTimed.smoothed ? 'scrubbed (runtime: no smoothing)'
    : `lag ${Math.abs(fill('plainFill') - fill('smoothedFill')).toFixed(2)}`);
  const y = $('h-scroller').scrollTop;
  const progress = Math.min(1, Math.max(0, (y - 50) / 200));
  $('h-status').textContent = `offset ${Math.round(y)} · range 50 → 250 px · progress ${progress.toFixed(2)}`;
}
hChoreography.attach($('h-scroller'), hElements, { onFrame: showH, onLayout: showH });
showH();
window.scrollMotionDemo.h = { choreography: hChoreography, state: hState, timed: hTimed, layout: layoutH, engine: hEngine };

// (s) Stress: 1,000 animated elements, 25 columns by 40 rows, close enough
// that hundreds are in view at once and the last row ends the content.
const grid = $('s-grid');
const sScroller = $('s-scroller');
const columns = 25;
const rows = 40;
const pitchX = Math.max(10, (sScroller.clientWidth - 20) / columns);
const pitchY = 22;
grid.style.height = `${20 + rows * pitchY + 8}px`;
// Built directly in the compiled form: numbers only (see SpecCompiler).
const stressSpec = { compiled: 1, scroller: [sScroller.clientWidth, sScroller.clientHeight, sScroller.clientWidth, 20 + rows * pitchY + 8, 0, 0, 0, 0], animations: [] };
const rgba = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).concat(1);
const stressElements = {};
for (let i = 0; i < columns * rows; i++) {
  const x = 10 + (i % columns) * pitchX;
  const y = 20 + Math.floor(i / columns) * pitchY;
  const dot = document.createElement('i');
  dot.style.left = `${x}px`; dot.style.top = `${y}px`;
  grid.appendChild(dot);
  stressElements[`d${i}`] = dot;
  // An Oklab colour over the cover range of the dot's own view timeline.
  stressSpec.animations.push({ id: `d${i}`, target: `d${i}`, subject: `d${i}`, property: 'backgroundColor', kind: 2,
    timeline: [1, 1, x, y, 10, 10, 0, 0], fill: 3, clamp: null, space: [2, 0],
    range: [2, 0, 0, 0, 2, 0, 1, 0], easing: [0],
    keyframes: [[0, rgba('#2a3550'), []], [0.5, rgba('#ff7a59'), []], [1, rgba('#5ad1ff'), []]] });
}
const stress = engine.createChoreography(stressSpec);
// The frames above are the layout: no need to measure 1,000 elements.
// The runtime times its own work (engine updates and style writes); the
// browser then recalculates the styles written, which costs more here. So
// the readout also forces that recalculation (and layout) at once and
// times it: the frame does the same work, only earlier, and the figure
// cannot leave it out. A hit test brings the whole document up to date; a
// layout property of one element would not (Chromium recalculates only when
// that element or an ancestor is out of date, and the dots are descendants).
const { frameTimes: stressTimes, styleTimes } = window.scrollMotionDemo;
// Attaching applies once at load, with the whole page's first layout: not a frame.
let stressAttached = false;
stress.attach(sScroller, stressElements, { frames: 'spec', onFrame: (ms) => {
  if (!stressAttached) return;
  const started = performance.now();
  document.elementFromPoint(0, 0);
  const style = performance.now() - started;
  stressTimes.push(ms + style);
  styleTimes.push(style);
  if (stressTimes.length > 120) { stressTimes.shift(); styleTimes.shift(); }
  const average = stressTimes.reduce((a, b) => a + b, 0) / stressTimes.length;
  $('s-status').textContent = `engine + style writes ${ms.toFixed(2)} ms, style recalculation and layout ${style.toFixed(2)} ms: `
    + `${(ms + style).toFixed(2)} ms this frame, ${average.toFixed(2)} ms average (${stressTimes.length} frames)`;
} });
stressAttached = true;

// (i) A video scrubbed by the scroll and (j) an image sequence on a canvas:
// one spec of two animations without a target (their numbers are for the
// page, not for a style), attached to each section's scroller.
const specScrub = json('spec-scrub');
const video = $('i-video');
video.src = URL.createObjectURL(new Blob([base64Bytes('scrub-video')], { type: 'video/mp4' }));
const videoChoreography = engine.createChoreography(specScrub);
videoChoreography.attach($('i-scroller'), {});
videoChoreography.scrubVideo('videoTime', video);
const showVideoTime = () => {
  $('i-status').textContent = Number.isFinite(video.duration)
    ? `currentTime ${video.currentTime.toFixed(3)} s of ${video.duration.toFixed(2)} s` : 'loading the video';
};
// After scrubVideo's callback, which subscribed first: the time is set.
videoChoreography.onValue('videoTime', showVideoTime);
video.addEventListener('durationchange', showVideoTime);

// The turntable's frames, as a product's photographs would be: a cube seen
// from `count` angles around it, each a JPEG data URL drawn here (no files,
// no network).
function turntableFrames(count, width, height) {
  const canvas = document.createElement('canvas');
  canvas.width = width; canvas.height = height;
  const g = canvas.getContext('2d');
  const corners = [[-1, -1, -1], [1, -1, -1], [1, 1, -1], [-1, 1, -1], [-1, -1, 1], [1, -1, 1], [1, 1, 1], [-1, 1, 1]];
  // Each face: its corners, its outward normal and its colour (y runs down).
  const faces = [[[0, 1, 2, 3], [0, 0, -1], [255, 122, 89]], [[5, 4, 7, 6], [0, 0, 1], [90, 209, 255]],
    [[4, 0, 3, 7], [-1, 0, 0], [255, 207, 92]], [[1, 5, 6, 2], [1, 0, 0], [177, 140, 255]],
    [[4, 5, 1, 0], [0, -1, 0], [238, 240, 246]], [[3, 2, 6, 7], [0, 1, 0], [60, 70, 90]]];
  const tilt = 0.5;
  // Towards the light: above, to the left, in front.
  const light = [-0.45, -0.75, -0.5].map((v, _, l) => v / Math.hypot(...l));
  return Array.from({ length: count }, (_, index) => {
    const turn = (2 * Math.PI * index) / count;
    // Turned about the vertical axis, then tilted towards the viewer.
    const place = ([x, y, z]) => {
      const x1 = x * Math.cos(turn) + z * Math.sin(turn);
      const z1 = -x * Math.sin(turn) + z * Math.cos(turn);
      return [x1, y * Math.cos(tilt) - z1 * Math.sin(tilt), y * Math.sin(tilt) + z1 * Math.cos(tilt)];
    };
    const sky = g.createRadialGradient(width / 2, height * 0.4, 10, width / 2, height * 0.4, width * 0.6);
    sky.addColorStop(0, '#2b3a5c'); sky.addColorStop(1, '#0b0d12');
    g.fillStyle = sky; g.fillRect(0, 0, width, height);
    g.fillStyle = '#0006';
    g.beginPath(); g.ellipse(width / 2, height * 0.8, height * 0.3, height * 0.06, 0, 0, 7); g.fill();
    const focal = height * 1.25;
    const projected = corners.map(place).map(([x, y, z]) => [width / 2 + (x * focal) / (z + 6), height * 0.45 + (y * focal) / (z + 6)]);
    for (const [quad, normal, [r, gr, b]] of faces) {
      const n = place(normal);
      if (n[2] >= 0) continue; // faces away from the viewer
      const shade = 0.4 + 0.6 * Math.max(0, n[0] * light[0] + n[1] * light[1] + n[2] * light[2]);
      g.fillStyle = `rgb(${r * shade} ${gr * shade} ${b * shade})`;
      g.beginPath();
      quad.forEach((corner, k) => g[k ? 'lineTo' : 'moveTo'](...projected[corner]));
      g.closePath(); g.fill();
    }
    g.fillStyle = '#ff7a59'; g.font = '600 16px ui-monospace, monospace';
    g.fillText(`frame ${String(index + 1).padStart(2, '0')} / ${count}`, 14, height - 14);
    return canvas.toDataURL('image/jpeg', 0.85);
  });
}
const frameURLs = turntableFrames(48, 480, 270);
const sequenceChoreography = engine.createChoreography(specScrub);
sequenceChoreography.attach($('j-scroller'), {});
sequenceChoreography.scrubImageSequence('turntable', $('j-canvas'), frameURLs);
sequenceChoreography.onValue('turntable', (fraction) => {
  const frame = Math.min(frameURLs.length, Math.max(1, Math.round(fraction * (frameURLs.length - 1)) + 1));
  $('j-status').textContent = `eased fraction ${fraction.toFixed(3)} · frame ${frame} of ${frameURLs.length}`;
});
window.scrollMotionDemo.scrub = { video, frames: frameURLs };

// Your spec: the full engine (it reads specs as written) checks it, then
// it runs on a page built from its own elements, with markers and a live
// progress readout.
const exampleSpec = `{
  "version": 1,
  "scroller": { "containerSize": [340, 300], "contentSize": [340, 1400] },
  "elements": {
    "card": { "frame": [40, 620, 260, 160], "z": 2 },
    "glow": { "frame": [20, 600, 300, 200], "z": 1 }
  },
  "animations": [
    { "id": "cardIn", "target": "card", "property": "opacity",
      "timeline": { "type": "view", "subject": "card" },
      "range": { "start": "entry 0%", "end": "entry 100%" },
      "keyframes": [{ "offset": 0, "value": 0 }, { "offset": 1, "value": 1 }] },
    { "id": "cardTurn", "target": "card", "property": "rotate",
      "timeline": { "type": "view", "subject": "card" },
      "range": { "start": "contain 0%", "end": "exit 100%" }, "easing": "ease-in-out",
      "keyframes": [{ "offset": 0, "value": 0 }, { "offset": 1, "value": 20 }] },
    { "id": "glowHue", "target": "glow", "property": "backgroundColor", "colorSpace": "oklab",
      "keyframes": [{ "offset": 0, "value": "#5ad1ff" }, { "offset": 1, "value": "#ff7a59" }] }
  ]
}
`;
const user = { choreography: null, detach: null, markers: null, text: null };
function drawMarkers(choreography, scroller) {
  const layer = document.createElement('div');
  layer.style.cssText = 'position:absolute;left:0;top:0;width:0;height:0;pointer-events:none;z-index:2147483647';
  scroller.appendChild(layer);
  const update = () => {
    layer.textContent = '';
    choreography.ranges().forEach(({ id, axis, start, end }, index) => {
      for (const [edge, offset] of [['start', start], ['end', end]]) {
        if (!Number.isFinite(offset)) continue;
        const mark = document.createElement('div');
        mark.className = 'u-marker';
        mark.dataset.marker = `${id} ${edge}`;
        mark.textContent = `${id} ${edge}`;
        // Where the scroll position shows that content offset at the left or top edge.
        const along = offset - (axis === 'x' ? choreography.origin.x : choreography.origin.y);
        // Side by side for vertical ranges (labels run across), stacked for horizontal ones.
        const across = axis === 'x' ? 4 + (index % 6) * 15 : 4 + (index % 4) * 84;
        const line = `1px ${edge === 'start' ? 'solid' : 'dashed'} #ff7a59`;
        mark.style.cssText = 'position:absolute;font:10px/14px ui-monospace,monospace;color:#ff7a59;white-space:nowrap;'
          + (axis === 'x' ? `left:${along}px;top:${across}px;border-left:${line};padding-left:3px`
            : `top:${along}px;left:${across}px;border-top:${line};padding-right:8px`);
        layer.appendChild(mark);
      }
    });
  };
  update();
  return { update, remove: () => layer.remove() };
}
function showProblems(lines) {
  $('u-problems').innerHTML = '';
  for (const line of lines) {
    const item = document.createElement('li');
    item.textContent = line;
    $('u-problems').appendChild(item);
  }
}
function progressReadout(choreography, scroller) {
  const offset = { x: scroller.scrollLeft + choreography.origin.x, y: scroller.scrollTop + choreography.origin.y };
  const values = choreography.values();
  $('u-progress').innerHTML = choreography.ranges().map(({ id, axis, start, end }) => {
    const progress = Number.isFinite(start) && end !== start ? (offset[axis] - start) / (end - start) : NaN;
    const shown = Number.isFinite(progress) ? Math.min(1, Math.max(0, progress)) : 0;
    const value = JSON.stringify(values[id], (k, v) => (typeof v === 'number' ? Number(v.toFixed(3)) : v));
    return `<div data-progress="${escapeHTML(id)}">${escapeHTML(id)}<span class="bar"><i style="width:${(shown * 100).toFixed(1)}%"></i></span>`
      + `${Number.isFinite(progress) ? progress.toFixed(3) : 'inactive'} · ${axis} ${Number.isFinite(start) ? `${start.toFixed(0)}→${end.toFixed(0)}` : ''} · ${escapeHTML(value)}</div>`;
  }).join('');
}
const escapeHTML = (text) => String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
async function runUserSpec(text, source) {
  user.text = text;
  $('u-source').textContent = source;
  const full = await fullEngineReady();
  let choreography;
  try {
    choreography = full.createChoreography(text);
  } catch (error) {
    // "spec: <one problem per line>", each with its JSON path.
    showProblems(String(error.message).replace(/^spec: /, '').split('\n').filter(Boolean));
    $('u').dataset.state = 'invalid';
    return;
  }
  showProblems([]);
  if (user.detach) user.detach();
  if (user.markers) user.markers.remove();
  if (user.choreography) user.choreography.release();
  user.choreography = choreography;
  // The page for the spec: its scroller, content and elements, as the CSS export lays them out.
  const spec = JSON.parse(text);
  const [cw, ch] = spec.scroller.containerSize;
  const [w, h] = spec.scroller.contentSize;
  const [top = 0, left = 0, bottom = 0, right = 0] = spec.scroller.contentInsets ?? [];
  const scroller = $('u-scroller');
  scroller.scrollTo(0, 0);
  scroller.style.cssText = `width:${cw}px;height:${ch}px;padding:${top}px ${right}px ${bottom}px ${left}px;background:#f4f6fa`
    + (spec.scroller.direction === 'rtl' ? ';direction:rtl' : '');
  const content = $('u-content');
  content.style.cssText = `width:${w}px;height:${h}px;background-image:linear-gradient(#0000000f 1px,transparent 1px);background-size:100% 100px`;
  content.textContent = '';
  const elements = {};
  Object.entries(spec.elements ?? {}).forEach(([name, element], index) => {
    const div = document.createElement('div');
    div.className = 'u-element';
    div.textContent = name;
    const [x, y, ew, eh] = element.frame;
    div.style.cssText = `left:${x}px;top:${y}px;width:${ew}px;height:${eh}px;background-color:hsl(${(index * 47 + 200) % 360} 55% 82%)`;
    content.appendChild(div);
    elements[name] = div;
  });
  const refresh = () => progressReadout(choreography, scroller);
  user.detach = choreography.attach(scroller, elements, {
    onFrame: refresh,
    onLayout: () => { if (user.markers) user.markers.update(); refresh(); },
  });
  user.markers = $('u-markers').checked ? drawMarkers(choreography, scroller) : null;
  refresh();
  $('u').dataset.state = 'running';
}
$('u-markers').addEventListener('change', () => {
  if (user.markers) { user.markers.remove(); user.markers = null; }
  if ($('u-markers').checked && user.choreography) user.markers = drawMarkers(user.choreography, $('u-scroller'));
});
$('u-run').addEventListener('click', () => runUserSpec($('u-text').value, 'edited here'));
$('u-example').addEventListener('click', () => { $('u-text').value = exampleSpec; runUserSpec(exampleSpec, 'the example'); });
let typing = 0;
$('u-text').addEventListener('input', () => {
  clearTimeout(typing);
  typing = setTimeout(() => runUserSpec($('u-text').value, 'edited here'), 400);
});
$('u').addEventListener('dragover', (event) => { event.preventDefault(); $('u').classList.add('dragging'); });
$('u').addEventListener('dragleave', () => $('u').classList.remove('dragging'));
$('u').addEventListener('drop', async (event) => {
  event.preventDefault();
  $('u').classList.remove('dragging');
  const file = event.dataTransfer.files[0];
  if (!file) return;
  const text = await file.text();
  $('u-text').value = text;
  runUserSpec(text, `dropped: ${file.name}`);
});
const given = json('user-spec');
const fromURL = new URLSearchParams(location.search).get('spec');
if (given) {
  $('u-text').value = given.text;
  await runUserSpec(given.text, `from scrollmotion demo: ${given.name}`);
  if (given.watch) {
    // Served by `scrollmotion demo --watch`: poll the file through the server.
    if (location.protocol.startsWith('http')) {
      setInterval(async () => {
        // null when the server does not answer (stopped, say): the next poll tries again.
        const reply = await fetch('spec.json', { cache: 'no-store' })
          .then(async (r) => ({ ok: r.ok, text: await r.text() })).catch(() => null);
        if (reply === null) return;
        if (!reply.ok) {
          // The file cannot be read (an editor replacing it, say): the server's
          // sentence says why, and the spec runs again once it can be read.
          user.text = null;
          $('u-source').textContent = reply.text.trim();
          return;
        }
        if (reply.text !== user.text) {
          $('u-text').value = reply.text;
          runUserSpec(reply.text, `${given.name}, reloaded at ${new Date().toLocaleTimeString()}`);
        }
      }, 600);
    } else {
      $('u-source').textContent += ' (open the served address to follow changes)';
    }
  }
} else if (fromURL) {
  const text = await fetch(fromURL).then((r) => (r.ok ? r.text() : Promise.reject(new Error(`HTTP ${r.status}`))))
    .catch((error) => { showProblems([`cannot load ${fromURL}: ${error.message}`]); return null; });
  if (text !== null) { $('u-text').value = text; await runUserSpec(text, `from ${fromURL}`); }
} else {
  $('u-text').value = exampleSpec;
  await runUserSpec(exampleSpec, 'the example: edit it, paste yours or drop a file');
}
window.scrollMotionDemo.runUserSpec = runUserSpec;
window.scrollMotionDemo.ready = true;
