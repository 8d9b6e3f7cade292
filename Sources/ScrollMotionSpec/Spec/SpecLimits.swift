/// The bounds a version-1 spec must stay within, so that anything read from
/// a file (or the network) stays far from overflow and from the float
/// precision of browsers' layout.
public enum SpecLimits {
  /// The largest magnitude of any number in a spec: coordinates, sizes,
  /// insets and keyframe values (1,000,000).
  public static var maximumMagnitude: Double { 1_000_000 }
  /// The largest spec file, in bytes (4 MiB).
  public static var maximumBytes: Int { 4 * 1_024 * 1_024 }
  /// The deepest nesting of arrays and objects in a spec file (32); a valid
  /// spec needs 5.
  public static var maximumDepth: Int { 32 }
}
