// libFuzzer target (b): every text parser of the core and the numeric
// encodings, with their round trips.
//
// The first byte picks the reader; the rest is its input. Text that reads
// must write back (cssText) to text that reads to the same thing; numbers
// that decode must re-encode to themselves; and every easing that reads is
// finite everywhere. Build and run with scripts/fuzz.

import ScrollMotion
import ScrollMotionWire

/// The entry point libFuzzer calls with each input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzText(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard size > 0 else { return 0 }
  let rest = UnsafeBufferPointer(start: data + 1, count: size - 1)
  let text = String(decoding: rest, as: UTF8.self)
  switch data[0] % 6 {
  case 0: checkEasingText(text)
  case 1: checkColorText(text)
  case 2: checkRangeText(text)
  case 3: checkEasingNumbers(decodedNumbers(rest))
  case 4: checkBoundaryNumbers(decodedNumbers(rest))
  default: checkBoundaryText(text)
  }
  return 0
}

/// Progresses an easing is sampled at: the unit interval, its edges and
/// every extreme value.
let progresses = extremeValues + (0...20).map { Double($0) / 20 } + [-0.5, 1.5, 1e-9, 1 - 1e-9]

/// An easing's outputs at `progresses`, checked finite.
func outputs(of easing: Easing, _ context: String) -> [Double] {
  progresses.flatMap { x in
    let values = [easing.transform(x), easing.transform(x, beforeFlag: true)]
    require(values.allSatisfy(\.isFinite), "\(context) gives \(values) at \(x)")
    return values
  }
}

func checkEasingText(_ text: String) {
  guard let easing = try? Easing(parsing: text) else { return }
  _ = outputs(of: easing, "'\(text)'")
  if let css = easing.cssText {
    guard let again = try? Easing(parsing: css) else {
      require(false, "'\(text)' writes '\(css)', which does not read")
      return
    }
    _ = outputs(of: again, "'\(css)'")
    // linear() inputs are written as percentages, so × 100 ÷ 100 may move
    // them by an ulp; everything else reads back exactly.
    let written = again.wireNumbers ?? []
    let read = easing.wireNumbers ?? []
    require(
      written.count == read.count
        && zip(written, read).allSatisfy { abs($0 - $1) <= 1e-12 * Swift.max(1, abs($1)) },
      "'\(text)' → '\(css)' reads back as \(written), not \(read)")
  }
  if let encoding = easing.wireNumbers { checkEasingNumbers(encoding, mustDecode: true) }
}

func checkEasingNumbers(_ numbers: [Double], mustDecode: Bool = false) {
  guard let easing = try? Easing(wireNumbers: numbers) else {
    require(!mustDecode, "\(numbers) was written but does not read")
    return
  }
  let values = outputs(of: easing, "\(numbers)")
  guard let encoding = easing.wireNumbers, let again = try? Easing(wireNumbers: encoding) else {
    require(false, "\(numbers) reads but does not write back")
    return
  }
  require(again.wireNumbers == encoding, "\(numbers) → \(encoding) is not stable")
  require(outputs(of: again, "\(encoding)") == values, "\(numbers) and \(encoding) differ")
}

func checkColorText(_ text: String) {
  guard let color = try? RGBAColor(parsing: text) else { return }
  let components = [color.red, color.green, color.blue, color.alpha]
  require(components.allSatisfy { (0...1).contains($0) }, "'\(text)' is \(components)")
  let css = color.cssText
  guard let again = try? RGBAColor(parsing: css) else {
    require(false, "'\(text)' writes '\(css)', which does not read")
    return
  }
  // cssText rounds to bytes, so one pass reaches its fixed point.
  require(again.cssText == css, "'\(text)' → '\(css)' → '\(again.cssText)'")
}

func checkRangeText(_ text: String) {
  guard let range = try? AnimationRange(parsing: text) else { return }
  for boundary in [range.start, range.end] {
    checkBoundaryNumbers(boundary.wireNumbers, mustDecode: true)
  }
}

func checkBoundaryText(_ text: String) {
  guard let boundary = try? RangeBoundary(parsing: text) else { return }
  checkBoundaryNumbers(boundary.wireNumbers, mustDecode: true)
}

func checkBoundaryNumbers(_ numbers: [Double], mustDecode: Bool = false) {
  guard let boundary = try? RangeBoundary(wireNumbers: numbers) else {
    require(!mustDecode, "\(numbers) was written but does not read")
    return
  }
  require(
    (try? RangeBoundary(wireNumbers: boundary.wireNumbers)) == boundary,
    "\(numbers) does not round-trip")
}

/// Numbers from bytes, biased towards the values that break arithmetic:
/// most bytes are small integers, a few name extreme values, and 0xFF
/// takes the next eight bytes as a raw bit pattern.
func decodedNumbers(_ bytes: UnsafeBufferPointer<UInt8>) -> [Double] {
  let specials: [Double] =
    extremeValues + [4.6e18, 9.2e18, 1e9, 0.25, 0.75, 1e-6, 2, 3, 4, 5, 6, 7]
  var numbers: [Double] = []
  var index = bytes.startIndex
  while index < bytes.endIndex {
    let byte = bytes[index]
    index += 1
    if byte < 0xC0 {
      numbers.append(Double(Int(byte) - 32) / (byte & 1 == 0 ? 1 : 8))
    } else if byte < 0xFF {
      numbers.append(specials[Int(byte - 0xC0) % specials.count])
    } else if bytes.endIndex - index >= 8 {
      var bits: UInt64 = 0
      for offset in 0..<8 { bits = bits << 8 | UInt64(bytes[index + offset]) }
      index += 8
      numbers.append(Double(bitPattern: bits))
    }
  }
  return numbers
}
