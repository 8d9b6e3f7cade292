import Testing

@testable import ScrollMotionSpec

@Suite("JSONReader")
struct JSONReaderTests {
  let reader = JSONReader()

  @Test func readsEveryKindOfValueWithLocations() throws {
    let node = try reader.read("{\n  \"a\": [1, -2.5e1, true, false, null],\n  \"b\": \"x\"\n}")
    guard case .object(let members) = node.value else {
      Issue.record("expected an object")
      return
    }
    #expect(members.map(\.key) == ["a", "b"])
    #expect(members[0].keyLocation == SourceLocation(line: 2, column: 3))
    #expect(members[1].node.location == SourceLocation(line: 3, column: 8))
    #expect(
      members[0].node.value
        == .array([
          JSONNode(.number(1), at: SourceLocation(line: 2, column: 9)),
          JSONNode(.number(-25), at: SourceLocation(line: 2, column: 12)),
          JSONNode(.bool(true), at: SourceLocation(line: 2, column: 20)),
          JSONNode(.bool(false), at: SourceLocation(line: 2, column: 26)),
          JSONNode(.null, at: SourceLocation(line: 2, column: 33)),
        ]))
  }
}
