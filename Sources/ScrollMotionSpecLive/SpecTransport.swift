import Foundation

// On Linux, URLSession and its requests are in FoundationNetworking, a
// module of their own; on Apple platforms Foundation has them.
#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// An answer to a `GET`, as a ``SpecTransport`` hands it to a
/// ``SpecFollower``.
public struct SpecHTTPResponse: Sendable, Equatable {
  /// The status code (200 for the file).
  public var status: Int
  /// The `ETag` field, if any: the version of the file.
  public var etag: String?
  /// The body: the file's bytes, or the server's message.
  public var body: [UInt8]

  /// An answer of `status` with `etag` and `body`.
  public init(status: Int, etag: String?, body: [UInt8]) {
    self.status = status
    self.etag = etag
    self.body = body
  }
}

/// How a ``SpecFollower`` makes its requests: ``URLSessionSpecTransport``,
/// or another (a test's, an app's own networking).
public protocol SpecTransport: Sendable {
  /// The answer to `GET url`, within `timeout` seconds.
  ///
  /// - Throws: When the server cannot be reached, the connection breaks,
  ///   `timeout` passes, or the calling task is cancelled (which should
  ///   end the request at once).
  func get(_ url: URL, timeout: TimeInterval) async throws -> SpecHTTPResponse
}

/// Makes a ``SpecFollower``'s requests with a `URLSession`, uncached; a
/// cancelled task cancels its request.
public struct URLSessionSpecTransport: SpecTransport {
  /// The session the requests go through.
  public let session: URLSession

  /// A transport through `session` (`URLSession.shared` unless given).
  public init(session: URLSession = .shared) {
    self.session = session
  }

  /// The answer to `GET url` through ``session``.
  public func get(_ url: URL, timeout: TimeInterval) async throws -> SpecHTTPResponse {
    var request = URLRequest(url: url)
    request.cachePolicy = .reloadIgnoringLocalCacheData
    request.timeoutInterval = timeout
    // A data task with a completion handler, cancelled by the task's
    // cancellation: the async `data(for:)` of swift-corelibs-foundation
    // does not say that it stops its request on cancellation.
    let pending = PendingRequest()
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let task = session.dataTask(with: request) { data, response, error in
          if let error { return continuation.resume(throwing: error) }
          let http = response as? HTTPURLResponse
          continuation.resume(
            returning: SpecHTTPResponse(
              status: http?.statusCode ?? 0, etag: http?.value(forHTTPHeaderField: "ETag"),
              body: data.map { Array($0) } ?? []))
        }
        pending.start(task)
      }
    } onCancel: {
      pending.cancel()
    }
  }
}

/// A request that a task's cancellation may cancel before or after it
/// starts: the handler and the request meet here under a lock.
private final class PendingRequest: @unchecked Sendable {
  private let lock = NSLock()
  private var task: URLSessionDataTask?
  private var isCancelled = false

  func start(_ task: URLSessionDataTask) {
    lock.lock()
    self.task = task
    let cancelled = isCancelled
    lock.unlock()
    task.resume()
    if cancelled { task.cancel() }
  }

  func cancel() {
    lock.lock()
    isCancelled = true
    let task = self.task
    lock.unlock()
    task?.cancel()
  }
}
