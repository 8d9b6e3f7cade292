// ScrollMotion's browser runtime: the Swift engine, compiled to
// WebAssembly, driving a choreography written in the JSON spec format
// (docs/spec-format.md). No dependencies; an ES module. The API is
// documented in docs/runtime.md and typed in scrollmotion.d.ts.
//
//   const engine = await loadScrollMotion(wasmBytesOrURL);
//   const choreography = engine.createChoreography(spec);   // compiled, or as written (full engine)
//   choreography.attach(scrollerElement, { card: cardElement });   // measures the page's layout
//   engine.evaluate(spec, [[0, 0], [0, 400]]);   // what `scrollmotion eval` prints
//
// The shipped engine (scrollmotion.wasm) reads compiled specs, the numbers
// `scrollmotion compile` prints; scrollmotion-motion.wasm also plays
// triggered and smoothed animations in time; scrollmotion-full.wasm does
// both and also reads specs as written, parsing their CSS text in Swift.
//
// Offsets are the core's content offsets: 0 at the top and left of the
// content, so a scroller with a top inset (CSS padding) rests at -inset,
// in either direction the content runs. The browser counts scrollLeft and
// scrollTop from its scroll origin, the content's start: the top left, or
// the top right in right-to-left content, where scrollLeft is 0 at the
// right edge and negative leftwards. A choreography's `origin` is the
// content offset there; offsets and measured frames are the browser's
// numbers plus the origin. The engine mirrors right-to-left content itself.
//
// The file, in order: the wire format's constants and the property
// table (both generated); the writer table (how each kind of property's
// value is made, and the values kept so that a frame makes none), the
// writers and the composite declarations attaching makes; the engine; a
// choreography; the page's one frame loop, with its watched scrollers and
// attachments; the values handed to the page (`onValue`, a video, an image
// sequence); loading.
//
// A property whose name ends in `_` is the runtime's own: scripts/build-wasm
// has esbuild shorten those names (`--mangle-props`), so they can say what
// they hold without costing the size budget. Every other property name is
// the API (scrollmotion.d.ts), a compiled spec's or the browser's.
// Each kind of record is a class whose constructor sets every field, in
// one order, so that V8 gives all its objects one shape.

// BEGIN wire format: generated from Sources/ScrollMotionWire by
// Tests/ScrollMotionWireTests/WireGeneratedFilesTests.swift; do not edit. To regenerate:
// SCROLLMOTION_REGENERATE=1 swift test --filter WireGeneratedFilesTests
const WIRE = Object.freeze({ version: 1, outputStride: 5, scrollerCount: 8, timelineCount: 8, boundaryCount: 4 });
const KIND = Object.freeze({ number: 0, pair: 1, color: 2 });
const STATE = Object.freeze({ noEffect: 0, unchanged: 1, changed: 2, cleared: 3 });
const TIMELINE = Object.freeze({ scroll: 0, view: 1 });
const AXIS = Object.freeze({ x: 0, y: 1 });
const CROSSING = Object.freeze({ enter: 0, leave: 1, enterBack: 2, leaveBack: 3 });
const DIRECTION = Object.freeze({ none: 0, forward: 1, backward: 2 });
const CONTENT_DIRECTION = Object.freeze({ leftToRight: 0, rightToLeft: 1 });
const REPORT = Object.freeze({ needsFrames: 1, events: 2 });
// END wire format
// BEGIN properties: generated from Sources/ScrollMotionSpec/Spec/SpecPropertyDeclaration.swift by
// Tests/ScrollMotionSpecTests/Spec/SpecPropertyGeneratedFilesTests.swift; do not edit. To
// regenerate: SCROLLMOTION_REGENERATE=1 swift test --filter SpecPropertyGeneratedFilesTests
// How a number is written: as it is, in px, in deg, as a percentage; or a colour.
const FORMAT = Object.freeze({ number: 0, px: 1, deg: 2, percent: 3, color: 4 });
// Each built-in property, in the documentation's order: the style
// property it writes (a custom one for a part of a composite), how,
// the composite it is a part of, and for a part of a filter or a
// transform its text in the composite's list.
const PROPERTIES = Object.freeze({
  __proto__: null,
  opacity: ['opacity', FORMAT.number, null],
  rotate: ['rotate', FORMAT.deg, null],
  scale: ['scale', FORMAT.number, null],
  translate: ['translate', FORMAT.px, null],
  backgroundColor: ['backgroundColor', FORMAT.color, null],
  cornerRadius: ['borderRadius', FORMAT.px, null],
  blur: ['--sm-blur', FORMAT.px, 'filter', 'blur(max(0px, var(--sm-blur, 0px)))'],
  brightness: ['--sm-brightness', FORMAT.number, 'filter', 'brightness(max(0, var(--sm-brightness, 1)))'],
  saturation: ['--sm-saturation', FORMAT.number, 'filter', 'saturate(max(0, var(--sm-saturation, 1)))'],
  grayscale: ['--sm-grayscale', FORMAT.number, 'filter', 'grayscale(clamp(0, var(--sm-grayscale, 0), 1))'],
  perspective: ['--sm-perspective', FORMAT.px, 'transform3D', 'perspective(max(1px, var(--sm-perspective, 1000000px)))'],
  rotateX: ['--sm-rotate-x', FORMAT.deg, 'transform3D', 'rotateX(var(--sm-rotate-x, 0deg))'],
  rotateY: ['--sm-rotate-y', FORMAT.deg, 'transform3D', 'rotateY(var(--sm-rotate-y, 0deg))'],
  anchor: ['transformOrigin', FORMAT.percent, null],
  shadowOpacity: ['--sm-shadow-opacity', FORMAT.number, 'shadow'],
  shadowRadius: ['--sm-shadow-radius', FORMAT.px, 'shadow'],
  shadowOffset: ['--sm-shadow-offset', FORMAT.px, 'shadow'],
  shadowColor: ['--sm-shadow-color', FORMAT.color, 'shadow'],
  foregroundColor: ['color', FORMAT.color, null],
  tintColor: ['--sm-tint-color', FORMAT.color, null],
  borderColor: ['borderColor', FORMAT.color, null],
  borderWidth: ['borderWidth', FORMAT.px, null],
  clipTop: ['--sm-clip-top', FORMAT.number, 'clip'],
  clipRight: ['--sm-clip-right', FORMAT.number, 'clip'],
  clipBottom: ['--sm-clip-bottom', FORMAT.number, 'clip'],
  clipLeft: ['--sm-clip-left', FORMAT.number, 'clip'],
});
// Each composite: its style property, and the one text of all its
// parts, or null where its value lists the texts of the parts an
// element animates, in the order of PROPERTIES.
const COMPOSITES = Object.freeze({
  __proto__: null,
  filter: ['filter', null],
  transform3D: ['transform', null],
  shadow: ['boxShadow', 'var(--sm-shadow-offset, 0px 0px) max(0px, var(--sm-shadow-radius, 0px)) rgb(from var(--sm-shadow-color, rgb(0 0 0 / 1)) r g b / calc(alpha * clamp(0, var(--sm-shadow-opacity, 0), 1)))'],
  clip: ['clipPath', 'inset(calc(clamp(0, var(--sm-clip-top, 0), 1) * 100%) calc(clamp(0, var(--sm-clip-right, 0), 1) * 100%) calc(clamp(0, var(--sm-clip-bottom, 0), 1) * 100%) calc(clamp(0, var(--sm-clip-left, 0), 1) * 100%))'],
});
// What an element needs for the property to show: a style property and
// its value, set where the element's own is none.
const NEEDS = Object.freeze({
  __proto__: null,
  borderColor: ['borderStyle', 'solid'],
  borderWidth: ['borderStyle', 'solid'],
});
// END properties
// Names by code (the codes count from 0).
const CROSSINGS = Object.keys(CROSSING);
const DIRECTIONS = Object.keys(DIRECTION);
// How many numbers a value of each kind has in the output, by `KIND` code.
const VALUE_LENGTHS = [1, 2, 4];
// What `sm_watch` is asked to report of an animation.
const WATCH_CROSSINGS = 0;
const WATCH_VELOCITY = 1;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

// ---------------------------------------------------------------------------
// The writer table and the writers.
//
// An animation's output is `WIRE.outputStride` numbers in the engine's
// memory: its state (`STATE`), then its value's numbers. A writer hands
// the value to the element's style property that `PROPERTIES` names for
// it, made by the writer table's entry for its `FORMAT` and value kind: a
// number (`opacity`), numbers with a unit (`12deg`, `12px -3px`, a scale's
// `1.2 0.8`, an anchor's `50% 0%`) or a colour. A part of a composite
// (`--sm-blur`) is a custom property that the element's composite
// declaration refers to (see `declareComposites`).
//
// What the writers hand to Chromium is kept, so that a frame whose values
// were seen before allocates nothing: a number already boxed (a double read
// from the engine's output is boxed each time it is passed on), a text
// already made. Each entry of the writer table keeps its own values, in a
// table made with the first writer of that kind: 1,021 sets of eight slots,
// each the key and value last made there. The key is the output's first two
// values (the engine writes 0 in the second for a number), compared with
// `Object.is`, so that a hit is the value made from exactly these numbers
// (−0 is not 0). The set is picked by their bits
// (copied into `lookupKey` and read as 32-bit words: a hash of the numbers
// themselves would put values that differ only in their last bits
// together), the second number's words multiplied by an odd constant
// before they are mixed in: the numbers of a pair are often in a ratio
// that is a power of two (a diagonal `translate` [t, 2t], an `anchor`
// [t, t / 2]), which gives them the same low word and high words that
// differ by a constant, so that mixed alike all of that pair's values
// would land in one set. A miss makes the value and puts it in a free
// slot of its set, or else in one of the eight in turn, so that up to
// eight values of one set all stay. Eight slots in half as many sets as
// four would have: for 2,600 values spread at random (a page's few
// thousand outputs), about one set in a thousand then holds more values
// than it has slots, pushing each other out on every pass, where with
// four slots a set about one in a hundred would. A
// colour's key is its channels (as one number) and alpha rounded to 8 bits
// as Chromium does with rgba()'s (it keeps nothing finer): the colour entry
// looks its values up by that key as if it were an output.

// Sets in a table of kept values (a prime: the set is the key's bits modulo
// it), and slots in a set.
const KEPT_SETS = 1021;
const SLOTS_PER_SET = 8;
// The key being looked up, copied here where its bits are read as 32-bit words.
const lookupKey = new Float64Array(2);
const lookupKeyWords = new Int32Array(lookupKey.buffer);
// How many values all the tables have made rather than found; a miss in a
// full set takes the slot this picks, so that the four take turns.
let madeCount = 0;

/**
 * An entry of the writer table: one kind of value a property takes, how
 * it is made from an animation's output, and the values made so far,
 * keyed by the output's first two numbers. The key is read here, not by a
 * function each entry brings: such a small function, called for every
 * value, is optimised late, and its compiling in the middle of a warm
 * frame allocates (Tests/Web/allocation_browser_test.py sees it). An entry
 * keyed otherwise overrides `value_` (`ColorFormat`).
 */
class ValueFormat {
  /** `make(output, base)` makes the value of the output at `base` (its numbers from `base + 1`). */
  constructor(make) {
    /** Makes the value handed to the style: a number or a text. */
    this.make_ = make;
    /** Each slot's key, two numbers a slot; null until a writer uses this format. */
    this.keys_ = null;
    /** Each slot's value, undefined while the slot is free; null until a writer uses this format. */
    this.values_ = null;
  }

