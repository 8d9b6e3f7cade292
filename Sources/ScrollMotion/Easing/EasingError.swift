/// Why an easing could not be built or read.
public enum EasingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A parameter is out of its valid range or not finite.
  case invalidParameter(name: String, value: Double, requirement: String)
  /// A step count that the step position does not allow.
  case invalidStepCount(Int, StepPosition)
  /// `linear()` needs at least two stops.
  case tooFewStops(Int)
  /// A spring that never settles (no damping), or takes longer than
  /// ``DampedSpring/maximumSettlingDuration`` to, cannot be built.
  case springNeverSettles
  /// CSS-style easing text that could not be read.
  case syntax(text: String, reason: String)

  /// A sentence saying what is wrong.
  public var description: String {
    switch self {
    case .invalidParameter(let name, let value, let requirement):
      "\(name) is \(value) but must be \(requirement)"
    case .invalidStepCount(let count, let position):
      "steps(\(count), \(position.cssKeyword)) needs at least \(position == .jumpNone ? 2 : 1) steps"
    case .tooFewStops(let count):
      "linear() needs at least 2 stops, got \(count)"
    case .springNeverSettles:
      "this spring never settles (it needs damping, and must come to rest within an hour)"
    case .syntax(let text, let reason):
      "\(reason) in '\(text)'"
    }
  }
}

extension EasingError: ParameterError {}
