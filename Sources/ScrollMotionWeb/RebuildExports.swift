// The C ABI of rebuilding animations in place, which the full engine
// carries (scripts/build-wasm leaves this file out of the others).
// JavaScript checks for `sm_rebuild` to tell them apart.
#if !hasFeature(Embedded)
  import ScrollMotion
  import ScrollMotionWire
#endif

/// Starts describing built animation `index` again, with the arguments
/// `sm_add` takes; its range, easing, keyframes and motion are then set as
/// for a new animation, and `sm_rebuild` builds it in place. Returns 1, or
/// 0 for no such animation or malformed codes.
@_cdecl("sm_describe_again")
public func webDescribeAgain(
  _ handle: UnsafeMutableRawPointer, _ index: Int32, _ kind: Int32,
  _ timeline: UnsafePointer<Double>?, _ fill: Int32, _ clampMin: Double, _ clampMax: Double
) -> Int32 {
  let choreography = WebHandle.from(handle).choreography
  guard
    let head = WebAnimationHead(
      kind: kind, timeline: timeline, fill: fill, clampMin: clampMin, clampMax: clampMax,
      reportingTo: choreography)
  else { return 0 }
  return choreography.describeAgain(
    animationAt: Int(index), kind: head.kind, timeline: head.timeline, fill: head.fill,
    clamp: head.clamp) ? 1 : 0
}

/// Builds the animations described again (`sm_describe_again`) in place,
/// keeping their time-based state; the others are untouched. Returns 1, or
/// 0 with an error and `sm_failed_animation` naming the first that could
/// not be built (left as it was).
@_cdecl("sm_rebuild")
public func webRebuild(_ handle: UnsafeMutableRawPointer) -> Int32 {
  WebHandle.from(handle).choreography.rebuildDescribedAgain() ? 1 : 0
}
