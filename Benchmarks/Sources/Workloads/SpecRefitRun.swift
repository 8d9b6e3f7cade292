import ScrollMotion
import ScrollMotionSpec

/// The spec of an ``AnimationMix`` refitted on every step, one kind of
/// change at a time, as an app's front end refits it: the change is made
/// through the public ``SpecPlayer`` (a new scroll view geometry, a moved
/// element, a setting), then the player is updated at a fixed position and
/// each changed target written to a ``Screen``, as ``SpecRun`` writes them.
///
/// Two changes reshape every animation, each in a spec of its own
/// (``spec(_:for:)``): Reduce Motion in the mix with every animation
/// jumping to its end under it, and the direction in a spec of pins across.
public final class SpecRefitRun {
  /// What changes on each step.
  public enum Change: String, CaseIterable, Sendable {
    /// The content grows by 20 points, as an infinite feed's does.
    case contentGrows = "content"
    /// One view timeline's subject, on screen, moves 10 points and back.
    case frameMoves = "frame"
    /// The container is 100 points shorter, then back.
    case containerResizes = "container"
    /// The layout direction flips.
    case directionFlips = "direction"
    /// Reduce Motion toggles.
    case reducedMotionToggles = "motion"
    /// Reduce Motion toggles in the mix with every animation's policy
    /// `jump-to-end`: each toggle builds every animation again.
    case reducedMotionReshapesAll = "motion-all"
    /// The layout direction flips in a spec of as many pins across (a
    /// horizontal pin per element, each on a range of its own): each flip
    /// builds every animation again.
    case directionReshapesAll = "direction-all"

    /// What the change is, in the benchmarks' names.
    public var phrase: String {
      switch self {
      case .contentGrows: "content grows"
      case .frameMoves: "one element moves"
      case .containerResizes: "container resizes"
      case .directionFlips: "direction flips"
      case .reducedMotionToggles: "reduced motion toggles"
      case .reducedMotionReshapesAll: "reduced motion toggles, every animation reshaped"
      case .directionReshapesAll: "direction flips, every animation a pin across"
      }
    }

    /// Whether the change builds every animation again, in a spec of its
    /// own (``SpecRefitRun/spec(_:for:)``).
    public var reshapesEveryAnimation: Bool {
      self == .reducedMotionReshapesAll || self == .directionReshapesAll
    }
  }

  /// The player.
  public let player: SpecPlayer
  /// Where the writes go: four numbers per target.
  public let screen: Screen
  private let change: Change
  private var metrics: ScrollMetrics
  /// The moved element and its frame as the spec places it.
  private let element: Int
  private let frame: ScrollRect
  private var count = 0

  /// Plays the spec of `mix` (``SpecText/mix(_:)``) in the middle of its
  /// scroll range, to be refitted by `change`.
  public init(_ mix: AnimationMix, change: Change) throws {
    let spec = try Self.spec(mix, for: change)
    player = try SpecPlayer(spec)
    screen = Screen(count: player.targets.count)
    self.change = change
    if change == .directionReshapesAll {
      metrics = ScrollMetrics(
        contentOffset: ScrollPoint(x: (Self.pinsWidth - 400) / 2, y: 0),
        contentSize: spec.scroller.contentSize, containerSize: spec.scroller.containerSize)
    } else {
      metrics = mix.metrics(at: (mix.offsets.max() ?? 0) / 2)
    }
    // The middle subject of the view timelines: on screen at that offset.
    let measured = player.measuredElements
    element = measured.isEmpty ? 0 : measured[measured.count / 2]
    frame =
      spec.elements.isEmpty
      ? ScrollRect(x: 0, y: 0, width: 0, height: 0) : spec.elements[element].frame
    update()
  }

  /// One change, then an update at the same position.
  @inline(never)
  public func step() {
    count += 1
    let odd = count % 2 == 1
    switch change {
    case .contentGrows:
      metrics.contentSize.height += 20
    case .frameMoves:
      var moved = frame
      if odd { moved.origin.y += 10 }
      player.setFrame(moved, ofElementAt: element)
    case .containerResizes:
      metrics.containerSize.height += odd ? -100 : 100
    case .directionFlips, .directionReshapesAll:
      player.setDirection(odd ? .rightToLeft : .leftToRight)
    case .reducedMotionToggles, .reducedMotionReshapesAll:
      player.setReducesMotion(odd)
    }
    update()
  }

  /// The spec `change` refits: the mix's (``SpecText/mix(_:everyProperty:)``),
  /// with every animation's reduced-motion policy `jump-to-end` for
  /// ``Change/reducedMotionReshapesAll``, or as many pins across for
  /// ``Change/directionReshapesAll``. What a fresh build of the same
  /// animations, the refit's baseline, builds.
  public static func spec(_ mix: AnimationMix, for change: Change) throws -> ChoreographySpec {
    switch change {
    case .directionReshapesAll:
      return try ChoreographySpec(json: pinsAcross(mix.items.count))
    case .reducedMotionReshapesAll:
      var spec = try ChoreographySpec(json: SpecText.mix(mix))
      spec.reducedMotion = .jumpToEnd
      return spec
    default:
      return try ChoreographySpec(json: SpecText.mix(mix))
    }
  }

  /// The content's width in the spec of pins across.
  static let pinsWidth = 20_000.0

  /// A spec of `count` horizontal pins, each of an element of its own on
  /// a range of 400 to 700 points of its own along a content
  /// ``pinsWidth`` wide: right to left, each pin's translation changes
  /// sign, so a direction flip builds every one again.
  static func pinsAcross(_ count: Int) -> String {
    var elements: [String] = []
    var animations: [String] = []
    for index in 0..<count {
      let start = index * 37 % 18_000
      let end = start + 400 + index % 7 * 50
      let x = index * 13 % 19_000
      elements.append(#""e\#(index)":{"frame":[\#(x),\#(index % 8 * 100),100,100]}"#)
      animations.append(
        #"{"id":"a\#(index)","target":"e\#(index)","pin":true,"timeline":{"type":"scroll","axis":"x"},"range":"\#(start)px \#(end)px"}"#
      )
    }
    return
      #"{"version":1,"scroller":{"containerSize":[400,800],"contentSize":[\#(Int(pinsWidth)),800]},"elements":{\#(elements.joined(separator: ","))},"animations":[\#(animations.joined(separator: ","))]}"#
  }

  private func update() {
    player.update(with: metrics, at: Double(count) / 60)
    player.forEachChange { screen.write(target: $0, $1) }
  }
}
