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
}

extension TechniqueError: ParameterError {
  package static func invalidParameter(name: String, value: Double, requirement: String)
    -> TechniqueError
  {
    TechniqueError(parameter: name, value: value, requirement: requirement)
  }
}
