/// A damped harmonic oscillator: the physics behind spring animations.
///
/// The spring pulls a displacement `x` back to 0 with force `-stiffness·x`
/// and brakes it with `-damping·v`, carrying `mass`. The motion has a closed
/// form for every damping regime (under-, critically and over-damped), so
/// positions at any time cost the same and never drift.
///
/// Two parameterisations: physical (`mass`, `stiffness`, `damping`, as in
/// CSS-like `spring()` and CoreAnimation's `CASpringAnimation`) and
/// perceptual (`response`, the period of the undamped oscillation in seconds,
/// and `dampingFraction`, 1 for critical damping, as in SwiftUI).
public struct DampedSpring: Hashable, Sendable {
  /// The mass, positive.
  public let mass: Double
  /// The stiffness, positive.
  public let stiffness: Double
  /// The damping coefficient, zero or positive.
  public let damping: Double

  /// The undamped angular frequency √(stiffness / mass), in radians per second.
  public let naturalFrequency: Double
  /// The damping ratio ζ = damping / (2√(stiffness·mass)): below 1
  /// oscillates, 1 is critical, above 1 creeps back.
  public let dampingRatio: Double

  // The closed form's rates, computed once: below critical damping the
  // damped angular frequency ω√(1−ζ²) and the decay rate ζω; above it the
  // two real roots −ω(ζ ∓ √(ζ²−1)); unused at exactly critical damping.
  private let firstRate: Double
  private let secondRate: Double

  /// The longest a spring may take to settle, in seconds (one hour).
  ///
  /// A spring slower than this (or without damping) never comes to rest in
  /// any use a scroll view has for it, so the initialisers reject it rather
  /// than animate forever.
  public static var maximumSettlingDuration: Double { 3_600 }

  /// Creates a spring from physical parameters.
  ///
  /// - Throws: ``EasingError`` unless mass and stiffness are positive and
  ///   damping is zero or positive, all finite;
  ///   ``EasingError/springNeverSettles`` for a spring whose
  ///   ``settlingDuration(tolerance:)`` is longer than
  ///   ``maximumSettlingDuration`` (every spring without damping).
  public init(mass: Double = 1, stiffness: Double, damping: Double) throws(EasingError) {
    try EasingError.require("spring mass", mass, "positive") { $0 > 0 }
    try EasingError.require("spring stiffness", stiffness, "positive") { $0 > 0 }
    try EasingError.require("spring damping", damping, "zero or positive") { $0 >= 0 }
    self.init(validatedMass: mass, stiffness: stiffness, damping: damping)
    try requireSettles()
  }

  /// Throws unless the derived constants are finite and the spring comes to
  /// rest within ``maximumSettlingDuration``: parameters that are each
  /// finite can still overflow their ratio, or describe a spring so weakly
  /// damped (or so heavily over-damped) that it creeps for years.
  ///
  /// Rates (the natural frequency and the decay rate ζω) above 1e100 per
  /// second are rejected too: no screen shows them, and multiplied by a
  /// displacement they overflow to infinity.
  private func requireSettles() throws(EasingError) {
    guard naturalFrequency.isFinite, naturalFrequency > 0, naturalFrequency <= 1e100,
      dampingRatio.isFinite, naturalFrequency * dampingRatio <= 1e100
    else {
      throw .invalidParameter(
        name: "spring rate", value: naturalFrequency, requirement: "at most 1e100 per second")
    }
    guard settlingDuration() <= Self.maximumSettlingDuration else { throw .springNeverSettles }
  }

