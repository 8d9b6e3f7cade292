import ArgumentParser
import ScrollMotion
import ScrollMotionSpec

/// A `--container` value: `WIDTHxHEIGHT` in points, both finite and
/// greater than 0 (`390x844`).
struct ContainerSize: ExpressibleByArgument {
  var size: ScrollSize

  init?(argument: String) {
    try? self.init(parsing: argument)
  }

  /// Reads `argument`, throwing a message that says what is wrong with it.
  init(parsing argument: String) throws(ValidationError) {
    let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    let numbers = parts.map { Double($0.trimmingCharacters(in: .whitespaces)) }
    guard numbers.count == 2, let width = numbers[0], let height = numbers[1] else {
      throw ValidationError("give the container as WIDTHxHEIGHT in points, such as 390x844")
    }
    // `Double("nan")` and `Double("inf")` succeed; a container is a real size.
    guard width.isFinite, height.isFinite, width > 0, height > 0 else {
      throw ValidationError("the container's width and height must be finite and greater than 0")
    }
    size = ScrollSize(width: width, height: height)
  }

  /// What `--container` gives to `eval` and `css`: `spec` in a container
  /// of `size` (or of the spec's own size when none is given), with the
  /// variants that apply there.
  static func spec(
    _ spec: ChoreographySpec, in container: ContainerSize?, reducesMotion: Bool
  ) -> ChoreographySpec {
    var sized = spec
    if let container { sized.scroller.containerSize = container.size }
    return sized.playing(containerSize: sized.scroller.containerSize, reducesMotion: reducesMotion)
  }

  /// `--container`'s help, the same for every command that takes it.
  static func help(_ effect: String) -> ArgumentHelp {
    ArgumentHelp(
      "The scroller's container size in points, as WIDTHxHEIGHT (390x844), in place of the "
        + "spec's containerSize: \(effect) (default: the spec's own).", valueName: "WxH")
  }

  static var defaultCompletionKind: CompletionKind { .default }
}
