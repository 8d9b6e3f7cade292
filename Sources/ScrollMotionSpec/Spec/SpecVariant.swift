// The wasm build compiles this target into its one Embedded Swift module,
// where the core and the wire format are the same module.
#if !hasFeature(Embedded)
  import ScrollMotion
  import ScrollMotionWire
#endif

/// Animations that replace or join a spec's own when its container has a
/// size in a range, or the person asks for reduced motion: one
/// choreography that adapts to the screen (GSAP's `matchMedia`, CSS
/// container queries, SwiftUI's size classes).
///
/// A variant applies when every condition of ``when`` holds. The variants
/// that apply are applied in the order of the spec's `variants`: each
/// animation of ``replace`` takes the place of the spec's animation with
/// its id (all of them, for an entry with `targets`), each of ``add`` comes
/// after the spec's animations. Then, under reduced motion, each
/// animation's `reducedMotion` policy applies. `docs/spec-format.md`
/// documents the format, its validation and its messages.
public struct SpecVariant: Sendable {
  /// A half-open range of sizes in points: `from` (inclusive) up to
  /// `below` (exclusive, `nil` for no upper bound), so that a range that
  /// starts where another ends (`below: 600`, `from: 600`) leaves no gap
  /// and no overlap at any fractional size.
  public struct SizeRange: Hashable, Sendable {
    /// The smallest size in the range, in points; 0 or more.
    public var from: Double
    /// The first size past the range, in points, greater than ``from``;
    /// `nil` for no upper bound.
    public var below: Double?

    /// The sizes from `from` (inclusive) to `below` (exclusive).
    public init(from: Double = 0, below: Double? = nil) {
      self.from = from
      self.below = below
    }

    /// Whether `size` is in the range.
    public func contains(_ size: Double) -> Bool {
      from <= size && size < (below ?? .infinity)
    }
  }

  /// When a variant applies: every condition given holds.
  public struct Condition: Hashable, Sendable {
    /// The container's width, or `nil` for any.
    public var width: SizeRange?
    /// The container's height, or `nil` for any.
    public var height: SizeRange?
    /// Whether the person asked for reduced motion, or `nil` for either.
    public var reducedMotion: Bool?

    /// A condition on the container's `width` and `height` and on
    /// `reducedMotion`.
    public init(width: SizeRange? = nil, height: SizeRange? = nil, reducedMotion: Bool? = nil) {
      self.width = width
      self.height = height
      self.reducedMotion = reducedMotion
    }

    /// Whether it holds in a container of `size` with reduced motion
    /// `reducesMotion`.
    public func holds(in size: ScrollSize, reducesMotion: Bool) -> Bool {
      WireVariants.key(
        of: wireNumbers, width: size.width, height: size.height, reducesMotion: reducesMotion)
        & 1 == 1
    }

    /// Its `WireVariants.conditionCount` numbers.
    package var wireNumbers: [Double] {
      func numbers(_ range: SizeRange?) -> [Double] {
        [range?.from ?? 0, range?.below ?? WireVariants.unbounded]
      }
      let motion: [Double] =
        switch reducedMotion {
        case nil: [0, 2]
        case false?: [0, 1]
        case true?: [1, 2]
        }
      return numbers(width) + numbers(height) + motion
    }
  }

  /// When it applies.
  public var when: Condition
  /// Animations that take the place of the spec's animations of the same
  /// id.
  public var replace: [AnimationSpec]
  /// Animations that come after the spec's own.
  public var add: [AnimationSpec]

  /// A variant that applies `when`, replacing and adding animations.
  public init(when: Condition, replace: [AnimationSpec] = [], add: [AnimationSpec] = []) {
    self.when = when
    self.replace = replace
    self.add = add
  }
}

extension ChoreographySpec {
  /// The spec as it plays in a container of `containerSize` points with
  /// reduced motion `reducesMotion`: its variants that apply there applied
  /// in order, then, under reduced motion, each animation's policy
  /// (``reducingMotion()``). The scroller keeps the spec's own sizes; the
  /// result has no variants.
  public func playing(containerSize: ScrollSize, reducesMotion: Bool) -> ChoreographySpec {
    playing(key: variantKey(containerSize: containerSize, reducesMotion: reducesMotion))
  }

