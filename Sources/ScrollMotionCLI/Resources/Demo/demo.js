// The demo page's own code: wires each section to the Swift engine.
// Concatenated after the runtime into one module by `scrollmotion demo`,
// which embeds the shipped engine, the demo's specs compiled to numbers
// (`scrollmotion compile`) and the encodings of the easings offered in the
// menus, so the page carries no parser.
const $ = (id) => document.getElementById(id);
const json = (id) => JSON.parse($(id).textContent);
const base64Bytes = (id) => Uint8Array.from(atob($(id).textContent.trim()), (c) => c.charCodeAt(0));
const engine = await loadScrollMotion(base64Bytes('wasm'));
const wasm = engine.exports;
const memory = () => engine.memory.buffer;
const read = (pointer, count) => Array.from(new Float64Array(memory(), pointer, count));
// The sizes scripts/build-wasm measured: the one source of every size the page quotes.
const sizes = json('sizes');
const kb = (bytes) => `${Math.round(bytes / 1024)} KB`;
$('wasm-size').textContent = `${kb(sizes.wasm)} of WebAssembly that imports nothing; ${kb(sizes.shippedGzipped)} gzipped with its runtime`;
window.scrollMotionDemo = { engine, ready: false, frameTimes: [] };
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
  for (const id of ['icon1', 'title2', 'dots', 'cta3']) elements[id] = $(id);
  detachB = engine.createChoreography(spec).attach($('b-scroller'), elements);
}
$('b-easing').addEventListener('change', startB);
startB();

// Procedural images: gradients and patterns drawn on a canvas, no assets.
function paint(width, height, hue, kind, label = true) {
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
    for (let x = 0; x <= width; x += width / 24) g.lineTo(x, y + Math.sin(x / width * (6 + i) + i + kind) * height * 0.05);
    g.lineTo(width, height); g.fill();
  }
  g.globalAlpha = 0.9; g.fillStyle = '#fff';
  for (let i = 0; i < 40; i++) {
    g.beginPath();
    g.arc((i * 97 % 101) / 101 * width, (i * 53 % 89) / 89 * height * 0.4, 1 + (i % 3), 0, 7); g.fill();
  }
  g.globalAlpha = 1;
  if (label) {
    g.font = `${Math.round(Math.min(width, height) / 10)}px sans-serif`;
    g.fillText(`${width}×${height}`, width * 0.05, height * 0.95);
  }
  return canvas.toDataURL('image/jpeg', 0.8);
}

