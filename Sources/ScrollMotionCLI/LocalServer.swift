import Dispatch
import Foundation

#if canImport(Glibc)
  // Linux: the socket calls come from Glibc.
  import Glibc
#elseif canImport(Darwin)
  // macOS: the same calls come from Darwin.
  import Darwin
#endif

/// The write end of the pipe that wakes a serving loop when the process
/// gets SIGINT or SIGTERM. A global because a signal handler can capture
/// nothing; set before the handlers are installed, only read after.
nonisolated(unsafe) private var stopDescriptor: Int32 = -1

#if canImport(Glibc)
  // Glibc declares SOCK_STREAM as an enum case; Darwin as an Int32.
  private let streamSocket = Int32(SOCK_STREAM.rawValue)
  // Linux raises SIGPIPE on a write to a reset connection unless the write
  // says not to.
  private let sendFlags = Int32(MSG_NOSIGNAL)
#else
  private let streamSocket = SOCK_STREAM
  // Darwin has no MSG_NOSIGNAL; each accepted socket gets SO_NOSIGPIPE.
  private let sendFlags: Int32 = 0
#endif

/// The demo's HTTP/1.1 server on 127.0.0.1: serves the page and, with
/// `--watch`, the spec it polls, to a browser on the same machine.
///
/// What it guarantees (docs/demo.md says the same to users):
/// - **Local only.** It listens on 127.0.0.1 and answers only requests
///   whose `Host` is `127.0.0.1:PORT` or `localhost:PORT`; any other host
///   gets 403. With no `Access-Control-Allow-Origin` header, another site's
///   page cannot read an answer through the browser; with the `Host` check,
///   not even through a name of its own that resolves to 127.0.0.1 (DNS
///   rebinding). `Cross-Origin-Resource-Policy: same-origin` keeps other
///   sites from embedding the answers.
/// - **Concurrent.** One thread polls every connection without blocking, so
///   a slow or idle client never holds up another; up to
///   `maximumConnections` are served at once, and further ones wait in the
///   listen queue until one closes.
/// - **Timeouts.** A connection that goes `idleTimeout` seconds without
///   progress is closed: a request head not complete that long after
///   connecting (the speculative connections browsers open send nothing),
///   or an answer the client stops reading.
/// - **A client's failure costs its connection only.** SIGPIPE is ignored
///   and no write raises it, so a client that resets mid-answer closes its
///   own connection, never the process.
/// - **Requests read as RFC 9112 says.** A head arrives in as many reads
///   as it takes (up to `maximumHeadBytes`); 400 for a malformed one, 431
///   for one too large, 505 for another HTTP version, 405 for a method
///   other than GET or HEAD, 404 for a path the demo does not serve. Every
///   answer closes its connection.
/// - **Clean shutdown.** SIGINT (Ctrl-C) or SIGTERM closes every connection
///   and the listening socket, and `run` returns.
///
/// Why our own server and not a library: the HTTP server libraries this
/// project can depend on either cost every build minutes (and
/// `scripts/test` builds three times: plain, ASan, TSan) or lack the idle
/// timeout and the 400 on a malformed request; docs/demo.md gives the
/// comparison.
struct LocalServer {
  /// The statuses the server answers with.
  enum Status: Int {
    case ok = 200
    case badRequest = 400
    case forbidden = 403
    case notFound = 404
    case methodNotAllowed = 405
    case requestTimeout = 408
    case headerFieldsTooLarge = 431
    case internalServerError = 500
    case versionNotSupported = 505

    /// The reason phrase of RFC 9110 §15.
    var reason: String {
      switch self {
      case .ok: "OK"
      case .badRequest: "Bad Request"
      case .forbidden: "Forbidden"
      case .notFound: "Not Found"
      case .methodNotAllowed: "Method Not Allowed"
      case .requestTimeout: "Request Timeout"
      case .headerFieldsTooLarge: "Request Header Fields Too Large"
      case .internalServerError: "Internal Server Error"
      case .versionNotSupported: "HTTP Version Not Supported"
      }
    }
  }

