/// Why a technique could not be set up with the values given.
public struct TechniqueError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The parameter that is wrong.
  public let parameter: String
  /// Its value.
  public let value: Double
  /// What it must be.
  public let requirement: String

  /// Creates an error.
  public init(parameter: String, value: Double, requirement: String) {
    self.parameter = parameter
    self.value = value
    self.requirement = requirement
  }

  /// `"<parameter> is <value> but must be <requirement>"`.
  public var description: String { "\(parameter) is \(value) but must be \(requirement)" }

  /// Throws unless `value` is finite and satisfies `isValid`.
  static func require(
    _ parameter: String, _ value: Double, _ requirement: String, _ isValid: (Double) -> Bool
  ) throws(TechniqueError) {
    guard value.isFinite, isValid(value) else {
      throw TechniqueError(parameter: parameter, value: value, requirement: requirement)
    }
  }
}
