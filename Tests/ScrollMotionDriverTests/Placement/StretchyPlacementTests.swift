import ScrollMotion
import Testing

@testable import ScrollMotionDriver

@Suite("StretchyPlacement (SwiftUI's header in the content)")
struct StretchyPlacementTests {
  /// The header's visible box in the viewport after the placement: it is
  /// laid out at `minY` with `height`, scaled about its top, then moved.
  static func box(_ placement: StretchyPlacement, minY: Double, height: Double) -> (
    top: Double, bottom: Double
  ) {
    let top = minY + placement.offsetY
    return (top, top + height * placement.scaleY)
  }

  @Test func atRestNothingChanges() throws {
    let placement = StretchyPlacement(try StretchyHeader(height: 200), minY: 47, restingMinY: 47)
    #expect(placement == StretchyPlacement(try StretchyHeader(height: 200), minY: 0))
    #expect(placement.offsetY == 0 && placement.scaleY == 1)
  }

  @Test func pullingStretchesItFromTheTopInset() throws {
    let header = try StretchyHeader(height: 200)
    // Pulled down 50 points: the natural box is at 97...297.
    let placement = StretchyPlacement(header, minY: 97, restingMinY: 47)
    let box = Self.box(placement, minY: 97, height: 200)
    #expect(box.top == 47)
    #expect(box.bottom == 297)
  }

  @Test func scrollingUpShrinksItToTheMinimum() throws {
    let header = try StretchyHeader(height: 200, minimumHeight: 60)
    let halfway = StretchyPlacement(header, minY: -100)
    #expect(Self.box(halfway, minY: -100, height: 200) == (0, 100))
    let past = StretchyPlacement(header, minY: -500)
    #expect(Self.box(past, minY: -500, height: 200) == (0, 60))
  }

  @Test func nonFiniteInputChangesNothing() throws {
    let placement = StretchyPlacement(try StretchyHeader(height: 200), minY: .nan)
    #expect(placement.offsetY == 0 && placement.scaleY == 1)
  }
}