  /// One answer: its status, the body and its media type
  /// (`text/html; charset=utf-8`…), and any further header fields.
  struct Response {
    var status = Status.ok
    var contentType: String
    var body: Data
    var fields: [(name: String, value: String)] = []

    /// A plain-text answer that says what went wrong, for a person reading
    /// it in a browser or in `curl`'s output.
    static func problem(_ status: Status, _ message: String) -> Response {
      Response(
        status: status, contentType: "text/plain; charset=utf-8",
        body: Data("\(status.rawValue) \(status.reason): \(message)\n".utf8))
    }
  }

  enum Failure: Error, CustomStringConvertible {
    case portInUse(UInt16)
    case socket(step: String, code: Int32)

    var description: String {
      switch self {
      case .portInUse(let port):
        "port \(port) is already in use on 127.0.0.1: stop what is using it, or choose another port with --serve PORT"
      case .socket(let step, let code):
        "cannot serve on 127.0.0.1: \(step) failed: \(String(cString: strerror(code)))"
      }
    }
  }

  /// Seconds a connection may go without progress before it is closed.
  /// Long enough for any local client, short enough that the connections
  /// a browser opens in advance and never uses do not pile up.
  static let idleTimeout = 5
  /// Connections served at once; further ones wait in the listen queue.
  static let maximumConnections = 64
  /// The largest request head read (a browser's is under 2 KB, but
  /// cookies set on `localhost` by other local servers can add several).
  static let maximumHeadBytes = 64 * 1_024

  let port: UInt16
  /// The `Host` values (lower-cased) that name this server: the page's own
  /// two addresses. A browser leaves out the port only when it is 80.
  let hosts: Set<String>
  private let listener: Int32

  /// Binds 127.0.0.1:`port` and listens.
  init(port: UInt16) throws(Failure) {
    self.port = port
    let listener = socket(AF_INET, streamSocket, 0)
    guard listener >= 0 else { throw .socket(step: "socket", code: errno) }
    var reuse: Int32 = 1
    setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0 else {
      let code = errno
      close(listener)
      throw code == EADDRINUSE ? .portInUse(port) : .socket(step: "bind", code: code)
    }
    guard listen(listener, SOMAXCONN) == 0, Self.makeNonBlocking(listener) else {
      let code = errno
      close(listener)
      throw .socket(step: "listen", code: code)
    }
    self.listener = listener
    let names = ["127.0.0.1", "localhost"]
    hosts = Set(names.map { "\($0):\(port)" } + (port == 80 ? names : []))
  }

  /// Answers each GET or HEAD for one of `hosts` with `respond(path)` (the
  /// request path without its query; `nil` means 404), and every other
  /// request as the type's documentation says, until the process gets
  /// SIGINT or SIGTERM; then closes every connection and returns. Throws
  /// only when the system fails the server itself (no pipe, no poll).
  func run(_ respond: (String) -> Response?) throws(Failure) {
    // A write to a reset connection fails with EPIPE instead of ending the
    // process, whatever writes it.
    signal(SIGPIPE, SIG_IGN)
    var wake: [Int32] = [-1, -1]
    guard pipe(&wake) == 0 else { throw .socket(step: "pipe", code: errno) }
    // SIGINT and SIGTERM write a byte to the pipe, which wakes the loop
    // below wherever the signal lands: a handler, not a dispatch source,
    // because on Linux a dispatch signal source sees a signal only if
    // every thread blocks it, and the kernel drops an ignored one.
    stopDescriptor = wake[1]
    let handler: @convention(c) (Int32) -> Void = { _ in
      let saved = errno
      var byte: UInt8 = 1
      _ = write(stopDescriptor, &byte, 1)
      errno = saved
    }
    let stopSignals = [SIGINT, SIGTERM]
    for number in stopSignals { signal(number, handler) }
    var connections: [Connection] = []
    defer {
      for connection in connections { close(connection.descriptor) }
      close(listener)
      for number in stopSignals { signal(number, SIG_DFL) }
      close(wake[0])
      close(wake[1])
    }
    while true {
      let accepting = connections.count < Self.maximumConnections
      var polled = [
        pollfd(fd: wake[0], events: Int16(POLLIN), revents: 0),
        pollfd(fd: listener, events: accepting ? Int16(POLLIN) : 0, revents: 0),
      ]
      for connection in connections {
        polled.append(pollfd(fd: connection.descriptor, events: connection.events, revents: 0))
      }
      let soonest = connections.map(\.deadline).min()
      let timeout = soonest.map { Int32(($0 - min($0, Self.now()) + 999_999) / 1_000_000) } ?? -1
      guard poll(&polled, nfds_t(polled.count), timeout) >= 0 || errno == EINTR else {
        throw .socket(step: "poll", code: errno)
      }
      if polled[0].revents != 0 { return }
      for index in connections.indices where polled[index + 2].revents != 0 {
        connections[index].step(server: self, respond: respond)
      }
      let now = Self.now()
      for index in connections.indices where connections[index].deadline <= now {
        connections[index].expire()
      }
      connections.removeAll { $0.isClosed }
      if polled[1].revents != 0 {
        acceptWaiting(into: &connections)
      }
    }
  }

