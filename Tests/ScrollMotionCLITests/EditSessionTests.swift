import Foundation
import Testing

@testable import ScrollMotionCLI

/// The pieces of `scrollmotion edit`'s server that its HTTP tests
/// (Tests/Web/edit_server_test.py) reach only through requests.
@Suite("edit session")
struct EditSessionTests {
  @Test func theTokenIsSixtyFourHexadecimalDigitsAndNewEachRun() {
    let first = EditSession.makeToken()
    let second = EditSession.makeToken()
    #expect(first.count == 64)
    #expect(first.allSatisfy { $0.isHexDigit && !$0.isUppercase })
    #expect(first != second)
  }

  @Test func onlyTheTokenItselfMatches() {
    let token = "0123456789abcdef"
    #expect(EditSession.isSame(token, as: token))
    for other in [
      "", "0123456789abcde", "0123456789abcdef0", "0123456789ABCDEF", "1123456789abcdef",
    ] {
      #expect(!EditSession.isSame(other, as: token), "\(other)")
    }
  }

  @Test func theETagTellsVersionsApartAndIsQuoted() {
    let a = EditSession.etag(Data("{\"a\": 1}".utf8))
    #expect(a == EditSession.etag(Data("{\"a\": 1}".utf8)))
    #expect(a != EditSession.etag(Data("{\"a\": 2}".utf8)))
    #expect(a != EditSession.etag(Data("{\"a\": 1} ".utf8)))
    #expect(a.hasPrefix("\"8-") && a.hasSuffix("\"") && a.count == 20)
    // FNV-1a's offset basis: the hash of nothing.
    #expect(EditSession.etag(Data()) == "\"0-cbf29ce484222325\"")
  }

  @Test func problemsAreListedWithTheirPathsAndPlaces() throws {
    let text = "{\n  \"version\": 2\n}\n"
    let json = EditSession.problems(Data(text.utf8))
    let list = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
    let version = try #require(list.first { $0["path"] as? String == "version" })
    #expect(version["line"] as? Int == 2)
    #expect(version["column"] as? Int == 14)
    #expect(EditSession.problems(Data("{\"version\": 1,".utf8)).contains("\"path\": null"))
  }
}
