/// A progress observer: the percentage offset technique.
struct ProgressTrack {
  let sink: (Double?) -> Void
  let clamped: Bool
  var slot: Int
  let entry: Int
  var delivered: Double? = nil
  var hasDelivered = false
}
