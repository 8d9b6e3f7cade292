/// Where a value sits in a spec document, written the way a person reads it:
/// `animations[2].keyframes[1].offset`.
public struct SpecPath: Hashable, Sendable, CustomStringConvertible {
  /// One step down into a document.
  public enum Component: Hashable, Sendable {
    /// A member of an object.
    case key(String)
    /// An element of an array, from 0.
    case index(Int)
  }

  /// The steps from the document's root; empty for the root itself.
  public var components: [Component]

  /// The path made of `components`.
  public init(_ components: [Component] = []) {
    self.components = components
  }

  /// The document's root.
  public static var root: SpecPath { SpecPath() }

  /// This path, then the member `key`.
  public func appending(_ key: String) -> SpecPath {
    var path = self
    path.components.append(.key(key))
    return path
  }

  /// This path, then the array element at `index`.
  public func appending(index: Int) -> SpecPath {
    var path = self
    path.components.append(.index(index))
    return path
  }

  /// Keys that are identifiers join with dots; any other key is quoted in
  /// brackets (`elements["hero card"].frame`); the root reads `(root)`.
  public var description: String {
    guard !components.isEmpty else { return "(root)" }
    var text = ""
    for component in components {
      switch component {
      case .index(let index):
        text += "[\(index)]"
      case .key(let key) where Self.isIdentifier(key):
        text += text.isEmpty ? key : ".\(key)"
      case .key(let key):
        text += "[\(JSONText.quoted(key))]"
      }
    }
    return text
  }

  private static func isIdentifier(_ key: String) -> Bool {
    guard let first = key.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
    return key.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        || $0 == "_" || $0 == "-"
    }
  }
}
