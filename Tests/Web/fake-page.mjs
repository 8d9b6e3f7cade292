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
