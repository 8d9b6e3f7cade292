/// An error that says which numeric parameter is wrong, so that every
/// initialiser that validates numbers shares one check and one message
/// shape: "`name` is `value` but must be `requirement`".
package protocol ParameterError: Error {
  /// The error for a parameter whose value breaks its requirement.
  static func invalidParameter(name: String, value: Double, requirement: String) -> Self
}

extension ParameterError {
  /// Throws unless `value` is finite and satisfies `isValid`.
  package static func require(
    _ name: String, _ value: Double, _ requirement: String, _ isValid: (Double) -> Bool
  ) throws(Self) {
    guard value.isFinite, isValid(value) else {
      throw invalidParameter(name: name, value: value, requirement: requirement)
    }
  }
}
