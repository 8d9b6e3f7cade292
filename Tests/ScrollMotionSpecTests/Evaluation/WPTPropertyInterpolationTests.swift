import ScrollMotion
import ScrollMotionSpec
import SpecFixtures
import Testing

/// The ported web-platform-tests interpolation cases
/// (``WPTInterpolationCase``), each an animation of a spec's property
/// written as JSON and evaluated as `scrollmotion eval` evaluates it.
///
/// A progress in `0...1` is a scroll position: the animation runs over the
/// whole scroll range (0...2400 points) with linear easing, scrolled to
/// that fraction of it. A progress outside `0...1`, which no scroll
/// position gives, is the output of a constant `linear()` easing
/// (`linear(-0.3, -0.3)`), whose value the keyframe segment extrapolates
/// to, as a CSS keyframe's timing function does; the declaration's clamp
/// then applies.
@Suite("Web-platform-tests, property interpolation")
struct WPTPropertyInterpolationTests {
  /// The tolerance for numbers: the WPT's values are exact decimals.
  static let numberTolerance = 1e-9
  /// The tolerance for colour channels: the WPT's colours are the 8-bit
  /// values a browser serialises, rounded from 8-bit inputs (an alpha of
  /// 0.5 is 128/255), so one 8-bit step.
  static let colorTolerance = 1.0 / 255 + 1e-9

  @Test(arguments: WPTInterpolationCase.all)
  func matchesTheWebPlatformTest(_ testCase: WPTInterpolationCase) throws {
    for sample in testCase.samples {
      let value = try Self.value(of: testCase, at: sample.at)
      #expect(
        Self.matches(value, sample.expected),
        "\(testCase) at \(sample.at): \(value.map(\.jsonText) ?? "no value") ≠ \(sample.expected.jsonText)"
      )
    }
  }

  @Test func portsTheCasesOfEveryFile() {
    let files = Dictionary(grouping: WPTInterpolationCase.all, by: \.file).mapValues(\.count)
    #expect(files.count == 11)
    #expect(WPTInterpolationCase.all.count == 49)
    let properties = Set(WPTInterpolationCase.all.map(\.property))
    #expect(
      properties == [
        "blur", "brightness", "saturation", "grayscale", "cornerRadius", "borderWidth",
        "rotateX", "rotateY", "perspective", "shadowOffset", "shadowRadius", "shadowColor",
        "borderColor", "foregroundColor",
      ])
  }

  @Test func reachesProgressOutsideTheRangeThroughAConstantLinearEasing() throws {
    // The mechanism the cases rely on, on a property without a clamp.
    let testCase = WPTInterpolationCase.numbers(
      "", "", "rotateX", from: 10, to: 20, [])
    for progress in [-2.0, -0.3, 1.5, 2] {
      #expect(try Self.value(of: testCase, at: progress) == .number(10 + 10 * progress))
    }
  }

  /// The case's property at `progress`, from its spec's evaluation.
  static func value(of testCase: WPTInterpolationCase, at progress: Double) throws -> SpecValue? {
    let inside = (0...1).contains(progress)
    let easing = inside ? "" : #""easing": "linear(\#(progress), \#(progress))","#
    let text = Fixtures.spec(
      animations: Fixtures.animation(
        property: testCase.property, from: testCase.from, to: testCase.to, extra: easing))
    let evaluator = try SpecEvaluator(ChoreographySpec(json: text))
    let offset = inside ? progress * 2_400 : 1_200
    return evaluator.sample(at: ScrollPoint(x: 0, y: offset)).entries[0].value
  }

  /// Whether `value` is `expected` within the tolerance of its kind.
  static func matches(_ value: SpecValue?, _ expected: SpecValue) -> Bool {
    func close(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool { abs(a - b) <= tolerance }
    switch (value, expected) {
    case (.number(let a), .number(let b)):
      return close(a, b, numberTolerance)
    case (.pair(let ax, let ay), .pair(let bx, let by)):
      return close(ax, bx, numberTolerance) && close(ay, by, numberTolerance)
    case (.color(let a), .color(let b)):
      return zip([a.red, a.green, a.blue, a.alpha], [b.red, b.green, b.blue, b.alpha]).allSatisfy {
        close($0, $1, colorTolerance)
      }
    default:
      return false
    }
  }
}
