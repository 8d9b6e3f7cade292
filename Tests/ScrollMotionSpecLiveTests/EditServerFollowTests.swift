import Foundation
import ScrollMotion
import ScrollMotionSpec
import ScrollMotionSpecLive
import SpecFixtures
import Testing

// On Linux, URLSession and its requests are in FoundationNetworking, a
// module of their own; on Apple platforms Foundation has them.
#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `scrollmotion edit FILE --port 0 --no-open`, run as a person runs it,
/// on a file of its own.
final class EditServer {
  enum Failure: Error {
    case noExecutable
    case noAddress(String)
    case noAnswer
  }

  let file: URL
  private let folder: URL
  /// The server's address: `http://127.0.0.1:PORT/`.
  let address: URL
  let token: String
  private let process = Process()

  init(spec: String) throws {
    guard let executable = Fixtures.executable else { throw Failure.noExecutable }
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("scrollmotion-follow-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    file = folder.appendingPathComponent("spec.json")
    try Data(spec.utf8).write(to: file)
    process.executableURL = executable
    process.arguments = ["edit", file.path, "--port", "0", "--no-open"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    // It prints the file, then the address with the token: read up to it.
    var printed = ""
    while !printed.contains("#token=") || !printed.hasSuffix("\n") {
      let chunk = output.fileHandleForReading.availableData
      guard !chunk.isEmpty else { throw Failure.noAddress(printed) }
      printed += String(decoding: chunk, as: UTF8.self)
    }
    guard
      let line = printed.split(separator: "\n").first(where: { $0.hasPrefix("http://") }),
      let marker = line.range(of: "#token="), let address = URL(string: String(line))
    else { throw Failure.noAddress(printed) }
    self.address = address
    token = String(line[marker.upperBound...])
  }

  deinit {
    stop()
    try? FileManager.default.removeItem(at: folder)
  }

  /// The server's origin, as its page sends it.
  var origin: String { "http://\(address.host ?? ""):\(address.port ?? 0)" }

  /// Stops the server (SIGTERM, as Ctrl-C does) and waits for it to exit.
  func stop() {
    guard process.isRunning else { return }
    process.terminate()
    process.waitUntilExit()
  }

  /// `PATCH /spec` with `edits` (JSON text) made against `version`, as the
  /// editor's page sends it; returns the status.
  func patch(_ edits: String, ifMatch version: String) async throws -> Int {
    var request = URLRequest(url: address.appendingPathComponent("spec"))
    request.httpMethod = "PATCH"
    request.setValue(token, forHTTPHeaderField: "X-ScrollMotion-Token")
    request.setValue(origin, forHTTPHeaderField: "Origin")
    request.setValue(version, forHTTPHeaderField: "If-Match")
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.httpBody = Data(edits.utf8)
    let (_, response) = try await URLSession.shared.data(for: request)
    guard let http = response as? HTTPURLResponse else { throw Failure.noAnswer }
    return http.statusCode
  }
}

@Suite("SpecFollower following the real scrollmotion edit server", .serialized)
struct EditServerFollowTests {
  static func value(_ sample: SpecSample, _ id: String) -> Double? {
    if case .number(let number) = sample.entries.first(where: { $0.id == id })?.value {
      return number
    }
    return nil
  }

  static func at(_ y: Double) -> ScrollMetrics { Fixtures.motionMetrics(y: y) }

  @MainActor
  @Test(.timeLimit(.minutes(1)))
  func aSavedEditRefitsThePlayerInPlaceWithItsStateKept() async throws {
    let server = try EditServer(spec: Fixtures.motionSpec)
    defer { server.stop() }
    var versions = SpecFollower(server: server.address).makeAsyncIterator()
    guard case .spec(let spec, let first) = await versions.next() else {
      Issue.record("the served spec was not handed over")
      return
    }
    let player = try SpecPlayer(spec)
    _ = player.sample(metrics: Self.at(0), elementFrames: [:], at: 0)
    _ = player.sample(metrics: Self.at(600), elementFrames: [:], at: 0)
    // The card's triggered reveal, half way through its play.
    #expect(Self.value(player.advanced(to: 0.25), "reveal") == 0.5)

    let status = try await server.patch(
      #"[{"path": ["animations", 1, "keyframes", 1, "value"], "value": 0.8}]"#, ifMatch: first)
    #expect(status == 200)
    guard case .spec(let edited, let second) = await versions.next() else {
      Issue.record("the edited spec was not handed over")
      return
    }
    #expect(second != first)
    try player.replaceSpec(with: edited)
    let refitted = player.sample(metrics: Self.at(600), elementFrames: [:])
    // Still half way, now towards the new 0.8, and still playing.
    #expect(Self.value(refitted, "reveal") == 0.4)
    #expect(player.needsFrames)
    #expect(Self.value(player.advanced(to: 0.5), "reveal") == 0.8)

    // At rest, where no state is left to carry, it shows what a player of
    // the file as saved shows.
    let fresh = try SpecPlayer(ChoreographySpec(json: Array(Data(contentsOf: server.file))))
    _ = fresh.sample(metrics: Self.at(600), elementFrames: [:], at: 0)
    fresh.comeToRest()
    player.comeToRest()
    #expect(player.sample() == fresh.sample())
  }

  @MainActor
  @Test(.timeLimit(.minutes(1)))
  func aFileMadeInvalidIsReportedAndTheLastGoodSpecPlaysOn() async throws {
    let server = try EditServer(spec: Fixtures.motionSpec)
    defer { server.stop() }
    let follower = SpecFollower(server: server.address)
    var versions = follower.makeAsyncIterator()
    guard case .spec(let spec, let first) = await versions.next() else {
      Issue.record("the served spec was not handed over")
      return
    }
    let player = try SpecPlayer(spec)
    let before = player.sample(metrics: Self.at(900), elementFrames: [:], at: 0)

    #expect(
      try await server.patch(
        #"[{"path": ["animations", 0, "property"], "value": "opacty"}]"#, ifMatch: first) == 200)
    guard case .problem(.invalidSpec(let error, let broken)) = await versions.next() else {
      Issue.record("the invalid spec was not reported")
      return
    }
    #expect(error.issues.contains { $0.path?.description == "animations[0].property" })
    #expect(player.sample(metrics: Self.at(900), elementFrames: [:], at: 0) == before)

    // Fixed again: the next version plays.
    #expect(
      try await server.patch(
        #"[{"path": ["animations", 0, "property"], "value": "opacity"}]"#, ifMatch: broken) == 200)
    guard case .spec(let fixed, _) = await versions.next() else {
      Issue.record("the fixed spec was not handed over")
      return
    }
    try player.replaceSpec(with: fixed)
    #expect(player.sample(metrics: Self.at(900), elementFrames: [:], at: 0) == before)
  }

  @Test(.timeLimit(.minutes(1)))
  func aServerThatGoesAwayDuringALongPollIsReported() async throws {
    let server = try EditServer(spec: Fixtures.motionSpec)
    var versions = SpecFollower(server: server.address).makeAsyncIterator()
    guard case .spec = await versions.next() else {
      Issue.record("the served spec was not handed over")
      return
    }
    let waiting = Task { [versions] in
      var versions = versions
      return await versions.next()
    }
    server.stop()
    guard case .problem(.unreachable(let url, _)) = await waiting.value else {
      Issue.record("the server's going away was not reported")
      return
    }
    #expect(url.path == "/spec")
  }

  @Test(.timeLimit(.minutes(1)))
  func aCancelledLongPollEndsWithoutAnAnswer() async throws {
    let server = try EditServer(spec: Fixtures.motionSpec)
    defer { server.stop() }
    let transport = URLSessionSpecTransport()
    let file = try await transport.get(
      server.address.appendingPathComponent("spec"), timeout: 10)
    let etag = try #require(file.etag)
    var poll = try #require(
      URLComponents(
        url: server.address.appendingPathComponent("spec"), resolvingAgainstBaseURL: false))
    poll.queryItems = [URLQueryItem(name: "after", value: etag)]
    let url = try #require(poll.url)
    let waiting = Task { try await transport.get(url, timeout: 35) }
    waiting.cancel()
    // Uncancelled, the server would answer after its 25 s wait.
    await #expect(throws: (any Error).self) { try await waiting.value }
  }
}
