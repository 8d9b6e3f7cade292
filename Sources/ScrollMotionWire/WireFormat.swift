// The numbers-only wire format between `scrollmotion compile`, the
// WebAssembly engine and the JavaScript runtime, defined once. The wasm
// build compiles this target into the one Embedded Swift module, so it
// imports the core only natively.
#if !hasFeature(Embedded)
  import ScrollMotion
#endif

/// The layout of the compiled spec and of the engine's output, shared by
/// the compiler (`ScrollMotionSpec`), the engine (`ScrollMotionWeb`) and,
/// through ``WireJavaScript``, the browser runtime.
///
/// Every code is an explicit number here, never a case's position in a
/// declaration, so reordering a Swift enum cannot change the format. The
/// golden tests in `Tests/ScrollMotionWireTests` pin every number.
package enum WireFormat {
  /// The value of a compiled spec's `compiled` member.
  package static let version = 1
  /// Numbers per animation in the engine's output: a ``WireOutputState``
  /// code, then up to four value components.
  package static let outputStride = 5
  /// Numbers in a compiled scroller: container width and height, content
  /// width and height, then the insets top, left, bottom, right.
  package static let scrollerCount = 8
  /// Numbers in a compiled timeline: kind (``WireTimelineKind``), axis
  /// (``WireAxis``), the subject frame x, y, width, height, and the start
  /// and end insets.
  package static let timelineCount = 8
  /// Numbers in one encoded range boundary: kind (``WireRangeKind``), name
  /// (``WireRangeName``), fraction, points.
  package static let boundaryCount = 4
  /// Numbers in one compiled colour space: space (``WireColorSpace``) and
  /// hue direction (``WireHue``).
  package static let colorSpaceCount = 2
  /// Numbers before the easing in a compiled trigger (``WireTrigger``):
  /// the duration in seconds and the four ``WireTriggerAction`` codes.
  package static let triggerHeaderCount = 5
}

/// Why wire numbers could not be read. Cases carry no text, so that the
/// shipped engine never formats a message.
package enum WireError: Error, Hashable, Sendable {
  /// A code names nothing, or a list has the wrong length.
  case malformed
  /// A number is NaN or infinite where a finite one is required.
  case nonFinite
  /// The numbers decode, but the core rejects the values.
  case rejected
}

extension Int {
  /// The integer a wire number stands for, or `nil` unless it is a whole
  /// number that a double holds exactly (at most 2⁵³ in magnitude): every
  /// count the core accepts (a `steps()` count of 21e6 is valid CSS), and
  /// small enough that the arithmetic that follows (`1 + 2 × count`)
  /// cannot overflow.
  package init?(wireCode value: Double) {
    guard value.isFinite, value == value.rounded(), Swift.abs(value) <= 9_007_199_254_740_992
    else {
      return nil
    }
    self = Int(value)
  }
}
