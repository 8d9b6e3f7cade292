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
  // Named properties are assigned, custom ones set ('' removes either).
  const element = (name) => ({ style: new Proxy({ setProperty: (n, v) => log.push(['write', name, n, v === '' ? null : v]),
    removeProperty: (n) => log.push(['write', name, n, null]) },
  { set: (target, n, v) => { log.push(['write', name, n, v === '' ? null : v]); return true; } }) });
  // Frames at the given time in milliseconds (the rAF timestamp), 16 ms apart by default.
  let now = 0;
  const step = (time = (now += 16)) => { now = time; const pending = frames.splice(0); for (const f of pending) f(time); return pending.length; };
  return { frames, log, scroller, element, step, window };
}