  private init(validatedMass mass: Double, stiffness: Double, damping: Double) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    let omega = (stiffness / mass).squareRoot()
    let zeta = damping / (2 * (stiffness * mass).squareRoot())
    naturalFrequency = omega
    dampingRatio = zeta
    if zeta < 1 {
      firstRate = omega * (1 - zeta * zeta).squareRoot()
      secondRate = zeta * omega
    } else if zeta > 1 {
      let root = (zeta * zeta - 1).squareRoot()
      firstRate = -omega * (zeta - root)
      secondRate = -omega * (zeta + root)
    } else {
      firstRate = 0
      secondRate = 0
    }
  }

  /// Creates a spring from SwiftUI-style perceptual parameters, with mass 1.
  ///
  /// - Parameters:
  ///   - response: The period of the undamped oscillation, in seconds;
  ///     positive. Smaller is snappier.
  ///   - dampingFraction: 1 is critically damped (no overshoot), below 1
  ///     bounces, above 1 is sluggish; zero or positive.
  /// - Throws: ``EasingError`` for a parameter out of range;
  ///   ``EasingError/springNeverSettles`` for a spring that takes longer than
  ///   ``maximumSettlingDuration`` to settle (every one with
  ///   `dampingFraction` 0).
  public init(response: Double, dampingFraction: Double) throws(EasingError) {
    try EasingError.require("spring response", response, "positive") { $0 > 0 }
    try EasingError.require("spring dampingFraction", dampingFraction, "zero or positive") {
      $0 >= 0
    }
    self.init(validatedResponse: response, dampingFraction: dampingFraction)
    try requireSettles()
  }

  private init(validatedResponse response: Double, dampingFraction: Double) {
    let frequency = 2 * Elementary.pi / response
    self.init(
      validatedMass: 1, stiffness: frequency * frequency, damping: 2 * dampingFraction * frequency)
  }

  /// A critically damped spring with a 0.5 s response: no overshoot.
  public static var smooth: DampedSpring { .init(validatedResponse: 0.5, dampingFraction: 1) }
  /// A slightly underdamped spring with a 0.5 s response: a small overshoot.
  public static var snappy: DampedSpring { .init(validatedResponse: 0.5, dampingFraction: 0.85) }
  /// An underdamped spring with a 0.5 s response: a visible bounce.
  public static var bouncy: DampedSpring { .init(validatedResponse: 0.5, dampingFraction: 0.7) }

  /// The displacement `time` seconds after starting from
  /// `initialDisplacement` with `initialVelocity` (units per second).
  ///
  /// At time 0 it is exactly `initialDisplacement`; it tends to 0 as time
  /// grows (unless damping is 0). Non-finite input gives 0.
  public func displacement(at time: Double, initialDisplacement: Double, initialVelocity: Double)
    -> Double
  {
    motion(at: time, x0: initialDisplacement, v0: initialVelocity).displacement
  }

  /// The velocity `time` seconds after starting from `initialDisplacement`
  /// with `initialVelocity`, in units per second.
  public func velocity(at time: Double, initialDisplacement: Double, initialVelocity: Double)
    -> Double
  {
    motion(at: time, x0: initialDisplacement, v0: initialVelocity).velocity
  }

  /// The time-dependent factors of the closed form at one time: what
  /// every starting condition shares, so that a two-axis motion computes
  /// its exponentials and trigonometry once.
  struct Phase {
    let time: Double
    let first: Double
    let second: Double
    let third: Double
  }

  /// The phase at `time` seconds (finite).
  ///
  /// This and ``motion(_:x0:v0:)`` stay out of line: inlined into every
  /// caller (the settling search calls them in two loops) they cost the
  /// WebAssembly build kilobytes, and a call is nothing next to `exp`.
  @inline(never)
  func phase(at time: Double) -> Phase {
    if dampingRatio < 1 {
      return Phase(
        time: time, first: Elementary.exp(-secondRate * time),
        second: Elementary.cos(firstRate * time), third: Elementary.sin(firstRate * time))
    }
    if dampingRatio == 1 {
      return Phase(time: time, first: Elementary.exp(-naturalFrequency * time), second: 0, third: 0)
    }
    return Phase(
      time: time, first: Elementary.exp(firstRate * time),
      second: Elementary.exp(secondRate * time), third: 0)
  }

  /// Displacement and velocity at `phase`, released from `x0` with `v0`.
  @inline(never)
  func motion(_ phase: Phase, x0: Double, v0: Double) -> (displacement: Double, velocity: Double) {
    guard x0.isFinite, v0.isFinite else { return (0, 0) }
    if dampingRatio < 1 {
      let dampedFrequency = firstRate
      let decay = secondRate
      let envelope = phase.first
      // Once the envelope underflows the spring is at rest; the phase of a
      // huge time is meaningless (and 0 × NaN would leak out).
      if envelope == 0 { return (0, 0) }
      let a = x0
      let b = (v0 + decay * x0) / dampedFrequency
      let x = envelope * (a * phase.second + b * phase.third)
      let v =
        envelope
        * ((b * dampedFrequency - decay * a) * phase.second
          - (a * dampedFrequency + decay * b) * phase.third)
      return (x, v)
    }
    let omega = naturalFrequency
    if dampingRatio == 1 {
      if phase.first == 0 { return (0, 0) }  // at rest; b × time could overflow
      let b = v0 + omega * x0
      let envelope = phase.first
      return (
        envelope * (x0 + b * phase.time), envelope * (b - omega * (x0 + b * phase.time))
      )
    }
    let a = (v0 - secondRate * x0) / (firstRate - secondRate)
    let b = x0 - a
    // The slower mode has died out: at rest.
    if phase.first == 0 { return (0, 0) }
    return (
      a * phase.first + b * phase.second,
      a * firstRate * phase.first + b * secondRate * phase.second
    )
  }

  /// Displacement and velocity together, from the closed-form solution.
  func motion(at time: Double, x0: Double, v0: Double) -> (displacement: Double, velocity: Double) {
    guard time.isFinite else { return (0, 0) }
    return motion(phase(at: time), x0: x0, v0: v0)
  }

  /// How long, in seconds, a unit displacement released at rest takes to
  /// stay within `tolerance` of rest; `.infinity` without damping or when
  /// it would take more than ``maximumSettlingDuration`` × 1000.
  ///
  /// For an underdamped spring this bounds the oscillation's envelope, so
  /// the true settling can come slightly earlier; for critically and
  /// over-damped springs it is the time the displacement falls to
  /// `tolerance`, to within a microsecond. The search always ends: it
  /// gives up beyond the bound above instead of doubling forever.
  public func settlingDuration(tolerance: Double = 0.001) -> Double {
    let tolerance = tolerance.isFinite && tolerance > 0 ? Swift.min(tolerance, 0.5) : 0.001
    if !(dampingRatio > 0) { return .infinity }
    let omega = naturalFrequency
    let zeta = dampingRatio
    if zeta < 1 {
      // |x| ≤ amplitude · e^(−ζωt), amplitude = √(1 + (ζ/√(1−ζ²))²) = 1/√(1−ζ²).
      let amplitude = 1 / (1 - zeta * zeta).squareRoot()
      let duration = Swift.max(0, Elementary.log(amplitude / tolerance) / (zeta * omega))
      return duration.isFinite ? duration : .infinity
    }
    // Released at rest, a critically or over-damped spring decreases
    // monotonically: find where it reaches the tolerance by bisection,
    // inside a bounded bracket (a heavily over-damped spring's slow root
    // can round to zero, and then the displacement never falls).
    let limit = Self.maximumSettlingDuration * 1_000
    var high = Swift.min(1 / omega, limit)
    guard high.isFinite, high > 0 else { return .infinity }
    // `!(… <= tolerance)` so that a NaN counts as not yet settled.
    while !(displacement(at: high, initialDisplacement: 1, initialVelocity: 0) <= tolerance) {
      if high >= limit { return .infinity }
      high = Swift.min(high * 2, limit)
    }
    var low = 0.0
    // 64 halvings shrink any bracket below the limit past a microsecond.
    for _ in 0..<64 where high - low > 1e-6 {
      let middle = (low + high) / 2
      if !(displacement(at: middle, initialDisplacement: 1, initialVelocity: 0) <= tolerance) {
        low = middle
      } else {
        high = middle
      }
    }
    return high
  }

  /// Equality of the defining parameters.
  public static func == (lhs: DampedSpring, rhs: DampedSpring) -> Bool {
    lhs.mass == rhs.mass && lhs.stiffness == rhs.stiffness && lhs.damping == rhs.damping
  }

  /// Hashes the defining parameters.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(mass)
    hasher.combine(stiffness)
    hasher.combine(damping)
  }
}
