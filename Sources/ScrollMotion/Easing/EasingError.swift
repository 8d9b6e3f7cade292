/// Why an easing could not be built or read.
public enum EasingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A parameter is out of its valid range or not finite.
  case invalidParameter(name: String, value: Double, requirement: String)
  /// A step count that the step position does not allow.
  case invalidStepCount(Int, StepPosition)
  /// `linear()` needs at least two stops.
  case tooFewStops(Int)
  /// A spring that never settles cannot be an easing.
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
      "a spring without damping never settles, so it cannot be used as an easing"
    case .syntax(let text, let reason):
      "\(reason) in '\(text)'"
    }
  }
}

extension EasingError: ParameterError {}
