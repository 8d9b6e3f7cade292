import ArgumentParser
import Foundation
import ScrollMotionSpec

/// Reading a spec named on the command line, reporting every problem on
/// standard error and failing with exit code 1.
enum SpecFile {
  /// The spec at `path` (`-` for standard input).
  static func load(_ path: String) throws(ExitCode) -> ChoreographySpec {
    let bytes = try read(path)
    do {
      return try ChoreographySpec(json: bytes)
    } catch {
      report(error, in: path)
      throw ExitCode(1)
    }
  }

  /// Prints every issue of `error`, then a count.
  static func report(_ error: SpecError, in path: String) {
    for issue in error.issues {
      StandardError.write(issue.description)
    }
    let count = error.issues.count
    StandardError.write(
      "\(displayName(path)): \(count) problem\(count == 1 ? "" : "s"), not a valid spec")
  }

  /// Prints each frame `command` needs and the spec leaves out (`missing`,
  /// from ``ChoreographySpec/framesMissingForEvaluation()`` or
  /// ``ChoreographySpec/framesMissingForLayout()``), then what to do: the
  /// spec is valid, as `validate` says, since where it plays the frames
  /// are measured; `command` reads the spec's numbers alone.
  static func reportMissingFrames(_ missing: [SpecIssue], in path: String, for command: String) {
    for issue in missing {
      StandardError.write(issue.description)
    }
    let count = missing.count
    StandardError.write(
      "\(displayName(path)): a valid spec, but `\(command)` needs "
        + (count == 1 ? "the frame it leaves out" : "the \(count) frames it leaves out")
        + ": give each element named above a \"frame\" (the browser runtime and the Apple "
        + "front ends measure it where the spec plays)")
  }

  static func displayName(_ path: String) -> String {
    path == "-" ? "<stdin>" : path
  }

  /// The bytes of the file at `path` (`-` for standard input); exits with
  /// status 1 and a message when it cannot be read or is too large.
  static func read(_ path: String) throws(ExitCode) -> Data {
    let limit = SpecLimits.maximumBytes
    let handle: FileHandle
    if path == "-" {
      handle = FileHandle.standardInput
    } else {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        fail("cannot read '\(path)': no such file")
      }
      guard !isDirectory.boolValue else { fail("cannot read '\(path)': it is a directory") }
      guard let opened = FileHandle(forReadingAtPath: path) else {
        fail("cannot read '\(path)': permission denied")
      }
      handle = opened
    }
    defer { try? handle.close() }
    // One byte past the limit is enough to know the file is too large,
    // without reading all of a huge one.
    let data: Data
    do {
      data = try handle.read(upToCount: limit + 1) ?? Data()
    } catch {
      fail("cannot read '\(displayName(path))': \(error.localizedDescription)")
    }
    guard data.count <= limit else {
      fail("\(displayName(path)): the file is larger than the limit of \(limit) bytes")
    }
    return data
  }

  private static func fail(_ message: String) -> Never {
    StandardError.write(message)
    Foundation.exit(1)
  }
}
