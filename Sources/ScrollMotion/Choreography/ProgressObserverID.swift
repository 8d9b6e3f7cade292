/// A handle to a progress observer added with
/// ``Choreography/onProgress(along:clamped:sink:)``, for removing it later.
public struct ProgressObserverID: Hashable, Sendable {
  /// The number the choreography gave the observer; unique per
  /// choreography among animations and observers, never reused.
  public let rawValue: Int
  /// Where the choreography keeps the observer's identity; reused after
  /// removal, which is why the raw value is compared too.
  let entry: Int
}
