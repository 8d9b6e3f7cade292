// The C ABI the JavaScript runtime calls. Every function takes plain
// numbers and (pointer, length) UTF-8 strings in the module's memory; a
// choreography is an opaque handle. The wasm build links these as its only
// exports, under their `sm_` C names. They are free functions because
// `@_cdecl` applies to nothing else.
#if !hasFeature(Embedded)
  import ScrollMotion
  import ScrollMotionWire
#endif

/// A choreography plus the memory the JavaScript side reads from.
///
/// ## Invariants
/// JavaScript reads ``text`` for ``textLength`` bytes and ``range`` for two
/// numbers, with no bounds check, so (checked by ``verifyInvariants()`` in
/// debug builds and tests after each change of the text):
/// - ``textLength`` is between 0 and the bytes ``text`` holds;
/// - ``range`` holds two numbers for the handle's whole life (allocated
///   once, never replaced: nothing about it can change).
final class WebHandle {
  let choreography = WebChoreography()
  /// Text handed to JavaScript (a compiled spec or an error message).
  var text = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 0)
  /// How many bytes of ``text`` are in use.
  var textLength = 0
  /// The start and end offsets of `sm_range_offsets`.
  let range = UnsafeMutablePointer<Double>.allocate(capacity: 2)

  deinit {
    text.deallocate()
    range.deallocate()
  }

  /// Copies `string`'s UTF-8 bytes into ``text``.
  func setText(_ string: String) {
    let bytes = Array(string.utf8)
    text.deallocate()
    text = .allocate(capacity: Swift.max(bytes.count, 1))
    for index in bytes.indices { text[index] = bytes[index] }
    textLength = bytes.count
    assert(verifyInvariants())
  }

  /// Whether the invariants (see the type's documentation) hold: for
  /// `assert(verifyInvariants())` after each change, which debug builds
  /// and tests run and release builds compile out.
  func verifyInvariants() -> Bool {
    (0...text.count).contains(textLength)
  }

  static func from(_ pointer: UnsafeMutableRawPointer) -> WebHandle {
    Unmanaged<WebHandle>.fromOpaque(pointer).takeUnretainedValue()
  }
}

/// Allocates `size` bytes for the caller to fill (numbers or strings for the
/// calls that take pointers).
@_cdecl("sm_alloc")
public func webAlloc(_ size: Int32) -> UnsafeMutableRawPointer {
  UnsafeMutableRawPointer.allocate(byteCount: Int(Swift.max(size, 1)), alignment: 8)
}

/// Frees memory from `sm_alloc`.
@_cdecl("sm_free")
public func webFree(_ pointer: UnsafeMutableRawPointer?) {
  pointer?.deallocate()
}

/// Creates a choreography and returns its handle.
@_cdecl("sm_new")
public func webNew() -> UnsafeMutableRawPointer {
  Unmanaged.passRetained(WebHandle()).toOpaque()
}

/// Releases a choreography.
@_cdecl("sm_release")
public func webRelease(_ handle: UnsafeMutableRawPointer) {
  Unmanaged<WebHandle>.fromOpaque(handle).release()
}

/// Sets the scroller: container size, content size, insets (top, left,
/// bottom, right), all physical, and the `WireContentDirection` code its content
/// runs in. Returns 1, or 0 (changing nothing) for an unknown direction.
@_cdecl("sm_set_scroller")
public func webSetScroller(
  _ handle: UnsafeMutableRawPointer, _ containerWidth: Double, _ containerHeight: Double,
  _ contentWidth: Double, _ contentHeight: Double,
  _ top: Double, _ left: Double, _ bottom: Double, _ right: Double, _ direction: Int32
) -> Int32 {
  let choreography = WebHandle.from(handle).choreography
  guard let direction = WireContentDirection(rawValue: Int(direction)) else {
    choreography.fail(.wire(.malformed))
    return 0
  }
  choreography.setScroller(
    ScrollMetrics(
      contentSize: ScrollSize(width: contentWidth, height: contentHeight),
      containerSize: ScrollSize(width: containerWidth, height: containerHeight),
      contentInsets: ScrollInsets(top: top, left: left, bottom: bottom, right: right)),
    direction: direction.direction)
  return 1
}

