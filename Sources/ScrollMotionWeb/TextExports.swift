// The entry points that read text: a spec as written, compiled here by the
// same `SpecCompiler` that `scrollmotion compile` runs, and the error
// messages. They pull the JSON reader, the CSS parsers and message
// formatting into the module, so scripts/build-wasm builds them only into
// scrollmotion-full.wasm; the shipped scrollmotion.wasm takes compiled
// specs (numbers only). Either way the JavaScript runtime builds a
// choreography from the compiled form alone.
#if !hasFeature(Embedded)
  import ScrollMotion
  import ScrollMotionSpec
#endif

/// Compiles a spec as written (`length` UTF-8 bytes of JSON at `text`) into
/// the compiled JSON the runtime reads; returns 1 and keeps the result for
/// `sm_text`, or 0 with the spec's problems, each with its path, in
/// `sm_error`.
@_cdecl("sm_compile")
public func webCompile(
  _ handle: UnsafeMutableRawPointer, _ text: UnsafePointer<UInt8>?, _ length: Int32
) -> Int32 {
  let web = WebHandle.from(handle)
  let bytes =
    text.map { Array(UnsafeBufferPointer(start: $0, count: Int(Swift.max(length, 0)))) } ?? []
  do {
    let spec = try ChoreographySpec(json: bytes)
    web.setText(try SpecCompiler.compile(spec))
    return 1
  } catch {
    web.choreography.fail(.text(error.description))
    return 0
  }
}

/// The text the last successful `sm_compile` produced, as UTF-8 bytes; its
/// length is `sm_text_length`.
@_cdecl("sm_text")
public func webText(_ handle: UnsafeMutableRawPointer) -> UnsafeMutablePointer<UInt8>? {
  WebHandle.from(handle).text.baseAddress
}

/// The length in bytes of the text `sm_text` points at.
@_cdecl("sm_text_length")
public func webTextLength(_ handle: UnsafeMutableRawPointer) -> Int32 {
  Int32(WebHandle.from(handle).textLength)
}

/// The last error as UTF-8 bytes; its length is `sm_error_length`.
@_cdecl("sm_error")
public func webError(_ handle: UnsafeMutableRawPointer) -> UnsafeMutablePointer<UInt8>? {
  let web = WebHandle.from(handle)
  web.setText(web.choreography.lastError)
  return web.text.baseAddress
}

/// The length of the last error in bytes.
@_cdecl("sm_error_length")
public func webErrorLength(_ handle: UnsafeMutableRawPointer) -> Int32 {
  Int32(WebHandle.from(handle).choreography.lastError.utf8.count)
}

/// Where an animation's range starts and ends: two content offsets along
/// its timeline's axis (progress 0, then progress 1) at the scroller
/// metrics last set, for markers (the demo's "your spec" section, which
/// runs specs as written and so the full engine; the shipped engine leaves
/// this out to stay in its size budget). Both NaN for an inactive timeline or no
/// such animation. Read before the next call on this handle.
@_cdecl("sm_range_offsets")
public func webRangeOffsets(_ handle: UnsafeMutableRawPointer, _ index: Int32)
  -> UnsafeMutablePointer<Double>
{
  let web = WebHandle.from(handle)
  let offsets = web.choreography.rangeOffsets(of: Int(index))
  web.range[0] = offsets?.start ?? .nan
  web.range[1] = offsets?.end ?? .nan
  return web.range
}
