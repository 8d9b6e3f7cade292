import ScrollMotion
import ScrollMotionSpec

/// Interpolation expectations ported from the web-platform-tests for the
/// CSS equivalents of a spec's properties. Each case is one WPT test (its
/// `from` and `to`, named in ``test``) applied to one property: an
/// animation of that property from the WPT's `from` keyframe to its `to`,
/// sampled at the WPT's progress values, where the WPT expects the values
/// in ``samples``. Numbers are the WPT's own, but for one perspective
/// sample (see ``transformCases``).
///
/// The files were read one by one: the filter, background and colour files
/// from a mirror of an older revision of the WPT repository, the transform
/// files from a later revision of the repository itself.
///
/// How a WPT value maps onto a spec's:
/// - A filter function or a `box-shadow` component is a property of its
///   own, and CSS interpolates each function of matching lists, and each
///   component of a shadow, on its own: a part of a WPT test maps exactly.
/// - `none` in a filter list is the function's lacuna value (0 for `blur`
///   and `grayscale`, 1 for `brightness` and `saturate`); `none` in a
///   shadow list is padded with a transparent shadow with zero lengths.
/// - `thin`, `medium` and `thick` are 1, 3 and 5 px; the `initial` border
///   width is `medium` and the `initial` corner radius 0.
/// - Named colours are written as their `rgb()` values (the format reads
///   `transparent` but no other colour names).
///
/// Left out everywhere: the neutral keyframe and `inherit`, whose values
/// come from the element's own style or its parent's (a spec's keyframes
/// are values), `unset` (the same values as `initial`, already ported, or
/// the parent's), `currentcolor` and the `initial` text colour (the user
/// agent's), units other than pixels and degrees, percentages, and
/// `test_no_interpolation` tests (a spec's property has no value that
/// does not interpolate). What each group leaves out besides is noted on
/// it.
struct WPTInterpolationCase: Sendable, CustomStringConvertible {
  /// A progress and what the WPT expects there.
  struct Sample: Sendable {
    /// The animation's progress, inside or outside `0...1`.
    let at: Double
    /// The WPT's expected value.
    let expected: SpecValue
  }

  /// The WPT file, relative to the repository's root.
  let file: String
  /// The WPT test, as its `from` and `to`.
  let test: String
  /// The spec's property.
  let property: String
  /// The first keyframe's value, as JSON.
  let from: String
  /// The last keyframe's value, as JSON.
  let to: String
  /// The WPT's samples.
  let samples: [Sample]

  var description: String { "\(file): \(test) as \(property)" }
}

extension WPTInterpolationCase {
  /// A case of a number property.
  static func numbers(
    _ file: String, _ test: String, _ property: String, from: Double, to: Double,
    _ samples: [(at: Double, value: Double)]
  ) -> WPTInterpolationCase {
    WPTInterpolationCase(
      file: file, test: test, property: property, from: "\(from)", to: "\(to)",
      samples: samples.map { Sample(at: $0.at, expected: .number($0.value)) })
  }

  /// A case of a colour property: the keyframes' and the samples' colours
  /// as 8-bit channels, as the WPT writes them.
  static func colors(
    _ file: String, _ test: String, _ property: String, from: Color8, to: Color8,
    _ samples: [(at: Double, value: Color8)]
  ) -> WPTInterpolationCase {
    WPTInterpolationCase(
      file: file, test: test, property: property, from: from.json, to: to.json,
      samples: samples.map { Sample(at: $0.at, expected: .color($0.value.color)) })
  }

  /// A colour as CSS writes it: channels in 0...255, alpha in 0...1.
  struct Color8: Sendable {
    let red: Double
    let green: Double
    let blue: Double
    let alpha: Double