/// Describes an animation; returns its index, or -1 for malformed codes.
///
/// `kind` is a `WireValueKind` code, `timeline` points at the eight
/// `WireFormat.timelineCount` numbers of a compiled timeline, `fill` is a
/// `WireFill` code, and a NaN clamp bound means no clamp.
@_cdecl("sm_add")
public func webAdd(
  _ handle: UnsafeMutableRawPointer, _ kind: Int32, _ timeline: UnsafePointer<Double>?,
  _ fill: Int32, _ clampMin: Double, _ clampMax: Double
) -> Int32 {
  let choreography = WebHandle.from(handle).choreography
  guard
    let head = WebAnimationHead(
      kind: kind, timeline: timeline, fill: fill, clampMin: clampMin, clampMax: clampMax,
      reportingTo: choreography)
  else { return -1 }
  return Int32(
    choreography.addAnimation(
      kind: head.kind, timeline: head.timeline, fill: head.fill, clamp: head.clamp))
}

/// What `sm_add` (and the full engine's `sm_describe_again`) read from
/// their numbers: an animation's kind, timeline, fill and clamp, before its
/// range, easing and keyframes.
struct WebAnimationHead {
  let kind: WireValueKind
  let timeline: ProgressTimeline
  let fill: FillMode
  /// `nil` for a NaN bound or bounds out of order: no clamp.
  let clamp: ClosedRange<Double>?

  /// Reads the codes and numbers, or records the failure in `choreography`
  /// and returns `nil` for malformed ones. Inlined, so that the shipped
  /// engine, whose one caller it is, stays the size it was.
  @inline(__always)
  init?(
    kind: Int32, timeline: UnsafePointer<Double>?, fill: Int32, clampMin: Double,
    clampMax: Double, reportingTo choreography: WebChoreography
  ) {
    guard let kind = WireValueKind(rawValue: Int(kind)), let fill = WireFill(rawValue: Int(fill))
    else {
      choreography.fail(.wire(.malformed))
      return nil
    }
    do {
      self.timeline = try ProgressTimeline(
        wireNumbers: webDoubles(timeline, Int32(WireFormat.timelineCount)))
    } catch {
      choreography.fail(.wire(error))
      return nil
    }
    self.kind = kind
    self.fill = fill.fill
    clamp = clampMin.isNaN || clampMax.isNaN || clampMin > clampMax ? nil : clampMin...clampMax
  }
}

/// Sets a colour animation's space from its `WireColorSpace` and `WireHue`
/// codes. Returns 1, or 0 for unknown codes or animation.
@_cdecl("sm_set_color_space")
public func webSetColorSpace(
  _ handle: UnsafeMutableRawPointer, _ index: Int32, _ space: Int32, _ hue: Int32
)
  -> Int32
{
  let choreography = WebHandle.from(handle).choreography
  do {
    let chosen = try ColorInterpolation(wireSpace: Int(space), hue: Int(hue))
    return choreography.setColorSpace(of: Int(index), chosen) ? 1 : 0
  } catch {
    choreography.fail(.wire(error))
    return 0
  }
}

/// Reads `count` doubles at `pointer` (none for a null pointer).
func webDoubles(_ pointer: UnsafePointer<Double>?, _ count: Int32) -> [Double] {
  guard let pointer, count > 0 else { return [] }
  return Array(UnsafeBufferPointer(start: pointer, count: Int(count)))
}

/// Reads an easing from its wire numbers into `easing`; records the
/// failure on `choreography` and returns `false` for a malformed one.
func webEasing(
  _ pointer: UnsafePointer<Double>?, _ count: Int32, into easing: inout Easing,
  reportingTo choreography: WebChoreography
) -> Bool {
  do {
    easing = try Easing(wireNumbers: webDoubles(pointer, count))
    return true
  } catch {
    return choreography.fail(.wire(error))
  }
}

/// Sets an animation's range from its eight wire numbers (two boundaries of
/// `WireFormat.boundaryCount`). Returns 1, or 0 for malformed numbers.
@_cdecl("sm_set_range_encoded")
public func webSetRangeEncoded(
  _ handle: UnsafeMutableRawPointer, _ index: Int32, _ numbers: UnsafePointer<Double>?
)
  -> Int32
{
  let choreography = WebHandle.from(handle).choreography
  do {
    let range = try AnimationRange(
      wireNumbers: webDoubles(numbers, Int32(2 * WireFormat.boundaryCount)))
    return choreography.setRange(of: Int(index), start: range.start, end: range.end) ? 1 : 0
  } catch {
    choreography.fail(.wire(error))
    return 0
  }
}

/// Sets an animation's default easing from its wire numbers. Returns 1, or
/// 0 for malformed numbers.
@_cdecl("sm_set_easing_encoded")
public func webSetEasingEncoded(
  _ handle: UnsafeMutableRawPointer, _ index: Int32, _ numbers: UnsafePointer<Double>?,
  _ count: Int32
) -> Int32 {
  let choreography = WebHandle.from(handle).choreography
  var easing = Easing.linear
  guard webEasing(numbers, count, into: &easing, reportingTo: choreography) else { return 0 }
  return choreography.setEasing(of: Int(index), easing) ? 1 : 0
}

