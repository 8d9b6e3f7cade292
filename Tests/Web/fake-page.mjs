// A fake page for the runtime's node tests: requestAnimationFrame frames
// stepped by hand at chosen times, scrollers that count their reads and
// dispatch their events, styles that log their writes.

// One queue for every page: a frame the runtime asked for in an earlier
// test (which failed before stepping it) still runs, so the runtime's
// one pending frame is never lost.
const frames = [];

/** A fake page: frames stepped by hand, scrollers that count their reads, styles that log their writes. */
export function fakePage() {
  globalThis.requestAnimationFrame = (callback) => { frames.push(callback); return frames.length; };
  globalThis.cancelAnimationFrame = () => {};
  // The window, where the runtime listens for pointers and touches let go.
  const window = new EventTarget();
  globalThis.addEventListener = window.addEventListener.bind(window);
  globalThis.removeEventListener = window.removeEventListener.bind(window);
  const log = [];
  // `listeners` are the scroll listeners; `on` every type's.
  const scroller = (name) => {
    const on = new Map();
    const of = (type) => on.get(type) ?? on.set(type, new Set()).get(type);
    const listeners = of('scroll');
    let top = 0;
    return {
      name, listeners, on, scrollLeft: 0, onscrollend: null,
      get scrollTop() { log.push(['read', name]); return top; },
      set scrollTop(value) { top = value; },
      addEventListener: (type, f) => { of(type).add(f); },
      removeEventListener: (type, f) => { of(type).delete(f); },
      dispatch(type) { for (const f of of(type)) f({}); },
      scroll(value) { top = value; for (const f of listeners) f(); },
    };
  };
  // Named properties are assigned, custom ones set ('' removes either);
  // the style reads back what was written, '' where nothing is. `computed`
  // is the element's own computed style where its style sets nothing
  // (`getComputedStyle`), a border style of none unless given.
  const element = (name, computed = {}) => {
    const values = new Map();
    const write = (n, v) => {
      log.push(['write', name, n, v === '' ? null : v]);
      if (v === '') values.delete(n); else values.set(n, v);
    };
    const style = new Proxy({ setProperty: write, removeProperty: (n) => write(n, ''), getPropertyValue: (n) => values.get(n) ?? '' },
      { set: (target, n, v) => { write(n, v); return true; }, get: (target, n) => target[n] ?? values.get(n) ?? '' });
    return { style, computed: { borderStyle: 'none', ...computed } };
  };
  globalThis.getComputedStyle = (element) =>
    new Proxy({}, { get: (target, n) => element.style[n] || element.computed?.[n] || '' });
  // Frames at the given time in milliseconds (the rAF timestamp), 16 ms apart by default.
  let now = 0;
  const step = (time = (now += 16)) => { now = time; const pending = frames.splice(0); for (const f of pending) f(time); return pending.length; };
  return { frames, log, scroller, element, step, window };
}

/**
 * A page the runtime measures: a scroller of `width` × `height` over
 * 3,000 points whose size the test changes (`resize`, then the
 * ResizeObserver's callbacks), elements placed in it (`element`, moved by
 * setting their offsets, then `observe` for the callbacks, told of every
 * element observed or of `targets`),
 * and a prefers-reduced-motion query whose setting it flips (`setReduced`,
 * then the query's change event). Remove `globalThis.ResizeObserver` and
 * `globalThis.matchMedia` after the test.
 */
export function measuredPage(width, height) {
  const page = fakePage();
  const scroller = page.scroller('s');
  Object.assign(scroller, {
    clientWidth: width, clientHeight: height, clientLeft: 0, clientTop: 0, scrollWidth: width, scrollHeight: 3000,
    children: [], getBoundingClientRect: () => ({ left: 0, top: 0, width: scroller.clientWidth, height: scroller.clientHeight }),
    contains: () => true,
  });
  const element = (name, [x, y, w, h]) => Object.assign(page.element(name),
    { offsetLeft: x, offsetTop: y, offsetWidth: w, offsetHeight: h, offsetParent: scroller });
  const observers = [];
  const observed = new Set();
  globalThis.ResizeObserver = class {
    constructor(callback) { this.callback = callback; this.targets = new Set(); observers.push(this); }
    observe(element) { observed.add(element); this.targets.add(element); }
    disconnect() { observers.splice(observers.indexOf(this), 1); }
  };
  const query = new EventTarget();
  query.matches = false;
  globalThis.matchMedia = (text) => {
    if (text !== '(prefers-reduced-motion: reduce)') throw new Error(`unexpected media query ${text}`);
    return query;
  };
  // Each observer is told of the elements it observes among `targets`.
  const observe = (targets = [...observed]) => {
    for (const observer of [...observers]) {
      observer.callback(targets.filter((target) => observer.targets.has(target)).map((target) => ({ target })));
    }
  };
  return {
    ...page, scroller, element, observers, observed, query, observe,
    resize(w, h = scroller.clientHeight) {
      Object.assign(scroller, { clientWidth: w, clientHeight: h, scrollWidth: w });
      observe([scroller]);
    },
    setReduced(reduces) {
      query.matches = reduces;
      query.dispatchEvent(new Event('change'));
    },
  };
}
