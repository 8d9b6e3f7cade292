import ScrollMotion
import ScrollMotionWire
import Testing

/// `AnimationDraft.validate()` refuses exactly what `build()` refuses, with
/// the same problem, building nothing: a player validates a spec's drafts
/// with it and then builds each once.
@Suite struct AnimationDraftTests {
  /// Offsets that pass, and each way they can fail: none, out of range,
  /// not finite, out of order, at any position.
  static let offsetLists: [[Double]] = [
    [], [0], [0.5], [0, 1], [0, 0.4, 0.4, 1], [1, 0], [0, .nan], [-0.1, 1], [0, 1.5],
    [0.2, 0.3, 0.1], [0, .infinity], [0.5, 0.5, 0.49],
  ]

  /// A draft of `kind` with keyframes at `offsets`, keyframe `broken` (if
  /// any) given one component too many or a NaN.
  static func draft(
    _ kind: WireValueKind, _ offsets: [Double], broken: Int?, nonFinite: Bool
  ) -> AnimationDraft {
    var draft = AnimationDraft(kind: kind, timeline: .vertical)
    draft.keyframes = offsets.enumerated().map { index, offset in
      var components = Array(repeating: 0.5, count: kind.componentCount)
      if index == broken {
        if nonFinite { components[0] = .nan } else { components.append(1) }
      }
      return AnimationDraft.Keyframe(offset: offset, components: components)
    }
    return draft
  }

  @Test(arguments: [WireValueKind.number, .pair, .color])
  func validateRefusesWhatBuildRefusesWithTheSameProblem(kind: WireValueKind) {
    var refused = 0
    for offsets in Self.offsetLists {
      for broken in [nil] + offsets.indices.map(Optional.some) {
        for nonFinite in [false, true] {
          let draft = Self.draft(kind, offsets, broken: broken, nonFinite: nonFinite)
          let validated = Result { () throws(AnimationDraft.Problem) in try draft.validate() }
          let built = Result { () throws(AnimationDraft.Problem) in _ = try draft.build() }
          switch (validated, built) {
          case (.success, .success): break
          case (.failure(let one), .failure(let other)):
            refused += 1
            #expect(
              String(describing: one) == String(describing: other),
              "\(kind) at \(offsets), keyframe \(String(describing: broken)) broken")
          default:
            Issue.record("\(kind) at \(offsets): validate \(validated), build \(built)")
          }
        }
      }
    }
    // Every list but the five valid ones fails, and a broken keyframe fails any list.
    #expect(refused > 60)
  }
}
