// The entry points that read CSS-style text: ranges, easings, colours and
// error messages. They pull the parsers and message formatting into the
// module, so scripts/build-wasm builds them only into
// scrollmotion-full.wasm; the shipped scrollmotion.wasm takes compiled
// specs (numbers only, see `scrollmotion compile`).
#if !hasFeature(Embedded)
  import ScrollMotion
#endif

/// Reads `length` UTF-8 bytes at `pointer` as a string; an empty string for
/// a null pointer.
func webString(_ pointer: UnsafePointer<UInt8>?, _ length: Int32) -> String {
  guard let pointer, length > 0 else { return "" }
  return String(decoding: UnsafeBufferPointer(start: pointer, count: Int(length)), as: UTF8.self)
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
