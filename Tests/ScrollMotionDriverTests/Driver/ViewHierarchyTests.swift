import PlatformFakes
import Testing

@testable import ScrollMotionDriver

@Suite("Finding a view by identifier")
@MainActor
struct ViewHierarchyTests {
  typealias View = FakeScrollView.View

  @Test func theShallowestMatchWinsAndTheRootCounts() {
    let deep = View(identifier: "card")
    let shallow = View(identifier: "card")
    let root = View(identifier: "root")
    let branch = View()
    branch.subviews = [deep]
    root.subviews = [branch, shallow]
    let find = { (name: String) in
      firstBreadthFirst(from: root, children: \.subviews) { $0.identifier == name }
    }
    #expect(find("card") === shallow)
    #expect(find("root") === root)
    #expect(find("none") == nil)
    #expect(firstBreadthFirst(from: View?.none, children: \.subviews) { _ in true } == nil)
  }
}
