// The C ABI the JavaScript runtime calls. Every function takes plain
// numbers and (pointer, length) UTF-8 strings in the module's memory; a
// choreography is an opaque handle. The wasm build links these as its only
// exports, under their `sm_` C names. They are free functions because
// `@_cdecl` applies to nothing else.
#if !hasFeature(Embedded)
  import ScrollMotion
#endif

/// A choreography plus the memory the JavaScript side reads from.
final class WebHandle {
  let choreography = WebChoreography()
  var output = UnsafeMutableBufferPointer<Double>.allocate(capacity: 0)
  var error = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 0)

  deinit {
    output.deallocate()
    error.deallocate()
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
/// bottom, right).
@_cdecl("sm_set_scroller")
public func webSetScroller(
  _ handle: UnsafeMutableRawPointer, _ containerWidth: Double, _ containerHeight: Double,
  _ contentWidth: Double, _ contentHeight: Double,
  _ top: Double, _ left: Double, _ bottom: Double, _ right: Double
) {
  WebHandle.from(handle).choreography.metrics = ScrollMetrics(
    contentSize: ScrollSize(width: contentWidth, height: contentHeight),
    containerSize: ScrollSize(width: containerWidth, height: containerHeight),
    contentInsets: ScrollInsets(top: top, left: left, bottom: bottom, right: right))
}

/// Describes an animation; returns its index.
///
/// `kind` 0 number, 1 pair, 2 colour; `view` 0 scroll timeline, 1 view
/// timeline of the subject frame; `axis` 0 x, 1 y; `fill` 0 none,
/// 1 forwards, 2 backwards, 3 both; a NaN clamp bound means no clamp.
@_cdecl("sm_add")
public func webAdd(
  _ handle: UnsafeMutableRawPointer, _ kind: Int32, _ view: Int32, _ axis: Int32,
  _ x: Double, _ y: Double, _ width: Double, _ height: Double,
  _ startInset: Double, _ endInset: Double, _ fill: Int32, _ clampMin: Double, _ clampMax: Double
) -> Int32 {
  let axis: ScrollAxis = axis == 0 ? .x : .y
  let timeline: ProgressTimeline =
    view == 0
    ? .scroll(axis: axis)
    : .view(
      subject: ScrollRect(x: x, y: y, width: width, height: height), axis: axis,
      startInset: startInset,
      endInset: endInset)
  let fills: [FillMode] = [.none, .forwards, .backwards, .both]
  let clamp: ClosedRange<Double>? =
    clampMin.isNaN || clampMax.isNaN || clampMin > clampMax ? nil : clampMin...clampMax
  return Int32(
    WebHandle.from(handle).choreography.addAnimation(
      kind: WebChoreography.ValueKind(rawValue: Int(kind)) ?? .number, timeline: timeline,
      fill: fills.indices.contains(Int(fill)) ? fills[Int(fill)] : .both, clamp: clamp))
}

/// Sets a colour animation's space: 0 sRGB, 1 linear sRGB, 2 Oklab, 3 HSB;
/// `hue` 0 shorter, 1 longer, 2 increasing, 3 decreasing.
@_cdecl("sm_set_color_space")
public func webSetColorSpace(
  _ handle: UnsafeMutableRawPointer, _ index: Int32, _ space: Int32, _ hue: Int32
)
  -> Int32
{
  let hues: [HueInterpolation] = [.shorter, .longer, .increasing, .decreasing]
  let direction = hues.indices.contains(Int(hue)) ? hues[Int(hue)] : .shorter
  let spaces: [ColorInterpolation] = [.srgb, .linearSRGB, .oklab, .hsb(direction)]
  let chosen = spaces.indices.contains(Int(space)) ? spaces[Int(space)] : .srgb
  return WebHandle.from(handle).choreography.setColorSpace(of: Int(index), chosen) ? 1 : 0
}

/// Reads `count` doubles at `pointer` (none for a null pointer).
func webDoubles(_ pointer: UnsafePointer<Double>?, _ count: Int32) -> [Double] {
  guard let pointer, count > 0 else { return [] }
  return Array(UnsafeBufferPointer(start: pointer, count: Int(count)))
}

/// Reads an easing from its numeric encoding (see `Easing.encoding`);
/// `nil` for an empty or malformed one.
func webEasing(_ pointer: UnsafePointer<Double>?, _ count: Int32) -> Easing? {
  let numbers = webDoubles(pointer, count)
  return numbers.isEmpty ? nil : try? Easing(encoding: numbers)
}

/// Sets an animation's range from two encoded boundaries (four numbers
/// each, see `RangeBoundary.encoding`). Returns 1, or 0 for malformed
/// numbers.
@_cdecl("sm_set_range_encoded")
public func webSetRangeEncoded(
  _ handle: UnsafeMutableRawPointer, _ index: Int32, _ numbers: UnsafePointer<Double>?
)
  -> Int32
{
  let values = webDoubles(numbers, 8)
  guard values.count == 8, let start = RangeBoundary(encoding: values[0..<4]),
    let end = RangeBoundary(encoding: values[4..<8])
  else { return 0 }
  return WebHandle.from(handle).choreography.setRange(of: Int(index), start: start, end: end)
    ? 1 : 0
}

/// Sets an animation's default easing from its encoding. Returns 1, or 0
/// for a malformed encoding.
@_cdecl("sm_set_easing_encoded")
public func webSetEasingEncoded(
  _ handle: UnsafeMutableRawPointer, _ index: Int32, _ numbers: UnsafePointer<Double>?,
  _ count: Int32
) -> Int32 {
  guard let easing = webEasing(numbers, count) else { return 0 }
  return WebHandle.from(handle).choreography.setEasing(of: Int(index), easing) ? 1 : 0
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
  var segmentEasing: Easing?
  if easingCount > 0 {
    guard let decoded = webEasing(easing, easingCount) else { return 0 }
    segmentEasing = decoded
  }
  let components = webDoubles(values, valueCount)
  return WebHandle.from(handle).choreography.addKeyframe(
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
  let web = WebHandle.from(handle)
  guard web.choreography.build() else { return 0 }
  web.output.deallocate()
  web.output = .allocate(capacity: Swift.max(web.choreography.output.count, 1))
  web.output.initialize(repeating: 0)
  return 1
}

/// Evaluates at a content offset and returns the output: five doubles per
/// animation (see ``WebChoreography``).
@_cdecl("sm_update")
public func webUpdate(_ handle: UnsafeMutableRawPointer, _ x: Double, _ y: Double)
  -> UnsafeMutablePointer<Double>?
{
  let web = WebHandle.from(handle)
  web.choreography.update(contentOffset: ScrollPoint(x: x, y: y))
  let values = web.choreography.output
  for index in values.indices where index < web.output.count { web.output[index] = values[index] }
  return web.output.baseAddress
}