    init(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) {
      (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    var color: RGBAColor {
      RGBAColor(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
    }

    var json: String { #""rgba(\#(red), \#(green), \#(blue), \#(alpha))""# }

    static let black = Color8(0, 0, 0)
    static let white = Color8(255, 255, 255)
    static let orange = Color8(255, 165, 0)
    static let transparent = Color8(0, 0, 0, 0)
  }

  /// A shadow as a `box-shadow` test writes it: its offset, blur radius
  /// and colour.
  struct Shadow {
    let x: Double
    let y: Double
    let radius: Double
    let color: Color8

    init(_ x: Double, _ y: Double, _ radius: Double, _ color: Color8) {
      (self.x, self.y, self.radius, self.color) = (x, y, radius, color)
    }
  }

  /// The cases of one `box-shadow` test: its offset, blur radius and
  /// colour, each as its property.
  static func shadow(
    _ test: String, from: Shadow, to: Shadow, _ samples: [(at: Double, value: Shadow)]
  ) -> [WPTInterpolationCase] {
    let file = "css/css-backgrounds/animations/box-shadow-interpolation.html"
    return [
      WPTInterpolationCase(
        file: file, test: test, property: "shadowOffset", from: "[\(from.x), \(from.y)]",
        to: "[\(to.x), \(to.y)]",
        samples: samples.map { Sample(at: $0.at, expected: .pair($0.value.x, $0.value.y)) }),
      numbers(
        file, test, "shadowRadius", from: from.radius, to: to.radius,
        samples.map { ($0.at, $0.value.radius) }),
      colors(
        file, test, "shadowColor", from: from.color, to: to.color,
        samples.map { ($0.at, $0.value.color) }),
    ]
  }
}

extension WPTInterpolationCase {
  /// Every case.
  static let all: [WPTInterpolationCase] =
    filterCases + borderRadiusCases + borderWidthCases + transformCases + shadowCases
    + colorCases

  // MARK: Filters

  static let filter1 = "css/filter-effects/animation/filter-interpolation-001.html"
  static let filter3 = "css/filter-effects/animation/filter-interpolation-003.html"
  static let filter4 = "css/filter-effects/animation/filter-interpolation-004.html"

  /// The `blur`, `brightness`, `saturate` and `grayscale` parts of the
  /// filter tests; negative results are clamped to 0 and `grayscale` to 1.
  /// Left out: the other filter functions (`hue-rotate`, `contrast`,
  /// `invert`, `opacity`, `sepia`, `drop-shadow`, `url()`), which the
  /// format does not have; lengths in `mm` and `cm`; and, in
  /// filter-interpolation-002.html, the one `blur` part (6px → 10px in a
  /// partially matching list), whose values are those of
  /// filter-interpolation-001.html's first test.
  static let filterCases: [WPTInterpolationCase] = [
    numbers(
      filter1, "hue-rotate(0deg) blur(6px) → hue-rotate(180deg) blur(10px)", "blur", from: 6,
      to: 10, [(-0.5, 4), (0, 6), (0.25, 7), (0.5, 8), (1, 10), (1.5, 12)]),
    numbers(
      filter3, "none → blur(10px)", "blur", from: 0, to: 10,
      [(-1, 0), (0, 0), (0.5, 5), (1, 10), (1.5, 15)]),
    numbers(
      filter3, "brightness(0) → none", "brightness", from: 0, to: 1,
      [(-1, 0), (0, 0), (0.5, 0.5), (1, 1), (1.5, 1.5)]),
    numbers(
      filter3, "none → grayscale(1)", "grayscale", from: 0, to: 1,
      [(-1, 0), (0, 0), (0.5, 0.5), (1, 1), (1.5, 1)]),
    numbers(
      filter3, "saturate(0) → none", "saturation", from: 0, to: 1,
      [(-1, 0), (0, 0), (0.5, 0.5), (1, 1), (1.5, 1.5)]),
    numbers(
      filter4, "blur() → blur(10px)", "blur", from: 0, to: 10,
      [(-1, 0), (0, 0), (0.5, 5), (1, 10), (1.5, 15)]),
    numbers(
      filter4, "brightness(0) → brightness()", "brightness", from: 0, to: 1,
      [(-1, 0), (0, 0), (0.5, 0.5), (1, 1), (1.5, 1.5)]),
    numbers(
      filter4, "grayscale(0) → grayscale()", "grayscale", from: 0, to: 1,
      [(-1, 0), (0, 0), (0.5, 0.5), (1, 1), (1.5, 1)]),
    numbers(
      filter4, "saturate(0) → saturate()", "saturation", from: 0, to: 1,
      [(-1, 0), (0, 0), (0.5, 0.5), (1, 1), (1.5, 1.5)]),
  ]

  // MARK: Borders

  static let borderRadius = "css/css-backgrounds/animations/border-radius-interpolation.html"
  static let borderWidth = "css/css-backgrounds/animations/border-width-interpolation.html"

  /// `border-top-left-radius` with one length, as `cornerRadius`; a
  /// negative result is clamped to 0. Left out: elliptical radii (two
  /// lengths, or the shorthand's `/`), which the format's circular corners
  /// do not have.
  static let borderRadiusCases: [WPTInterpolationCase] = [
    numbers(
      borderRadius, "initial → 20px", "cornerRadius", from: 0, to: 20,
      [(-0.3, 0), (0, 0), (0.3, 6), (0.6, 12), (1, 20), (1.5, 30)]),
    numbers(
      borderRadius, "10px → 50px", "cornerRadius", from: 10, to: 50,
      [(-0.3, 0), (0, 10), (0.3, 22), (0.6, 34), (1, 50), (1.5, 70)]),
  ]

  /// `border-width` and its longhands, as `borderWidth`; a negative result
  /// is clamped to 0. The shorthand's test is one case per side, each side
  /// interpolating on its own.
  static let borderWidthCases: [WPTInterpolationCase] =
    [("top", 20.0, 30.0), ("right", 40, 50), ("bottom", 60, 70), ("left", 80, 90)].map {
      side, from, to in
      numbers(
        borderWidth, "20px 40px 60px 80px → 30px 50px 70px 90px, \(side)", "borderWidth",
        from: from, to: to,
        [
          (-0.3, from - 3), (0, from), (0.3, from + 3), (0.6, from + 6), (1, to),
          (1.5, to + 5),
        ])
    } + [
      numbers(
        borderWidth, "initial → 23px", "borderWidth", from: 3, to: 23,
        [(-0.3, 0), (0, 3), (0.3, 9), (0.6, 15), (1, 23), (1.5, 33)]),
      numbers(
        borderWidth, "0px → 10px", "borderWidth", from: 0, to: 10,
        [(-0.3, 0), (0, 0), (0.3, 3), (0.6, 6), (1, 10), (1.5, 15)]),
      numbers(
        borderWidth, "thick → 15px", "borderWidth", from: 5, to: 15,
        [(-2, 0), (-0.3, 2), (0, 5), (0.3, 8), (0.6, 11), (1, 15), (1.5, 20)]),
      numbers(
        borderWidth, "medium → 13px", "borderWidth", from: 3, to: 13,
        [(-2, 0), (-0.25, 0.5), (0, 3), (0.3, 6), (0.6, 9), (1, 13), (1.5, 18)]),
      numbers(
        borderWidth, "thin → 11px", "borderWidth", from: 1, to: 11,
        [(-2, 0), (-0.3, 0), (0, 1), (0.3, 4), (0.6, 7), (1, 11), (1.5, 16)]),
      numbers(
        borderWidth, "15px → thick", "borderWidth", from: 15, to: 5,
        [(-2, 35), (-0.3, 18), (0, 15), (0.3, 12), (0.6, 9), (1, 5), (1.5, 0)]),
    ]

  // MARK: Transforms

  static let transform1 = "css/css-transforms/animation/transform-interpolation-001.html"
  static let rotate1 = "css/css-transforms/animation/rotate-interpolation-001.html"
  static let perspective = "css/css-transforms/animation/perspective-interpolation.html"

  /// `rotateX()`, `rotateY()` and `perspective()`, and the `rotate` and
  /// `perspective` properties where they mean the same. A rotation of 0
  /// about any axis is no rotation, so a test from or to one (`rotateZ(0deg)`,
  /// `1 0 0 0deg`) is a rotation about the other end's axis, as the WPT
  /// expects.
  ///
  /// `perspective` below 1px: the WPT expects the computed value 0px at
  /// progress -1; CSS Transforms 2 renders a perspective (the property or
  /// the function) under 1px as 1px, and the declaration clamps to that
  /// used value, so that sample expects 1.
  ///
  /// Left out: `rotateZ()`, `rotate3d()` and rotations about other axes
  /// (the format's 3D rotations are about x and y), and lists of several
  /// functions, whose rotateX and rotateY parts repeat the single ones'
  /// values; `perspective: none`, which does not interpolate; and the
  /// `perspective()` tests that combine it with `skewX()` or `scaleZ()`,
  /// whose perspective parts repeat the first test's values.
  static let transformCases: [WPTInterpolationCase] = [
    numbers(
      transform1, "rotateX(0deg) → rotateX(700deg)", "rotateX", from: 0, to: 700,
      [(-1, -700), (0, 0), (0.25, 175), (0.75, 525), (1, 700), (2, 1_400)]),
    numbers(
      transform1, "rotateY(0deg) → rotateY(800deg)", "rotateY", from: 0, to: 800,
      [(-1, -800), (0, 0), (0.25, 200), (0.75, 600), (1, 800), (2, 1_600)]),
    numbers(
      transform1, "rotateX(0deg) → rotateY(900deg)", "rotateY", from: 0, to: 900,
      [(-1, -900), (0, 0), (0.25, 225), (0.75, 675), (1, 900), (2, 1_800)]),
    numbers(
      transform1, "rotateY(900deg) → rotateZ(0deg)", "rotateY", from: 900, to: 0,
      [(-1, 1_800), (0, 900), (0.25, 675), (0.75, 225), (1, 0), (2, -900)]),
    numbers(
      transform1, "perspective(400px) → perspective(500px)", "perspective", from: 400, to: 500,
      [(-1, 300), (0, 400), (0.25, 425), (0.75, 475), (1, 500), (2, 600)]),
    numbers(
      rotate1, "0 1 0 100deg → 0 1 0 -100deg", "rotateY", from: 100, to: -100,
      [(-1, 300), (0, 100), (0.25, 50), (0.75, -50), (1, -100), (2, -300)]),
    numbers(
      rotate1, "1 0 0 0deg → 0 1 0 10deg", "rotateY", from: 0, to: 10,
      [(-1, -10), (0, 0), (0.25, 2.5), (0.75, 7.5), (1, 10), (2, 20)]),
    numbers(
      rotate1, "0 1 0 0deg → 1 0 0 450deg", "rotateX", from: 0, to: 450,
      [(-1, -450), (0, 0), (0.25, 112.5), (0.75, 337.5), (1, 450), (2, 900)]),
    numbers(
      rotate1, "1 0 0 450deg → 0 1 0 0deg", "rotateX", from: 450, to: 0,
      [(-1, 900), (0, 450), (0.25, 337.5), (0.75, 112.5), (1, 0), (2, -450)]),
    numbers(
      perspective, "20px → 100px", "perspective", from: 20, to: 100,
      [(-1, 1), (0, 20), (0.125, 30), (0.875, 90), (1, 100), (2, 180)]),
  ]

  // MARK: Shadows

  /// `box-shadow` as `shadowOffset`, `shadowRadius` and `shadowColor`; a
  /// negative blur radius is clamped to 0. Colours blend premultiplied, as
  /// CSS blends them. Left out: the spread (the fourth length), which the
  /// format does not have (the other components interpolate on their own,
  /// so they are ported); `inset` shadows, including the padded list's
  /// second shadow; and the test that writes the colour first, whose
  /// values are those of `15px 10px 5px 6px black → …`.
  static let shadowCases: [WPTInterpolationCase] =
    shadow(
      "initial → 20px 20px 20px 20px black",
      from: Shadow(0, 0, 0, .transparent),
      to: Shadow(20, 20, 20, .black),
      [
        (-0.3, Shadow(-6, -6, 0, .transparent)),
        (0, Shadow(0, 0, 0, .transparent)),
        (0.3, Shadow(6, 6, 6, Color8(0, 0, 0, 0.3))),
        (0.6, Shadow(12, 12, 12, Color8(0, 0, 0, 0.6))),
        (1, Shadow(20, 20, 20, .black)),
        (1.5, Shadow(30, 30, 30, .black)),
      ])
    + shadow(
      "15px 10px 5px 6px black → -15px -10px 25px -4px orange",
      from: Shadow(15, 10, 5, .black),
      to: Shadow(-15, -10, 25, .orange),
      [
        (-0.3, Shadow(24, 16, 0, .black)),
        (0, Shadow(15, 10, 5, .black)),
        (0.3, Shadow(6, 4, 11, Color8(77, 50, 0))),
        (0.6, Shadow(-3, -2, 17, Color8(153, 99, 0))),
        (1, Shadow(-15, -10, 25, .orange)),
        (1.5, Shadow(-30, -20, 35, Color8(255, 248, 0))),
      ])
    + shadow(
      "0px 0px 0px 0px black → 1px 1px 1px 1px black",
      from: Shadow(0, 0, 0, .black),
      to: Shadow(1, 1, 1, .black),
      [
        (-0.3, Shadow(-0.3, -0.3, 0, .black)),
        (0, Shadow(0, 0, 0, .black)),
        (0.3, Shadow(0.3, 0.3, 0.3, .black)),
        (0.6, Shadow(0.6, 0.6, 0.6, .black)),
        (1, Shadow(1, 1, 1, .black)),
        (1.5, Shadow(1.5, 1.5, 1.5, .black)),
      ])
    + shadow(
      "10px 20px rgba(255, 255, 0, 0.5), inset 5px 10em #008000 → none, first shadow",
      from: Shadow(10, 20, 0, Color8(255, 255, 0, 0.5)),
      to: Shadow(0, 0, 0, .transparent),
      [
        (-0.3, Shadow(13, 26, 0, Color8(255, 255, 0, 0.65))),
        (0, Shadow(10, 20, 0, Color8(255, 255, 0, 0.5))),
        (0.3, Shadow(7, 14, 0, Color8(255, 255, 0, 0.353))),
        (0.6, Shadow(4, 8, 0, Color8(255, 255, 0, 0.2))),
        (1, Shadow(0, 0, 0, .transparent)),
        (1.5, Shadow(-5, -10, 0, .transparent)),
      ])

  // MARK: Colours

  static let borderColor = "css/css-backgrounds/animations/border-color-interpolation.html"
  static let color = "css/css-color/animation/color-interpolation.html"

  /// `border-color` and `border-top-color` as `borderColor`, and `color`
  /// as `foregroundColor`, blended in sRGB with channels clamped to
  /// 0...255. The shorthand's test is one case per side: its `from` has two
  /// colours, so the bottom takes the top's and the left the right's, as
  /// CSS expands the shorthand.
  static let colorCases: [WPTInterpolationCase] =
    ([
      (
        "top", Color8(20, 30, 40), Color8(10, 20, 30),
        [Color8(23, 33, 43), Color8(17, 27, 37), Color8(14, 24, 34), Color8(5, 15, 25)]
      ),
      (
        "right", Color8(40, 50, 60), Color8(40, 50, 60),
        [Color8(40, 50, 60), Color8(40, 50, 60), Color8(40, 50, 60), Color8(40, 50, 60)]
      ),
      (
        "bottom", Color8(20, 30, 40), Color8(30, 40, 50),
        [Color8(17, 27, 37), Color8(23, 33, 43), Color8(26, 36, 46), Color8(35, 45, 55)]
      ),
      (
        "left", Color8(40, 50, 60), Color8(50, 60, 70),
        [Color8(37, 47, 57), Color8(43, 53, 63), Color8(46, 56, 66), Color8(55, 65, 75)]
      ),
    ] as [(String, Color8, Color8, [Color8])]).map { side, from, to, between in
      colors(
        borderColor,
        "rgb(20, 30, 40) rgb(40, 50, 60) → rgb(10, 20, 30) rgb(40, 50, 60) "
          + "rgb(30, 40, 50) rgb(50, 60, 70), \(side)",
        "borderColor", from: from, to: to,
        [
          (-0.3, between[0]), (0, from), (0.3, between[1]), (0.6, between[2]), (1, to),
          (1.5, between[3]),
        ])
    } + [
      colors(
        borderColor, "white → orange", "borderColor", from: .white, to: .orange,
        [
          (-0.3, .white), (0, .white), (0.3, Color8(255, 228, 179)),
          (0.6, Color8(255, 201, 102)), (1, .orange), (1.5, Color8(255, 120, 0)),
        ]),
      colors(
        color, "black → orange", "foregroundColor", from: .black, to: .orange,
        [
          (-0.3, .black), (0, .black), (0.3, Color8(77, 50, 0)), (0.6, Color8(153, 99, 0)),
          (1, .orange), (1.5, Color8(255, 248, 0)),
        ]),
    ]
}
