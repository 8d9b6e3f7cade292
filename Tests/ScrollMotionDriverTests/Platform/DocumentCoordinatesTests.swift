import ScrollMotion
import Testing

@testable import ScrollMotionDriver

@Suite("DocumentCoordinates (AppKit's flipped axis)")
struct DocumentCoordinatesTests {
  // A 1000-point document in a 300-point clip view with a 50-point top
  // inset (a toolbar) and a 20-point bottom inset.
  static let document = ScrollRect(x: 0, y: 0, width: 400, height: 1_000)
  static let insets = ScrollInsets(top: 50, left: 0, bottom: 20, right: 0)
  static let clipSize = ScrollSize(width: 400, height: 300)

  @Test func anUnflippedDocumentAtItsTopHasTheRestingOffset() {
    let coordinates = DocumentCoordinates(documentFrame: Self.document, isFlipped: false)
    // At the top, with the inset: the visible top edge is 50 points above
    // the document's top (y = 1050 in upward coordinates).
    let clip = ScrollRect(x: 0, y: 1_050 - 300, width: 400, height: 300)
    let metrics = coordinates.metrics(clipBounds: clip, contentInsets: Self.insets)
    #expect(metrics.contentOffset == ScrollPoint(x: 0, y: -50))
    #expect(metrics.progress(along: .y) == 0)
  }

  @Test func anUnflippedDocumentAtItsBottomHasTheMaximumOffset() {
    let coordinates = DocumentCoordinates(documentFrame: Self.document, isFlipped: false)
    let clip = ScrollRect(x: 0, y: -20, width: 400, height: 300)
    let metrics = coordinates.metrics(clipBounds: clip, contentInsets: Self.insets)
    #expect(metrics.contentOffset.y == 1_000 + 20 - 300)
    #expect(metrics.contentOffset == metrics.maximumContentOffset)
    #expect(metrics.progress(along: .y) == 1)
  }

  @Test func scrollingDownMovesTheUnflippedClipOriginDown() {
    let coordinates = DocumentCoordinates(documentFrame: Self.document, isFlipped: false)
    let top = coordinates.contentOffset(
      clipBounds: ScrollRect(x: 0, y: 700, width: 400, height: 300))
    let lower = coordinates.contentOffset(
      clipBounds: ScrollRect(x: 0, y: 600, width: 400, height: 300))
    #expect(top.y == 0)
    #expect(lower.y == 100)
  }

  @Test func aFlippedDocumentPassesThrough() {
    let coordinates = DocumentCoordinates(documentFrame: Self.document, isFlipped: true)
    let clip = ScrollRect(x: 12, y: 240, width: 400, height: 300)
    #expect(coordinates.contentOffset(clipBounds: clip) == ScrollPoint(x: 12, y: 240))
    #expect(
      coordinates.clipOrigin(contentOffset: ScrollPoint(x: 12, y: 240), clipSize: Self.clipSize)
        == ScrollPoint(x: 12, y: 240))
  }

  @Test(arguments: [false, true])
  func clipOriginsAndOffsetsRoundTrip(flipped: Bool) {
    // A document that does not start at the origin, to catch a forgotten
    // frame origin.
    let frame = ScrollRect(x: 10, y: -30, width: 400, height: 1_000)
    let coordinates = DocumentCoordinates(documentFrame: frame, isFlipped: flipped)
    for y in stride(from: -50.0, through: 750, by: 37.5) {
      let offset = ScrollPoint(x: 5, y: y)
      let origin = coordinates.clipOrigin(contentOffset: offset, clipSize: Self.clipSize)
      let clip = ScrollRect(origin: origin, size: Self.clipSize)
      #expect(coordinates.contentOffset(clipBounds: clip) == offset)
    }
  }

  @Test func subviewFramesBecomeTopDownContentRects() {
    let coordinates = DocumentCoordinates(documentFrame: Self.document, isFlipped: false)
    // A 100-point row whose bottom edge is 100 points above the document's
    // bottom: its top is 800 points below the document's top.
    let row = ScrollRect(x: 0, y: 100, width: 400, height: 100)
    #expect(
      coordinates.contentRect(documentRect: row)
        == ScrollRect(x: 0, y: 800, width: 400, height: 100)
    )
    // The row's view timeline: entering as it reaches the bottom edge.
    let timeline = ViewTimeline(subject: coordinates.contentRect(documentRect: row))
    let entering = ScrollMetrics(
      contentOffset: ScrollPoint(x: 0, y: 500), contentSize: Self.document.size,
      containerSize: Self.clipSize)
    #expect(timeline.state(for: entering)?.progress == 0)
  }
}
