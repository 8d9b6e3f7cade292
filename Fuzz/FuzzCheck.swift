// Shared by the fuzz targets: how a broken promise stops the run.
//
// libFuzzer treats an abort as a finding and saves the input that caused
// it, so a failed check prints what was broken and traps. (A trap here is
// the harness's verdict, not the library's handling of a user's value.)

/// Stops the fuzz run with `message` unless `condition` holds.
func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
  guard condition() else {
    print("fuzz check failed: \(message())")
    fatalError("fuzz check failed")
  }
}

/// Offsets and progresses at and far beyond the edges of every range, where
/// overflow and 0 × ∞ hide.
let extremeValues: [Double] = [
  0, 1, -1, 0.5, 1e-300, -1e-300, 999_999, 1e6, -1e6, 1e15, -1e15, 1e300, -1e300,
  .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .infinity, -.infinity, .nan,
]
