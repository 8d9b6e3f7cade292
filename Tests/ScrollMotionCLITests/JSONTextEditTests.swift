import Testing

@testable import ScrollMotionCLI

/// The edits `scrollmotion edit` applies to a spec's text: each changes
/// only the bytes it concerns, and the edits it returns restore the text
/// byte for byte.
@Suite("JSON text edits")
struct JSONTextEditTests {
  static let spec = """
    {
      "version": 1,
      "scroller": { "containerSize": [340, 300], "contentSize": [340, 1400] },
      "elements": {
        "card": { "frame": [40, 620, 260, 160] }
      },
      "animations": [
        {
          "id": "fade",
          "target": "card",
          "property": "opacity",
          "keyframes": [
            { "offset": 0, "value": 0 },
            { "offset": 1, "value": 1.0 }
          ]
        }
      ]
    }

    """

  /// `text` after `edits`, and the text after the returned undo edits.
  func applied(_ edits: [JSONTextEdit], to text: String = spec) throws -> (String, String) {
    var editor = try JSONTextEditor(Array(text.utf8))
    let undo = try editor.apply(edits)
    let result = String(decoding: editor.bytes, as: UTF8.self)
    var restorer = try JSONTextEditor(editor.bytes)
    _ = try restorer.apply(undo)
    return (result, String(decoding: restorer.bytes, as: UTF8.self))
  }

  @Test func aReplacedNumberIsWrittenAsSentAndNothingElseMoves() throws {
    let path: [JSONPathStep] = [
      .key("animations"), .index(0), .key("keyframes"), .index(1), .key("value"),
    ]
    let (result, restored) = try applied([.replace(path: path, text: "0.30")])
    #expect(result == Self.spec.replacingOccurrences(of: "\"value\": 1.0", with: "\"value\": 0.30"))
    #expect(restored == Self.spec)
  }

