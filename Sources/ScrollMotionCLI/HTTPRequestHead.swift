/// The head of an HTTP/1.x request (RFC 9112): its request line and header
/// fields, as `LocalServer` reads them from the bytes a client has sent so
/// far.
///
/// Only what a local demo server needs is accepted: a request line of three
/// words (method, a target in origin form such as `/spec.json?x=1`, and
/// `HTTP/1.0` or `HTTP/1.1`), then `name: value` fields. Lines end in CRLF
/// or a bare LF (RFC 9112 §2.2 allows either); empty lines before the
/// request line are skipped. Anything else is refused with the status a
/// client should see: 400 for a malformed head, 431 for one over the size
/// limit, 505 for another HTTP version. The head says nothing of a body:
/// `LocalServer` reads one, for the methods that have one, after the
/// head's `length` bytes.
struct HTTPRequestHead {
  /// What the bytes received so far amount to.
  enum Reading {
    /// No end of the head yet, and still under the size limit.
    case incomplete
    /// A whole head, `length` bytes long (empty lines before it included).
    case complete(HTTPRequestHead, length: Int)
    /// The status to answer with and a sentence saying why.
    case refused(LocalServer.Status, String)
  }

  /// The method, as sent (methods are case-sensitive: `get` is not `GET`).
  var method: String
  /// The request target in origin form: a path starting with `/`, and any
  /// query.
  var target: String
  /// The header fields in the order sent; names as sent (compare them
  /// without regard to case, as `values(of:)` does).
  var fields: [(name: String, value: String)]

  /// The target's path, without its query.
  var path: String {
    String(target.prefix { $0 != "?" })
  }

  /// The values of every field named `name` (any case), in order.
  func values(of name: String) -> [String] {
    let wanted = name.lowercased()
    return fields.filter { $0.name.lowercased() == wanted }.map(\.value)
  }

  /// The head at the start of `bytes`, if they hold a whole one.
  ///
  /// `limit` bounds the head's size in bytes: past it without an end of
  /// head, the answer is `refused(.headerFieldsTooLarge, …)`, so that a
  /// client cannot make the server buffer without end.
  static func read(_ bytes: [UInt8], limit: Int) -> Reading {
    guard let end = endOfHead(in: bytes) else {
      return bytes.count > limit
        ? .refused(.headerFieldsTooLarge, "the request's head is larger than \(limit) bytes")
        : .incomplete
    }
    guard end <= limit else {
      return .refused(.headerFieldsTooLarge, "the request's head is larger than \(limit) bytes")
    }
    var lines = bytes[..<end].split(separator: Byte.lineFeed, omittingEmptySubsequences: false)
      .map { $0.last == Byte.carriageReturn ? $0.dropLast() : $0 }
    // RFC 9112 §2.2: a server should ignore empty lines before the request line.
    while lines.first?.isEmpty == true { lines.removeFirst() }
    while lines.last?.isEmpty == true { lines.removeLast() }
    guard let requestLine = lines.first else { return .incomplete }
    let isControl = { (byte: UInt8) in (byte < 0x20 && byte != Byte.horizontalTab) || byte == 0x7f }
    // Line ends are gone from `lines`: a control character left is an error,
    // a lone carriage return included.
    guard !lines.contains(where: { $0.contains(where: isControl) }) else {
      return .refused(.badRequest, "the request has a control character in its head")
    }
    let words = requestLine.split(separator: Byte.space, omittingEmptySubsequences: false)
    guard words.count == 3, let method = token(words[0]) else {
      return .refused(.badRequest, "the request line is not \"METHOD /path HTTP/1.1\"")
    }
    let target = String(decoding: words[1], as: UTF8.self)
    guard target.first == "/", words[1].allSatisfy({ $0 > 0x20 && $0 < 0x7f }) else {
      return .refused(.badRequest, "the request target is not a path starting with /")
    }
    let version = String(decoding: words[2], as: UTF8.self)
    guard version == "HTTP/1.1" || version == "HTTP/1.0" else {
      let isHTTP = version.hasPrefix("HTTP/") && version.count == 8
      return isHTTP
        ? .refused(.versionNotSupported, "only HTTP/1.1 and HTTP/1.0 are served")
        : .refused(.badRequest, "the request line does not end in a version such as HTTP/1.1")
    }
    var fields: [(name: String, value: String)] = []
    for line in lines.dropFirst() {
      // No space before the colon (§5.1), no line folding (§5.2).
      guard let colon = line.firstIndex(of: Byte.colon), let name = token(line[..<colon]) else {
        return .refused(.badRequest, "a header line is not \"Name: value\"")
      }
      let isBlank = { (byte: UInt8) in byte == Byte.space || byte == Byte.horizontalTab }
      let value = line[line.index(after: colon)...].drop(while: isBlank)
      let trimmed = value.reversed().drop(while: isBlank).reversed()
      fields.append((name, String(decoding: trimmed, as: UTF8.self)))
    }
    return .complete(HTTPRequestHead(method: method, target: target, fields: fields), length: end)
  }

  /// The index just past the empty line that ends the head (`\n\n` or
  /// `\n\r\n`), or `nil` when it has not arrived.
  private static func endOfHead(in bytes: [UInt8]) -> Int? {
    var index = bytes.startIndex
    // Skip the empty lines a request may start with, so that they do not
    // read as the end of an empty head.
    while index < bytes.endIndex,
      bytes[index] == Byte.carriageReturn || bytes[index] == Byte.lineFeed
    {
      index += 1
    }
    while let newline = bytes[index...].firstIndex(of: Byte.lineFeed) {
      var next = newline + 1
      if next < bytes.endIndex, bytes[next] == Byte.carriageReturn { next += 1 }
      guard next < bytes.endIndex else { return nil }
      if bytes[next] == Byte.lineFeed { return next + 1 }
      index = newline + 1
    }
    return nil
  }

  /// `bytes` as a string when they are a non-empty token (RFC 9110 §5.6.2).
  private static func token(_ bytes: ArraySlice<UInt8>) -> String? {
    let isToken = bytes.allSatisfy { byte in
      (0x30...0x39).contains(byte) || (0x41...0x5a).contains(byte) || (0x61...0x7a).contains(byte)
        || Byte.tokenSymbols.contains(byte)
    }
    return !bytes.isEmpty && isToken ? String(decoding: bytes, as: UTF8.self) : nil
  }
}

/// The bytes the head's grammar is made of.
private enum Byte {
  static let lineFeed = UInt8(ascii: "\n")
  static let carriageReturn = UInt8(ascii: "\r")
  static let space = UInt8(ascii: " ")
  static let horizontalTab = UInt8(ascii: "\t")
  static let colon = UInt8(ascii: ":")
  /// The characters of a token besides letters and digits.
  static let tokenSymbols = Set("!#$%&'*+-.^_`|~".utf8)
}