  /** Makes the tables of kept values (about 160 KB) unless made: only the formats some writer uses have them. */
  startKeeping_() {
    if (this.values_ !== null) return;
    this.keys_ = new Float64Array(KEPT_SETS * SLOTS_PER_SET * 2);
    this.values_ = Array(KEPT_SETS * SLOTS_PER_SET).fill();
  }

  /** The value of the output at `base`: the one kept for its key, else a new one, kept. */
  value_(output, base) {
    const keys = this.keys_;
    const values = this.values_;
    const first = (lookupKey[0] = output[base + 1]);
    const second = (lookupKey[1] = output[base + 2]);
    const words = lookupKeyWords;
    const set = (((words[0] ^ words[1] ^ Math.imul(words[2] ^ words[3], 0x9e3779b1)) >>> 0) % KEPT_SETS) * SLOTS_PER_SET;
    let slot = set + (madeCount % SLOTS_PER_SET);
    for (let candidate = set; candidate < set + SLOTS_PER_SET; candidate++) {
      if (values[candidate] === undefined) slot = candidate;
      else if (Object.is(keys[candidate * 2], first) && Object.is(keys[candidate * 2 + 1], second)) return values[candidate];
    }
    madeCount++;
    keys.set(lookupKey, slot * 2);
    return (values[slot] = this.make_(output, base));
  }
}

const channel = (fraction) => (fraction < 0 ? 0 : fraction > 1 ? 255 : Math.round(fraction * 255));
// A colour's key, laid out as an output (the state's place unused): its
// channels rounded to 8 bits as one number, then its alpha rounded to 8 bits.
const colorKey = new Float64Array(3);

/**
 * The colour entry of the writer table: a colour's values are kept by its
 * channels and alpha rounded to 8 bits as Chromium does with rgba()'s (it
 * keeps nothing finer), so they are looked up and made from that key.
 */
class ColorFormat extends ValueFormat {
  value_(output, base) {
    colorKey[1] = (channel(output[base + 1]) << 16) | (channel(output[base + 2]) << 8) | channel(output[base + 3]);
    colorKey[2] = channel(output[base + 4]);
    return super.value_(colorKey, 0);
  }
}

/**
 * A colour's text, made from its key (`colorKey`): alpha as Chromium
 * serialises its 8 bits, with two decimals when they read back as the same
 * 8 bits, three otherwise (CSSOM's <alphavalue>).
 */
function colorText(key, base) {
  const rgb = key[base + 1];
  const alpha = key[base + 2];
  const channels = `${rgb >> 16}, ${(rgb >> 8) & 255}, ${rgb & 255}`;
  if (alpha === 255) return `rgb(${channels})`;
  const twoDecimals = Math.round((alpha * 100) / 255) / 100;
  const text = Math.round(twoDecimals * 255) === alpha ? twoDecimals : Math.round((alpha * 1000) / 255) / 1000;
  return `rgba(${channels}, ${text})`;
}

/**
 * The writer table's entries that write text: each number times `factor`,
 * followed by `unit`; by value kind, one number (`KIND.number`) or a pair
 * (`KIND.pair`), its numbers separated by a space.
 */
function textFormats(unit, factor) {
  return [
    new ValueFormat((output, base) => `${output[base + 1] * factor}${unit}`),
    new ValueFormat((output, base) => `${output[base + 1] * factor}${unit} ${output[base + 2] * factor}${unit}`),
  ];
}

// The writer table: one entry per kind of value, each with its own kept
// values, by `FORMAT` code, then by value kind (`KIND`); none where the
// kind does not fit the format. A plain number goes to a named property as
// it is (`NUMBER`), which Chromium's setters take without parsing text,
// and to a custom property, which only `setProperty` writes, as text: a
// number handed there is made into a string on every write.
const NUMBER = new ValueFormat((output, base) => output[base + 1]);
const FORMATS = [textFormats('', 1), textFormats('px', 1), textFormats('deg', 1), textFormats('%', 100),
  [, , new ColorFormat(colorText)]];

/**
 * Writes one animation's values to one element's style. Made once per
 * animation and element, when a choreography is attached or rebuilt, so
 * that a frame looks nothing up. Named properties are assigned
 * (`style.opacity = 0.5`): Chromium's setters take numbers without
 * parsing text, several times faster than `setProperty`, which custom
 * properties need.
 */
class Writer {
  /** A writer of `property` (its name in the spec, and its compiled `kind`) to `element`. */
  constructor(element, property, kind) {
    // A property of the app's own (`--name`) is a custom property of that name, a plain number.
    const [name, format] = PROPERTIES[property] ?? [property, FORMAT.number];
    const custom = name[0] === '-';
    const entry = !custom && format === FORMAT.number && kind === KIND.number ? NUMBER : FORMATS[format][kind];
    if (entry === undefined) throw new Error(`${property} takes no value of kind ${kind}`);
    entry.startKeeping_();
    /** The element's style declaration. */
    this.style_ = element.style;
    /** The style property it writes: a JavaScript style name (`borderRadius`) or a custom property (`--sm-blur`, `--name`). */
    this.property_ = name;
    /** Whether it is a custom property, which only `setProperty` writes. */
    this.custom_ = custom;
    /** The writer table's entry for the property: how its values are made, and the ones kept. */
    this.format_ = entry;
  }

  /** Writes the value of the output at `base`; a null output removes the property (an empty value). */
  write_(output, base) {
    const value = output === null ? '' : this.format_.value_(output, base);
    if (this.custom_) this.style_.setProperty(this.property_, value);
    else this.style_[this.property_] = value;
  }
}

/**
 * Declares, on each of `elements` (by spec element name) that `animations`
 * animate, what its animated properties need to show: each composite its
 * animations animate parts of (`COMPOSITES`: the whole shadow or clip; a
 * filter or a 3D transform of the parts it animates, in the order of
 * `PROPERTIES`), and what a property needs (`NEEDS`: a border's style,
 * where the element's own computed value is `none`). Each part's custom
 * property is registered as not inherited, with no initial value (syntax
 * `*`), so that an element inside another never shows the outer one's
 * parts through its own composite, and a part not set falls back to its
 * neutral value. Returns what was there, `[style, name, value]` each
 * (each style property of an element once).
 */
function declareComposites(elements, animations) {
  // The properties each element's animations animate.
  const animated = new Map();
  for (const { target, property } of animations) {
    const element = elements[target];
    if (element) (animated.get(element) ?? animated.set(element, new Set()).get(element)).add(property);
  }
  const previous = [];
  const declare = (element, name, value) => {
    previous.push([element.style, name, element.style[name]]);
    element.style[name] = value;
  };
  for (const [element, properties] of animated) {
    // Each composite's value, by group.
    const values = new Map();
    for (const property in PROPERTIES) {
      const [name, , group, text] = PROPERTIES[property];
      if (group === null || !properties.has(property)) continue;
      try {
        CSS.registerProperty({ name, syntax: '*', inherits: false });
      } catch {
        // Registered already, by an earlier attach, or no such API (node).
      }
      values.set(group, COMPOSITES[group][1] ?? (values.has(group) ? `${values.get(group)} ${text}` : text));
    }
    for (const [group, value] of values) declare(element, COMPOSITES[group][0], value);
    // A need shared by two properties (a border's colour and width) is declared once: then the element has it.
    for (const property of properties) {
      const need = NEEDS[property];
      if (need && getComputedStyle(element)[need[0]] === 'none') declare(element, ...need);
    }
  }
  return previous;
}

// ---------------------------------------------------------------------------
// The engine.

/** A loaded WebAssembly engine: what builds choreographies, and how numbers and text reach its memory. */
class Engine {
  constructor(instance) {
    /** The engine's exports: its `sm_…` functions (Sources/ScrollMotionWeb) and its memory. */
    this.exports = instance.exports;
    /** Its memory, where it takes a spec's numbers and leaves its outputs. */
    this.memory = instance.exports.memory;
  }

  /** Calls `body` with the string's UTF-8 bytes in wasm memory and their count, then frees them. */
  withString(text, body) {
    return text == null ? body(0, 0) : this.withCopy_(encoder.encode(String(text)), body);
  }

  /** Calls `body` with the numbers written as doubles in wasm memory and their count, then frees them. */
  withDoubles(numbers, body) {
    return numbers?.length ? this.withCopy_(new Float64Array(numbers), body) : body(0, 0);
  }

  /** Calls `body` with a copy of the typed array `values` in wasm memory and their count, then frees it. */
  withCopy_(values, body) {
    const pointer = this.exports.sm_alloc(values.byteLength);
    new values.constructor(this.memory.buffer, pointer, values.length).set(values);
    try {
      return body(pointer, values.length);
    } finally {
      this.exports.sm_free(pointer);
    }
  }

  /** The UTF-8 text of `length` bytes at `pointer` in wasm memory. */
  text_(pointer, length) {
    return decoder.decode(new Uint8Array(this.memory.buffer, pointer, length).slice());
  }

  /** Whether this engine reads specs as written (scrollmotion-full.wasm). */
  get readsText() {
    return typeof this.exports.sm_compile === 'function';
  }

  /**
   * Whether this engine plays triggered and smoothed animations in time and
   * reports crossings and velocities (scrollmotion-motion.wasm and
   * scrollmotion-full.wasm; the shipped engine leaves them out to stay
   * within its size budget and scrubs).
   */
  get playsMotion() {
    return typeof this.exports.sm_update_at === 'function';
  }

  /**
   * Compiles a spec as written with the engine's own Swift compiler (the
   * one `scrollmotion compile` runs), so that this runtime only ever reads
   * the compiled form. Calls `fail` with the spec's problems.
   */
  compile_(spec, handle, fail) {
    const text = typeof spec === 'string' ? spec : JSON.stringify(spec);
    const succeeded = this.withString(text, (pointer, length) => this.exports.sm_compile(handle, pointer, length));
    if (!succeeded) fail('spec');
    return JSON.parse(this.text_(this.exports.sm_text(handle), this.exports.sm_text_length(handle)));
  }

  /** The engine's message for the last failure of the choreography `handle`. */
  error_(handle) {
    return this.readsText ? this.text_(this.exports.sm_error(handle), this.exports.sm_error_length(handle)) : 'invalid compiled spec';
  }

  /** Builds a choreography from a spec; throws with the engine's message. */
  createChoreography(spec) {
    return new Choreography(this, spec);
  }

  /**
   * Evaluates `spec` at each `[x, y]` offset: the `samples` array of
   * `scrollmotion eval`. As there, triggered and smoothed animations are
   * where they come to rest after each offset (time is stepped by a
   * million seconds until nothing moves).
   */
  evaluate(spec, offsets) {
    const choreography = this.createChoreography(spec);
    let time = 0;
    try {
      return offsets.map((offset) => {
        const [x, y] = Array.isArray(offset) ? offset : [0, offset];
        choreography.update(x, y);
        for (let step = 0; step < 9 && choreography.needsFrames; step++) choreography.advance((time += 1e6));
        return { offset: [x, y], values: choreography.values() };
      });
    } finally {
      choreography.release();
    }
  }
}

// ---------------------------------------------------------------------------
// A choreography.

/** What the runtime keeps of one compiled animation, at its index in the engine's output. */
class AnimationInfo {
  constructor(compiled) {
    /** The spec's id, by which `values()`, `onCrossing` and `onVelocity` name it. */
    this.id = compiled.id;
    /** The name of the element it animates, in the spec and in `attach`'s elements. */
    this.target = compiled.target;
    /** The property it writes. */
    this.property = compiled.property;
    /** Its value kind's code (`KIND`). */
    this.kind = compiled.kind;
    /** Its timeline's axis, `'x'` or `'y'`. */
    this.axis = compiled.timeline[1] === AXIS.x ? 'x' : 'y';
  }
}