  @Test func aReplacedObjectTakesTheIndentationOfItsLine() throws {
    let value = "{\n  \"offset\": 0.5,\n  \"value\": 0.25\n}"
    let path: [JSONPathStep] = [.key("animations"), .index(0), .key("keyframes"), .index(0)]
    let (result, restored) = try applied([.replace(path: path, text: value)])
    #expect(
      result.contains(
        "\"keyframes\": [\n        {\n          \"offset\": 0.5,\n          \"value\": 0.25\n        },\n"
      ))
    #expect(restored == Self.spec)
  }

  @Test func anInsertedElementIsLaidOutAsItsSiblings() throws {
    let path: [JSONPathStep] = [.key("animations"), .index(0), .key("keyframes")]
    let (result, restored) = try applied([
      .insertElement(path: path, index: 1, text: "{ \"offset\": 0.5, \"value\": 0.2 }")
    ])
    #expect(
      result.contains(
        "{ \"offset\": 0, \"value\": 0 },\n        { \"offset\": 0.5, \"value\": 0.2 },\n        { \"offset\": 1,"
      ))
    #expect(restored == Self.spec)
    let (appended, _) = try applied([.insertElement(path: path, index: 2, text: "{}")])
    #expect(appended.contains("\"value\": 1.0 },\n        {}\n      ]"))
  }

  @Test func aMemberIsAddedAfterTheLastOrWhereItIsAsked() throws {
    let (result, restored) = try applied([
      .insertMember(
        path: [.key("elements")], key: "dot", index: nil, text: "{ \"frame\": [0, 0, 8, 8] }")
    ])
    #expect(
      result.contains(
        "\"card\": { \"frame\": [40, 620, 260, 160] },\n    \"dot\": { \"frame\": [0, 0, 8, 8] }\n  },"
      ))
    #expect(restored == Self.spec)
    let (first, _) = try applied([
      .insertMember(
        path: [.key("animations"), .index(0)], key: "easing", index: 0, text: "\"linear\"")
    ])
    #expect(first.contains("{\n      \"easing\": \"linear\",\n      \"id\": \"fade\","))
    let (inline, _) = try applied([
      .insertMember(path: [.key("scroller")], key: "axis", index: nil, text: "\"y\"")
    ])
    #expect(inline.contains("\"contentSize\": [340, 1400], \"axis\": \"y\" },"))
  }

  @Test func anEmptyContainerOpensOnToLinesOfItsOwn() throws {
    let text = "{\n  \"elements\": {},\n  \"list\": []\n}\n"
    let (result, restored) = try applied(
      [
        .insertMember(path: [.key("elements")], key: "a", index: nil, text: "{\n  \"z\": 1\n}"),
        .insertElement(path: [.key("list")], index: 0, text: "2"),
      ], to: text)
    #expect(
      result
        == "{\n  \"elements\": {\n    \"a\": {\n      \"z\": 1\n    }\n  },\n  \"list\": [\n    2\n  ]\n}\n"
    )
    #expect(restored == text)
  }

  @Test func removalTakesItsSeparatorWithIt() throws {
    let keyframes: [JSONPathStep] = [.key("animations"), .index(0), .key("keyframes")]
    let (last, restoredLast) = try applied([.remove(path: keyframes + [.index(1)])])
    #expect(last.contains("\"keyframes\": [\n        { \"offset\": 0, \"value\": 0 }\n      ]"))
    #expect(restoredLast == Self.spec)
    let (first, restoredFirst) = try applied([.remove(path: keyframes + [.index(0)])])
    #expect(first.contains("\"keyframes\": [\n        { \"offset\": 1, \"value\": 1.0 }\n      ]"))
    #expect(restoredFirst == Self.spec)
    let (member, restoredMember) = try applied([
      .remove(path: [.key("animations"), .index(0), .key("target")])
    ])
    #expect(member.contains("\"id\": \"fade\",\n      \"property\": \"opacity\","))
    #expect(restoredMember == Self.spec)
    let (only, restoredOnly) = try applied([.remove(path: [.key("elements"), .key("card")])])
    #expect(only.contains("\"elements\": {},"))
    #expect(restoredOnly == Self.spec)
  }

  @Test func undoRestoresOddLayoutsByteForByte() throws {
    let text = "{\"a\": [1,2 ,   3], \"b\": {\"x\":1,\"y\":2}}"
    for edits: [JSONTextEdit] in [
      [.remove(path: [.key("a"), .index(1)])],
      [
        .remove(path: [.key("b"), .key("x")]),
        .insertElement(path: [.key("a")], index: 3, text: "4"),
      ],
      [.replace(path: [], text: "[\n1\n]")],
    ] {
      let (_, restored) = try applied(edits, to: text)
      #expect(restored == text)
    }
  }

  @Test func editsThatNameNoValueOrBreakTheDocumentAreRefused() throws {
    var editor = try JSONTextEditor(Array(Self.spec.utf8))
    let refused: [(JSONTextEdit, String)] = [
      (.replace(path: [.key("nothing")], text: "1"), "[\"nothing\"] names no value"),
      (
        .replace(path: [.key("animations"), .index(5)], text: "1"),
        "[\"animations\", 5] names no value"
      ),
      (.replace(path: [.key("version")], text: "1,"), "the value is not JSON"),
      (.replace(path: [.key("version")], text: "{"), "the value is not JSON"),
      (.insertElement(path: [.key("elements")], index: 0, text: "1"), "not an array"),
      (.insertElement(path: [.key("animations")], index: 3, text: "1"), "insert at 0 to 1"),
      (
        .insertMember(path: [.key("elements")], key: "card", index: nil, text: "1"),
        "already has the key"
      ),
      (.remove(path: []), "the document itself cannot be removed"),
      (.remove(path: [.key("elements"), .key("ghost")]), "names no value"),
    ]
    for (edit, message) in refused {
      #expect(throws: JSONTextEditFailure.self) { try editor.apply([edit]) }
      do {
        _ = try editor.apply([edit])
      } catch {
        #expect(error.description.contains(message), "\(error.description)")
      }
      #expect(editor.bytes == Array(Self.spec.utf8))
    }
    // A failure in the middle of a list leaves the text as it was before the first.
    #expect(throws: JSONTextEditFailure.self) {
      try editor.apply([.replace(path: [.key("version")], text: "2"), .remove(path: [.key("x")])])
    }
    #expect(editor.bytes == Array(Self.spec.utf8))
    #expect(throws: JSONTextEditFailure.self) { try JSONTextEditor(Array("{\"a\": }".utf8)) }
    var small = try JSONTextEditor(Array("[1]".utf8), maximumBytes: 8)
    #expect(throws: JSONTextEditFailure.self) {
      try small.apply([.insertElement(path: [], index: 1, text: "123456789")])
    }
  }

  @Test func aFileWithCarriageReturnsKeepsThem() throws {
    let text = Self.spec.replacingOccurrences(of: "\n", with: "\r\n")
    let (result, restored) = try applied(
      [
        .insertMember(path: [.key("elements")], key: "dot", index: nil, text: "{\n  \"z\": 1\n}"),
        .insertElement(
          path: [.key("animations"), .index(0), .key("keyframes")], index: 2, text: "{}"),
      ], to: text)
    #expect(
      result.contains(
        "\"card\": { \"frame\": [40, 620, 260, 160] },\r\n    \"dot\": {\r\n      \"z\": 1\r\n    }\r\n  },"
      ))
    #expect(result.contains("\"value\": 1.0 },\r\n        {}\r\n      ]"))
    #expect(!result.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
    #expect(restored == text)
  }

  @Test func keysAndValuesAfterMultiByteCharactersAreFound() throws {
    let text = "{\n  \"é\": \"ü€😀\", \"n\": 1\n}"
    let (result, restored) = try applied([.replace(path: [.key("n")], text: "2.50")], to: text)
    #expect(result == "{\n  \"é\": \"ü€😀\", \"n\": 2.50\n}")
    #expect(restored == text)
  }

  @Test func aBodyIsReadWithItsValuesAsTyped() throws {
    let body = """
      [{"path": ["a", 0], "value": 0.30},
       {"path": [], "insert": {"k": 1e3}, "key": "b"},
       {"path": ["c"], "valueText": "[1.50]"},
       {"path": ["d"], "insertText": "true", "at": 0},
       {"path": ["e", 2], "remove": true}]
      """
    let edits = try JSONTextEditor.edits(fromBody: Array(body.utf8))
    #expect(
      edits == [
        .replace(path: [.key("a"), .index(0)], text: "0.30"),
        .insertMember(path: [], key: "b", index: nil, text: "{\"k\": 1e3}"),
        .replace(path: [.key("c")], text: "[1.50]"),
        .insertElement(path: [.key("d")], index: 0, text: "true"),
        .remove(path: [.key("e"), .index(2)]),
      ])
    // What undo edits are sent as reads back to the same edits.
    #expect(try JSONTextEditor.edits(fromBody: Array(JSONTextEditor.json(edits).utf8)) == edits)
  }

  @Test func malformedBodiesAreRefusedWithWhy() {
    let bodies: [(String, String)] = [
      ("{}", "not an array of edits"),
      ("[]", "1 to 1000"),
      ("[1]", "an edit is an object"),
      ("[{\"value\": 1}]", "\"path\" is an array"),
      ("[{\"path\": [1.5], \"value\": 1}]", "not an index"),
      ("[{\"path\": [true], \"value\": 1}]", "not a key or an index"),
      ("[{\"path\": [], \"value\": 1, \"remove\": true}]", "one of"),
      ("[{\"path\": [], \"remove\": false}]", "\"remove\" is true"),
      ("[{\"path\": [], \"valueText\": 1}]", "string of JSON text"),
      ("[{\"path\": [], \"insert\": 1}]", "says where"),
      ("[{\"path\": [], \"insert\": 1, \"at\": -1}]", "\"at\" is an index"),
      ("[{\"path\": [], \"value\": 1, \"at\": 0}]", "the path alone"),
      ("[{\"path\": [], \"value\": 1, \"extra\": 0}]", "unknown key \"extra\""),
      ("[{\"path\": [], \"value\": 1}", "the body is not JSON"),
    ]
    for (body, message) in bodies {
      do {
        _ = try JSONTextEditor.edits(fromBody: Array(body.utf8))
        Issue.record("accepted \(body)")
      } catch {
        #expect(error.description.contains(message), "\(body): \(error.description)")
      }
    }
  }
}
