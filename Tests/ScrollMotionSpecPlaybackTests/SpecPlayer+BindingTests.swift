import ScrollMotion
import ScrollMotionSpec
import SpecFixtures
import Testing

@testable import ScrollMotionSpecPlayback

@Suite("Binding a spec's elements to views")
struct SpecPlayerBindingTests {
  @Test func unboundElementsAreReportedByName() throws {
    let player = try SpecPlayer(ChoreographySpec(json: Fixtures.motionSpec))
    #expect(player.missingViews(bound: ["header", "card"]) == nil)
    let error = try #require(player.missingViews(bound: ["header"]))
    #expect(error.issues.count == 1)
    #expect(error.description.contains("'card'"))
  }
}
