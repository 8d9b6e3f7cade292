import Foundation
import ScrollMotionSpecLive

/// A server of scripted answers: each request takes the next one; with
/// none left, a request waits until its task is cancelled, as a long poll
/// on an unchanged file does.
package actor ScriptedTransport: SpecTransport {
  package enum Step {
    case answer(SpecHTTPResponse)
    case failure(URLError.Code)
  }

  private var steps: [Step]
  package private(set) var requests: [String] = []
  package private(set) var timeouts: [TimeInterval] = []
  /// How many requests ended because their task was cancelled.
  package private(set) var cancelled = 0

  package init(_ steps: [Step]) {
    self.steps = steps
  }

  package static func file(_ text: String, version: String) -> Step {
    .answer(SpecHTTPResponse(status: 200, etag: version, body: Array(text.utf8)))
  }

  package func get(_ url: URL, timeout: TimeInterval) async throws -> SpecHTTPResponse {
    requests.append(url.absoluteString)
    timeouts.append(timeout)
    guard !steps.isEmpty else {
      // Cancellation ends the wait at once, with CancellationError.
      do {
        try await Task.sleep(for: .seconds(3_600))
      } catch {
        cancelled += 1
        throw error
      }
      throw URLError(.timedOut)
    }
    switch steps.removeFirst() {
    case .answer(let response): return response
    case .failure(let code): throw URLError(code)
    }
  }
}
