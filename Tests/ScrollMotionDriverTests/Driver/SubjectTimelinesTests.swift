import ScrollMotion
import Testing

@testable import ScrollMotionDriver

@Suite("SubjectTimelines")
struct SubjectTimelinesTests {
  final class Cell {
    var frame: ScrollRect?
    init(frame: ScrollRect) { self.frame = frame }
  }

  static func metrics(y: Double) -> ScrollMetrics {
    ScrollMetrics(
      contentOffset: ScrollPoint(x: 0, y: y), contentSize: ScrollSize(width: 390, height: 3_000),
      containerSize: ScrollSize(width: 390, height: 800))
  }

  static let fade = ScrollDrivenAnimation(
    keyframes: KeyframeSequence(from: 0.0, to: 1.0), timeline: .vertical)

  @Test func aMovedSubjectIsMeasuredAgain() {
    let choreography = Choreography()
    let subjects = SubjectTimelines<Cell>()
    let cell = Cell(frame: ScrollRect(x: 0, y: 1_000, width: 390, height: 200))
    var delivered: [Double?] = []
    subjects.add(
      Self.fade, subject: cell, frame: cell.frame!, to: choreography
    ) { delivered.append($0) }
    // Cover range: from 200 (top of cell at the bottom edge) to 1200.
    choreography.update(with: Self.metrics(y: 700))
    #expect(delivered.last == 0.5)
    #expect(subjects.remeasure(in: choreography) { $0.frame } == 0)
    cell.frame = ScrollRect(x: 0, y: 1_500, width: 390, height: 200)
    #expect(subjects.remeasure(in: choreography) { $0.frame } == 1)
    choreography.update(with: Self.metrics(y: 700))
    #expect(delivered.last == 0)
  }

  @Test func aSubjectThatGoesAwayTakesItsAnimationWithIt() {
    let choreography = Choreography()
    let subjects = SubjectTimelines<Cell>()
    var cell: Cell? = Cell(frame: ScrollRect(x: 0, y: 100, width: 390, height: 200))
    var calls = 0
    subjects.add(Self.fade, subject: cell!, frame: cell!.frame!, to: choreography) { _ in
      calls += 1
    }
    #expect(choreography.count == 1)
    cell = nil
    subjects.remeasure(in: choreography) { $0.frame }
    #expect(choreography.count == 0)
    #expect(subjects.count == 0)
    choreography.update(with: Self.metrics(y: 0))
    #expect(calls == 0)
  }

  @Test func aSubjectWithoutAFrameKeepsItsLastTimeline() {
    let choreography = Choreography()
    let subjects = SubjectTimelines<Cell>()
    let cell = Cell(frame: ScrollRect(x: 0, y: 1_000, width: 390, height: 200))
    var delivered: [Double?] = []
    subjects.add(Self.fade, subject: cell, frame: cell.frame!, to: choreography) {
      delivered.append($0)
    }
    cell.frame = nil
    #expect(subjects.remeasure(in: choreography) { $0.frame } == 0)
    #expect(choreography.count == 1)
    choreography.update(with: Self.metrics(y: 700))
    #expect(delivered.last == 0.5)
  }
}
