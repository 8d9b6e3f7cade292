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

/// The HTTP/1.1 server of `scrollmotion demo` and `scrollmotion edit` on
/// 127.0.0.1 (or the address `edit --host` gives): serves a page and the
/// spec it follows, to a browser on the same machine.
///
/// What it guarantees (docs/demo.md says the same to users):
/// - **Local only.** It listens on 127.0.0.1 and answers only requests
///   whose `Host` is `127.0.0.1:PORT` or `localhost:PORT` (or, listening
///   on another address, `ADDRESS:PORT`); any other host gets 403. With no
///   `Access-Control-Allow-Origin` header, another site's page cannot read
///   an answer through the browser; with the `Host` check,
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
///   other than GET or HEAD (and those `bodyMethods` lists), 404 for a
///   path not served. Every answer closes its connection.
/// - **Bodies read as RFC 9112 says, for `bodyMethods` only.** A body's
///   size comes from `Content-Length` alone: none gets 411, a
///   `Transfer-Encoding` (a chunked upload) 411 too, both or a malformed
///   or repeated length 400, one over `maximumBodyBytes` 413, all before
///   any of the body is read.
/// - **Answers may wait.** A handler may answer later (a long poll): the
///   connection waits, without holding up any other, until the handler's
///   check has an answer or its deadline passes.
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
    case lengthRequired = 411
    case preconditionFailed = 412
    case contentTooLarge = 413
    case unsupportedMediaType = 415
    case unprocessableContent = 422
    case preconditionRequired = 428
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
      case .lengthRequired: "Length Required"
      case .preconditionFailed: "Precondition Failed"
      case .contentTooLarge: "Content Too Large"
      case .unsupportedMediaType: "Unsupported Media Type"
      case .unprocessableContent: "Unprocessable Content"
      case .preconditionRequired: "Precondition Required"
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

  /// A request whose head and body have been read in full.
  struct Request {
    var head: HTTPRequestHead
    /// The body: empty but for the methods in `bodyMethods`.
    var body: Data
  }

  /// What a handler answers a request with.
  enum Reply {
    case now(Response)
    /// An answer once `check` has one (asked again whenever the server
    /// wakes, at least every `pollInterval` milliseconds), or `expire`'s
    /// once `deadline` (a time of `LocalServer.now()`) has passed.
    case later(deadline: UInt64, check: () -> Response?, expire: () -> Response)
  }

  enum Failure: Error, CustomStringConvertible {
    /// The port is taken; `option` is the option that chooses another.
    case portInUse(UInt16, address: String, option: String)
    case badAddress(String)
    case socket(step: String, code: Int32)

    var description: String {
      switch self {
      case .portInUse(let port, let address, let option):
        "port \(port) is already in use on \(address): stop what is using it, or choose another port with \(option)"
      case .badAddress(let address):
        "cannot serve on '\(address)': not an IPv4 address such as 127.0.0.1 or 192.168.1.20"
      case .socket(let step, let code):
        "cannot serve: \(step) failed: \(String(cString: strerror(code)))"
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
  /// How often, in milliseconds, a waiting answer's check is asked again
  /// at least.
  static let pollInterval: Int32 = 200

  /// The port listened on (the one the system chose, for port 0).
  let port: UInt16
  /// The address listened on.
  let address: String
  /// The `Host` values (lower-cased) that name this server: the page's own
  /// two addresses, and the one listened on. A browser leaves out the port
  /// only when it is 80.
  let hosts: Set<String>
  /// The methods whose requests have a body to read, besides GET and HEAD,
  /// which have none; any other method gets 405.
  var bodyMethods: Set<String> = []
  /// The largest body read, in bytes.
  var maximumBodyBytes = 0
  private let listener: Int32

  /// Binds `address`:`port` (port 0: one the system picks) and listens;
  /// `portOption` is the option a user gives another port with, for the
  /// message when this one is taken.
  init(port: UInt16, address: String = "127.0.0.1", portOption: String = "--serve PORT")
    throws(Failure)
  {
    var binary = in_addr()
    guard inet_pton(AF_INET, address, &binary) == 1 else { throw .badAddress(address) }
    let listener = socket(AF_INET, streamSocket, 0)
    guard listener >= 0 else { throw .socket(step: "socket", code: errno) }
    var reuse: Int32 = 1
    setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
    var socketAddress = sockaddr_in()
    socketAddress.sin_family = sa_family_t(AF_INET)
    socketAddress.sin_port = port.bigEndian
    socketAddress.sin_addr = binary
    let bound = withUnsafePointer(to: &socketAddress) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0 else {
      let code = errno
      close(listener)
      throw code == EADDRINUSE
        ? .portInUse(port, address: address, option: portOption)
        : .socket(step: "bind", code: code)
    }
    guard listen(listener, SOMAXCONN) == 0, Self.makeNonBlocking(listener) else {
      let code = errno
      close(listener)
      throw .socket(step: "listen", code: code)
    }
    // The port the system chose, when asked for any.
    var chosen = sockaddr_in()
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &chosen) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
    }
    let chosenPort = UInt16(bigEndian: chosen.sin_port)
    self.port = chosenPort
    self.address = address
    self.listener = listener
    let names = Set(["127.0.0.1", "localhost", address])
    hosts = Set(names.map { "\($0):\(chosenPort)" } + (chosenPort == 80 ? names : []))
  }

  /// Answers each GET or HEAD for one of `hosts` with `respond(path)` (the
  /// request path without its query; `nil` means 404), and every other
  /// request as the type's documentation says, until the process gets
  /// SIGINT or SIGTERM; then closes every connection and returns. Throws
  /// only when the system fails the server itself (no pipe, no poll).
  func run(_ respond: (String) -> Response?) throws(Failure) {
    try serve { request in
      .now(
        respond(request.head.path)
          ?? .problem(.notFound, "nothing is served at \(request.head.path)"))
    }
  }

  /// Answers each request for one of `hosts` whose method the server
  /// takes with `handle(request)`, and every other request as the type's
  /// documentation says, until the process gets SIGINT or SIGTERM; then
  /// closes every connection and returns. Throws only when the system
  /// fails the server itself (no pipe, no poll).
  func serve(_ handle: (Request) -> Reply) throws(Failure) {
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
    // A process inherits the signal mask of the thread that started it,
    // and a parent's worker threads (Swift concurrency's, for one) block
    // most signals: unblocked here, or Ctrl-C and SIGTERM would never
    // arrive.
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    for number in stopSignals { sigaddset(&unblocked, number) }
    pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
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
      var timeout = soonest.map { Int32(($0 - min($0, Self.now()) + 999_999) / 1_000_000) } ?? -1
      if connections.contains(where: \.isWaiting) {
        timeout = timeout < 0 ? Self.pollInterval : min(timeout, Self.pollInterval)
      }
      guard poll(&polled, nfds_t(polled.count), timeout) >= 0 || errno == EINTR else {
        throw .socket(step: "poll", code: errno)
      }
      if polled[0].revents != 0 { return }
      for index in connections.indices where polled[index + 2].revents != 0 {
        connections[index].step(server: self, handle: handle)
      }
      for index in connections.indices where connections[index].isWaiting {
        connections[index].checkWaiting()
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

  /// The answer to a complete request head when it is refused before any
  /// body is read; `nil` when it is for this server and a method it takes.
  fileprivate func refusal(of head: HTTPRequestHead) -> Response? {
    let named = head.values(of: "Host")
    guard named.count == 1, let host = named.first else {
      return .problem(.badRequest, "a request names its host once, in a Host field")
    }
    guard hosts.contains(host.lowercased()) else {
      let names = ["127.0.0.1", "localhost"] + (address == "127.0.0.1" ? [] : [address])
      return .problem(
        .forbidden,
        "this server answers only requests for "
          + names.map { "\($0):\(port)" }.joined(separator: " or "))
    }
    guard head.method == "GET" || head.method == "HEAD" || bodyMethods.contains(head.method) else {
      let allowed = ["GET", "HEAD"] + bodyMethods.sorted()
      let list =
        allowed.count == 2
        ? "GET and HEAD" : allowed.dropLast().joined(separator: ", ") + " and " + allowed.last!
      var response = Response.problem(.methodNotAllowed, "this server answers \(list) only")
      response.fields.append(("Allow", allowed.joined(separator: ", ")))
      return response
    }
    return nil
  }

  /// The size of the body `head` announces, or the answer refusing it
  /// (RFC 9112 §6: a body's length from `Content-Length` alone here).
  fileprivate func bodyLength(of head: HTTPRequestHead) -> Result<Int, Refusal> {
    guard bodyMethods.contains(head.method) else { return .success(0) }
    let lengths = head.values(of: "Content-Length")
    guard head.values(of: "Transfer-Encoding").isEmpty else {
      return .failure(
        lengths.isEmpty
          ? Refusal(.lengthRequired, "send the body with a Content-Length, not a Transfer-Encoding")
          : Refusal(.badRequest, "a request has a Content-Length or a Transfer-Encoding, not both"))
    }
    guard let first = lengths.first else {
      return .failure(Refusal(.lengthRequired, "a \(head.method) request needs a Content-Length"))
    }
    guard lengths.count == 1, !first.isEmpty, first.count <= 12,
      first.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
      let length = Int(first)
    else {
      return .failure(Refusal(.badRequest, "the Content-Length is not one whole number of bytes"))
    }
    guard length <= maximumBodyBytes else {
      return .failure(
        Refusal(.contentTooLarge, "the body is larger than the limit of \(maximumBodyBytes) bytes"))
    }
    return .success(length)
  }

  /// A request refused: the answer that says why.
  fileprivate struct Refusal: Error {
    var response: Response

    init(_ status: Status, _ message: String) {
      response = .problem(status, message)
    }
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
  static func now() -> UInt64 {
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
    /// Reading a body of `length` bytes after `head`.
    case readingBody(head: HTTPRequestHead, length: Int)
    /// Waiting for the handler's answer (a long poll), reading nothing
    /// more but noticing a client that closes.
    case waiting(check: () -> LocalServer.Response?, expire: () -> LocalServer.Response)
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

  var isWaiting: Bool {
    if case .waiting = stage { true } else { false }
  }

  /// What to wait for.
  var events: Int16 {
    if case .writing = stage { Int16(POLLOUT) } else { Int16(POLLIN) }
  }

  /// Reads or writes what it can, now that the socket is ready (or has
  /// failed: the read or write then fails too, and the connection closes).
  mutating func step(server: LocalServer, handle: (LocalServer.Request) -> LocalServer.Reply) {
    switch stage {
    case .reading:
      guard receive() else { return }
      switch HTTPRequestHead.read(received, limit: LocalServer.maximumHeadBytes) {
      case .incomplete:
        return
      case .complete(let head, let headLength):
        if let refusal = server.refusal(of: head) {
          start(refusal, includesBody: head.method != "HEAD")
          return
        }
        switch server.bodyLength(of: head) {
        case .failure(let refusal):
          start(refusal.response, includesBody: true)
        case .success(let length):
          received.removeFirst(min(headLength, received.count))
          stage = .readingBody(head: head, length: length)
          finishBody(handle: handle)
        }
      case .refused(let status, let message):
        start(.problem(status, message), includesBody: true)
      }
    case .readingBody:
      guard receive() else { return }
      finishBody(handle: handle)
    case .waiting:
      // Anything more the client sends is not read; its close is noticed.
      var buffer = [UInt8](repeating: 0, count: 4 * 1_024)
      let count = recv(descriptor, &buffer, buffer.count, 0)
      if count == 0 || (count < 0 && !Self.wouldBlock(errno)) { close() }
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

  /// Reads what the client has sent into `received`; `false` when there
  /// is nothing new (or the connection has closed).
  private mutating func receive() -> Bool {
    var buffer = [UInt8](repeating: 0, count: 16 * 1_024)
    let count = recv(descriptor, &buffer, buffer.count, 0)
    guard count > 0 else {
      if count == 0 || !Self.wouldBlock(errno) { close() }
      return false
    }
    received += buffer[..<count]
    return true
  }

  /// Hands the request to `handle` once its whole body has arrived.
  private mutating func finishBody(handle: (LocalServer.Request) -> LocalServer.Reply) {
    guard case .readingBody(let head, let length) = stage, received.count >= length else { return }
    // Bytes past the body are not read: every answer closes its connection.
    let request = LocalServer.Request(head: head, body: Data(received[..<length]))
    switch handle(request) {
    case .now(let response):
      start(response, includesBody: head.method != "HEAD")
    case .later(let deadline, let check, let expire):
      received = []
      self.deadline = deadline
      stage = .waiting(check: check, expire: expire)
      checkWaiting()
    }
  }

  /// Answers a waiting request once its handler has the answer.
  mutating func checkWaiting() {
    guard case .waiting(let check, _) = stage, let response = check() else { return }
    start(response, includesBody: true)
  }

  /// Ends a connection that has gone `idleTimeout` without progress; one
  /// that sent part of a request is told so (408) if it still reads. A
  /// waiting request gets its handler's answer for a deadline passed.
  mutating func expire() {
    if case .waiting(_, let expire) = stage {
      start(expire(), includesBody: true)
      return
    }
    let isPartial =
      switch stage {
      case .reading: !received.isEmpty
      case .readingBody: true
      default: false
      }
    if isPartial {
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
