/// How one keyframe segment of a ``TrackList`` eases, as a plain value so
/// that reading it retains nothing.
enum SegmentCurve {
  /// Output equals input.
  case linear
  /// A cubic Bézier whose solver table starts at this index of the
  /// choreography's ``BezierTablePool/tables``.
  case bezier(Int)
  /// Any other easing, at this index of the list's other easings.
  case other(Int)
}