/// Adds a keyframe: `valueCount` components at `values` (1 number, 2 for a
/// pair, 4 for RGBA) and an optional encoded easing for its segment
/// (`easingCount` 0 for the default). Returns 1, or 0 for bad numbers.
@_cdecl("sm_add_keyframe_encoded")
public func webAddKeyframeEncoded(
  _ handle: UnsafeMutableRawPointer, _ index: Int32, _ offset: Double,
  _ values: UnsafePointer<Double>?,
  _ valueCount: Int32, _ easing: UnsafePointer<Double>?, _ easingCount: Int32
) -> Int32 {
  let choreography = WebHandle.from(handle).choreography
  var segmentEasing: Easing?
  if easingCount > 0 {
    var decoded = Easing.linear
    guard webEasing(easing, easingCount, into: &decoded, reportingTo: choreography) else {
      return 0
    }
    segmentEasing = decoded
  }
  let components = webDoubles(values, valueCount)
  return choreography.addKeyframe(
    to: Int(index), offset: offset, components: components, easing: segmentEasing) ? 1 : 0
}

/// The index of the animation a failed `sm_build` stopped at, or -1.
@_cdecl("sm_failed_animation")
public func webFailedAnimation(_ handle: UnsafeMutableRawPointer) -> Int32 {
  Int32(WebHandle.from(handle).choreography.failedAnimation ?? -1)
}

/// Validates and builds every animation. Returns 1, or 0 with an error.
@_cdecl("sm_build")
public func webBuild(_ handle: UnsafeMutableRawPointer) -> Int32 {
  WebHandle.from(handle).choreography.build() ? 1 : 0
}

/// Evaluates at a content offset and returns the output in place:
/// `WireFormat.outputStride` doubles per animation (see `WebChoreography`),
/// at the same address until the next `sm_build`. JavaScript reads only the
/// states, and the values of the animations whose state says they changed.
@_cdecl("sm_update")
public func webUpdate(_ handle: UnsafeMutableRawPointer, _ x: Double, _ y: Double)
  -> UnsafeMutablePointer<Double>?
{
  let choreography = WebHandle.from(handle).choreography
  choreography.update(contentOffset: ScrollPoint(x: x, y: y))
  return choreography.output.baseAddress
}

/// Moves the subject of animation `index`'s view timeline to the frame
/// `x`, `y`, `width`, `height` (physical content coordinates) in what was
/// built, in place: a re-measure that moved a subject refits so, its
/// time-based state kept, where a change of anything else builds again.
/// Takes effect at the next update, as a build with that frame would.
/// Set the scroller first (`sm_set_scroller`) when it changed too: a
/// right-to-left frame is mirrored in the content width set, and a new
/// content width there moves every subject (build again). Returns 1, or 0
/// for no such animation or one not on a view timeline.
@_cdecl("sm_retime")
public func webRetime(
  _ handle: UnsafeMutableRawPointer, _ index: Int32, _ x: Double, _ y: Double, _ width: Double,
  _ height: Double
) -> Int32 {
  let frame = ScrollRect(x: x, y: y, width: width, height: height)
  return WebHandle.from(handle).choreography.moveSubject(of: Int(index), to: frame) ? 1 : 0
}

/// How far a pin over animation `index`'s range holds its target at the
/// scroller metrics last set, in points (the core's `PinGeometry.distance`):
/// the runtime resolves a compiled pin (`"pin": 1`) again with it when it
/// re-measures the page, in every engine. 0 for no such animation, an
/// inactive timeline or an empty range.
@_cdecl("sm_pin_distance")
public func webPinDistance(_ handle: UnsafeMutableRawPointer, _ index: Int32) -> Double {
  WebHandle.from(handle).choreography.pinDistance(of: Int(index))
}

/// The key of what a compiled spec with variants plays in a container
/// `width` × `height` points, with reduced motion when `reducesMotion` is
/// not 0: `WireVariants.key` over the `count` numbers of its `variants` at
/// `conditions`, the choice every front end makes. The runtime builds the
/// compiled `cases` member of that key, or `animations` when it has none.
@_cdecl("sm_variant_key")
public func webVariantKey(
  _ conditions: UnsafePointer<Double>?, _ count: Int32, _ width: Double, _ height: Double,
  _ reducesMotion: Int32
) -> Int32 {
  Int32(
    WireVariants.key(
      of: conditions, count: Int(count), width: width, height: height,
      reducesMotion: reducesMotion != 0))
}
