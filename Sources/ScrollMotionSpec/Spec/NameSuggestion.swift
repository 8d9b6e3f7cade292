/// The known name a mistyped one most likely meant, for "did you mean"
/// hints in messages: `background-color` → `backgroundColor`,
/// `ease-outt` → `ease-out`, `evl` → `eval`.
package enum NameSuggestion {
  /// The candidate closest to `name`, or `nil` when none is close enough.
  ///
  /// Names are compared ignoring case, `-` and `_` (so a CSS spelling finds
  /// its camel-case form); otherwise the edit distance (insertions,
  /// deletions, substitutions and swaps of neighbours) must be at most a
  /// third of the name's length, and at least 1 is always allowed. Ties go
  /// to the earlier candidate. `name` itself is never suggested.
  package static func closest(to name: String, among candidates: [String]) -> String? {
    let typed = folded(name)
    guard !typed.isEmpty else { return nil }
    let limit = max(1, typed.count / 3)
    var best: (name: String, distance: Int)?
    for candidate in candidates where candidate != name {
      let distance = editDistance(typed, folded(candidate))
      if distance <= limit, distance < (best?.distance ?? .max) {
        best = (candidate, distance)
      }
    }
    return best?.name
  }

  /// ` (did you mean 'x'?)`, or an empty string when nothing is close.
  package static func hint(for name: String, among candidates: [String]) -> String {
    closest(to: name, among: candidates).map { " (did you mean '\($0)'?)" } ?? ""
  }

  /// The name's UTF-8 bytes, ASCII letters lowercased, without `-` and
  /// `_`. Bytes, not characters: the full WebAssembly engine compiles this
  /// file too, and every known name is ASCII.
  private static func folded(_ name: String) -> [UInt8] {
    name.utf8.compactMap { byte in
      switch byte {
      case UInt8(ascii: "-"), UInt8(ascii: "_"): nil
      case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte + 32
      default: byte
      }
    }
  }

  /// Optimal string alignment distance: Levenshtein plus adjacent swaps.
  private static func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var before = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, before[j - 2] + 1)
        }
        current[j] = value
      }
      (before, previous, current) = (previous, current, before)
    }
    return previous[b.count]
  }
}
