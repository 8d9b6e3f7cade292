import Foundation
import ScrollMotion
import ScrollMotionSpec
import ScrollMotionSpecLive
import SpecFixtures
import Testing

/// The waits a follower asked for, none of them waited.
actor Waits {
  private(set) var list: [TimeInterval] = []
  func record(_ seconds: TimeInterval) { list.append(seconds) }
}

@Suite("SpecFollower: following a served spec, with a scripted transport")
struct SpecFollowerTests {
  static let server = URL(string: "http://127.0.0.1:8124/#token=secret")!
  static let changed = Fixtures.motionSpec.replacingOccurrences(of: "0.5", with: "0.25")
  static let broken = Fixtures.motionSpec.replacingOccurrences(of: "opacity", with: "opacty")

  static func follower(_ transport: ScriptedTransport, waits: Waits = Waits()) -> SpecFollower {
    SpecFollower(
      server: server, transport: transport, backoff: SpecFollower.Backoff(),
      sleep: { await waits.record($0) })
  }

  static func version(_ event: SpecFollower.Event?) -> String? {
    guard case .spec(_, let version) = event else { return nil }
    return version
  }

  @Test(.timeLimit(.minutes(1)))
  func eachNewVersionIsHandedOverOnceAndThePollAsksAfterTheLastOne() async throws {
    let transport = ScriptedTransport([
      ScriptedTransport.file(Fixtures.motionSpec, version: #""1-a+b""#),
      // The long poll ran out with the file unchanged.
      ScriptedTransport.file(Fixtures.motionSpec, version: #""1-a+b""#),
      ScriptedTransport.file(Self.changed, version: #""2-c""#),
    ])
    let waits = Waits()
    var iterator = Self.follower(transport, waits: waits).makeAsyncIterator()
    let first = await iterator.next()
    #expect(Self.version(first) == #""1-a+b""#)
    guard case .spec(let spec, _) = await iterator.next() else {
      Issue.record("the second version was not handed over")
      return
    }
    #expect(spec.animations[0].smoothing == 0.25)
    #expect(
      await transport.requests == [
        "http://127.0.0.1:8124/spec",
        "http://127.0.0.1:8124/spec?after=%221-a%2Bb%22",
        "http://127.0.0.1:8124/spec?after=%221-a%2Bb%22",
      ])
    #expect(await transport.timeouts == [10, 35, 35])
    // A pause after the answer with the same version, none otherwise.
    #expect(await waits.list == [0.25])
  }

  @Test(.timeLimit(.minutes(1)))
  func anInvalidVersionIsReportedWithItsProblemsAndNotAskedForAgain() async throws {
    let transport = ScriptedTransport([
      ScriptedTransport.file(Self.broken, version: "v1"),
      ScriptedTransport.file(Fixtures.motionSpec, version: "v2"),
    ])
    var iterator = Self.follower(transport).makeAsyncIterator()
    guard case .problem(.invalidSpec(let error, let version)) = await iterator.next() else {
      Issue.record("an invalid version was not reported")
      return
    }
    #expect(version == "v1")
    #expect(error.issues.contains { $0.path?.description == "animations[0].property" })
    #expect(Self.version(await iterator.next()) == "v2")
    #expect(await transport.requests.last == "http://127.0.0.1:8124/spec?after=v1")
  }

  @Test(.timeLimit(.minutes(1)))
  func failuresAreReportedAndRetriedAfterWaitsThatDoubleUpToABound() async throws {
    let transport = ScriptedTransport(
      Array(repeating: .failure(.cannotConnectToHost), count: 7) + [
        ScriptedTransport.file(Fixtures.motionSpec, version: "v1"),
        .answer(SpecHTTPResponse(status: 404, etag: nil, body: Array("  no such file\n".utf8))),
        ScriptedTransport.file(Fixtures.motionSpec, version: "v1"),
        ScriptedTransport.file(Self.changed, version: "v2"),
      ])
    let waits = Waits()
    var iterator = Self.follower(transport, waits: waits).makeAsyncIterator()
    for _ in 0..<7 {
      guard case .problem(.unreachable(let url, _)) = await iterator.next() else {
        Issue.record("a failed request was not reported")
        return
      }
      #expect(url.absoluteString == "http://127.0.0.1:8124/spec")
    }
    #expect(Self.version(await iterator.next()) == "v1")
    guard case .problem(let refused) = await iterator.next() else {
      Issue.record("a refusal was not reported")
      return
    }
    #expect(
      refused
        == .refused(
          url: URL(string: "http://127.0.0.1:8124/spec?after=v1")!, status: 404,
          message: "no such file"))
    // The same version once the server answers again: nothing new.
    #expect(Self.version(await iterator.next()) == "v2")
    // After the six growing waits, the bound; a success starts them again,
    // and the answer with the version already seen is followed by a pause.
    #expect(await waits.list == [0.25, 0.5, 1, 2, 4, 8, 8, 0.25, 0.25])
  }

  @Test func theBackoffDoublesFromItsFirstWaitToItsMaximumWithinSaneBounds() {
    let backoff = SpecFollower.Backoff(first: 0.125, maximum: 0.75)
    #expect(
      (1...6).map { backoff.delay(afterFailures: $0) } == [0.125, 0.25, 0.5, 0.75, 0.75, 0.75])
    #expect(SpecFollower.Backoff(first: 2, maximum: 1).delay(afterFailures: 3) == 2)
    #expect(SpecFollower.Backoff().delay(afterFailures: 1_000) == 8)
    let none = SpecFollower.Backoff(first: -1, maximum: .nan)
    #expect(none.first == 0 && none.maximum == 0)
    #expect(none.delay(afterFailures: 1_000_000) == 0)
    let endless = SpecFollower.Backoff(first: .infinity, maximum: .infinity)
    #expect(endless.delay(afterFailures: 10) == 3_600)
  }

