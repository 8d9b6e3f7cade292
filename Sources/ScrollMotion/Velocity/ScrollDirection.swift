/// Which way a timeline's progress last moved.
public enum ScrollDirection: Hashable, Sendable {
  /// Towards larger progress: down a vertical timeline, right on a
  /// horizontal one.
  case forward
  /// Towards smaller progress.
  case backward
  /// It has not moved yet.
  case none
}
