// The C ABI of time-based motion, which the motion and full
// engines carry: the shipped engine leaves it out to stay within its size
// budget (scripts/build-wasm leaves this file out of it). JavaScript checks
// for `sm_update_at` to tell them apart.
#if !hasFeature(Embedded)
  import ScrollMotion
  import ScrollMotionWire
#endif

/// Evaluates at a content offset at `time` on the frames' clock and returns
/// the output's address with the update's `WireReport` flags added: the
/// output is `WireFormat.outputStride` doubles per animation (see
/// `WebChoreography`), at the same address until the next `sm_build`, and
/// `sm_events` says what else happened. `time` counts `unitsPerSecond` to
/// the second: 1 for seconds, 1,000 for milliseconds, the
/// `requestAnimationFrame` timestamp as it comes, so that JavaScript makes
/// no number a frame to convert it; NaN when unknown. `sm_update` without
/// the time-based motion.
@_cdecl("sm_update_at")
public func webUpdateAt(
  _ handle: UnsafeMutableRawPointer, _ x: Double, _ y: Double, _ time: Double,
  _ unitsPerSecond: Double
) -> Int {
  let choreography = WebHandle.from(handle).choreography
  choreography.update(contentOffset: ScrollPoint(x: x, y: y), at: time / unitsPerSecond)
  return choreography.report
}

/// Moves the triggered and smoothed animations and the watched velocities
/// to a display frame at `time` (`unitsPerSecond` to the second) and
/// returns the output's address with the `WireReport` flags, as
/// `sm_update_at` does.
@_cdecl("sm_advance")
public func webAdvance(_ handle: UnsafeMutableRawPointer, _ time: Double, _ unitsPerSecond: Double)
  -> Int
{
  let choreography = WebHandle.from(handle).choreography
  choreography.advance(to: time / unitsPerSecond)
  return choreography.report
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