/**
 * A spec built in the engine: evaluated directly (`update`, `advance`,
 * `values`) or attached to a scroller and its elements in the page's frame
 * loop (`attach`).
 */
class Choreography {
  constructor(engine, spec) {
    /** The engine it runs on. */
    this.engine_ = engine;
    /** The engine's choreography, 0 once released. */
    this.handle_ = engine.exports.sm_new();
    /** Each animation (`AnimationInfo`) in the engine's order; a rebuild makes a new array. */
    this.animations_ = [];
    /** The engine's output, a view of its memory made again when the memory or the address moves; null after a rebuild. */
    this.output_ = null;
    /** What the last update or advance returned: the output's address, with `REPORT`'s flags. */
    this.report_ = 0;
    /** Callbacks by animation index: crossings and velocities. */
    this.crossingListeners_ = [];
    this.velocityListeners_ = [];
    /** Callbacks of the scroll activity. */
    this.activityListeners_ = [];
    /** `onValue`'s subscriptions (`ValueListener`), one per animation and callback. */
    this.valueListeners_ = [];
    /** The scroller it was last attached to (`WatchedScroller`), null until attached. */
    this.scroller_ = null;
    /** The compiled spec as given (or as the full engine compiled it): measuring starts from it again on every resize. */
    this.compiled = null;
    /** The scroller's insets from the spec (its CSS padding). */
    this.insets = null;
    /** The content offset at the browser's scroll origin, for the layout in use. */
    this.origin = null;
    /**
     * The scroller's numbers as last measured (`measure`'s `scroller`),
     * made once and measured into (a width of -1 until measured): its
     * client width and height stay while the page's width does. A plain
     * array of small integers, read without boxing a number.
     */
    this.measured_ = [-1, 0, 0, 0, 0, 0, 0, 0];
    /** The compiled spec built last, its variant chosen: what a refit changes the numbers of. */
    this.built_ = null;
    /** The key of the variant built (`sm_variant_key`). */
    this.key_ = 0;
    /** The content width built, which right-to-left subjects are mirrored in. */
    this.contentWidth_ = 0;
    /** The elements the last build measured (`relayout_`), null when it measured none: only then can a re-measure refit. */
    this.fitted_ = null;
    /** The view timelines' subjects of the last build (`Subjects`), made on its first refit. */
    this.subjects_ = null;
    /** Each pin's animation index and the length its keyframes were resolved for, in pairs. */
    this.pins_ = [];
    /**
     * How many measures of the page (attaching, then each re-measure)
     * refitted the built choreography in place, and how many built it
     * again (see `relayout_`): for tests and a page's own readout.
     */
    this.relayouts = { refits: 0, rebuilds: 0 };
    const fail = (where) => {
      const message = `${where}: ${engine.error_(this.handle_)}`;
      this.release();
      throw new Error(message);
    };
    if (!spec.compiled) {
      if (!engine.readsText) {
        this.release();
        throw new Error('this engine reads compiled specs only: run `scrollmotion compile` on the spec, or load scrollmotion-full.wasm');
      }
      spec = engine.compile_(spec, this.handle_, fail);
    }
    this.compiled = spec;
    /** The compiled spec last built with its alternatives (`cases`, `reduced`), measured or not: what a change of reduced motion chooses from again. */
    this.layout_ = spec;
    this.build_(this.variant_(spec), fail);
  }

  /**
   * `compiled` with the animations that play in its container (`scroller`'s
   * first two numbers) under the page's reduced motion, and no
   * alternatives left: the `cases` member of the key the engine chooses
   * (`sm_variant_key`, the choice every front end makes), or for a spec
   * without variants its `reduced` animations under reduced motion (key
   * 1), or else its `animations`.
   */
  variant_(compiled) {
    const key = (this.key_ = this.variantKey_(compiled, compiled.scroller[0], compiled.scroller[1]));
    return { ...compiled, animations: (compiled.cases || { 1: compiled.reduced })[key] || compiled.animations, cases: 0, reduced: 0 };
  }

  /**
   * The key of the variant of `compiled` that plays in a container `width`
   * × `height` under the page's reduced motion (`sm_variant_key`, the
   * choice every front end makes); 0 for a spec without alternatives.
   */
  variantKey_(compiled, width, height) {
    if (!compiled.cases && !compiled.reduced) return 0;
    const engine = this.engine_;
    const reduces = (this.reduces_ ?? globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches) ? 1 : 0;
    return engine.withDoubles(compiled.variants, (pointer, count) =>
      engine.exports.sm_variant_key(pointer, count, width, height, reduces));
  }

  /**
   * Plays the spec as under reduced motion (`true`: its `reduced`
   * animations, the variants whose `reducedMotion` is true), as without it
   * (`false`), or as the page's `prefers-reduced-motion` says (`null`, the
   * default): builds again, and every attachment updates at the next frame.
   * For a preview of either (an editor's); a page follows its reader's
   * setting.
   */
  setReducedMotion(reduces) {
    this.reduces_ = reduces;
    this.rebuild(this.layout_);
  }

  /** Every animation the spec may play, in any variant: what attaching declares composites for. */
  everyAnimation_() {
    const { animations, cases, reduced } = this.compiled;
    return [animations, reduced || [], ...Object.values(cases || {})].flat();
  }

  /**
   * Calls `relayout` whenever the page's reduced motion changes, when the
   * spec plays otherwise under it; returns a function that stops.
   */
  followReducedMotion_(relayout) {
    const query = (this.compiled.cases || this.compiled.reduced) && globalThis.matchMedia?.('(prefers-reduced-motion: reduce)');
    query?.addEventListener('change', relayout);
    return () => query?.removeEventListener('change', relayout);
  }

  /** The animations of each variant of the compiled spec placed by `place`, as `measure` places `animations`. */
  placeVariants_(place) {
    const { cases, reduced } = this.compiled;
    return {
      cases: cases && Object.fromEntries(Object.entries(cases).map(([key, list]) => [key, list.map(place)])),
      reduced: reduced && reduced.map(place),
    };
  }

  /** Describes `compiled` to the engine's choreography and builds it; calls `fail` with the path of what the engine refuses. */
  build_(compiled, fail) {
    const engine = this.engine_;
    const exports = engine.exports;
    const handle = this.handle_;
    if (compiled.compiled !== WIRE.version) throw new Error(`unsupported compiled spec version ${compiled.compiled}`);
    const [containerWidth, containerHeight, contentWidth, contentHeight, top, left, bottom, right] = compiled.scroller;
    const direction = compiled.direction ?? CONTENT_DIRECTION.leftToRight;
    this.insets = { top, left, bottom, right };
    this.origin = Choreography.origin(compiled.scroller, direction);
    this.built_ = compiled;
    this.contentWidth_ = contentWidth;
    // What a refit needs is listed again for these animations (`relayout_`, `rebuild`).
    this.fitted_ = this.subjects_ = null;
    this.pins_ = [];
    const scrollerSet = exports.sm_set_scroller(handle, containerWidth, containerHeight, contentWidth, contentHeight,
      top, left, bottom, right, direction);
    if (!scrollerSet) fail('direction');
    compiled.animations.forEach((animation, position) => {
      this.describe_(animation, position, fail);
      this.animations_.push(new AnimationInfo(animation));
    });
    if (!exports.sm_build(handle)) fail(`animations[${exports.sm_failed_animation(handle)}]`);
  }

  /**
   * Describes `animation` to the engine as its animation `index`: a new
   * one (`sm_add`, in order), or with `again` in place of the one built
   * there (the full engine's `sm_describe_again`, see `rebuildChanged_`).
   */
  describe_(animation, index, fail, again) {
    const engine = this.engine_;
    const exports = engine.exports;
    const handle = this.handle_;
    const where = `animations[${index}]`;
    const clamp = animation.clamp ?? [NaN, NaN];
    // -1 for a refused timeline either way.
    const head = (pointer) => (again ? exports.sm_describe_again(handle, index, animation.kind, pointer, animation.fill, clamp[0], clamp[1]) - 1
      : exports.sm_add(handle, animation.kind, pointer, animation.fill, clamp[0], clamp[1]));
    if (engine.withDoubles(animation.timeline, head) < 0) fail(`${where}.timeline`);
    if (!engine.withDoubles(animation.range, (pointer) => exports.sm_set_range_encoded(handle, index, pointer))) fail(`${where}.range`);
    const eased = engine.withDoubles(animation.easing, (pointer, count) => exports.sm_set_easing_encoded(handle, index, pointer, count));
    if (!eased) fail(`${where}.easing`);
    if (animation.kind === KIND.color) exports.sm_set_color_space(handle, index, animation.space[0], animation.space[1]);
    animation.keyframes.forEach(([offset, values, easing], keyframe) => {
      const added = engine.withDoubles(values, (valuesPointer, valueCount) => engine.withDoubles(easing,
        (easingPointer, easingCount) => exports.sm_add_keyframe_encoded(handle, index, offset, valuesPointer, valueCount,
          easingPointer, easingCount)));
      if (!added) fail(`${where}.keyframes[${keyframe}]`);
    });
    // A trigger's numbers, or a smoothing's one.
    const motion = engine.playsMotion && (animation.trigger ?? (animation.smoothing && [animation.smoothing]));
    if (motion && !engine.withDoubles(motion, (pointer, count) => exports.sm_set_motion(handle, index, pointer, count))) {
      fail(`${where}.${animation.trigger ? 'trigger' : 'smoothing'}`);
    }
  }

  /**
   * Evaluates at a content offset at `time` (seconds on the frames' clock,
   * or whatever counts `perSecond` to the second: 1,000 for milliseconds;
   * leave it out when unknown: a playback it starts then counts from the
   * next `advance`), fires the crossings and velocities it brings, and
   * returns the raw output (`WIRE.outputStride` numbers each).
   */
  update(x, y, time = NaN, perSecond = 1) {
    const exports = this.engine_.exports;
    return this.read_(this.engine_.playsMotion
      ? exports.sm_update_at(this.handle_, x, y, time, perSecond)
      : exports.sm_update(this.handle_, x, y));
  }

  /**
   * Moves triggered and smoothed animations and velocities on to `time`
   * (seconds, or `perSecond` to the second) without a scroll (a frame
   * while `needsFrames`); returns the raw output.
   */
  advance(time, perSecond = 1) {
    return this.read_(this.engine_.exports.sm_advance(this.handle_, time, perSecond));
  }

  /** Whether a triggered animation plays, a smoothed one catches up or a watched velocity decays. */
  get needsFrames() {
    return (this.report_ & REPORT.needsFrames) > 0;
  }