  /// Accepts waiting connections while there is room for them.
  private func acceptWaiting(into connections: inout [Connection]) {
    while connections.count < Self.maximumConnections {
      let descriptor = accept(listener, nil, nil)
      guard descriptor >= 0 else { return }
      guard Self.makeNonBlocking(descriptor) else {
        close(descriptor)
        continue
      }
      #if canImport(Darwin)
        // Darwin: writes to this socket fail with EPIPE instead of raising SIGPIPE.
        var on: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
      #endif
      connections.append(Connection(descriptor: descriptor, deadline: Self.deadline()))
    }
  }

  /// The answer to a complete request head (its body is left out for
  /// HEAD).
  fileprivate func answer(_ head: HTTPRequestHead, respond: (String) -> Response?) -> Response {
    let named = head.values(of: "Host")
    guard named.count == 1, let host = named.first else {
      return .problem(.badRequest, "a request names its host once, in a Host field")
    }
    guard hosts.contains(host.lowercased()) else {
      return .problem(
        .forbidden, "this server answers only requests for 127.0.0.1:\(port) or localhost:\(port)")
    }
    guard head.method == "GET" || head.method == "HEAD" else {
      var response = Response.problem(.methodNotAllowed, "this server answers GET and HEAD only")
      response.fields.append(("Allow", "GET, HEAD"))
      return response
    }
    return respond(head.path) ?? .problem(.notFound, "nothing is served at \(head.path)")
  }

