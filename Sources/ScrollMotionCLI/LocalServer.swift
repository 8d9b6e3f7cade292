import Foundation

#if canImport(Glibc)
  // Linux: the socket calls come from Glibc.
  import Glibc
#elseif canImport(Darwin)
  // macOS: the same calls come from Darwin.
  import Darwin
#endif

/// A minimal HTTP/1.1 server on 127.0.0.1 that answers every GET with one
/// page: enough to open the demo from another browser tab or device
/// tunnel, nothing more. Runs until the process is interrupted.
struct LocalServer {
  enum Failure: Error, CustomStringConvertible {
    case socket(String)
    var description: String {
      switch self {
      case .socket(let step): "cannot serve on 127.0.0.1: \(step) failed (errno \(errno))"
      }
    }
  }

  let port: UInt16
  let body: Data

  func run() throws {
    let server = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard server >= 0 else { throw Failure.socket("socket") }
    defer { close(server) }
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
    guard bound == 0 else { throw Failure.socket("bind") }
    guard listen(server, 16) == 0 else { throw Failure.socket("listen") }
    let header = Data(
      ("HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: \(body.count)\r\n"
        + "Cache-Control: no-store\r\nConnection: close\r\n\r\n").utf8)
    while true {
      let client = accept(server, nil, nil)
      guard client >= 0 else { continue }
      // Read (and ignore) the request line and headers.
      var buffer = [UInt8](repeating: 0, count: 4_096)
      _ = read(client, &buffer, buffer.count)
      for chunk in [header, body] {
        chunk.withUnsafeBytes { raw in
          var sent = 0
          while sent < raw.count {
            let written = write(client, raw.baseAddress! + sent, raw.count - sent)
            if written <= 0 { break }
            sent += written
          }
        }
      }
      close(client)
    }
  }
}
