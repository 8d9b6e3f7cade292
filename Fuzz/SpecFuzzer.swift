// libFuzzer target (a): a spec file through every command's path.
//
// Bytes are read as a spec; a spec that validates must then evaluate at
// any offset to finite values of its property's shape, compile to JSON
// whose encodings read back, and export CSS without non-numbers.
// Build and run with scripts/fuzz.

import ScrollMotion
import ScrollMotionSpec
import ScrollMotionWire

/// The entry point libFuzzer calls with each input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSpec(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  guard let spec = try? ChoreographySpec(json: bytes) else { return 0 }
  checkEvaluation(spec)
  // The variant that plays under reduced motion holds to the same rules.
  if spec.reducesMotion { checkEvaluation(spec.reducingMotion()) }
  checkCompilation(spec)
  checkCSS(spec)
  return 0
}

/// Every sample is finite and in the shape its property promises.
func checkEvaluation(_ spec: ChoreographySpec) {
  // A valid spec may leave out frames its player measures; evaluating it
  // then needs them and must refuse it, naming them, and only then.
  let missing = spec.framesMissingForEvaluation()
  let evaluator: SpecEvaluator
  do {
    evaluator = try SpecEvaluator(spec)
  } catch {
    require(!missing.isEmpty, "a validated spec does not evaluate: \(error)")
    return
  }
  require(missing.isEmpty, "a spec evaluates without the frames it reads: \(missing)")
  let size = spec.scroller.contentSize
  let offsets = extremeValues + [size.width / 2, size.height / 2, size.height, -size.height]
  for (index, y) in offsets.enumerated() {
    let x = offsets[(index * 7) % offsets.count]
    let sample = evaluator.sample(at: ScrollPoint(x: x, y: y))
    require(sample.entries.count == spec.animations.count, "one entry per animation")
    for (entry, animation) in zip(sample.entries, spec.animations) {
      guard let value = entry.value else { continue }
      // Every value finite, in the shape its property promises and
      // within its clamp (colour channels in 0...1).
      let shape = animation.property.declaration?.shape ?? .number
      let clamp = animation.property.clamp
      let numbers: [Double]
      switch (shape, value) {
      case (.number, .number(let number)), (.numberOrPair, .number(let number)):
        numbers = [number]
      case (.pair, .pair(let a, let b)), (.numberOrPair, .pair(let a, let b)):
        numbers = [a, b]
      case (.color, .color(let color)):
        let components = [color.red, color.green, color.blue, color.alpha]
        require(
          components.allSatisfy { (0...1).contains($0) },
          "\(animation.id) is \(components) at \(x), \(y)")
        numbers = components
      default:
        require(false, "\(animation.id): \(value) is not the shape of \(animation.property)")
        numbers = []
      }
      for number in numbers {
        require(number.isFinite, "\(animation.id) is \(number) at \(x), \(y)")
        if let clamp {
          require(clamp.contains(number), "\(animation.id) is \(number), outside \(clamp)")
        }
      }
    }
    let line = sample.jsonText
    require((try? JSONReader().read(line)) != nil, "eval output does not read back: \(line)")
  }
}

/// The compiled JSON reads back, and its easings and ranges decode.
func checkCompilation(_ spec: ChoreographySpec) {
  let text: String
  do {
    text = try SpecCompiler.compile(spec)
  } catch {
    require(false, "a validated spec does not compile: \(error)")
    return
  }
  guard let document = try? JSONReader().read(text) else {
    require(false, "compiled output does not read back")
    return
  }
  document.withRoot { checkCompiled($0, of: spec) }
}

/// The compiled text's value `root` holds one animation per animation of
/// `spec`, in its direction, with encodings that decode.
func checkCompiled(_ root: JSONNode, of spec: ChoreographySpec) {
  guard case .object(let members) = root.value,
    let animations = members.first(where: { $0.key == "animations" }),
    case .array(let list) = animations.node.value
  else {
    require(false, "compiled output has no animations")
    return
  }
  require(list.count == spec.animations.count, "one compiled animation per animation")
  // Right-to-left content says so, with its wire code; left to right says
  // nothing, as before there was a direction.
  let direction = members.first(where: { $0.key == "direction" }).map { member -> Double? in
    if case .number(let code) = member.node.value { code } else { nil }
  }
  if spec.scroller.direction == .rightToLeft {
    require(
      direction == Double(WireContentDirection.rightToLeft.rawValue),
      "a right-to-left spec's direction")
  } else {
    require(direction == nil, "a left-to-right spec names a direction")
  }
  for node in list {
    guard case .object(let fields) = node.value else { continue }
    for field in fields {
      switch field.key {
      case "easing":
        checkEasing(numbers(field.node))
      case "range":
        let range = numbers(field.node)
        require(range.count == 8, "a range is 8 numbers")
        require((try? RangeBoundary(wireNumbers: range.prefix(4).map { $0 })) != nil, "range start")
        require((try? RangeBoundary(wireNumbers: range.suffix(4).map { $0 })) != nil, "range end")
      case "keyframes":
        guard case .array(let keyframes) = field.node.value else { continue }
        for keyframe in keyframes {
          guard case .array(let parts) = keyframe.value, parts.count == 3 else {
            require(false, "a keyframe is [offset, values, easing]")
            continue
          }
          let easing = numbers(parts[2])
          if !easing.isEmpty { checkEasing(easing) }
        }
      default:
        continue
      }
    }
  }
}

/// An easing encoding decodes to an easing with the same encoding.
func checkEasing(_ encoding: [Double]) {
  guard let easing = try? Easing(wireNumbers: encoding) else {
    require(false, "compiled easing \(encoding) does not decode")
    return
  }
  require(easing.wireNumbers == encoding, "easing \(encoding) re-encodes differently")
}

/// The numbers of a JSON array (empty for anything else).
func numbers(_ node: JSONNode) -> [Double] {
  guard case .array(let elements) = node.value else { return [] }
  return elements.compactMap { if case .number(let value) = $0.value { value } else { nil } }
}

/// The exported page holds no spelled-out non-number.
func checkCSS(_ spec: ChoreographySpec) {
  // The exported page places every element at its frame: a spec that
  // leaves one out must be refused, and only such a spec.
  let missing = spec.framesMissingForLayout()
  guard let export = try? CSSExporter(spec).export() else {
    require(!missing.isEmpty, "a validated spec does not export")
    return
  }
  require(missing.isEmpty, "a spec exports without the frames its page places: \(missing)")
  var word = ""
  for character in export.html + " " {
    if character.isLetter {
      word.append(character)
      continue
    }
    require(!["nan", "inf", "infinity"].contains(word.lowercased()), "the CSS says '\(word)'")
    word = ""
  }
}