  /// The bytes of `response`'s status line and header fields.
  fileprivate static func header(of response: Response) -> Data {
    var lines = [
      "HTTP/1.1 \(response.status.rawValue) \(response.status.reason)",
      "Content-Type: \(response.contentType)",
      "Content-Length: \(response.body.count)",
      "Cache-Control: no-store",
      "X-Content-Type-Options: nosniff",
      "Cross-Origin-Resource-Policy: same-origin",
      "Connection: close",
    ]
    lines += response.fields.map { "\($0.name): \($0.value)" }
    return Data((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
  }

  /// Nanoseconds on a clock that only goes forward.
  fileprivate static func now() -> UInt64 {
    DispatchTime.now().uptimeNanoseconds
  }

  /// `idleTimeout` seconds from now.
  fileprivate static func deadline() -> UInt64 {
    now() + UInt64(idleTimeout) * 1_000_000_000
  }

  private static func makeNonBlocking(_ descriptor: Int32) -> Bool {
    let flags = fcntl(descriptor, F_GETFL, 0)
    return flags >= 0 && fcntl(descriptor, F_SETFL, flags | O_NONBLOCK) == 0
  }
}

/// One client's connection, from its first byte to its close.
private struct Connection {
  enum Stage {
    /// Reading the request head.
    case reading
    /// Sending the answer: its header and body, `sent` bytes of both so far.
    case writing(header: Data, body: Data, sent: Int)
    /// Answered and shut for writing: reading what the client still sends
    /// until it closes, so that closing ours cannot reset the connection
    /// before the client has read the answer.
    case draining
    case closed
  }

  let descriptor: Int32
  var deadline: UInt64
  var stage = Stage.reading
  var received: [UInt8] = []

  init(descriptor: Int32, deadline: UInt64) {
    self.descriptor = descriptor
    self.deadline = deadline
  }

  var isClosed: Bool {
    if case .closed = stage { true } else { false }
  }

  /// What to wait for.
  var events: Int16 {
    if case .writing = stage { Int16(POLLOUT) } else { Int16(POLLIN) }
  }

  /// Reads or writes what it can, now that the socket is ready (or has
  /// failed: the read or write then fails too, and the connection closes).
  mutating func step(server: LocalServer, respond: (String) -> LocalServer.Response?) {
    switch stage {
    case .reading:
      var buffer = [UInt8](repeating: 0, count: 16 * 1_024)
      let count = recv(descriptor, &buffer, buffer.count, 0)
      guard count > 0 else {
        if count == 0 || !Self.wouldBlock(errno) { close() }
        return
      }
      received += buffer[..<count]
      switch HTTPRequestHead.read(received, limit: LocalServer.maximumHeadBytes) {
      case .incomplete:
        return
      case .complete(let head):
        start(server.answer(head, respond: respond), includesBody: head.method != "HEAD")
      case .refused(let status, let message):
        start(.problem(status, message), includesBody: true)
      }
    case .writing:
      write()
    case .draining:
      var buffer = [UInt8](repeating: 0, count: 4 * 1_024)
      let count = recv(descriptor, &buffer, buffer.count, 0)
      if count == 0 || (count < 0 && !Self.wouldBlock(errno)) { close() }
    case .closed:
      return
    }
  }

  /// Ends a connection that has gone `idleTimeout` without progress; one
  /// that sent part of a request is told so (408) if it still reads.
  mutating func expire() {
    if case .reading = stage, !received.isEmpty {
      let response = LocalServer.Response.problem(
        .requestTimeout, "the request was not complete within \(LocalServer.idleTimeout) seconds")
      // One try, without waiting: the client has had its time.
      let bytes = LocalServer.header(of: response) + response.body
      _ = bytes.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, sendFlags) }
    }
    close()
  }

  private mutating func start(_ response: LocalServer.Response, includesBody: Bool) {
    received = []
    stage = .writing(
      header: LocalServer.header(of: response), body: includesBody ? response.body : Data(),
      sent: 0)
    deadline = LocalServer.deadline()
    write()
  }

  /// Sends what the socket takes now; shuts the writing side once all is sent.
  private mutating func write() {
    guard case .writing(let header, let body, var sent) = stage else { return }
    defer {
      if case .writing = stage { stage = .writing(header: header, body: body, sent: sent) }
    }
    let total = header.count + body.count
    while sent < total {
      let (chunk, offset) = sent < header.count ? (header, sent) : (body, sent - header.count)
      let count = chunk.withUnsafeBytes { raw in
        send(descriptor, raw.baseAddress! + offset, raw.count - offset, sendFlags)
      }
      guard count > 0 else {
        // Full for now: wait for POLLOUT. Anything else (EPIPE, ECONNRESET…):
        // the client is gone, and so is its connection.
        if count == 0 || !Self.wouldBlock(errno) { close() }
        return
      }
      sent += count
      deadline = LocalServer.deadline()
    }
    shutdown(descriptor, Int32(SHUT_WR))
    stage = .draining
  }

  private mutating func close() {
    guard !isClosed else { return }
    _ = Foundation.close(descriptor)
    stage = .closed
  }

  private static func wouldBlock(_ code: Int32) -> Bool {
    code == EAGAIN || code == EWOULDBLOCK || code == EINTR
  }
}
