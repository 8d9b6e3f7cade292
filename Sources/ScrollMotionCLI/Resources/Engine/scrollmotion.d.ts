// Types of the browser runtime, Web/runtime/scrollmotion.js.
// Documented in docs/runtime.md.

/** A spec in the JSON format of docs/spec-format.md, as an object or as text. */
export type SpecAsWritten = object | string;

/** The numbers-only form `scrollmotion compile` prints (and `Choreography.compiled` holds). */
export interface CompiledSpec {
  compiled: 1;
  /** Container width and height, content width and height, insets top, left, bottom, right. */
  scroller: number[];
  animations: CompiledAnimation[];
  /** Stacking orders by element name, applied as z-index when attaching. */
  z?: Record<string, number>;
  /**
   * The animations to build instead of `animations` when the page matches
   * `(prefers-reduced-motion)` at the first build (present only when the
   * spec reduces motion); the runtime then sets it to 0.
   */
  reduced?: CompiledAnimation[] | 0;
  /**
   * The content-direction code of the scroller's content (docs/wire-format.md),
   * present only right to left (1); the numbers stay physical and the
   * engine mirrors them.
   */
  direction?: number;
  /** CSS selectors by element name: `attach` finds the elements its map leaves out by them. */
  selectors?: Record<string, string>;
  /** The elements whose frames the spec leaves out: measured when attaching. */
  measured?: string[];
  /** 1 when an animation plays in time (a trigger or smoothing): `autoAttach` loads the motion engine. */
  motion?: 1;
}

/**
 * The page itself as a scroller: `window`, `document`, its root element or
 * `document.scrollingElement` (the canonical one) all mean the viewport.
 */
export type PageScroller = Window | Document;

/** One compiled animation (numbers in the wire format of docs/wire-format.md). */
export interface CompiledAnimation {
  id: string;
  target: string | null;
  property: string;
  kind: number;
  /** Kind, axis, subject x, y, width, height, start inset, end inset. */
  timeline: number[];
  fill: number;
  clamp: [number, number] | null;
  space: number[];
  range: number[];
  easing: number[];
  keyframes: [number, number[], number[]][];
  /** The view timeline's subject element, measured when attaching. */
  subject?: string;
  /** `1` for a pin: a rebuild with new numbers (a re-measure) resolves its translation again, in every engine. */
  pin?: 1;
  /** Seconds of scrub smoothing (smoothed animations only). */
  smoothing?: number;
  /** Duration, the four action codes, the playback's easing (triggered animations only). */
  trigger?: number[];
}

/** A crossing of an animation range's edge (GSAP's onEnter, onLeave, onEnterBack, onLeaveBack; the range's start counts as inside, where GSAP's does not). */
export type RangeCrossing = 'enter' | 'leave' | 'enterBack' | 'leaveBack';

/** Which way a timeline's progress last moved; `'none'` before it moved. */
export type ScrollDirection = 'forward' | 'backward' | 'none';

/** What moves a scroller, as far as the browser can tell (docs/runtime.md). */
export type ScrollActivity = 'idle' | 'tracking' | 'decelerating' | 'animating';

/** An animation's value: a number, a pair `[x, y]`, a colour `[r, g, b, a]` in 0...1, or `null` (no effect). */
export type AnimationValue = number | [number, number] | [number, number, number, number] | null;

/**
 * What `onValue` hands its callback: a number; a pair `[x, y]` or a colour
 * `[r, g, b, a]` (0...1) in a `Float64Array` of 2 or 4 numbers, the same
 * array on every call of one subscription, overwritten by the next (copy
 * it to keep it); or `null` (no effect).
 */
export type LiveValue = number | Float64Array | null;

/** One sample of `Engine.evaluate`: the values by animation id at a content offset. */
export interface Sample {
  offset: [number, number];
  values: Record<string, AnimationValue>;
}

/** Where an animation's range starts (progress 0) and ends (progress 1), in content offsets along `axis`. */
export interface RangeOffsets {
  id: string;
  target: string | null;
  axis: 'x' | 'y';
  /** NaN while the timeline is inactive. */
  start: number;
  /** NaN while the timeline is inactive. */
  end: number;
}

/** Something with a `style`, as the runtime writes it: an element, usually. */
export interface Styled {
  style: CSSStyleDeclaration;
}