  /**
   * Takes the output from the address an update returned, with the flags
   * the motion engine adds to it (`REPORT`; the shipped engine adds none):
   * a frame loop learns from them, without reading a number out of the
   * engine's memory, whether to read the events and to ask for frames.
   */
  read_(report) {
    const engine = this.engine_;
    const buffer = engine.memory.buffer;
    const pointer = report & -4;
    this.report_ = report;
    const output = this.output_;
    if (output === null || output.buffer !== buffer || output.byteOffset !== pointer) {
      this.output_ = new Float64Array(buffer, pointer, this.animations_.length * WIRE.outputStride);
    }
    if (!(report & REPORT.events)) return this.output_;
    // `[needsFrames, crossings, velocities]`, then `[animation, crossing]`
    // each, then `[animation, velocity, direction]` each (docs/wire-format.md).
    const events = new Float64Array(buffer, engine.exports.sm_events(this.handle_));
    // The callbacks run after reading: a callback may call into the engine.
    const calls = [];
    let at = 3;
    for (let count = 0; count < events[1]; count++, at += 2) {
      const crossing = CROSSINGS[events[at + 1]];
      for (const listener of this.crossingListeners_[events[at]] ?? []) calls.push(() => listener(crossing));
    }
    for (let count = 0; count < events[2]; count++, at += 3) {
      const velocity = events[at + 1];
      const direction = DIRECTIONS[events[at + 2]];
      for (const listener of this.velocityListeners_[events[at]] ?? []) calls.push(() => listener(velocity, direction));
    }
    for (const call of calls) call();
    return this.output_;
  }

  /**
   * Calls `callback(crossing)` with each crossing of the range of the
   * animations with id `id` (`'enter'`, `'leave'`, `'enterBack'`,
   * `'leaveBack'`), once per crossing and in order; returns a function
   * that unsubscribes.
   */
  onCrossing(id, callback) {
    return this.listen_(id, this.crossingListeners_, WATCH_CROSSINGS, callback);
  }

  /**
   * Calls `callback(velocity, direction)` whenever the velocity (progress
   * per second) or direction (`'forward'`, `'backward'`, `'none'`) of the
   * timeline of the animations with id `id` changes; returns a function
   * that unsubscribes.
   */
  onVelocity(id, callback) {
    return this.listen_(id, this.velocityListeners_, WATCH_VELOCITY, callback);
  }

  /** Adds `callback` to `listeners` for each animation with id `id`, which the engine then reports (`watched`, a `WATCH_…` code). */
  listen_(id, listeners, watched, callback) {
    const indices = this.indices_(id);
    if (!this.engine_.playsMotion) throw new Error('crossings and velocities need scrollmotion-motion.wasm: this engine leaves time-based motion out');
    for (const index of indices) {
      this.engine_.exports.sm_watch(this.handle_, index, watched);
      (listeners[index] ??= []).push(callback);
    }
    return () => {
      for (const index of indices) listeners[index] = listeners[index].filter((listener) => listener !== callback);
    };
  }

  /** The indices of the animations with id `id`; throws when there is none. */
  indices_(id) {
    const indices = [];
    this.animations_.forEach((animation, index) => {
      if (animation.id === id) indices.push(index);
    });
    if (!indices.length) throw new Error(`no animation with id ${id}`);
    return indices;
  }

  /** What moves the scroller this choreography was last attached to: `'idle'` until attached. */
  get scrollActivity() {
    return this.scroller_?.activity_ ?? 'idle';
  }

  /**
   * Calls `callback(activity)` whenever what moves the attached scroller
   * changes (`'idle'`, `'tracking'`, `'decelerating'`, `'animating'`; see
   * docs/runtime.md); returns a function that unsubscribes.
   */
  onScrollActivity(callback) {
    this.activityListeners_.push(callback);
    return () => {
      this.activityListeners_ = this.activityListeners_.filter((listener) => listener !== callback);
    };
  }

  /**
   * Calls `callback(value)` with the value of the animations with id `id`
   * on each frame of the page's frame loop that changes it, after that
   * frame's style writes, and at once with the current value when there is
   * one; returns a function that unsubscribes. See `ValueListener`.
   */
  onValue(id, callback) {
    if (typeof callback !== 'function') throw new TypeError(`onValue: ${callback} is not a function`);
    return this.subscribe_(this.indices_(id), callback, null);
  }

  /**
   * Scrubs `video`'s `currentTime` with the number of the animations with
   * id `id`, a fraction of its duration (`VideoScrubber`); returns a
   * function that stops.
   */
  scrubVideo(id, video) {
    const indices = this.numbers_(id, 'scrubVideo');
    const scrubber = new VideoScrubber(video);
    return this.subscribe_(indices, scrubber.show_, scrubber);
  }

  /**
   * Draws on `canvas` the frame of `urls` that the number of the
   * animations with id `id` picks, a fraction across them
   * (`ImageSequence`); returns a function that stops.
   */
  scrubImageSequence(id, canvas, urls) {
    const indices = this.numbers_(id, 'scrubImageSequence');
    const sequence = new ImageSequence(canvas, urls);
    return this.subscribe_(indices, sequence.show_, sequence);
  }

  /** The indices of the animations with id `id`, which must all have numbers (`caller` names the method in the message). */
  numbers_(id, caller) {
    const indices = this.indices_(id);
    if (indices.some((index) => this.animations_[index].kind !== KIND.number)) {
      throw new TypeError(`${caller}: animation ${id} is not a number`);
    }
    return indices;
  }

  /**
   * Hands `callback` the values of the animations at `indices` from now
   * on, the current ones at once; returns a function that unsubscribes and
   * stops `target` (a video or an image sequence), if any.
   */
  subscribe_(indices, callback, target) {
    const listeners = indices.map((index) => new ValueListener(index, this.animations_[index].kind, callback));
    this.valueListeners_.push(...listeners);
    // A view whose memory grew since is empty: the next update brings the values.
    if (this.output_?.length) for (const listener of listeners) listener.deliver_(this.output_, true);
    return () => {
      this.valueListeners_ = this.valueListeners_.filter((listener) => !listeners.includes(listener));
      target?.stop_();
    };
  }

  /** Hands the `onValue` callbacks the values of `output` that changed or were cleared: the frame loop's, after its style writes. */
  deliver_(output) {
    const listeners = this.valueListeners_;
    for (let index = 0; index < listeners.length; index++) listeners[index].deliver_(output, false);
  }

  /** The current value of each animation by id, `null` for no effect. */
  values() {
    const values = {};
    this.animations_.forEach((animation, index) => {
      values[animation.id] = this.value_(index);
    });
    return values;
  }

  /** The current value of the animation at `index`: a number, an array of numbers, or null for no effect. */
  value_(index) {
    const output = this.output_;
    const base = index * WIRE.outputStride;
    const state = output[base];
    if (state === STATE.noEffect || state === STATE.cleared) return null;
    const kind = this.animations_[index].kind;
    const numbers = Array.from(output.subarray(base + 1, base + 1 + VALUE_LENGTHS[kind]));
    return kind === KIND.number ? numbers[0] : numbers;
  }

  /**
   * Drives `elements` (a map from spec element names to DOM elements) from
   * `scroller`'s scroll position, on the page's one frame loop (see
   * `Attachment`), first declaring on the elements the composites their
   * animations animate parts of (`declareComposites`). Returns a function
   * that detaches and puts back what those declarations replaced.
   * `options` is `{ onFrame, onLayout, frames }` (or just `onFrame`): `onFrame(milliseconds)`
   * is told how long each frame's reads, updates and writes took, for every
   * choreography on the page together; `onLayout()` is called after each
   * re-measure; `frames: 'spec'` keeps the spec's sizes and frames instead
   * of measuring the page (see `follow_`). `scroller` may be the page
   * (`scrollerElement`), or the scrolling element of another document
   * (a same-origin frame's); elements the map leaves out are found by the
   * spec's selectors in the scroller's document (`find_`), which throws
   * before the page is touched.
   */
  attach(scroller, elements, options = {}) {
    if (typeof options === 'function') options = { onFrame: options };
    scroller = scrollerElement(scroller);
    // Nothing to measure outside a browser's layout (node, a fake scroller).
    const measures = options.frames !== 'spec' && typeof scroller.getBoundingClientRect === 'function';
    elements = this.find_(elements, measures, scroller.ownerDocument ?? globalThis.document);
    const attachment = new Attachment(this, scroller, elements, options, measures);
    this.scroller_ = attachment.scroller_;
    const unfollow = this.follow_(scroller, elements, attachment);
    const unfollowMotion = this.followReducedMotion_(attachment.invalidate_);
    attachment.apply_();
    return () => {
      unfollowMotion();
      unfollow();
      attachment.detach_();
    };
  }

  /**
   * `elements` with the elements of the spec's selectors that it leaves
   * out, found in `root` (the scroller's document). A selector with several matches stands for
   * each of them: the choreography is rebuilt with every animation of that
   * element once per match (`expandMatches`), as `name[0]`, `name[1]`…
   * Throws, before anything on the page is touched, for a selector that
   * matches nothing and for a view timeline's subject without a frame in
   * the spec that cannot be measured (`measures` false, or no element).
   */
  find_(elements = {}, measures, root = globalThis.document) {
    const compiled = this.compiled;
    const found = { ...elements };
    const counts = {};
    for (const [name, selector] of Object.entries(compiled.selectors ?? {})) {
      if (found[name]) continue;
      // An invalid selector throws the browser's SyntaxError, which quotes it.
      const matches = root.querySelectorAll(selector);
      if (!matches.length) throw new Error(`element '${name}': no element on the page matches the selector '${selector}'`);
      if (matches.length === 1) found[name] = matches[0];
      else matches.forEach((element, index) => (found[`${name}[${index}]`] = element), (counts[name] = matches.length));
    }
    // Every variant's subjects: any of them may play after a resize.
    const animations = this.everyAnimation_();
    for (const name of compiled.measured ?? []) {
      if (!animations.some((animation) => animation.subject === name)) continue;
      if (!measures || !(found[name] || counts[name])) throw new Error(`element '${name}' has no frame in the spec: measure its element in the page`);
    }
    if (Object.keys(counts).length) this.rebuild_((this.compiled = expandMatches(compiled, counts)));
    return found;
  }

  /**
   * Gives the engine the page's real layout: applies the spec's stacking
   * order (`z`), then, when `attachment` measures the page (not
   * `frames: 'spec'`), measures the scroller and every view-timeline
   * subject and builds with those numbers (`relayout_`), and whenever the
   * scroller, its children or a subject change size (ResizeObserver) marks
   * the attachment for a re-measure on the next frame. Returns a function
   * that stops observing.
   */
  follow_(scroller, elements, attachment) {
    for (const [name, z] of Object.entries(this.compiled.z ?? {})) {
      if (elements[name]) elements[name].style.zIndex = String(z);
    }
    if (!attachment.measures_) return () => {};
    this.relayout_(scroller, elements);
    if (typeof ResizeObserver === 'undefined') return () => {};
    let initial = true;
    const observer = new ResizeObserver((entries) => {
      // The first call reports the sizes just measured.
      if (initial) initial = false;
      else {
        // Anything but the scroller resized: the subjects may have moved.
        for (let index = 0; index < entries.length; index++) if (entries[index].target !== scroller) attachment.moved_ = true;
        attachment.invalidate_();
      }
    });
    // Every variant's subjects: any of them may play after a resize.
    const observed = new Set([scroller, ...scroller.children]);
    for (const animation of this.everyAnimation_()) {
      if (animation.subject && elements[animation.subject]) observed.add(elements[animation.subject]);
    }
    for (const element of observed) observer.observe(element);
    return () => observer.disconnect();
  }

  /**
   * The compiled spec with the page's layout in place of the spec's
   * numbers: the scroller's client size and scroll size (less the spec's
   * insets, which are its padding), and each view-timeline subject's frame
   * in content coordinates (`Choreography.frame`).
   */
  measure(scroller, elements) {
    const measured = Array.from(this.measureScroller_(scroller));
    const origin = Choreography.origin(measured, this.compiled.direction);
    const place = (animation) => {
      if (animation.timeline[0] !== TIMELINE.view || !elements[animation.subject]) return animation;
      // The timeline's numbers: kind, axis, then the subject's x, y, width, height, then the insets.
      const timeline = animation.timeline.slice();
      timeline.splice(2, 4, ...Choreography.frame(scroller, elements[animation.subject], origin));
      return { ...animation, timeline };
    };
    return { ...this.compiled, scroller: measured, animations: this.compiled.animations.map(place), ...this.placeVariants_(place) };
  }

