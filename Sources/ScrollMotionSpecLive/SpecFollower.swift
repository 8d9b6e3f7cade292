import Foundation
import ScrollMotionSpec

/// The versions of a spec file that a `scrollmotion edit` server serves,
/// as they are saved: an `AsyncSequence` that an app iterates to follow
/// the file being edited and play each saved version in place.
///
/// It fetches `GET /spec`, then asks `GET /spec?after=ETAG` again and again
/// (the server answers when the file's ETag differs, or after 25 seconds
/// with the same one). Each new version is decoded and validated as
/// `ChoreographySpec(json:)` does and handed over as
/// ``Event/spec(_:version:)``; a version that is not a valid spec, a server
/// that cannot be reached or answers with an error, is handed over as
/// ``Event/problem(_:)``, so that the app shows or logs it and plays on with
/// the last good spec. After a failed request it waits before the next one,
/// longer after each failure in a row up to a bound (``Backoff``); a
/// version is never handed over twice, so a server that comes back with the
/// file unchanged hands over nothing new.
///
/// The sequence ends (its iterator returns `nil`) when the task iterating
/// it is cancelled, at once, with the request in flight cancelled: no
/// thread or request is left behind.
///
/// ```swift
/// let follower = SpecFollower(server: URL(string: "http://192.168.1.20:8124")!)
/// let following = Task { @MainActor in
///   await follower.run(
///     refit: { spec throws(SpecError) in try player.replaceSpec(with: spec) },
///     report: { problem in print("ScrollMotion: \(problem)") })
/// }
/// // Later, to stop following:
/// following.cancel()
/// ```
public struct SpecFollower: AsyncSequence, Sendable {
  /// One step in following the file.
  public enum Event: Sendable {
    /// A new version of the file, a valid spec: play it in place of the
    /// last one. `version` is the server's ETag of the file's bytes.
    case spec(ChoreographySpec, version: String)
    /// Something kept the last good spec playing: a version that is not a
    /// valid spec, or a server that could not be reached or answered
    /// with an error.
    case problem(Problem)
  }

  /// What kept the last good spec playing.
  public enum Problem: Error, Sendable, Equatable, CustomStringConvertible {
    /// The version `version` of the file is not a valid spec: its
    /// problems, each with its path and line.
    case invalidSpec(SpecError, version: String)
    /// The server could not be reached, or the connection broke:
    /// `reason` is the transport's message.
    case unreachable(url: URL, reason: String)
    /// The server answered `status` (not 200), with `message`, the start
    /// of the answer's text.
    case refused(url: URL, status: Int, message: String)

    /// The problem in a sentence.
    public var description: String {
      switch self {
      case .invalidSpec(let error, let version):
        "the spec's version \(version) has problems, the last good one plays on: \(error)"
      case .unreachable(let url, let reason):
        "cannot reach \(url.absoluteString): \(reason)"
      case .refused(let url, let status, let message):
        "\(url.absoluteString) answered \(status): \(message)"
      }
    }
  }

  /// How long to wait after a failed request before the next one: `first`
  /// seconds after one failure, twice as long after each further one in a
  /// row, never more than `maximum`. A request that succeeds starts it
  /// again. An answer with the version already handed over (the long
  /// poll's wait ran out) is followed by a wait of `first` too, so that a
  /// server that answers at once without waiting is not asked in a busy
  /// loop.
  public struct Backoff: Sendable, Equatable {
    /// The wait after one failure, in seconds.
    public var first: TimeInterval
    /// The longest wait, in seconds.
    public var maximum: TimeInterval

    /// A backoff starting at `first` seconds and doubling up to `maximum`
    /// (a quarter of a second and 8 seconds unless given). Each is taken
    /// between zero and an hour (not a number: zero), and a `maximum`
    /// shorter than `first` as `first`.
    public init(first: TimeInterval = 0.25, maximum: TimeInterval = 8) {
      self.first = Self.clamped(first)
      self.maximum = Self.clamped(maximum)
    }

    /// `seconds` between zero and an hour; zero for not a number.
    private static func clamped(_ seconds: TimeInterval) -> TimeInterval {
      seconds.isNaN ? 0 : Swift.min(Swift.max(seconds, 0), 3_600)
    }

    /// The wait after `failures` failed requests in a row (1 or more), in
    /// seconds.
    public func delay(afterFailures failures: Int) -> TimeInterval {
      let first = Self.clamped(self.first)
      let maximum = Swift.max(first, Self.clamped(self.maximum))
      var delay = first
      var doublings = Swift.max(0, failures - 1)
      while doublings > 0 && delay < maximum && delay > 0 {
        delay *= 2
        doublings -= 1
      }
      return Swift.min(delay, maximum)
    }
  }

  /// The server's address, as given.
  public let server: URL
  /// How the requests are made.
  public let transport: any SpecTransport
  /// The waits after failed requests.
  public let backoff: Backoff
  /// Waits a number of seconds; throws when the task is cancelled.
  let sleep: @Sendable (TimeInterval) async throws -> Void

  /// The longest a first request may take before it counts as failed, in
  /// seconds.
  static let requestTimeout: TimeInterval = 10
  /// The longest a long poll may take, in seconds: the server's wait (25 s)
  /// and a margin for the answer.
  static let longPollTimeout: TimeInterval = 35

