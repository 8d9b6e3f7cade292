// The wasm build compiles this target into its one Embedded Swift module,
// where the core and the wire format are the same module.
#if !hasFeature(Embedded)
  import ScrollMotion
  import ScrollMotionWire
#endif

/// A spec turned into the core's scroll-driven animations, ready to be
/// evaluated at any content offset.
///
/// Everything is built once, at init; ``sample(at:)`` only evaluates. The
/// semantics are the core's (CSS Scroll-driven Animations and Web
/// Animations), with two clamps that CSS applies to computed values:
/// opacity is clamped to 0...1 after interpolation (so an overshooting
/// easing or a keyframe value outside 0...1 still yields a valid opacity),
/// and colour channels are clamped to 0...1 (`RGBAColor` does it), as
/// Chromium does for legacy sRGB colours.
public struct SpecEvaluator: Sendable {
  /// The spec being evaluated.
  public let spec: ChoreographySpec
  let tracks: [AnimationDraft.Built]

  /// An evaluator for `spec`.
  ///
  /// - Throws: ``SpecError`` if the spec was put together in code with
  ///   keyframes the core rejects, or with a target or subject that names no
  ///   element; a spec read with ``ChoreographySpec/init(json:)-(Collection<UInt8>)`` never does.
  public init(_ spec: ChoreographySpec) throws(SpecError) {
    self.spec = spec
    var tracks: [AnimationDraft.Built] = []
    var issues: [SpecIssue] = []
    let frames = spec.framesByName
    for (index, animation) in spec.animations.enumerated() {
      let path = spec.path(ofAnimationAt: index)
      do {
        tracks.append(try Self.track(for: animation, in: spec, frames: frames, at: path))
      } catch {
        issues.append(contentsOf: error.issues)
      }
    }
    guard issues.isEmpty else { throw SpecError(issues) }
    self.tracks = tracks
  }

  /// The values of every animation at the content offset `offset`.
  ///
  /// Offsets outside the scroll range are evaluated as given (as during a
  /// rubber-band overscroll); the result never contains NaN.
  ///
  /// A triggered animation is evaluated as if scrolled to `offset` from
  /// before its range; see ``samples(along:)``.
  public func sample(at offset: ScrollPoint) -> SpecSample {
    samples(along: [offset])[0]
  }

  /// Wire components back as a spec value.
  static func value(_ components: [Double]?) -> SpecValue? {
    guard let components else { return nil }
    switch components.count {
    case 1: return .number(components[0])
    case 2: return .pair(components[0], components[1])
    default:
      return .color(
        RGBAColor(
          red: components[0], green: components[1], blue: components[2], alpha: components[3]))
    }
  }

  private static func track(
    for animation: AnimationSpec, in spec: ChoreographySpec, frames: [String: ScrollRect],
    at path: SpecPath
  ) throws(SpecError) -> AnimationDraft.Built {
    let draft = try animation.draft(in: spec, frames: frames, at: path)
    do {
      return try draft.build()
    } catch .keyframes(let error) {
      throw SpecError([SpecIssue(error.description, at: path.appending("keyframes"))])
    } catch {
      // `draft(in:frames:at:)` already checked every value against the property.
      throw SpecError([SpecIssue("keyframe values do not fit the property", at: path)])
    }
  }
}