export interface AttachOptions {
  /**
   * Told how long each frame's reads, engine updates and style writes took,
   * in milliseconds, for every choreography on the page together (they share
   * one frame loop); also after attaching and after each re-measure, for
   * this choreography alone. The browser's style recalculation comes after.
   */
  onFrame?: (milliseconds: number) => void;
  /**
   * Called after each re-measure (a size change of the scroller, its
   * children or a subject, or of the page's reduced motion), after the
   * frame's writes: re-measures run at the start of the next frame, at most
   * one a frame however many changes came since the last.
   */
  onLayout?: () => void;
  /** `'measure'` (the default): the page's layout; `'spec'`: the spec's sizes and frames. */
  frames?: 'measure' | 'spec';
}

export declare class Choreography {
  /** The compiled spec as given (or as the full engine compiled it). */
  readonly compiled: CompiledSpec;
  /** The scroller's insets from the spec (its CSS padding). */
  readonly insets: { top: number; left: number; bottom: number; right: number };
  /**
   * The content offset at the browser's scroll origin (`scrollLeft` and
   * `scrollTop` 0; the right edge when the content runs right to left), for
   * the layout in use: a content offset is the scroll position plus the
   * origin, and scrolling to offset `(x, y)` is `scrollTo(x - origin.x, y - origin.y)`.
   */
  readonly origin: { x: number; y: number };
  /**
   * Drives `elements` (spec element name → element) from `scroller`'s scroll
   * position in the page's one frame loop: each frame reads every scroller
   * that scrolled once, then updates every attached choreography, then writes
   * the values that changed. First declares on each element the composites
   * its animations animate parts of (`filter`, `transform`, `box-shadow`,
   * `clip-path`) and what a property needs (`border-style: solid` where the
   * element's own is `none`, read with `getComputedStyle`). Returns a
   * function that detaches and puts back what those declarations replaced.
   * `scroller` may be the page (`PageScroller`, or `document.scrollingElement`);
   * elements the map leaves out are found by the spec's `selectors` (several
   * matches each play the element's animations). Throws, before anything on
   * the page is touched, for a selector that matches nothing and for a
   * subject without a frame that cannot be measured.
   */
  attach(scroller: HTMLElement | PageScroller, elements?: Record<string, Styled>, options?: AttachOptions | ((milliseconds: number) => void)): () => void;
  /**
   * How many measures of the page (attaching, then each re-measure)
   * refitted the built choreography in place (the scroller's sizes and
   * subjects' frames moved) and how many built it again (another variant,
   * a pin's length moved, right-to-left content of a new width).
   */
  readonly relayouts: { readonly refits: number; readonly rebuilds: number };
  /** The compiled spec with the page's layout in place of the spec's numbers. */
  measure(scroller: HTMLElement, elements: Record<string, Styled>): CompiledSpec;
  /** Plays `compiled` (same elements, new numbers: `measure`'s, or an edit's) in the same engine choreography, state kept; the full engine rebuilds only the animations whose entries are new objects, in place. Every attachment updates at the next frame. Throws `animations[N]: …` for an animation the engine refuses. */
  rebuild(compiled: CompiledSpec): void;
  /** Plays the spec as under reduced motion (`true`), as without it (`false`), or as the page's `prefers-reduced-motion` says (`null`, the default); builds again, every attachment updating at the next frame. */
  setReducedMotion(reduces: boolean | null): void;
  /** Where each animation's range starts and ends, for markers and progress readouts; empty on the shipped engine (the full engine has them). */
  ranges(): RangeOffsets[];
  /** Moves the subject `name` of view timelines to `frame` ([x, y, width, height], content coordinates) in place, keeping state; every attachment updates at the next frame. For a choreography playing the spec's frames. Returns how many animations follow it. */
  moveSubject(name: string, frame: readonly [number, number, number, number]): number;
  /** Evaluates at a content offset at `time` (seconds, or `perSecond` units to the second, 1,000 for milliseconds; leave it out when unknown); returns the raw output. */
  update(x: number, y: number, time?: number, perSecond?: number): Float64Array;
  /** Steps triggered and smoothed animations and velocities to `time` (seconds, or `perSecond` units to the second) without a scroll. */
  advance(time: number, perSecond?: number): Float64Array;
  /** Whether a triggered animation plays, a smoothed one catches up or a watched velocity decays. */
  readonly needsFrames: boolean;
  /** Calls `callback` with each crossing of the range of the animations with id `id`, once each and in order; returns a function that unsubscribes. Throws on the shipped engine. */
  onCrossing(id: string, callback: (crossing: RangeCrossing) => void): () => void;
  /** Calls `callback` when the velocity (progress per second) or direction of the timeline of the animations with id `id` changes; returns a function that unsubscribes. Throws on the shipped engine. */
  onVelocity(id: string, callback: (velocity: number, direction: ScrollDirection) => void): () => void;
  /** What moves the scroller this choreography is attached to; `'idle'` until attached. */
  readonly scrollActivity: ScrollActivity;
  /** Calls `callback` when `scrollActivity` changes; returns a function that unsubscribes. */
  onScrollActivity(callback: (activity: ScrollActivity) => void): () => void;
  /**
   * Calls `callback` with the value of the animations with id `id` on each
   * frame that changes it, after the frame's style writes, and at once with
   * the current value when there is one (attached); returns a function that
   * unsubscribes. Throws on an unknown id.
   */
  onValue(id: string, callback: (value: LiveValue) => void): () => void;
  /**
   * Sets `video.currentTime` to the number of the animations with id `id`
   * times the video's duration (a fraction, 0 the start, 1 the end), once
   * its metadata has loaded; pauses the video. Returns a function that
   * stops. Throws on an unknown id, an animation that is not a number, or
   * an element that is not a `<video>`.
   */
  scrubVideo(id: string, video: HTMLVideoElement): () => void;
  /**
   * Draws on `canvas` the image of `urls` nearest the number of the
   * animations with id `id` (a fraction, 0 the first, 1 the last), scaled
   * to cover the canvas, once it has loaded; never draws the image on the
   * canvas again. Returns a function that stops. Throws on an unknown id,
   * an animation that is not a number, a canvas without a 2d context or no
   * URLs.
   */
  scrubImageSequence(id: string, canvas: HTMLCanvasElement, urls: ArrayLike<string | URL>): () => void;
  /** The current value of each animation by id. */
  values(): Record<string, AnimationValue>;
  /** Frees the engine's memory for this choreography; the frame loop skips it from then on (detach it too). */
  release(): void;
  /** An element's layout box in the scroller's content coordinates, `[x, y, width, height]`, from the scroll origin at content offset `origin`. */
  static frame(scroller: HTMLElement, element: HTMLElement, origin: { x: number; y: number }): [number, number, number, number];
  /** The content offset at the scroll origin of a compiled scroller (`CompiledSpec.scroller`) whose content runs in `direction`. */
  static origin(scroller: number[], direction?: number): { x: number; y: number };
}