  /// Follows the spec served at `server`: the address `scrollmotion edit`
  /// prints (its path and `#token=` fragment are not used; reading needs
  /// no token), or its host and port, such as `http://192.168.1.20:8124`.
  ///
  /// - Parameters:
  ///   - server: The server's address.
  ///   - transport: How the requests are made; `URLSession.shared` unless
  ///     given.
  ///   - backoff: The waits after failed requests.
  public init(
    server: URL, transport: any SpecTransport = URLSessionSpecTransport(),
    backoff: Backoff = Backoff()
  ) {
    self.init(
      server: server, transport: transport, backoff: backoff,
      sleep: { try await Task.sleep(nanoseconds: UInt64($0 * 1_000_000_000)) })
  }

  /// A follower whose waits go through `sleep`, for tests that step time
  /// themselves.
  package init(
    server: URL, transport: any SpecTransport, backoff: Backoff,
    sleep: @escaping @Sendable (TimeInterval) async throws -> Void
  ) {
    self.server = server
    self.transport = transport
    self.backoff = backoff
    self.sleep = sleep
  }

  /// An iterator from the file as it is now.
  public func makeAsyncIterator() -> Iterator { Iterator(follower: self) }

  /// The address of the file, or of its next version after `version`: the
  /// server's scheme, host and port with `/spec` (and the query).
  func specURL(after version: String?) -> URL {
    let text = Array(server.absoluteString)
    var start = 0
    for index in text.indices.dropLast(2)
    where text[index] == ":" && text[index + 1] == "/" && text[index + 2] == "/" {
      start = index + 3
      break
    }
    let end = text[start...].firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? text.count
    var address = String(text[..<end]) + "/spec"
    if let version { address += "?after=" + Self.percentEncoded(version) }
    return URL(string: address) ?? server
  }

  /// `text` with every byte but the unreserved ones of a URL (letters,
  /// digits, `-._~`) percent-encoded, as a query's value.
  static func percentEncoded(_ text: String) -> String {
    let digits = Array("0123456789ABCDEF")
    var encoded = ""
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"):
        encoded.append(Character(Unicode.Scalar(byte)))
      default:
        encoded += "%" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 15)])
      }
    }
    return encoded
  }

  /// Produces the events of a ``SpecFollower``.
  public struct Iterator: AsyncIteratorProtocol, Sendable {
    let follower: SpecFollower
    /// The version last handed over (a spec or its problems), if any.
    private var version: String?
    /// The failed requests in a row.
    private var failures = 0

    init(follower: SpecFollower) {
      self.follower = follower
    }

    /// The next event, or `nil` once the task is cancelled.
    public mutating func next() async -> Event? {
      while !Task.isCancelled {
        if failures > 0 {
          do {
            try await follower.sleep(follower.backoff.delay(afterFailures: failures))
          } catch {
            return nil
          }
        }
        let url = follower.specURL(after: version)
        let response: SpecHTTPResponse
        do {
          response = try await follower.transport.get(
            url,
            timeout: version == nil ? SpecFollower.requestTimeout : SpecFollower.longPollTimeout)
        } catch {
          if Task.isCancelled { return nil }
          failures += 1
          return .problem(.unreachable(url: url, reason: Self.reason(error)))
        }
        if Task.isCancelled { return nil }
        guard response.status == 200, let etag = response.etag else {
          failures += 1
          let text = String(decoding: response.body.prefix(200), as: UTF8.self)
          let message =
            response.status == 200
            ? "no ETag: is it a scrollmotion edit server?"
            : String(
              text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
          return .problem(.refused(url: url, status: response.status, message: message))
        }
        failures = 0
        // The long poll's wait ran out with the file unchanged: ask again,
        // after a pause in case the server did not wait at all.
        guard etag != version else {
          do {
            try await follower.sleep(follower.backoff.first)
          } catch {
            return nil
          }
          continue
        }
        version = etag
        do {
          return .spec(try ChoreographySpec(json: response.body), version: etag)
        } catch {
          return .problem(.invalidSpec(error, version: etag))
        }
      }
      return nil
    }

    /// A transport error in words.
    private static func reason(_ error: any Error) -> String {
      String(describing: error)
    }
  }
}

extension SpecFollower {
  /// Follows the file until the calling task is cancelled: hands each
  /// valid version to `refit`, on the main actor, and each problem to
  /// `report`, with what `refit` throws (a spec that the player cannot
  /// play on the app's views) reported as ``Problem/invalidSpec(_:version:)``.
  ///
  /// `refit` is where the player takes the new spec in place, keeping each
  /// animation's state: `SpecPlayer.replaceSpec(with:)`, or the front end's
  /// `replaceSpec(with:)`. Returns once the task is cancelled.
  @MainActor
  public func run(
    refit: @MainActor (ChoreographySpec) throws(SpecError) -> Void,
    report: @MainActor (Problem) -> Void
  ) async {
    var iterator = makeAsyncIterator()
    while let event = await iterator.next() {
      switch event {
      case .spec(let spec, let version):
        do {
          try refit(spec)
        } catch {
          report(.invalidSpec(error, version: version))
        }
      case .problem(let problem):
        report(problem)
      }
    }
  }
}
