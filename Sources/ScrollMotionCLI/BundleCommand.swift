import ArgumentParser
import Foundation
import ScrollMotionSpec

/// `scrollmotion bundle SPEC -o FOLDER [--force]`: everything a web site
/// needs to play a spec, in one folder.
///
/// The folder holds the browser runtime (readable, minified and its type
/// declarations), the smallest engine the spec needs, the compiled spec, an
/// `index.html` that runs it, a `package.json` that makes the folder an ES
/// module package, and a README. Everything but the spec comes from the
/// command's resources, so no WebAssembly toolchain is needed.
struct BundleCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bundle",
    abstract: "Write what a web site needs to play a spec into a folder.",
    discussion: """
      The folder gets the browser runtime (scrollmotion.js, scrollmotion.min.js and their \
      types, scrollmotion.d.ts), the smallest engine the spec needs (scrollmotion-motion.wasm \
      when an animation has a trigger or smoothing, else scrollmotion.wasm: the runtime's \
      autoAttach loads the same one), the compiled spec (NAME.compiled.json, as compile \
      writes it), an index.html that runs it (serve the folder over HTTP: browsers load \
      no WebAssembly from file://), a package.json that makes the folder an ES module \
      package, and a README.md. A folder that is neither empty nor a previous bundle is \
      refused unless --force; an invalid spec or a folder that cannot be written writes \
      nothing.
      """)

  @Argument(help: "The spec file (JSON), or - for standard input.")
  var spec: String

  @Option(
    name: [.customShort("o"), .long],
    help: ArgumentHelp("The folder to write (created when missing).", valueName: "folder"))
  var output: String

  @Flag(help: "Write into a folder that holds other files (they are kept).")
  var force = false

  func run() throws {
    let spec = try SpecFile.load(self.spec)
    let compiled: String
    do {
      compiled = try SpecCompiler.compile(spec)
    } catch {
      SpecFile.report(error, in: self.spec)
      throw ExitCode(1)
    }
    let bundle: SiteBundle
    do {
      bundle = try SiteBundle(spec: spec, compiled: compiled, name: Self.packageName(of: self.spec))
    } catch {
      StandardError.write("bundle: \(error)")
      throw ExitCode(1)
    }
    for note in bundle.notes { StandardError.write("note: \(note)") }
    let folder = URL(fileURLWithPath: output).standardizedFileURL
    do {
      try bundle.write(to: folder, force: force)
    } catch {
      StandardError.write("bundle: \(error)")
      throw ExitCode(1)
    }
    print("\(folder.path): \(bundle.files.map(\.name).joined(separator: ", "))")
  }

  /// The package's name from the spec file's: lowercase, with what npm
  /// does not take in a name as `-`; `spec` for standard input.
  static func packageName(of path: String) -> String {
    let base =
      path == "-" ? "" : URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    var name = ""
    for character in base.lowercased() {
      let allowed =
        character.isASCII
        && (character.isLetter || character.isNumber || "-._~".contains(character))
      if allowed {
        name.append(character)
      } else if name.last != "-" {
        name.append("-")
      }
    }
    // npm refuses a name that starts with a dot or an underscore.
    while let first = name.first, ".-_~".contains(first) { name.removeFirst() }
    while let last = name.last, last == "-" { name.removeLast() }
    return name.isEmpty ? "spec" : String(name.prefix(200))
  }
}
