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

/// A listening socket on 127.0.0.1 at a port the system picks, so a test
/// can find out what a command does with a busy port.
final class PortHolder {
  enum Failure: Error { case socket }

  let port: UInt16
  private var descriptor: Int32

  init() throws {
    descriptor = socket(AF_INET, streamSocket, 0)
    guard descriptor >= 0 else { throw Failure.socket }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let descriptor = self.descriptor
    let bound = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
        bind(descriptor, address, length) == 0 && listen(descriptor, 1) == 0
          && getsockname(descriptor, address, &length) == 0
      }
    }
    guard bound else {
      _ = Foundation.close(descriptor)
      throw Failure.socket
    }
    port = UInt16(bigEndian: address.sin_port)
  }

  func close() {
    guard descriptor >= 0 else { return }
    _ = Foundation.close(descriptor)
    descriptor = -1
  }
}
