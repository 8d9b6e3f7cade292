// The choice of a spec's variants, defined once: `SpecPlayer`, `scrollmotion
// eval`, the compiler and the browser engine (`sm_variant_key`) all call it.
// The wasm build compiles this target into the one Embedded Swift module, so
// it imports the core only natively.
#if !hasFeature(Embedded)
  import ScrollMotion
#endif

/// The conditions of a spec's variants as numbers, and the choice they
/// make for a container and a reduced-motion setting.
///
/// Each condition is ``conditionCount`` numbers: three half-open intervals
/// `[from, below)`, of the container's width, of its height (points) and
/// of reduced motion, which counts as 0 when off and 1 when on (so `[0, 2)`
/// is either, `[0, 1)` off, `[1, 2)` on). A side a variant does not speak
/// of is `[0, greatestFiniteMagnitude)`. A condition holds when every one
/// of the three values lies in its interval.
package enum WireVariants {
  /// Numbers per condition: width from, below; height from, below;
  /// reduced motion from, below.
  package static let conditionCount = 6
  /// The most variants a spec may have: a key is a 32-bit integer with a
  /// bit per variant and one for reduced motion.
  package static let maximumCount = 30
  /// The `below` of a side with no upper bound: every finite size is
  /// below it, and JSON writes it as a number.
  package static let unbounded = Double.greatestFiniteMagnitude

  /// The key of what plays in a container `width` × `height` points with
  /// reduced motion `reducesMotion`: bit `i` set when condition `i` of
  /// `conditions` (``conditionCount`` numbers each) holds, and bit `count`
  /// (the number of conditions) set under reduced motion. A compiled spec
  /// names each of its variants' animation lists by this key.
  ///
  /// Numbers past the last whole condition are ignored; so are conditions
  /// past ``maximumCount``. A NaN size holds no condition on that side.
  package static func key(
    of conditions: UnsafePointer<Double>?, count numberCount: Int, width: Double, height: Double,
    reducesMotion: Bool
  ) -> Int {
    let count = numberCount / conditionCount
    let motion: Double = reducesMotion ? 1 : 0
    var key = 0
    if var number = conditions {
      for index in 0..<Swift.min(count, maximumCount) {
        if number[0] <= width, width < number[1], number[2] <= height, height < number[3],
          number[4] <= motion, motion < number[5]
        {
          key |= 1 << index
        }
        number += conditionCount
      }
    }
    return reducesMotion ? key | 1 << count : key
  }

  /// ``key(of:width:height:reducesMotion:)`` for conditions in an array.
  package static func key(
    of conditions: [Double], width: Double, height: Double, reducesMotion: Bool
  ) -> Int {
    conditions.withUnsafeBufferPointer {
      key(
        of: $0.baseAddress, count: $0.count, width: width, height: height,
        reducesMotion: reducesMotion)
    }
  }
}