  @Test(.timeLimit(.minutes(1)))
  func cancellingTheTaskEndsTheSequenceDuringALongPoll() async throws {
    let transport = ScriptedTransport([ScriptedTransport.file(Fixtures.motionSpec, version: "v1")])
    let follower = Self.follower(transport)
    let following = Task {
      var versions: [String] = []
      for await event in follower {
        if let version = Self.version(event) { versions.append(version) }
      }
      return versions
    }
    // Waits until the long poll after the first version is in flight.
    while await transport.requests.count < 2 { await Task.yield() }
    following.cancel()
    #expect(await following.value == ["v1"])
  }

  @MainActor
  @Test(.timeLimit(.minutes(1)))
  func runRefitsEachVersionAndReportsWhatTheRefitRefuses() async throws {
    let transport = ScriptedTransport([
      ScriptedTransport.file(Fixtures.motionSpec, version: "v1"),
      ScriptedTransport.file(Self.broken, version: "v2"),
      ScriptedTransport.file(Self.changed, version: "v3"),
    ])
    let follower = Self.follower(transport)
    var refits: [Double?] = []
    var problems: [SpecFollower.Problem] = []
    let following = Task { @MainActor in
      await follower.run(
        refit: { spec throws(SpecError) in
          refits.append(spec.animations[0].smoothing)
          if spec.animations[0].smoothing == 0.25 {
            throw SpecError([SpecIssue("no view is bound to the element 'header'", at: nil)])
          }
        },
        report: { problems.append($0) })
    }
    while await transport.requests.count < 4 { await Task.yield() }
    following.cancel()
    await following.value
    #expect(refits == [0.5, 0.25])
    #expect(problems.count == 2)
    guard case .invalidSpec(_, "v2") = problems.first,
      case .invalidSpec(let refused, "v3") = problems.last
    else {
      Issue.record("the problems were not reported in order: \(problems)")
      return
    }
    #expect(refused.description.contains("no view is bound"))
  }
}
