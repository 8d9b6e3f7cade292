#if !hasFeature(Embedded)
  import ScrollMotion
#endif

/// What an animation produces, on the wire.
package enum WireValueKind: Int, CaseIterable, Sendable {
  /// One number (opacity, rotation, uniform scale, custom properties).
  case number = 0
  /// Two numbers (translation, non-uniform scale).
  case pair = 1
  /// A colour as non-premultiplied RGBA in `0...1`.
  case color = 2

  /// How many numbers a keyframe value of this kind has.
  package var componentCount: Int {
    switch self {
    case .number: 1
    case .pair: 2
    case .color: 4
    }
  }
}

/// The first number of each animation's output block.
package enum WireOutputState: Int, CaseIterable, Sendable {
  /// No effect, as on the previous update: nothing to write.
  case noEffect = 0
  /// The same value as on the previous update: nothing to write.
  case unchanged = 1
  /// A new value: write it.
  case changed = 2
  /// No effect any more: remove the written value.
  case cleared = 3
}

/// A timeline's kind, on the wire.
package enum WireTimelineKind: Int, CaseIterable, Sendable {
  /// The scroller's own scroll progress.
  case scroll = 0
  /// A subject's view progress.
  case view = 1
}

/// An axis, on the wire.
package enum WireAxis: Int, CaseIterable, Sendable {
  /// Horizontal.
  case x = 0
  /// Vertical.
  case y = 1

  /// The core's axis.
  package var axis: ScrollAxis { self == .x ? .x : .y }

  /// The wire code of a core axis.
  package init(_ axis: ScrollAxis) { self = axis == .x ? .x : .y }
}

/// The direction a scroller's content runs in, on the wire: a compiled
/// spec's `direction` member (absent for left to right), which the runtime
/// passes to the engine with the scroller.
package enum WireContentDirection: Int, CaseIterable, Sendable {
  /// Left to right.
  case leftToRight = 0
  /// Right to left: the engine mirrors offsets and subjects horizontally.
  case rightToLeft = 1

  /// The core's direction.
  package var direction: ContentDirection { self == .rightToLeft ? .rightToLeft : .leftToRight }

  /// The wire code of a core direction.
  package init(_ direction: ContentDirection) {
    self = direction == .rightToLeft ? .rightToLeft : .leftToRight
  }
}

/// A fill mode, on the wire.
package enum WireFill: Int, CaseIterable, Sendable {
  /// `none`.
  case none = 0
  /// `forwards`.
  case forwards = 1
  /// `backwards`.
  case backwards = 2
  /// `both`.
  case both = 3

  /// The core's fill mode.
  package var fill: FillMode {
    switch self {
    case .none: .none
    case .forwards: .forwards
    case .backwards: .backwards
    case .both: .both
    }
  }

  /// The wire code of a core fill mode.
  package init(_ fill: FillMode) {
    switch fill {
    case .none: self = .none
    case .forwards: self = .forwards
    case .backwards: self = .backwards
    case .both: self = .both
    }
  }
}

/// A colour interpolation space, on the wire.
package enum WireColorSpace: Int, CaseIterable, Sendable {
  /// sRGB with premultiplied alpha.
  case srgb = 0
  /// Linear-light sRGB.
  case linearSRGB = 1
  /// Oklab.
  case oklab = 2
  /// HSB, with a ``WireHue`` direction.
  case hsb = 3
}

/// A hue interpolation direction, on the wire.
package enum WireHue: Int, CaseIterable, Sendable {
  /// `shorter`.
  case shorter = 0
  /// `longer`.
  case longer = 1
  /// `increasing`.
  case increasing = 2
  /// `decreasing`.
  case decreasing = 3

  /// The core's direction.
  package var direction: HueInterpolation {
    switch self {
    case .shorter: .shorter
    case .longer: .longer
    case .increasing: .increasing
    case .decreasing: .decreasing
    }
  }

  /// The wire code of a core direction.
  package init(_ direction: HueInterpolation) {
    switch direction {
    case .shorter: self = .shorter
    case .longer: self = .longer
    case .increasing: self = .increasing
    case .decreasing: self = .decreasing
    }
  }
}

extension ColorInterpolation {
  /// The space as its two wire numbers, `[space, hue]` (hue 0 unless HSB).
  package var wireNumbers: [Double] {
    switch self {
    case .srgb: [Double(WireColorSpace.srgb.rawValue), 0]
    case .linearSRGB: [Double(WireColorSpace.linearSRGB.rawValue), 0]
    case .oklab: [Double(WireColorSpace.oklab.rawValue), 0]
    case .hsb(let hue): [Double(WireColorSpace.hsb.rawValue), Double(WireHue(hue).rawValue)]
    }
  }

  /// Reads a space from its two wire numbers.
  package init(wireSpace space: Int, hue: Int) throws(WireError) {
    guard let space = WireColorSpace(rawValue: space), let hue = WireHue(rawValue: hue) else {
      throw .malformed
    }
    switch space {
    case .srgb: self = .srgb
    case .linearSRGB: self = .linearSRGB
    case .oklab: self = .oklab
    case .hsb: self = .hsb(hue.direction)
    }
  }
}

extension ProgressTimeline {
  /// The timeline as its eight wire numbers; a scroll timeline's frame and
  /// insets are zero.
  package var wireNumbers: [Double] {
    switch self {
    case .scroll(let timeline):
      return [
        Double(WireTimelineKind.scroll.rawValue), Double(WireAxis(timeline.axis).rawValue), 0, 0,
        0, 0, 0, 0,
      ]
    case .view(let timeline):
      let frame = timeline.subject
      return [
        Double(WireTimelineKind.view.rawValue), Double(WireAxis(timeline.axis).rawValue),
        frame.minX, frame.minY, frame.width, frame.height, timeline.startInset, timeline.endInset,
      ]
    }
  }

  /// Reads a timeline from its eight wire numbers.
  package init(wireNumbers numbers: some RandomAccessCollection<Double>) throws(WireError) {
    let values = Array(numbers)
    guard values.count == WireFormat.timelineCount, let kindCode = Int(wireCode: values[0]),
      let kind = WireTimelineKind(rawValue: kindCode), let axisCode = Int(wireCode: values[1]),
      let axis = WireAxis(rawValue: axisCode)
    else { throw .malformed }
    guard values.allSatisfy({ $0.isFinite }) else { throw .nonFinite }
    switch kind {
    case .scroll:
      self = .scroll(axis: axis.axis)
    case .view:
      self = .view(
        subject: ScrollRect(x: values[2], y: values[3], width: values[4], height: values[5]),
        axis: axis.axis, startInset: values[6], endInset: values[7])
    }
  }
}