  /**
   * Measures the scroller into `measured_` and returns it: its client
   * size, its scroll size less the spec's insets (its padding), then the
   * insets, as a compiled spec's `scroller`. The page's viewport height is
   * kept while its width stays: a phone's address bar moving, or a window
   * made only taller, moves no value.
   */
  measureScroller_(scroller) {
    const { top, left, bottom, right } = this.insets;
    const numbers = this.measured_;
    if (!isPageElement(scroller) || scroller.clientWidth !== numbers[0]) {
      numbers[0] = scroller.clientWidth;
      numbers[1] = scroller.clientHeight;
    }
    numbers[2] = scroller.scrollWidth - left - right;
    numbers[3] = scroller.scrollHeight - top - bottom;
    numbers[4] = top;
    numbers[5] = left;
    numbers[6] = bottom;
    numbers[7] = right;
    return numbers;
  }

  /**
   * Fits the choreography to the page's layout as it is now: refits what
   * was built in place (`refit_`) when it can, else builds again from a
   * new `measure`; counts which in `relayouts`.
   */
  relayout_(scroller, elements, moved = true) {
    if (this.refit_(scroller, elements, moved)) {
      this.relayouts.refits++;
      return;
    }
    this.rebuild_(this.measure(scroller, elements));
    this.fitted_ = elements;
    this.relayouts.rebuilds++;
  }

  /**
   * Refits what was built to the page's layout in place, when the last
   * build measured these elements and only numbers a refit changes moved:
   * the scroller's sizes and insets (`sm_set_scroller`) and the frames of
   * view timelines' subjects (`sm_retime`: the engine's own refit, the one
   * a spec played natively goes through, which keeps triggered and
   * smoothed animations' state). The values are then those of a build at
   * the new layout, and the writers and the engine's output stay, so that
   * the next update writes only the values that moved. Returns false
   * (some numbers perhaps set already: a build follows) when another
   * variant plays in the new container, when right to left the content's
   * width changed (every subject is mirrored in it) or when a pin's length
   * moved (its keyframes change). Allocates nothing once the subjects are
   * listed, on the first refit after a build.
   *
   * Subjects are measured when something but the scroller may have moved
   * them (`moved`: an observed child or subject changed size), when the
   * scroller's width changed (its content flows again), on the first refit
   * after a build, or when one of the scroller's children moved (content
   * centred in it, read from its offsets): otherwise the scroller's height
   * changed alone (a phone's address bar, a window made taller) and every
   * subject sits where it sat in the content, so that such a re-measure
   * reads the scroller and its children's offsets, whatever the number of
   * subjects.
   */
  refit_(scroller, elements, moved) {
    const exports = this.engine_.exports;
    const handle = this.handle_;
    const direction = this.built_.direction ?? CONTENT_DIRECTION.leftToRight;
    const width = this.measured_[0];
    const numbers = this.measureScroller_(scroller);
    const compiled = this.compiled;
    if (this.fitted_ !== elements || ((compiled.cases || compiled.reduced) && this.variantKey_(compiled, numbers[0], numbers[1]) !== this.key_)
      || (direction === CONTENT_DIRECTION.rightToLeft && numbers[2] !== this.contentWidth_)) return false;
    exports.sm_set_scroller(handle, numbers[0], numbers[1], numbers[2], numbers[3], numbers[4], numbers[5], numbers[6], numbers[7],
      direction);
    const origin = Choreography.origin(numbers, direction, this.origin);
    let subjects = this.subjects_;
    if (subjects === null || numbers[0] !== width) {
      moved = true;
      subjects = this.subjects_ ??= new Subjects(scroller, this.built_.animations, elements);
    }
    const { children_: children, offsets_: offsets } = subjects;
    for (let child = 0; child < children.length; child++) {
      const left = children[child].offsetLeft;
      const top = children[child].offsetTop;
      if (left === offsets[2 * child] && top === offsets[2 * child + 1]) continue;
      moved = true;
      offsets[2 * child] = left;
      offsets[2 * child + 1] = top;
    }
    const frame = measuredFrame;
    const frames = subjects.frames_;
    for (let subject = 0, at = 0; moved && subject < subjects.elements_.length; subject++, at += 4) {
      measureFrame(scroller, subjects.elements_[subject], origin, frame);
      if (frame[0] === frames[at] && frame[1] === frames[at + 1] && frame[2] === frames[at + 2] && frame[3] === frames[at + 3]) continue;
      frames.set(frame, at);
      const indices = subjects.indices_[subject];
      for (let index = 0; index < indices.length; index++) exports.sm_retime(handle, indices[index], frame[0], frame[1], frame[2], frame[3]);
    }
    const pins = this.pins_;
    for (let index = 0; index < pins.length; index += 2) if (exports.sm_pin_distance(handle, pins[index]) !== pins[index + 1]) return false;
    return true;
  }

  /**
   * The content offset at the browser's scroll origin (`scrollLeft` and
   * `scrollTop` 0) of a compiled scroller's numbers, set in `origin` (a new
   * one when left out): `{ x: -left, y: -top }`, or right to left, where
   * the origin is the right edge, `x` = content width + right inset −
   * container width. `0 - left`, not `-left`, which is −0 for no inset:
   * each frame adds the origin to the scroll position in code called once
   * a frame, which V8 seldom optimises, and there −0 plus a whole number
   * makes a boxed double where two small integers make none.
   */
  static origin(scroller, direction, origin = { x: 0, y: 0 }) {
    origin.x = direction === CONTENT_DIRECTION.rightToLeft ? scroller[2] + scroller[7] - scroller[0] : 0 - scroller[5];
    origin.y = 0 - scroller[4];
    return origin;
  }

  /** `element`'s layout box in `scroller`'s content coordinates, as `[x, y, width, height]` (see `measureFrame`). */
  static frame(scroller, element, origin) {
    measureFrame(scroller, element, origin, measuredFrame);
    return Array.from(measuredFrame);
  }

  /**
   * Builds the choreography again from `compiled` (same elements, new
   * numbers: a re-measure's, an editor's edit), as `rebuild_` does, and
   * has every attachment update at the next frame.
   */
  rebuild(compiled) {
    this.rebuild_(compiled);
    this.updateAttachments_();
  }

  /** Has every attachment of this choreography update at the next frame, as if its scroller had moved; with none, asks for no frame. */
  updateAttachments_() {
    let attached = false;
    for (const attachment of attachments) if (attachment.choreography_ === this) attached = attachment.scroller_.scrolled_ = true;
    if (attached) requestFrame();
  }

  /**
   * Builds the engine's choreography again from `compiled` (same animations,
   * new numbers): on the full engine, only the animations whose entries
   * changed when it can (`rebuildChanged_`). A pin (`pin: 1`) holds its
   * target for its range's length, which new numbers can change, so its
   * translation is resolved again for them: every engine reports the
   * length (`sm_pin_distance`, the core's `PinGeometry`, as the spec
   * compiler resolves it); right to left, a horizontal pin moves its
   * target left, as when it was compiled.
   */
  rebuild_(compiled) {
    const exports = this.engine_.exports;
    // Its variant, for its container and the page's reduced motion.
    if (compiled.cases || compiled.reduced) this.layout_ = compiled;
    compiled = this.variant_(compiled);
    if (this.rebuildChanged_(compiled)) return;
    // The same engine choreography, described again: triggered and smoothed
    // animations, crossings and velocities carry on where they were.
    if (this.handle_ && exports.sm_reset) exports.sm_reset(this.handle_);
    else {
      if (this.handle_) exports.sm_release(this.handle_);
      this.handle_ = exports.sm_new();
    }
    this.animations_ = [];
    this.output_ = null;
    this.build_(compiled, (where) => {
      throw new Error(`${where}: ${this.engine_.error_(this.handle_)}`);
    });
    if (!compiled.animations.some((animation) => animation.pin)) return;
    const sign = compiled.direction === CONTENT_DIRECTION.rightToLeft ? -1 : 1;
    const pins = [];
    this.rebuild_({
      ...compiled,
      animations: compiled.animations.map((animation, index) => {
        if (!animation.pin) return animation;
        const length = exports.sm_pin_distance(this.handle_, index);
        pins.push(index, length);
        const end = animation.timeline[1] === AXIS.x ? [sign * length, 0] : [0, length];
        return { ...animation, pin: 0, keyframes: [animation.keyframes[0], [1, end, []]] };
      }),
    });
    // A refit builds again when one of these lengths moves.
    this.pins_ = pins;
  }

  /**
   * Rebuilds in place, on the full engine (`sm_rebuild`), the animations of
   * `compiled` (its variant chosen) whose entries are not the objects
   * built (an edit that changes one animation keeps the others' entries),
   * keeping everything else as it is: the engine's own refit, with the
   * values of a build of `compiled`. Only when the scroller, the
   * direction and each animation's id, target, property, kind and axis
   * are as built, no pin is involved, and at most a quarter of the
   * animations changed (beyond that a build costs less). Returns whether
   * it did; throws as a build does when the engine refuses an animation,
   * which it leaves as it was.
   */
  rebuildChanged_(compiled) {
    const { exports } = this.engine_;
    const built = this.built_;
    const animations = compiled.animations;
    const same = (one, other) => one.length === other.length && one.every((value, index) => value === other[index]);
    if (!exports.sm_rebuild || !built || compiled.direction !== built.direction || !same(compiled.scroller, built.scroller)
      || animations.length !== built.animations.length) return false;
    const changed = [];
    for (let index = 0; index < animations.length; index++) {
      const animation = animations[index];
      if (animation === built.animations[index]) continue;
      const info = this.animations_[index];
      const fresh = new AnimationInfo(animation);
      if (animation.pin || built.animations[index].pin || changed.length * 4 >= animations.length
        || Object.keys(info).some((key) => info[key] !== fresh[key])) return false;
      changed.push(index);
    }
    // Described from the first change; one the engine refuses leaves the rest to a build, which says why.
    try {
      for (const index of changed) this.describe_(animations[index], index, () => { throw 0; }, true);
    } catch {
      return false;
    }
    const rebuilt = exports.sm_rebuild(this.handle_);
    const failed = rebuilt ? -1 : exports.sm_failed_animation(this.handle_);
    this.built_ = { ...compiled, animations: animations.map((animation, index) => (index === failed ? built.animations[index] : animation)) };
    // Listed again on the next refit, from what is built now.
    this.subjects_ = null;
    if (!rebuilt) throw new Error(`animations[${failed}]: ${this.engine_.error_(this.handle_)}`);
    return true;
  }

  /**
   * Moves the subject called `name` of the view timelines to `frame`
   * (`[x, y, width, height]` in content coordinates, as a spec's `frame`),
   * in place: the engine's own refit (`sm_retime`), as a re-measure does
   * for a subject that moved, so that triggered and smoothed animations
   * keep their state and the values are those of a build with that frame.
   * Every attachment updates at the next frame. For a choreography that
   * plays the spec's frames (`attach`'s `frames: 'spec'`, an editor's
   * preview): one that measures the page measures its subjects itself.
   * Returns how many animations follow that subject.
   */
  moveSubject(name, frame) {
    const exports = this.engine_.exports;
    const animations = this.built_?.animations ?? [];
    let count = 0;
    for (let index = 0; index < animations.length; index++) {
      if (animations[index].timeline[0] !== TIMELINE.view || animations[index].subject !== name) continue;
      exports.sm_retime(this.handle_, index, frame[0], frame[1], frame[2], frame[3]);
      count++;
    }
    if (count) this.updateAttachments_();
    return count;
  }