export declare class Engine {
  readonly exports: WebAssembly.Exports;
  readonly memory: WebAssembly.Memory;
  /** Whether this engine reads specs as written (scrollmotion-full.wasm). */
  readonly readsText: boolean;
  /** Whether this engine plays triggered and smoothed animations in time and reports crossings and velocities (scrollmotion-motion.wasm and scrollmotion-full.wasm; the shipped scrollmotion.wasm scrubs). */
  readonly playsMotion: boolean;
  /** Builds a choreography; throws an Error whose message lists the spec's problems with their paths. */
  createChoreography(spec: CompiledSpec | SpecAsWritten): Choreography;
  /** The values at each offset (`[x, y]`, or `y`): what `scrollmotion eval` prints. */
  evaluate(spec: CompiledSpec | SpecAsWritten, offsets: ([number, number] | number)[]): Sample[];
  withString<T>(text: string | null | undefined, body: (pointer: number, length: number) => T): T;
  withDoubles<T>(numbers: ArrayLike<number> | null | undefined, body: (pointer: number, count: number) => T): T;
}

/** Loads the engine from a URL, a Response, an ArrayBuffer or a typed array. */
export declare function loadScrollMotion(source: string | URL | Response | BufferSource): Promise<Engine>;

/** `autoAttach`'s options: `attach`'s, and where the engine, the scroller and the elements are. */
export interface AutoAttachOptions extends AttachOptions {
  /** The engine to load (as `loadScrollMotion` takes it); by default the smallest the spec needs, beside the runtime. */
  engine?: string | URL | Response | BufferSource;
  /** The scroller; by default the page. */
  scroller?: HTMLElement | PageScroller;
  /** Elements by spec name, for those without a selector. */
  elements?: Record<string, Styled>;
}

/** What `autoAttach` made: detach it with `detach()`. */
export interface AutoAttached {
  engine: Engine;
  choreography: Choreography;
  detach: () => void;
}

/**
 * Fetches the compiled spec at `specURL`, loads the smallest engine it needs,
 * and attaches it to the page (or `options.scroller`), its elements found by
 * the spec's selectors.
 */
export declare function autoAttach(specURL: string | URL, options?: AutoAttachOptions): Promise<AutoAttached>;
