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

/// Reads `length` UTF-8 bytes at `pointer` as a string; an empty string for
/// a null pointer.
func webString(_ pointer: UnsafePointer<UInt8>?, _ length: Int32) -> String {
  guard let pointer, length > 0 else { return "" }
  return String(decoding: UnsafeBufferPointer(start: pointer, count: Int(length)), as: UTF8.self)
}

/// Allocates `size` bytes for the caller to fill (strings for the calls below).
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

/// Sets an animation's range from `animation-range-start`/`-end` text;
/// returns 1, or 0 with an error (see `sm_error`).
@_cdecl("sm_set_range")
public func webSetRange(
  _ handle: UnsafeMutableRawPointer, _ index: Int32, _ start: UnsafePointer<UInt8>?,
  _ startLength: Int32,
  _ end: UnsafePointer<UInt8>?, _ endLength: Int32
) -> Int32 {
  let choreography = WebHandle.from(handle).choreography
  return choreography.setRange(
    of: Int(index), start: webString(start, startLength), end: webString(end, endLength)) ? 1 : 0
}

/// Sets an animation's range from `animation-range` shorthand text;
/// returns 1, or 0 with an error.
@_cdecl("sm_set_range_shorthand")
public func webSetRangeShorthand(
  _ handle: UnsafeMutableRawPointer, _ index: Int32, _ text: UnsafePointer<UInt8>?, _ length: Int32
) -> Int32 {
  WebHandle.from(handle).choreography.setRange(of: Int(index), shorthand: webString(text, length))
    ? 1 : 0
}

/// Sets an animation's default easing; returns 1, or 0 with an error.
@_cdecl("sm_set_easing")
public func webSetEasing(
  _ handle: UnsafeMutableRawPointer, _ index: Int32, _ text: UnsafePointer<UInt8>?, _ length: Int32
) -> Int32 {
  WebHandle.from(handle).choreography.setEasing(of: Int(index), webString(text, length)) ? 1 : 0
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

/// Adds a numeric keyframe (`count` of 1 or 2 components); an empty
/// easing text means the default. Returns 1, or 0 with an error.
@_cdecl("sm_add_keyframe")
public func webAddKeyframe(
  _ handle: UnsafeMutableRawPointer, _ index: Int32, _ offset: Double, _ v0: Double, _ v1: Double,
  _ count: Int32, _ easing: UnsafePointer<UInt8>?, _ easingLength: Int32
) -> Int32 {
  let easingText = easingLength > 0 ? webString(easing, easingLength) : nil
  let components = count >= 2 ? [v0, v1] : [v0]
  return WebHandle.from(handle).choreography.addKeyframe(
    to: Int(index), offset: offset, components: components, easing: easingText) ? 1 : 0
}

/// Adds a colour keyframe from CSS colour text. Returns 1, or 0 with an error.
@_cdecl("sm_add_color_keyframe")
public func webAddColorKeyframe(
  _ handle: UnsafeMutableRawPointer, _ index: Int32, _ offset: Double,
  _ color: UnsafePointer<UInt8>?,
  _ colorLength: Int32, _ easing: UnsafePointer<UInt8>?, _ easingLength: Int32
) -> Int32 {
  let easingText = easingLength > 0 ? webString(easing, easingLength) : nil
  return WebHandle.from(handle).choreography.addColorKeyframe(
    to: Int(index), offset: offset, color: webString(color, colorLength), easing: easingText)
    ? 1 : 0
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

/// The last error as UTF-8 bytes; its length is `sm_error_length`.
@_cdecl("sm_error")
public func webError(_ handle: UnsafeMutableRawPointer) -> UnsafeMutablePointer<UInt8>? {
  let web = WebHandle.from(handle)
  let bytes = Array(web.choreography.lastError.utf8)
  web.error.deallocate()
  web.error = .allocate(capacity: Swift.max(bytes.count, 1))
  for index in bytes.indices { web.error[index] = bytes[index] }
  return web.error.baseAddress
}

/// The length of the last error in bytes.
@_cdecl("sm_error_length")
public func webErrorLength(_ handle: UnsafeMutableRawPointer) -> Int32 {
  Int32(WebHandle.from(handle).choreography.lastError.utf8.count)
}