  /**
   * Where each animation's range starts (progress 0) and ends (progress 1):
   * `[{ id, target, axis, start, end }]`, in content offsets along `axis`,
   * for the layout in use; `start` and `end` are NaN while the timeline is
   * inactive. Empty with the shipped engine, which leaves `sm_range_offsets`
   * out to stay within its size budget (the full engine has it).
   */
  ranges() {
    const rangeOffsets = this.engine_.exports.sm_range_offsets;
    if (!rangeOffsets) return [];
    return this.animations_.map((animation, index) => {
      const [start, end] = new Float64Array(this.engine_.memory.buffer, rangeOffsets(this.handle_, index), 2);
      return { id: animation.id, target: animation.target, axis: animation.axis, start, end };
    });
  }

  /** A writer of `animation`'s values (its `property` and `kind`) to `element`, for tests. */
  static writer(element, { property, kind }) {
    return new Writer(element, property, kind);
  }

  /** How many values the writers have made (boxed or formatted) rather than found kept, for tests. */
  static get madeValues() {
    return madeCount;
  }

  /** Frees the engine's memory for this choreography; the frame loop skips it from then on. */
  release() {
    if (this.handle_) this.engine_.exports.sm_release(this.handle_);
    this.handle_ = 0;
  }
}

/** The scrolling element of `page` (this page unless given), whose scroll position and sizes are the viewport's; undefined outside a browser. */
function pageElement(page = globalThis.document) {
  return page?.scrollingElement ?? page?.documentElement;
}

/** Whether `element` is its document's scrolling element (this page's, or a same-origin frame's). */
function isPageElement(element) {
  return element === pageElement(element?.ownerDocument ?? globalThis.document);
}

/**
 * The element `attach` reads for `scroller`: the page's scrolling element
 * when `scroller` is the page (`window`, `document`, its root element or
 * its scrolling element, the canonical one), else `scroller` itself.
 */
function scrollerElement(scroller) {
  const page = globalThis.document;
  return page && (scroller === globalThis.window || scroller === page || scroller === page.documentElement) ? pageElement() : scroller;
}

// The frame `measureFrame` measured last: made once, so that a refit measures without allocating.
const measuredFrame = new Float64Array(4);

/**
 * Measures `element`'s layout box in `scroller`'s content coordinates into
 * `frame`, as `[x, y, width, height]`: where it sits, not where its
 * animated transforms (translate, scale, rotate) draw it, so measuring
 * never feeds an animation's output back into its timeline. Walks the
 * offset parents up to the scroller; when the scroller is not one of them
 * (it is not positioned), falls back to the bounding client rectangles,
 * scroll position added back. Both measure from the scroll origin (the
 * right edge, right to left), which is at content offset `origin`.
 */
function measureFrame(scroller, element, origin, frame) {
  let x = 0;
  let y = 0;
  let node = element;
  while (node && node !== scroller && typeof node.offsetLeft === 'number') {
    x += node.offsetLeft;
    y += node.offsetTop;
    const parent = node.offsetParent;
    if (parent && parent !== scroller) {
      x += parent.clientLeft;
      y += parent.clientTop;
    }
    node = parent && (parent === scroller || scroller.contains(parent)) ? parent : null;
  }
  let width = element.offsetWidth;
  let height = element.offsetHeight;
  // The page's offsets end at the body, in document coordinates.
  if (node !== scroller && !(node === null && isPageElement(scroller))) {
    const box = element.getBoundingClientRect();
    const scrollerBox = scroller.getBoundingClientRect();
    x = box.left - scrollerBox.left - scroller.clientLeft + scroller.scrollLeft;
    y = box.top - scrollerBox.top - scroller.clientTop + scroller.scrollTop;
    width = box.width;
    height = box.height;
  }
  frame[0] = x + origin.x;
  frame[1] = y + origin.y;
  frame[2] = width;
  frame[3] = height;
}

/**
 * What a refit measures (`Choreography.refit_`): the scroller's children,
 * where a move of its content shows, and the view timelines' subjects of
 * a build, each element once however many animations follow it, with the
 * frame the engine has for it and the animations on its view timeline.
 * Subjects not among the elements attached keep the spec's frames.
 */
class Subjects {
  constructor(scroller, animations, elements) {
    /**
     * The scroller's children, and each one's offset (`offsetLeft`,
     * `offsetTop`) when last read, undefined until the first refit reads
     * them: a plain array of small integers, read without boxing a number.
     */
    this.children_ = [...scroller.children];
    this.offsets_ = Array(2 * this.children_.length);
    /** Each subject's element. */
    this.elements_ = [];
    /** The indices of the animations on each subject's view timeline. */
    this.indices_ = [];
    const frames = [];
    const found = new Map();
    animations.forEach((animation, index) => {
      const element = animation.timeline[0] === TIMELINE.view && elements[animation.subject];
      if (!element) return;
      if (!found.has(element)) {
        found.set(element, this.elements_.push(element) - 1);
        this.indices_.push([]);
        frames.push(...animation.timeline.slice(2, 6));
      }
      this.indices_[found.get(element)].push(index);
    });
    /** Each subject's frame as the engine has it, four numbers each (`[x, y, width, height]`). */
    this.frames_ = new Float64Array(frames);
  }
}

/**
 * `compiled` with each animation of an element that `counts` names (a
 * selector's matches) once per match, targets and subjects renamed
 * `name[index]` (a view timeline follows its own match), ids kept, so that
 * `onValue` hears them all; `z` applies to every match.
 */
function expandMatches(compiled, counts) {
  const renamed = (name, index) => (counts[name] ? `${name}[${index}]` : name);
  const z = { ...compiled.z };
  for (const name in counts) for (let index = 0; index < counts[name]; index++) if (name in z) z[renamed(name, index)] = z[name];
  const expand = (animations) => animations.flatMap((animation) => {
    const count = counts[animation.target] ?? counts[animation.subject];
    return count ? Array.from({ length: count }, (_, index) => ({ ...animation, target: renamed(animation.target, index), subject: renamed(animation.subject, index) })) : [animation];
  });
  // Every variant's animations too: any of them may play after a resize.
  const { cases, reduced } = compiled;
  return {
    ...compiled,
    z,
    animations: expand(compiled.animations),
    cases: cases && Object.fromEntries(Object.entries(cases).map(([key, list]) => [key, expand(list)])),
    reduced: reduced && expand(reduced),
  };
}

// ---------------------------------------------------------------------------
// The page's one frame loop.
//
// Every attached choreography runs in it: on a frame after any scroller
// scrolled, it reads each scroller that did once, then updates every
// choreography on them, then writes every changed value, so that no
// choreography reads a scroll position after another's writes. It also
// runs without a scroll while a choreography's triggered or smoothed
// animations move or a velocity decays, and while a scroller's activity
// can still change; then it stops. Its time is the requestAnimationFrame
// timestamp (handed to the engine in milliseconds), so tests step it by
// hand.
//
// Once warm, a frame allocates nothing (Tests/Web/allocation_browser_test.py
// counts every allocation): plain arrays walked by index, writers made when
// a choreography is attached or rebuilt, the values they write kept if seen
// before (`ValueFormat`), no closure, no division and no number read out of
// the engine's memory in code that runs once a frame (see
// `Attachment.update_` and `Choreography.read_`). A scroller's `scroll`
// listener only starts the loop: its first event takes it and the
// `scrollend` one off (`polled_`) and each frame reads the scroller anyway,
// so that Chromium makes no event object for the runtime while a scroll
// goes on (it fires both on every frame of a page that sets scrollTop once
// a frame). The first frame that finds the scroller where it was puts them
// back; Chromium's `scrollend` comes after that frame, or came unheard.

// The scrollers that attachments are on, and the attachments, in the order attached.
const watchedScrollers = [];
const attachments = [];
// The pending requestAnimationFrame's id, 0 when none is.
let pendingFrame = 0;
// Whether any attachment ever had an `onFrame`: only then does a frame read
// the clock, whose numbers are boxed in code that runs once a frame.
let readsClock = false;
// The listeners' options: passive, so that the browser never waits for them.
const PASSIVE = { passive: true };

function requestFrame() {
  if (pendingFrame === 0) pendingFrame = requestAnimationFrame(runFrame);
}

function runFrame(timestamp) {
  pendingFrame = 0;
  const started = readsClock && performance.now();
  let needsFrame = false;
  // The re-measures due, once each however many resizes came since the
  // last frame, all before any update writes.
  for (let index = 0; index < attachments.length; index++) if (attachments[index].stale_) attachments[index].relayout_();
  for (let index = 0; index < watchedScrollers.length; index++) watchedScrollers[index].read_();
  for (let index = 0; index < attachments.length; index++) {
    const attachment = attachments[index];
    const choreography = attachment.choreography_;
    const scroller = attachment.scroller_;
    attachment.updated_ = choreography.handle_ !== 0 && (scroller.scrolled_ || choreography.needsFrames);
    if (attachment.updated_) attachment.update_(timestamp, scroller.left_, scroller.top_);
  }
  for (let index = 0; index < attachments.length; index++) if (attachments[index].updated_) attachments[index].write_();
  for (let index = 0; index < watchedScrollers.length; index++) if (watchedScrollers[index].endFrame_()) needsFrame = true;
  const milliseconds = readsClock && performance.now() - started;
  for (let index = 0; index < attachments.length; index++) {
    const attachment = attachments[index];
    const choreography = attachment.choreography_;
    const scroller = attachment.scroller_;
    if (attachment.updated_) attachment.onFrame_?.(milliseconds);
    if (attachment.relaid_) {
      attachment.relaid_ = false;
      attachment.onLayout_?.();
    }
    if (scroller.activityChanged_) for (const listener of choreography.activityListeners_) listener(scroller.activity_);
    if (choreography.handle_ !== 0 && choreography.needsFrames) needsFrame = true;
  }
  if (needsFrame) requestFrame();
}

/** Adds (`method` `'addEventListener'`) or removes (`'removeEventListener'`) `listener` for each of `types` on `target`. */
function setListeners(target, types, listener, method) {
  for (const type of types.split(' ')) target[method]?.(type, listener, PASSIVE);
}

/**
 * A scroller that choreographies are attached to, with what the frame loop
 * knows of it: one per scroller, however many choreographies it drives,
 * listening while any is attached.
 *
 * What moves it (docs/runtime.md): a held pointer or touch tracks, as does
 * a frame with a wheel or key; a scroll after either decelerates; any other
 * scroll animates; `scrollend` ends it. The `scroll` and `scrollend`
 * listeners are off while the frame loop reads the scroller (`polled_`),
 * and `listenForScrolls_` puts them back or takes them off again without
 * allocating: the loop does it at the end of every scroll.
 */
