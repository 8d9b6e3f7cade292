import Testing

@testable import ScrollMotionSpec

@Suite("JSONReader")
struct JSONReaderTests {
  let reader = JSONReader()

  func failure(_ text: String, reader: JSONReader = JSONReader()) -> JSONSyntaxError? {
    failure(bytes: Array(text.utf8), reader: reader)
  }

  func failure(bytes: [UInt8], reader: JSONReader = JSONReader()) -> JSONSyntaxError? {
    do {
      _ = try reader.read(bytes)
      return nil
    } catch {
      return error
    }
  }

  /// The value of `text`'s document, read by `body` while the document
  /// is alive.
  func withRoot<Result>(
    of text: String, _ body: (JSONNode) throws -> Result
  ) throws -> Result {
    try reader.read(text).withRoot(body)
  }

  @Test func readsEveryKindOfValueWithLocations() throws {
    try withRoot(of: "{\n  \"a\": [1, -2.5e1, true, false, null],\n  \"b\": \"x\"\n}") { node in
      try readsEveryKindOfValue(node)
    }
  }

  private func readsEveryKindOfValue(_ node: JSONNode) throws {
    guard case .object(let members) = node.value else {
      Issue.record("expected an object")
      return
    }
    #expect(members.map(\.key) == ["a", "b"])
    #expect(members[0].keyLocation == SourceLocation(line: 2, column: 3))
    #expect(members[1].node.location == SourceLocation(line: 3, column: 8))
    guard case .array(let elements) = members[0].node.value else {
      Issue.record("expected an array")
      return
    }
    #expect(elements.map(\.value) == [.number(1), .number(-25), .bool(true), .bool(false), .null])
    #expect(
      elements.map(\.location) == [9, 12, 20, 26, 33].map { SourceLocation(line: 2, column: $0) })
    #expect(members[1].node.value == .string("x"))
  }

  @Test func readsOneKindAsTheEnumDoes() throws {
    try withRoot(of: #"{"o": {"k": 1}, "a": [2, "s"], "n": -0.5, "s": "t\u00e9", "z": null}"#) {
      root in
      let object = try #require(root.object)
      #expect(root.array == nil && root.number == nil && root.string == nil)
      for member in object {
        let node = member.node
        switch node.value {
        case .object(let members):
          #expect(node.object == members && node.array == nil && node.number == nil)
        case .array(let elements):
          #expect(node.array == elements && node.object == nil && node.string == nil)
        case .number(let number): #expect(node.number == number && node.string == nil)
        case .string(let string): #expect(node.string == string && node.number == nil)
        default:
          #expect(node.object == nil && node.array == nil && node.number == nil)
          #expect(node.string == nil)
        }
      }
      #expect(object.node(forKey: "s")?.string == "té")
      #expect(object.node(forKey: "n")?.location == SourceLocation(line: 1, column: 37))
      #expect(object.node(forKey: "x") == nil)
      #expect(object.members(outside: ["o", "a", "n", "s", "z"]).isEmpty)
      #expect(object.members(outside: ["a", "s"]).map(\.key) == ["o", "n", "z"])
    }
  }

  @Test func decodesEscapesAndSurrogatePairs() throws {
    let value = try withRoot(of: #""a\"b\\c\/\n\t\u00e9\ud83d\ude00""#) { $0.value }
    #expect(value == .string("a\"b\\c/\n\té😀"))
  }

  @Test func countsColumnsInCharactersNotBytes() {
    // "é" is two bytes in UTF-8 but one column.
    let error = failure("{\"é\": tru}")
    #expect(error?.location == SourceLocation(line: 1, column: 7))
  }

  @Test func skipsAByteOrderMark() throws {
    let location = try reader.read([0xEF, 0xBB, 0xBF] + Array("[1]".utf8)).withRoot { $0.location }
    #expect(location == SourceLocation(line: 1, column: 1))
  }

  @Test(arguments: [
    ("{\"a\": 1,}", 1, 9, "trailing ','"),
    ("[1, 2,]", 1, 7, "trailing ','"),
    ("{\"a\": 1, \"a\": 2}", 1, 10, "duplicate key 'a' (first at line 1, column 2)"),
    ("{\"a\" 1}", 1, 6, "expected ':'"),
    ("{\"a\": 1 \"b\": 2}", 1, 9, "expected ',' or '}'"),
    ("[1 2]", 1, 4, "expected ',' or ']'"),
    ("{a: 1}", 1, 2, "expected a key in double quotes"),
    ("[01]", 1, 3, "cannot start with 0"),
    ("[1.]", 1, 4, "expected a digit after '.'"),
    ("[1e]", 1, 4, "expected a digit in the exponent"),
    ("[NaN]", 1, 2, "expected a value"),
    ("[Infinity]", 1, 2, "expected a value"),
    ("[-Infinity]", 1, 3, "expected a digit"),
    ("[1e400]", 1, 2, "the number 1e400 is too large"),
    ("[-1e309]", 1, 2, "too large"),
    ("[tru]", 1, 2, "expected 'true'"),
    ("[nulls]", 1, 2, "expected 'null'"),
    ("\"abc", 1, 5, "unterminated string"),
    ("\"a\u{01}b\"", 1, 3, "control character 0x01"),
    ("\"\\x\"", 1, 2, "unknown escape"),
    ("\"\\ud800\"", 1, 2, "lone surrogate \\uD800"),
    ("\"\\udc00x\"", 1, 2, "lone surrogate \\uDC00"),
    ("\"\\u12\"", 1, 6, "4 hexadecimal digits"),
    ("{} {}", 1, 4, "after the end of the JSON value"),
    ("// comment\n{}", 1, 1, "expected a value"),
    ("", 1, 1, "the file is empty"),
    ("   \n ", 2, 2, "the file is empty"),
    ("{\n  \"a\": [\n    1,\n    ]\n}", 4, 5, "trailing ','"),
  ])
  func rejectsWithLineAndColumn(text: String, line: Int, column: Int, reason: String) {
    let error = failure(text)
    #expect(error?.location == SourceLocation(line: line, column: column))
    #expect(error?.reason.contains(reason) == true, "\(error?.reason ?? "no error")")
  }

  @Test(
    arguments: [
      ([0x5B, 0xFF, 0x5D], "byte 0xFF"),
      ([0x5B, 0x22, 0xC3, 0x28, 0x22, 0x5D], "byte 0xC3 starts a bad sequence"),
      ([0x5B, 0x22, 0xE2, 0x82], "cut off"),
      ([0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D], "byte 0xED"),
      ([0x5B, 0x22, 0xC0, 0xAF, 0x22, 0x5D], "byte 0xC0"),
      ([0x5B, 0x22, 0xF4, 0x90, 0x80, 0x80, 0x22, 0x5D], "byte 0xF4"),
    ] as [([UInt8], String)])
  func rejectsBytesThatAreNotUTF8(bytes: [UInt8], reason: String) {
    let error = failure(bytes: bytes)
    #expect(error?.reason.contains("not UTF-8") == true)
    #expect(error?.reason.contains(reason) == true, "\(error?.reason ?? "no error")")
    #expect(error?.location?.line == 1)
  }

  @Test func pointsAtTheFirstBadByteOnItsLine() {
    let error = failure(bytes: Array("{\n  \"ab".utf8) + [0xFF] + Array("\"}".utf8))
    #expect(error?.location == SourceLocation(line: 2, column: 6))
  }

  @Test func limitsTheNestingDepth() {
    let limited = JSONReader(maximumDepth: 8)
    #expect(
      failure(String(repeating: "[", count: 8) + String(repeating: "]", count: 8), reader: limited)
        == nil)
    let error = failure(
      String(repeating: "[", count: 9) + String(repeating: "]", count: 9), reader: limited)
    #expect(error?.reason == "nesting is deeper than 8 levels")
    #expect(error?.location == SourceLocation(line: 1, column: 9))
    // The default limit stops a hostile document long before the stack does.
    let deep = String(repeating: "[", count: 100_000)
    #expect(failure(deep)?.reason.contains("nesting is deeper than 64 levels") == true)
  }

  @Test func limitsTheSize() {
    let limited = JSONReader(maximumBytes: 10)
    #expect(failure("[1, 2, 3]", reader: limited) == nil)
    let error = failure("[1, 2, 3, 4]", reader: limited)
    #expect(error?.location == nil)
    #expect(error?.description == "the file is 12 bytes; the limit is 10 bytes")
  }

  @Test func readsBackEveryNumberItWrites() throws {
    // Whole numbers, fractions, tiny and large magnitudes, negative zero.
    var values: [Double] = [
      0, -0.0, 1, -1, 0.1, 1e-7, .leastNonzeroMagnitude, .greatestFiniteMagnitude, 123_456.789,
    ]
    for index in 0..<500 {
      let x = Double(index) * 0.618_033_988_749_895
      values.append((x - x.rounded(.down)) * pow10(index % 40 - 20))
    }
    for value in values {
      let read = try withRoot(of: JSONText.number(value)) { $0.value }
      #expect(read == .number(value == 0 ? 0 : value), "\(value)")
    }
  }

  @Test func readsEveryNumberAsTheStandardLibraryDoes() throws {
    // Short decimals take the reader's exact fast path, long ones or large
    // exponents the standard library's; both must agree with it to the bit.
    var state: UInt64 = 0x5EED_0000_1234_5678
    func random(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    func digits(_ count: Int) -> String {
      String((0..<count).map { _ in Character(String(random(10))) })
    }
    for _ in 0..<3_000 {
      var text = random(2) == 0 ? "" : "-"
      let whole = random(4) == 0 ? 0 : 1 + random(20)
      text += whole == 0 ? "0" : String(1 + random(9)) + digits(whole - 1)
      if random(2) == 0 { text += "." + digits(1 + random(20)) }
      if random(2) == 0 {
        text += (random(2) == 0 ? "e" : "E") + ["", "+", "-"][random(3)] + String(random(330))
      }
      let expected = try #require(Double(text))
      if expected.isFinite {
        // To the bit: a negative zero stays negative.
        guard case .number(let value) = try withRoot(of: text, { $0.value }) else {
          Issue.record("\(text) is not read as a number")
          continue
        }
        #expect(value.bitPattern == expected.bitPattern, "\(text)")
      } else {
        #expect(failure(text)?.reason.contains("too large") == true, "\(text)")
      }
    }
  }

  @Test func keepsEachContainersContentsTogether() throws {
    // Containers closed inside others: each one's elements and members
    // must come back in order, none of a neighbour's.
    let document = try reader.read(
      #"[[1, [2, 3], []], {"a": [4], "b": {"c": 5, "d": {}}}, 6, {"e": [[7], 8]}]"#)
    func plain(_ node: JSONNode) -> String {
      switch node.value {
      case .number(let value): return JSONText.number(value)
      case .array(let elements): return "[" + elements.map(plain).joined(separator: ",") + "]"
      case .object(let members):
        return "{" + members.map { $0.key + ":" + plain($0.node) }.joined(separator: ",") + "}"
      default: return "?"
      }
    }
    #expect(document.withRoot(plain) == "[[1,[2,3],[]],{a:[4],b:{c:5,d:{}}},6,{e:[[7],8]}]")
  }

  @Test func findsDuplicateKeysInLargeObjects() {
    // Past a few keys the reader indexes them rather than comparing each.
    let keys = (0..<40).map { "\"k\($0)\": \($0)" }
    #expect(failure("{" + keys.joined(separator: ", ") + "}") == nil)
    for duplicate in [0, 15, 16, 39] {
      let text = "{" + keys.joined(separator: ", ") + ", \"k\(duplicate)\": 0}"
      let error = failure(text)
      let first = text.range(of: "\"k\(duplicate)\"")!.lowerBound
      #expect(
        error?.reason
          == "duplicate key 'k\(duplicate)' (first at line 1, column \(text.distance(from: text.startIndex, to: first) + 1))"
      )
      #expect(error?.location?.column == text.count - 7 - String(duplicate).count + 1)
    }
  }

  @Test func countsColumnsAcrossStringsAndLines() throws {
    // Two-, three- and four-byte characters before a value on the same
    // line, then a new line: each counts one column.
    let text = "{\"é€😀\": [\"\\u00e9x\", \"ab\"],\n \"b\": tru}"
    #expect(failure(text)?.location == SourceLocation(line: 2, column: 7))
    try withRoot(of: "{\"é€😀\": [\"\\u00e9x\", \"ab\"]}") { node in
      guard case .object(let members) = node.value,
        case .array(let elements) = members[0].node.value
      else {
        Issue.record("expected an object with an array")
        return
      }
      #expect(elements.map(\.location.column) == [10, 21])
      #expect(elements.map(\.value) == [.string("éx"), .string("ab")])
    }
  }

  private func pow10(_ exponent: Int) -> Double {
    var result = 1.0
    for _ in 0..<abs(exponent) { result *= 10 }
    return exponent < 0 ? 1 / result : result
  }

  @Test func quotesStringsSafelyForHTML() throws {
    let text = "a\"b\\c\n</script><!--&\u{2028}\u{01}"
    let quoted = JSONText.quoted(text)
    #expect(!quoted.contains("<"))
    #expect(!quoted.contains(">"))
    #expect(!quoted.contains("&"))
    #expect(try withRoot(of: quoted) { $0.value } == .string(text))
  }
}