  /// The key of what plays in a container of `containerSize` with reduced
  /// motion `reducesMotion`: the one choice every front end makes
  /// (`WireVariants.key`).
  package func variantKey(containerSize: ScrollSize, reducesMotion: Bool) -> Int {
    WireVariants.key(
      of: variantConditions, width: containerSize.width, height: containerSize.height,
      reducesMotion: reducesMotion)
  }

  /// Every variant's condition as numbers, in order: what the compiled
  /// spec carries for the browser engine's choice.
  package var variantConditions: [Double] {
    variants.flatMap { $0.when.wireNumbers }
  }

  /// The spec as it plays for `key` (``variantKey(containerSize:reducesMotion:)``).
  package func playing(key: Int) -> ChoreographySpec {
    var result = self
    result.variants = []
    for (index, variant) in variants.enumerated() where key & (1 << index) != 0 {
      for animation in variant.replace {
        let entry = animation.entryID
        let positions = result.animations.indices.filter { result.animations[$0].entryID == entry }
        guard let first = positions.first else { continue }
        let replacements = variant.replace.filter { $0.entryID == entry }
        // Once per entry: its first expanded animation replaces them all.
        guard animation.id == replacements.first?.id else { continue }
        result.animations.removeAll { $0.entryID == entry }
        result.animations.insert(contentsOf: replacements, at: first)
      }
      result.animations += variant.add
    }
    return key & (1 << variants.count) != 0 ? result.reducingMotion() : result
  }

  /// Whether what plays for `key` and for `other` is the same: the same
  /// animations from the same entries, reduced alike.
  package func playsAlike(key: Int, _ other: Int) -> Bool {
    let one = playing(key: key).animations
    let another = playing(key: other).animations
    return one.count == another.count
      && zip(one, another).allSatisfy { $0.hasSameShape(as: $1) }
  }

  /// A cell of the sizes and settings the variants tell apart: every
  /// container in it and setting plays the same.
  package struct VariantCell: Hashable, Sendable {
    /// The widths, `[from, below)`; `below` is `nil` past the last
    /// breakpoint.
    package var width: SpecVariant.SizeRange
    /// The heights.
    package var height: SpecVariant.SizeRange
    /// Whether reduced motion is on.
    package var reducesMotion: Bool
    /// What plays there (``variantKey(containerSize:reducesMotion:)``).
    package var key: Int
  }

  /// The sizes and settings cut at every breakpoint the variants name,
  /// each cell with the key of what plays there, widths first then
  /// heights, reduced motion off then on. A spec without variants has
  /// two cells. Every container lies in exactly one of them: the ranges
  /// are half-open and the cut points are their ends.
  package var variantCells: [VariantCell] {
    func ranges(_ side: (SpecVariant.Condition) -> SpecVariant.SizeRange?) -> [SpecVariant
      .SizeRange]
    {
      var points: Set<Double> = [0]
      for variant in variants {
        guard let range = side(variant.when) else { continue }
        points.insert(range.from)
        if let below = range.below { points.insert(below) }
      }
      let sorted = points.sorted()
      return sorted.indices.map {
        SpecVariant.SizeRange(from: sorted[$0], below: $0 + 1 < sorted.count ? sorted[$0 + 1] : nil)
      }
    }
    let conditions = variantConditions
    var cells: [VariantCell] = []
    for width in ranges({ $0.width }) {
      for height in ranges({ $0.height }) {
        for reduces in [false, true] {
          // A range's `from` lies in it: the cell's corner decides it.
          let key = WireVariants.key(
            of: conditions, width: width.from, height: height.from, reducesMotion: reduces)
          cells.append(VariantCell(width: width, height: height, reducesMotion: reduces, key: key))
        }
      }
    }
    return cells
  }
}

extension AnimationSpec {
  /// The id of the entry the spec wrote it in: its own, or for one of an
  /// entry's `targets` the entry's (`fade` for `fade[1]`).
  package var entryID: String { entryIDOverride ?? id }

  /// Whether `other` is the same animation as far as what plays goes: the
  /// same id, from the same place in the spec file, reduced alike. Two
  /// such animations differ only in geometry (what a refit changes).
  package func hasSameShape(as other: AnimationSpec) -> Bool {
    id == other.id && sourcePath == other.sourcePath && sourceIndex == other.sourceIndex
      && isReduced == other.isReduced
  }
}