// (c) Parallax crops.
const images = [[1600, 900], [900, 1600], [1000, 1000], [3000, 700], [1200, 800], [800, 1200], [2400, 1000], [1000, 1400]];
const cells = images.map(([w, h], i) => {
  const cell = document.createElement('div');
  cell.className = 'cell';
  cell.style.backgroundImage = `url(${paint(w, h, (i * 47) % 360, i)})`;
  cell.innerHTML = `<span>${w}×${h}</span>`;
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
function animateTo(y) {
  const s = $('d-scroller');
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
$('d-top').addEventListener('click', () => animateTo(0));

// (e) Weather pager.
const cities = [['Lisbon', 21, 'Clear'], ['Reykjavík', 4, 'Snow showers'], ['Kyoto', 17, 'Light rain'], ['Cape Town', 25, 'Windy']];
const pages = cities.map(([city, degrees, sky], i) => {
  const page = document.createElement('div');
  page.className = 'wpage';
  const image = paint(1200, 900, [30, 200, 320, 150][i], i + 3, false);
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
for (let i = 1; i <= 160; i++) fs.insertAdjacentHTML('beforeend', `<p>Paragraph ${i}: the text reflows when the panel changes width, and the line under the anchor stays put.</p>`);
let last = null;
const snapshot = () => ({ w: fs.clientWidth, h: fs.clientHeight, cw: fs.scrollWidth, ch: fs.scrollHeight, x: fs.scrollLeft, y: fs.scrollTop });
fs.addEventListener('scroll', () => { if (!fs.dataset.restoring) last = snapshot(); }, { passive: true });
new ResizeObserver(() => {
  const now = snapshot();
  if (last && (now.w !== last.w || now.h !== last.h)) {
    const unit = Number($('f-unit').value);
    const [, y] = read(wasm.sm_anchor_restore(last.w, last.h, last.cw, last.ch, last.x, last.y, now.w, now.h, now.cw, now.ch, 0.5, unit), 2);
    fs.dataset.restoring = '1';
    fs.scrollTop = y;
    delete fs.dataset.restoring;
    $('f-status').textContent = `restored to ${y.toFixed(1)} (${now.w}×${now.h})`;
  }
  last = snapshot();
}).observe(fs);
fs.scrollTop = 1400;
$('f-narrow').addEventListener('click', () => { $('f-frame').style.width = '200px'; });
$('f-wide').addEventListener('click', () => { $('f-frame').style.width = '360px'; });

// (g) The same choreography on both engines.
const cssText = $('css-g').textContent.trim();
const cssPage = cssText ? new TextDecoder().decode(Uint8Array.from(atob(cssText), (c) => c.charCodeAt(0))) : '';
const specG = structuredClone(specA);
const gSwift = $('g-swift');
gSwift.srcdoc = `<style>html,body{margin:0;background:#0b0d12}#s{position:relative;width:100%;height:300px;overflow:auto;scrollbar-width:none}
  .abs{position:absolute}#panel{width:1080px;height:1040px}#badge{width:120px;height:120px;left:40px;top:60px;border-radius:28px;background:#fff}</style>
  <div id="s"><div class="abs" id="panel"></div><div class="abs" id="badge"></div></div>`;
gSwift.addEventListener('load', () => {
  const doc = gSwift.contentDocument;
  const scroller = doc.getElementById('s');
  engine.createChoreography(specG).attach(scroller, { badge: doc.getElementById('badge'), panel: doc.getElementById('panel') });
  const gCss = $('g-css');
  if (!cssPage) { gCss.srcdoc = '<p style="color:#9aa3b8;font:14px sans-serif;padding:12px">CSS export not embedded.</p>'; return; }
  gCss.srcdoc = cssPage;
  gCss.addEventListener('load', () => {
    const other = gCss.contentDocument.getElementById('sm-scroller') ?? gCss.contentDocument.scrollingElement;
    scroller.addEventListener('scroll', () => { other.scrollLeft = scroller.scrollLeft; other.scrollTop = scroller.scrollTop; });
  });
});

// (s) Stress: 1,000 animated elements.
const grid = $('s-grid');
// Built directly in the compiled form: numbers only (see SpecCompiler).
const stressSpec = { compiled: 1, scroller: [380, 260, 380, 4200, 0, 0, 0, 0], animations: [] };
const rgba = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).concat(1);
const stressElements = {};
for (let i = 0; i < 1000; i++) {
  const x = 10 + (i % 25) * 14.5;
  const y = 20 + Math.floor(i / 25) * 100;
  const dot = document.createElement('i');
  dot.style.left = `${x}px`; dot.style.top = `${y}px`;
  grid.appendChild(dot);
  stressElements[`d${i}`] = dot;
  // An Oklab colour over the cover range of the dot's own view timeline.
  stressSpec.animations.push({ id: `d${i}`, target: `d${i}`, property: 'backgroundColor', kind: 2,
    timeline: [1, 1, x, y, 10, 10, 0, 0], fill: 3, clamp: null, space: [2, 0],
    range: [2, 0, 0, 0, 2, 0, 100, 0], easing: [0],
    keyframes: [[0, rgba('#2a3550'), []], [0.5, rgba('#ff7a59'), []], [1, rgba('#5ad1ff'), []]] });
}
const stress = engine.createChoreography(stressSpec);
stress.attach($('s-scroller'), stressElements, (ms) => {
  const times = window.scrollMotionDemo.frameTimes;
  times.push(ms);
  if (times.length > 120) times.shift();
  const average = times.reduce((a, b) => a + b, 0) / times.length;
  $('s-status').textContent = `engine + style update: ${ms.toFixed(2)} ms this frame, ${average.toFixed(2)} ms average (${times.length} frames)`;
});
window.scrollMotionDemo.ready = true;