class WatchedScroller {
  constructor(element) {
    /** The scroller element. */
    this.element_ = element;
    /** Where its events come: the document for a page's (its own document's), the element for another's. */
    this.target_ = isPageElement(element) ? element.ownerDocument ?? document : element;
    /** How many attachments are on it: it stops listening when the last detaches. */
    this.attachmentCount_ = 0;
    /** Its scroll position (`scrollLeft`, `scrollTop`) as the frame loop last read it. */
    this.left_ = 0;
    this.top_ = 0;
    /** Whether it scrolled since the last frame: this frame updates its choreographies. */
    this.scrolled_ = false;
    /** Whether a scroll goes on: from its first event until `scrollend`, or six frames without a scroll. */
    this.moving_ = false;
    /** Whether the frame loop reads its position every frame, its `scroll` and `scrollend` listeners off. */
    this.polled_ = false;
    /** Frames in a row without a scroll while `moving_`. */
    this.stillFrames_ = 0;
    /** Whether a pointer or a touch is held down on it. */
    this.held_ = false;
    /** Whether a wheel or key event reached it since the last frame. */
    this.wheeled_ = false;
    /** Whether input (a pointer, touch, wheel or key) came since it last rested: its scroll then decelerates rather than animates. */
    this.input_ = false;
    /** What moves it (`'idle'`, `'tracking'`, `'decelerating'`, `'animating'`) as of the last frame. */
    this.activity_ = 'idle';
    /** Whether the last frame changed `activity_`: its choreographies' listeners are told. */
    this.activityChanged_ = false;
    // The listeners, made once so that adding and removing them allocates nothing.
    /** A scroll's first event: the frame loop reads the scroller from now on. */
    this.onScroll_ = () => {
      this.scrolled_ = this.moving_ = this.polled_ = true;
      this.listenForScrolls_('removeEventListener');
      requestFrame();
    };
    this.onScrollEnd_ = () => {
      this.moving_ = false;
      requestFrame();
    };
    this.onPress_ = () => {
      this.held_ = this.input_ = true;
      requestFrame();
    };
    /** Anywhere on the page, as a touch may end off the scroller; still held while another touch is down. */
    this.onRelease_ = (event) => {
      if (!this.held_) return;
      this.held_ = event.touches?.length > 0;
      requestFrame();
    };
    this.onWheelOrKey_ = () => {
      this.wheeled_ = this.input_ = true;
      requestFrame();
    };
  }

  /**
   * Adds (`method` `'addEventListener'`) or removes its `scroll` and
   * `scrollend` listeners. (Neither event can be cancelled, so they need
   * no `passive`.)
   */
  listenForScrolls_(method) {
    this.target_[method]('scroll', this.onScroll_);
    this.target_[method]('scrollend', this.onScrollEnd_);
  }

  /** Adds or removes all its listeners: scrolls, then pointers, touches, wheels and keys. */
  listen_(method) {
    this.listenForScrolls_(method);
    setListeners(this.target_, 'pointerdown touchstart', this.onPress_, method);
    // A frame's pointer is let go in the frame's window, not this one.
    setListeners(this.element_.ownerDocument?.defaultView ?? globalThis, 'pointerup pointercancel touchend touchcancel', this.onRelease_, method);
    setListeners(this.target_, 'wheel keydown', this.onWheelOrKey_, method);
  }

  /** Starts a frame: reads the position if polled, and ends a scroll after six frames without one. */
  read_() {
    if (this.polled_) {
      const left = this.element_.scrollLeft;
      const top = this.element_.scrollTop;
      if (left !== this.left_ || top !== this.top_) {
        this.left_ = left;
        this.top_ = top;
        this.scrolled_ = this.moving_ = true;
      } else if (!this.scrolled_) {
        // Still: its scroll and scrollend listeners back.
        this.polled_ = false;
        this.listenForScrolls_('addEventListener');
      }
    }
    if (this.scrolled_) this.stillFrames_ = 0;
    // Six frames without a scroll end one, unless `scrollend` does first
    // (it may have come while unheard, or the browser may not have it).
    else if (this.moving_ && ++this.stillFrames_ > 5) this.moving_ = false;
  }

  /** Ends a frame: what moves the scroller now; returns whether the loop needs another frame for it. */
  endFrame_() {
    const activity = this.held_ || this.wheeled_ ? 'tracking' : this.moving_ ? (this.input_ ? 'decelerating' : 'animating') : 'idle';
    if (activity === 'idle') this.input_ = false;
    this.activityChanged_ = activity !== this.activity_;
    this.activity_ = activity;
    this.scrolled_ = this.wheeled_ = false;
    return this.polled_ || this.moving_;
  }
}

/** The watched scroller of `element`, made and listening on its first attachment, with one more attachment. */
function watchScroller(element) {
  let scroller = watchedScrollers.find((watched) => watched.element_ === element);
  if (scroller === undefined) {
    scroller = new WatchedScroller(element);
    scroller.listen_('addEventListener');
    watchedScrollers.push(scroller);
  }
  scroller.attachmentCount_++;
  return scroller;
}

/** One choreography driving elements from one scroller, in the page's frame loop. */
class Attachment {
  /** `options` are `attach`'s; `measures`, whether it measures the page (`frames: 'spec'` does not). */
  constructor(choreography, element, elements, { onFrame, onLayout }, measures) {
    /** The choreography it drives. */
    this.choreography_ = choreography;
    /** The elements it writes to, by spec element name. */
    this.elements_ = elements;
    /** `attach`'s `onFrame` readout and `onLayout` callback, or undefined. */
    this.onFrame_ = onFrame;
    this.onLayout_ = onLayout;
    /** Whether it measures the page: a re-measure measures it again, else builds from the spec's numbers again. */
    this.measures_ = measures;
    /**
     * Whether a re-measure is due on the next frame: the scroller, one of
     * its children or a subject changed size, or the page's reduced
     * motion changed, once or several times since the last frame.
     */
    this.stale_ = false;
    /** Whether something but the scroller (a child, a subject) changed size since the last re-measure: the subjects are measured. */
    this.moved_ = false;
    /** Whether this frame re-measured it: its `onLayout_` is told after the frame's writes. */
    this.relaid_ = false;
    /** Marks it for a re-measure on the next frame, and asks for that frame (made once: the observers' callback). */
    this.invalidate_ = () => {
      this.stale_ = true;
      requestFrame();
    };
    /** The scroller it follows (`WatchedScroller`). */
    this.scroller_ = watchScroller(element);
    /** The choreography's animations the writers were made for: a rebuild replaces them. */
    this.animations_ = null;
    /** Each animation's `Writer`, by index; null where its target is not among `elements_`. */
    this.writers_ = [];
    /**
     * The stacks of animations of one property of one element, in the
     * spec's order: the index of the next one below and above each, or -1.
     */
    this.below_ = null;
    this.above_ = null;
    /** The output of its last update. */
    this.output_ = null;
    /** Whether this frame updated it: it writes, and its `onFrame_` is told. */
    this.updated_ = false;
    /** What the elements' composite declarations replaced (`declareComposites`), put back on detaching. */
    this.replaced_ = declareComposites(elements, choreography.everyAnimation_());
    if (onFrame) readsClock = true;
    attachments.push(this);
  }

  /**
   * Re-measures at the start of a frame (`Choreography.relayout_`), or
   * when it does not measure the page builds from the spec's numbers again
   * (a change of reduced motion may choose another variant); then reads
   * the scroller's position afresh (a resize may move it) as the frame's
   * scroll, so that this frame updates every choreography on the
   * scroller at the new layout.
   */
  relayout_() {
    const choreography = this.choreography_;
    const scroller = this.scroller_;
    const element = scroller.element_;
    const moved = this.moved_;
    this.stale_ = this.moved_ = false;
    if (choreography.handle_ === 0) return;
    if (this.measures_) choreography.relayout_(element, this.elements_, moved);
    else choreography.rebuild_(choreography.layout_);
    this.relaid_ = scroller.scrolled_ = true;
    scroller.left_ = element.scrollLeft;
    scroller.top_ = element.scrollTop;
  }

  /** Reads the scroller, updates and writes now: on attaching. */
  apply_() {
    const scroller = this.scroller_.element_;
    const started = performance.now();
    // Not kept in the watched scroller: the frame loop compares its reads
    // with its own last ones, for every choreography on the scroller.
    // No frame time here: a playback this starts counts from the next frame.
    this.update_(NaN, scroller.scrollLeft, scroller.scrollTop);
    this.write_();
    this.onFrame_?.(performance.now() - started);
    if (this.choreography_.needsFrames) requestFrame();
  }

  /**
   * Updates at the frame's time, `milliseconds` on the frames' clock, to
   * the scroll position `left`, `top` if the scroller moved (or for NaN,
   * no frame), else advances to it. The engine takes the time in
   * milliseconds as it comes: this code runs once a frame, seldom
   * optimised, where a division to seconds would box its result.
   */
  update_(milliseconds, left, top) {
    const choreography = this.choreography_;
    // A rebuild (a re-measure) replaces the animations: make their writers
    // again. Not here: a closure in this function would make V8 allocate
    // its context (20 bytes) on every call, whether it ran or not.
    if (this.animations_ !== choreography.animations_) this.makeWriters_(choreography.animations_);
    const origin = choreography.origin;
    this.output_ = this.scroller_.scrolled_ || milliseconds !== milliseconds
      ? choreography.update(left + origin.x, top + origin.y, milliseconds, 1000)
      : choreography.advance(milliseconds, 1000);
  }

  /**
   * Makes the writer of each of `animations` to its element, and links the
   * animations of one property of one element in their order (`below_`,
   * `above_`), found here rather than per frame.
   */
  makeWriters_(animations) {
    const count = animations.length;
    const below = new Int32Array(count).fill(-1);
    const above = new Int32Array(count).fill(-1);
    // The topmost animation so far of each property of each element.
    const topmost = new Map();
    const previous = this.writers_;
    this.animations_ = animations;
    this.below_ = below;
    this.above_ = above;
    this.writers_ = animations.map((animation, index) => {
      const element = this.elements_[animation.target];
      if (!element) return null;
      const properties = topmost.get(element) ?? topmost.set(element, new Map()).get(element);
      const previous = properties.get(animation.property);
      if (previous !== undefined) {
        below[index] = previous;
        above[previous] = index;
      }
      properties.set(animation.property, index);
      return new Writer(element, animation.property, animation.kind);
    });
    // A property the writers before a rebuild wrote and none of these
    // writes (another variant plays now) is removed.
    const written = new Map();
    for (const writer of this.writers_) if (writer) (written.get(writer.style_) ?? written.set(writer.style_, new Set()).get(writer.style_)).add(writer.property_);
    for (const writer of previous) if (writer && !written.get(writer.style_)?.has(writer.property_)) writer.write_(null, 0);
  }

  /**
   * Writes the values that changed and removes the ones cleared. Several
   * animations of one property of one element compose as CSS animations
   * do (docs/runtime.md): the element shows the last of them that has an
   * effect, else nothing. Only the topmost one with news writes (none
   * above it has an effect or just lost one), so a property is written at
   * most once: its own value, or once it lost its effect the value of the
   * next one below that has one, changed or not, else a removal.
   */
  write_() {
    const output = this.output_;
    const writers = this.writers_;
    const below = this.below_;
    const above = this.above_;
    const stride = WIRE.outputStride;
    for (let index = 0, base = 0; index < writers.length; index++, base += stride) {
      let state = output[base];
      // No news, or no element to write to.
      if ((state !== STATE.changed && state !== STATE.cleared) || writers[index] === null) continue;
      // One above with an effect shows instead (it writes itself if it has news).
      let upper = above[index];
      while (upper >= 0 && output[upper * stride] === STATE.noEffect) upper = above[upper];
      if (upper >= 0) continue;
      // What the element shows: this one's value, or the next one's below with an effect.
      let shown = index;
      while (shown >= 0 && (state = output[shown * stride]) !== STATE.changed && state !== STATE.unchanged) shown = below[shown];
      if (shown < 0) writers[index].write_(null, base);
      else writers[shown].write_(output, shown * stride);
    }
    this.choreography_.deliver_(output);
  }

