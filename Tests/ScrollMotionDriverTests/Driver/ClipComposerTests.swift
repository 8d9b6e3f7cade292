import ScrollMotion
import Testing

@testable import ScrollMotionDriver

@Suite("ClipComposer (clip-path: inset() as a mask's frame)")
struct ClipComposerTests {
  static let bounds = ScrollRect(x: 0, y: 0, width: 200, height: 100)

  @Test func eachEdgeCutsItsFractionFromItsSide() {
    var clip = ClipComposer()
    #expect(clip.isEmpty)
    clip.top = 0.25
    #expect(clip.visibleRect(in: Self.bounds) == ScrollRect(x: 0, y: 25, width: 200, height: 75))
    clip.right = 0.5
    clip.bottom = 0.25
    clip.left = 0.125
    #expect(!clip.isEmpty)
    #expect(clip.visibleRect(in: Self.bounds) == ScrollRect(x: 25, y: 25, width: 75, height: 50))
  }

  @Test func withYUpTheTopIsAtTheMaximumY() {
    var clip = ClipComposer()
    clip.top = 0.25
    clip.bottom = 0.125
    // 12.5 points cut from the bottom, which is y = 0 when y grows up.
    #expect(
      clip.visibleRect(in: Self.bounds, isYUp: true)
        == ScrollRect(x: 0, y: 12.5, width: 200, height: 62.5))
  }

  @Test func theBoundsOriginIsKept() {
    // A scroll view's bounds move with its content offset.
    var clip = ClipComposer()
    clip.left = 0.5
    let bounds = ScrollRect(x: 0, y: 300, width: 100, height: 40)
    #expect(clip.visibleRect(in: bounds) == ScrollRect(x: 50, y: 300, width: 50, height: 40))
  }

  @Test func overlappingEdgesShrinkInProportionAsCSSDoes() {
    // top 0.75 and bottom 0.25 meet at 3/4; top 0.9 and bottom 0.6 (1.5 in
    // all) are scaled to 0.6 and 0.4: nothing left, along the line where
    // they meet.
    var clip = ClipComposer()
    clip.top = 0.9
    clip.bottom = 0.6
    let rect = clip.visibleRect(in: Self.bounds)
    #expect(rect.height == 0)
    #expect(abs(rect.minY - 60) < 1e-12)
    #expect(rect.width == 200)
  }

  @Test func edgesAreClampedToTheUnitAndNaNCutsNothing() {
    var clip = ClipComposer()
    clip.top = .nan
    clip.left = -0.5
    clip.right = 2
    let rect = clip.visibleRect(in: Self.bounds)
    #expect(rect == ScrollRect(x: 0, y: 0, width: 0, height: 100))
    let broken = ScrollRect(x: .nan, y: 0, width: .infinity, height: -5)
    #expect(ClipComposer().visibleRect(in: broken) == ScrollRect(x: 0, y: 0, width: 0, height: 0))
  }

  /// A view whose mask is a plain value, as a layer's is a layer.
  final class View {
    var bounds = ScrollRect(x: 0, y: 0, width: 200, height: 100)
    var mask: AnyObject?
    var shown: [ScrollRect] = []
    var masksMade = 0
  }

  final class OwnMask {}

  @MainActor static func edge(_ set: @escaping (inout ClipComposer, Double?) -> Void)
    -> AnimatableProperty<View, Double>
  {
    .clipEdge(
      bounds: { $0.bounds }, ownMask: { $0.mask },
      show: { view, rect, isFirst in
        if isFirst {
          view.masksMade += 1
          view.mask = nil
        }
        view.shown.append(rect)
      },
      restore: { view, own in view.mask = own }, set)
  }

  @Test @MainActor func fourEdgePropertiesWriteOneRectangleAndRestoreTheOwnMask() {
    let view = View()
    let own = OwnMask()
    view.mask = own
    let composers = PartComposers()
    let top = Self.edge { $0.top = $1 }.makeSink(view, composers)
    let left = Self.edge { $0.left = $1 }.makeSink(view, composers)
    top(0.5)
    left(0.25)
    #expect(view.masksMade == 1)
    #expect(view.shown.last == ScrollRect(x: 50, y: 50, width: 150, height: 50))
    top(nil)
    #expect(view.shown.last == ScrollRect(x: 50, y: 0, width: 150, height: 100))
    #expect(view.mask == nil)
    left(nil)
    #expect(view.mask === own)
    #expect(composers.clips.count == 0)
    // Clearing again writes nothing.
    let shown = view.shown.count
    left(nil)
    #expect(view.shown.count == shown && view.mask === own)
  }
}
