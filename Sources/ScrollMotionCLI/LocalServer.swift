import Foundation

#if canImport(Glibc)
  // Linux: the socket calls come from Glibc.
  import Glibc
#elseif canImport(Darwin)
  // macOS: the same calls come from Darwin.
  import Darwin
#endif

#if canImport(Glibc)
  // Glibc declares SOCK_STREAM as an enum case; Darwin as an Int32.
  private let streamSocket = Int32(SOCK_STREAM.rawValue)
#else
  private let streamSocket = SOCK_STREAM
#endif

/// A minimal HTTP/1.1 server on 127.0.0.1: enough to open the demo from
/// another browser tab or a device tunnel, and to let the page poll for a
/// changed spec, nothing more.
///
/// Binding happens in `init`, so that a busy port fails before anything
/// says "serving"; `run()` then answers requests until the process is
/// interrupted.
struct LocalServer {
  /// One answer: the body and its media type (`text/html; charset=utf-8`…).
  struct Response {
    var status = "200 OK"
    var contentType: String
    var body: Data
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

  let port: UInt16
  private let server: Int32

  /// Binds 127.0.0.1:`port` and listens.
  init(port: UInt16) throws(Failure) {
    self.port = port
    let server = socket(AF_INET, streamSocket, 0)
    guard server >= 0 else { throw .socket(step: "socket", code: errno) }
    var reuse: Int32 = 1
    setsockopt(server, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(server, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0 else {
      let code = errno
      close(server)
      throw code == EADDRINUSE ? .portInUse(port) : .socket(step: "bind", code: code)
    }
    guard listen(server, 16) == 0 else {
      let code = errno
      close(server)
      throw .socket(step: "listen", code: code)
    }
    self.server = server
  }

  /// Answers every GET with `respond(path)` (the request path without its
  /// query), until the process ends.
  func run(_ respond: (String) -> Response) -> Never {
    while true {
      let client = accept(server, nil, nil)
      guard client >= 0 else { continue }
      var buffer = [UInt8](repeating: 0, count: 4_096)
      let count = read(client, &buffer, buffer.count)
      let request = String(decoding: buffer.prefix(max(0, count)), as: UTF8.self)
      // "GET /path?query HTTP/1.1": the second word, up to any query.
      let target = request.split(separator: " ", maxSplits: 2).dropFirst().first ?? "/"
      let path = String(target.split(separator: "?", maxSplits: 1).first ?? "/")
      let response = respond(path)
      let header = Data(
        ("HTTP/1.1 \(response.status)\r\nContent-Type: \(response.contentType)\r\n"
          + "Content-Length: \(response.body.count)\r\nCache-Control: no-store\r\n"
          + "Access-Control-Allow-Origin: *\r\nConnection: close\r\n\r\n").utf8)
      for chunk in [header, response.body] {
        chunk.withUnsafeBytes { raw in
          guard let base = raw.baseAddress else { return }
          var sent = 0
          while sent < raw.count {
            let written = write(client, base + sent, raw.count - sent)
            if written <= 0 { break }
            sent += written
          }
        }
      }
      close(client)
    }
  }
}
