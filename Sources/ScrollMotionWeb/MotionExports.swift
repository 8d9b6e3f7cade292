// The C ABI of time-based motion (issue 13), which only the full engine
// carries: the shipped engine leaves it out to stay within its size budget
// (scripts/build-wasm leaves this file out of it). JavaScript checks for
// `sm_update_at` to tell the two apart.
#if !hasFeature(Embedded)
  import ScrollMotion
  import ScrollMotionWire
#endif

/// Evaluates at a content offset at `time` (seconds on the frames' clock,
/// NaN when unknown) and returns the output in place:
/// `WireFormat.outputStride` doubles per animation (see `WebChoreography`),
/// at the same address until the next `sm_build`. JavaScript reads only the
/// states, and the values of the animations whose state says they changed;
/// `sm_events` says what else happened. `sm_update` without the time-based
/// motion.
@_cdecl("sm_update_at")
public func webUpdateAt(
  _ handle: UnsafeMutableRawPointer, _ x: Double, _ y: Double, _ time: Double
)
  -> UnsafeMutablePointer<Double>?
{
  let choreography = WebHandle.from(handle).choreography
  choreography.update(contentOffset: ScrollPoint(x: x, y: y), at: time)
  return choreography.output.baseAddress
}

/// Moves the triggered and smoothed animations and the watched velocities
/// to a display frame at `time` seconds and returns the output, as
/// `sm_update_at` does.
@_cdecl("sm_advance")
public func webAdvance(_ handle: UnsafeMutableRawPointer, _ time: Double)
  -> UnsafeMutablePointer<Double>?
{
  let choreography = WebHandle.from(handle).choreography
  choreography.advance(to: time)
  return choreography.output.baseAddress
}

/// What the last `sm_update_at` or `sm_advance` reported, in place until the
/// next `sm_build`: `[needsFrames, crossings, velocities]`, then
/// `[animation, WireCrossing]` per crossing in order, then `[animation,
/// velocity, WireDirection]` per watched velocity that changed.
@_cdecl("sm_events")
public func webEvents(_ handle: UnsafeMutableRawPointer) -> UnsafeMutablePointer<Double>? {
  WebHandle.from(handle).choreography.events.baseAddress
}

/// Makes an animation play in time: one number is a smoothing lag in
/// seconds (`0 < lag ≤ 60`, a critically damped `ProgressSmoothing`), more
/// are a compiled trigger (`WireTrigger`). Returns 1, or 0 for numbers the
/// engine rejects.
@_cdecl("sm_set_motion")
public func webSetMotion(
  _ handle: UnsafeMutableRawPointer, _ index: Int32, _ numbers: UnsafePointer<Double>?,
  _ count: Int32
) -> Int32 {
  let choreography = WebHandle.from(handle).choreography
  let values = webDoubles(numbers, count)
  if values.count == 1 {
    guard let smoothing = try? ProgressSmoothing(lag: values[0]) else {
      return choreography.fail(.wire(.rejected)) ? 1 : 0
    }
    return choreography.setSmoothing(of: Int(index), smoothing) ? 1 : 0
  }
  do {
    return choreography.setTrigger(of: Int(index), try WireTrigger(wireNumbers: values)) ? 1 : 0
  } catch {
    choreography.fail(.wire(error))
    return 0
  }
}

/// Reports an animation's range crossings (`what` 0) or its timeline's
/// velocity (`what` 1) in `sm_events` from the next update on. Returns 1,
/// or 0 for no such animation.
@_cdecl("sm_watch")
public func webWatch(_ handle: UnsafeMutableRawPointer, _ index: Int32, _ what: Int32) -> Int32 {
  let choreography = WebHandle.from(handle).choreography
  let watched =
    what == 0
    ? choreography.watchCrossings(of: Int(index)) : choreography.watchVelocity(of: Int(index))
  return watched ? 1 : 0
}

/// Forgets the described animations but not their time-based state, so
/// that describing them again with new geometry and `sm_build` carries on
/// where they were.
@_cdecl("sm_reset")
public func webReset(_ handle: UnsafeMutableRawPointer) {
  WebHandle.from(handle).choreography.reset()
}