  /** Leaves the frame loop and puts back what its composite declarations replaced; the scroller's listeners go with its last attachment. */
  detach_() {
    const scroller = this.scroller_;
    // Each style property of an element is declared once, so the order makes no difference.
    for (const [style, name, value] of this.replaced_) style[name] = value;
    attachments.splice(attachments.indexOf(this), 1);
    if (--scroller.attachmentCount_ > 0) return;
    scroller.listen_('removeEventListener');
    watchedScrollers.splice(watchedScrollers.indexOf(scroller), 1);
  }
}

// ---------------------------------------------------------------------------
// Values handed to the page: `onValue`'s callbacks, and the targets built
// on them (a video's time, an image sequence on a canvas).
//
// An animation's value goes to its callbacks on the frames the writers
// write, from the same output, without allocating once warm: a number is
// the one the writer table keeps (`NUMBER`), a pair or a colour is
// copied into one `Float64Array` per subscription (`set` from a view of
// the output made when the output moves, so that its numbers are never
// read one by one, each boxed), and a video's time or a frame's index is a
// product kept as the writers' values are (`productFormat`).

// The kept products of two numbers, laid out as an output: a video's time
// (a fraction times its duration) and an image sequence's frame (a fraction
// times its last index, then rounded).
const productFormat = new ValueFormat((key, base) => key[base + 1] * key[base + 2]);

/**
 * One `onValue` subscription: the value of the animation at `index`,
 * handed to `callback` on each frame it changes. A number is handed as a
 * number; a pair or a colour (`[r, g, b, a]` in 0…1, as `values()` gives
 * it) as this subscription's one `Float64Array`, overwritten on each call;
 * no effect as null.
 */
class ValueListener {
  constructor(index, kind, callback) {
    /** The animation's index in the engine's output. */
    this.index_ = index;
    /** The page's callback. */
    this.callback_ = callback;
    /** The array a pair or a colour is handed in; null for a number. */
    this.array_ = kind === KIND.number ? null : new Float64Array(VALUE_LENGTHS[kind]);
    /** The output that `source_` is a view of, and the view, of the animation's numbers there. */
    this.output_ = null;
    this.source_ = null;
    if (kind === KIND.number) NUMBER.startKeeping_();
  }

  /**
   * Hands the callback the value in `output` if it changed or was cleared,
   * or, for `all`, in any case. Both states are compared on every call:
   * a comparison that scrolled frames never made has no type feedback, and
   * the optimised code would be thrown away on a frame without a scroll
   * (a smoothed animation's), then box the state it reads for a while.
   */
  deliver_(output, all) {
    const base = this.index_ * WIRE.outputStride;
    const state = output[base];
    const changed = state === STATE.changed;
    const cleared = state === STATE.cleared;
    if (!changed && !cleared && !all) return;
    const array = this.array_;
    if (!changed && state !== STATE.unchanged) this.callback_(null);
    else if (array === null) this.callback_(NUMBER.value_(output, base));
    else {
      if (this.output_ !== output) {
        this.output_ = output;
        this.source_ = output.subarray(base + 1, base + 1 + array.length);
      }
      array.set(this.source_);
      this.callback_(array);
    }
  }
}

/**
 * What a video and an image sequence share: `onValue`'s callback takes the
 * animation's number, a fraction, and `scrub_` then reads its product with
 * the target's length (`scaled_`, kept as the writers' values are); no
 * effect leaves the target as it is.
 */
class Scrubber {
  /** Scrubs a target `length` long (NaN while unknown). */
  constructor(length) {
    /** `[unused, fraction, length]`, laid out as an output for `productFormat`; NaN while unknown. */
    this.key_ = new Float64Array([0, NaN, length]);
    /** `onValue`'s callback. */
    this.show_ = (fraction) => {
      if (fraction === null) return;
      this.key_[1] = fraction;
      this.scrub_();
    };
    productFormat.startKeeping_();
  }

  /** The fraction times the length: NaN until both are known. */
  get scaled_() {
    return productFormat.value_(this.key_, 0);
  }
}

/**
 * Scrubs a video: an animation's number, a fraction of the video's
 * duration, becomes its `currentTime`, at most a millisecond before the
 * end (the browser clamps a time below 0 to the start). Pauses the video, as the scroll is its clock now, and makes it
 * load if its `preload` is `none`. Until its metadata has loaded its
 * duration is NaN: the last fraction waits for `durationchange`.
 */
class VideoScrubber extends Scrubber {
  constructor(video) {
    if (video?.localName !== 'video') throw new TypeError(`scrubVideo: ${video} is not a <video>`);
    super(NaN);
    /** The video. */
    this.video_ = video;
    /**
     * `[unused, 1, the latest time to seek to]`, laid out as an output for
     * `productFormat`, whose kept number a frame reads: a millisecond
     * before the end, which shows the last frame as the end does (WebKit's
     * player, once a paused video is seeked to its very end, can keep
     * drawing that frame through later seeks); NaN while unknown.
     */
    this.endKey_ = new Float64Array([0, 1, NaN]);
    /** The video's `durationchange` listener: its metadata loaded, or its source changed. */
    this.listener_ = () => {
      this.key_[2] = video.duration;
      this.endKey_[2] = Math.max(0, video.duration - 0.001);
      this.scrub_();
    };
    video.pause();
    if (video.preload === 'none') video.preload = 'auto';
    video.addEventListener('durationchange', this.listener_);
    this.listener_();
  }

  /** Moves the video to the fraction of its duration, once both are known (not a stream's infinite duration), short of its very end (`endKey_`). */
  scrub_() {
    const time = this.scaled_;
    if (!Number.isFinite(time)) return;
    const end = productFormat.value_(this.endKey_, 0);
    this.video_.currentTime = time < end ? time : end;
  }

  /** Stops following the video's duration. */
  stop_() {
    this.video_.removeEventListener('durationchange', this.listener_);
  }
}

/**
 * An image sequence on a canvas: an animation's number, a fraction across
 * the frames (0 the first, 1 the last), picks the nearest frame. Every
 * frame starts loading at once; the one picked is drawn as soon as it has
 * loaded, scaled to cover the canvas and centred (as `object-fit: cover`,
 * to whole pixels), over a cleared canvas so that transparent frames do
 * not pile up. A frame already on the canvas is not drawn again, unless
 * the canvas changed size since (which clears it).
 */
class ImageSequence extends Scrubber {
  constructor(canvas, urls) {
    const context = canvas?.localName === 'canvas' ? canvas.getContext('2d') : null;
    if (context === null) throw new TypeError(`scrubImageSequence: ${canvas} is not a <canvas> with a 2d context`);
    if (!urls?.length) throw new TypeError('scrubImageSequence: no image URLs');
    // The fraction times the last frame's index: the nearest frame, rounded.
    super(urls.length - 1);
    /** The canvas and its 2d context. */
    this.canvas_ = canvas;
    this.context_ = context;
    /** The index of the frame to show, -1 until the animation has a value, and of the one drawn, -1 until one is. */
    this.wanted_ = -1;
    this.shown_ = -1;
    /** The canvas's size and the frame's natural size the drawn box was fitted to. */
    this.width_ = 0;
    this.height_ = 0;
    this.imageWidth_ = 0;
    this.imageHeight_ = 0;
    /** The box frames are drawn in, in whole canvas pixels: it covers the canvas. */
    this.left_ = 0;
    this.top_ = 0;
    this.drawnWidth_ = 0;
    this.drawnHeight_ = 0;
    /** The frames, loading. */
    this.images_ = Array.from(urls, (url, index) => {
      const image = new Image();
      image.onload = () => {
        if (index === this.wanted_) this.draw_();
      };
      image.src = url;
      return image;
    });
  }

  /** Picks the frame nearest the fraction (the first or the last beyond them) and draws it. */
  scrub_() {
    const index = Math.round(this.scaled_);
    const last = this.images_.length - 1;
    this.wanted_ = index < 0 ? 0 : index > last ? last : index;
    this.draw_();
  }

  /** Draws the frame wanted, if it has loaded and is not on the canvas already. */
  draw_() {
    const image = this.images_[this.wanted_];
    const { width, height } = this.canvas_;
    const { naturalWidth, naturalHeight } = image;
    // Not loaded yet (drawn on its `load`), or broken (the browser reports it).
    if (!image.complete || !naturalWidth || (this.wanted_ === this.shown_ && width === this.width_ && height === this.height_)) return;
    if (width !== this.width_ || height !== this.height_ || naturalWidth !== this.imageWidth_ || naturalHeight !== this.imageHeight_) {
      this.fit_(width, height, naturalWidth, naturalHeight);
    }
    this.context_.clearRect(0, 0, width, height);
    this.context_.drawImage(image, this.left_, this.top_, this.drawnWidth_, this.drawnHeight_);
    this.shown_ = this.wanted_;
  }

  /** Fits the drawn box to a canvas and a frame of these sizes: whole pixels, so that a draw passes small integers. */
  fit_(width, height, imageWidth, imageHeight) {
    const scale = Math.max(width / imageWidth, height / imageHeight);
    this.width_ = width;
    this.height_ = height;
    this.imageWidth_ = imageWidth;
    this.imageHeight_ = imageHeight;
    this.drawnWidth_ = Math.round(imageWidth * scale);
    this.drawnHeight_ = Math.round(imageHeight * scale);
    this.left_ = (width - this.drawnWidth_) >> 1;
    this.top_ = (height - this.drawnHeight_) >> 1;
  }

  /** Stops drawing frames as they load. */
  stop_() {
    for (const image of this.images_) image.onload = null;
  }
}

// ---------------------------------------------------------------------------
// Loading.

/** The response for `url`; throws with its status when it is not OK (a 404's page is no engine or spec). */
async function fetched(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status} ${response.statusText}`);
  return response;
}

/**
 * Loads the engine from a URL, a Response, an ArrayBuffer or a typed array.
 * The module imports nothing.
 */
export async function loadScrollMotion(source) {
  let bytes = source;
  if (typeof source === 'string' || source instanceof URL) {
    bytes = await (await fetched(source)).arrayBuffer();
  }
  else if (typeof Response !== 'undefined' && source instanceof Response) bytes = await source.arrayBuffer();
  const { instance } = await WebAssembly.instantiate(bytes, {});
  return new Engine(instance);
}

/**
 * The whole page in one call: fetches the compiled spec at `specURL`,
 * loads the smallest engine it needs from beside this module (or
 * `options.engine`), builds it and attaches it to the page (or to
 * `options.scroller`), its elements found by the spec's selectors (and
 * `options.elements`). Resolves to `{ engine, choreography, detach }`;
 * rejects with an error that names the file, element or selector.
 */
export async function autoAttach(specURL, options = {}) {
  const spec = await (await fetched(specURL)).json();
  // Triggered and smoothed animations play in time only on the motion
  // engine; the compiler says whether the spec has any (`motion`).
  const engine = await loadScrollMotion(options.engine ?? new URL(spec.motion ? 'scrollmotion-motion.wasm' : 'scrollmotion.wasm', import.meta.url));
  const choreography = engine.createChoreography(spec);
  try {
    return { engine, choreography, detach: choreography.attach(options.scroller ?? globalThis, options.elements, options) };
  } catch (error) {
    choreography.release();
    throw error;
  }
}
