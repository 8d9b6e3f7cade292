/// The clock of a scroll-*triggered* animation: a time-based progress that
/// plays over a fixed duration with an easing, started, reversed, paused or
/// reset by ``TriggerAction``s and advanced by display frames.
///
/// Its state is a time `t` in `0...duration` and a direction. Playing moves
/// `t` by the frame time elapsed, forward or backward, and stops at either
/// end; ``progress`` is the easing of `t / duration`, so reversing
/// retraces the same curve backwards (as GSAP's `reverse()` does).
///
/// Time comes only from ``advance(to:)``, in seconds on any monotonic clock
/// (a ``DisplayFrame``'s target time): the first frame after the playback
/// starts moving marks its start and moves nothing, so a motion starts at
/// its first frame however long the app sat idle, and a test steps it with
/// a ``ManualFrameClock``. The same motion at 60 Hz and at 120 Hz passes
/// through the same progress at the same times.
///
/// A play started at a time (``perform(_:at:)``, from the update that saw
/// the crossing) shows its start on a frame at that time and the time
/// since then on every later frame. The browser runtime updates at the
/// frame's time (its `requestAnimationFrame` timestamp), so the frame that
/// sees the crossing shows the first keyframe and the next one moves by
/// the frame's interval, as a Web Animations `play()` and CSS's
/// `animation-trigger` in Chromium do (an animation's start time is that of
/// the first frame that renders it); the Apple drivers pass the scroll
/// event's time, so their first frame shows the time from the event to
/// that frame. GSAP's ScrollTrigger plays in the scroll event, from its
/// ticker's last tick: while its ticker runs, the crossing's frame already
/// shows one frame of progress (the time since the previous frame, about
/// 17 ms at 60 Hz); once its ticker has gone to sleep (no tween running for
/// up to 120 ticks) it starts as here. Counting from the crossing makes
/// the start the same whatever else animates, and in the browser keeps the
/// first keyframe on screen for one frame.
///
/// ```swift
/// var playback = try TriggeredPlayback(duration: 0.4, easing: .easeOut)
/// playback.perform(.play)
/// playback.advance(to: frame.targetTimestamp)  // once per frame while `needsFrames`
/// card.alpha = playback.progress
/// ```
public struct TriggeredPlayback: Sendable {
  /// How long a full play takes, in seconds; greater than 0.
  public let duration: Double
  /// The easing of time into progress.
  public let easing: Easing
  /// The time played, in seconds, in `0...duration`.
  public private(set) var elapsed: Double = 0
  /// Whether it plays (or last played) towards the end.
  public private(set) var isForward = true
  /// Whether it moves on the next frames.
  public private(set) var isPlaying = false
  /// The time of the last frame while playing; `nil` when stopped, so the
  /// next frame after a start moves nothing.
  private var lastFrameTime: Double?

  /// Creates a stopped playback at its start.
  ///
  /// - Parameters:
  ///   - duration: Seconds for a full play; finite and greater than 0.
  ///   - easing: The curve from time to progress; linear by default.
  /// - Throws: ``TechniqueError`` for a duration that is not finite and
  ///   positive.
  public init(duration: Double, easing: Easing = .linear) throws(TechniqueError) {
    try TechniqueError.require("duration", duration, "finite and greater than 0") { $0 > 0 }
    self.duration = duration
    self.easing = easing
  }

  /// Creates a stopped playback that follows a damped spring released from
  /// 0 towards 1, lasting the spring's settling duration.
  ///
  /// - Throws: ``TechniqueError`` for a spring that never settles.
  public init(spring: DampedSpring) throws(TechniqueError) {
    let duration = spring.settlingDuration()
    guard let easing = try? Easing.spring(spring) else {
      throw TechniqueError(
        parameter: "spring settling duration", value: duration, requirement: "finite")
    }
    try self.init(duration: duration, easing: easing)
  }

  /// The linear fraction of the duration played, `elapsed / duration`, in
  /// `0...1`.
  public var fractionComplete: Double { (elapsed / duration).clampedToUnit }

  /// The eased progress, what the animation shows: exactly 0 at the start
  /// and exactly 1 at the end (an overshooting easing may leave `0...1` in
  /// between).
  public var progress: Double { easing.transform(fractionComplete) }

  /// Whether a driver must keep delivering frames; when `false` it can
  /// stop its display link until the next action.
  public var needsFrames: Bool { isPlaying }

  /// Applies an action (see ``TriggerAction`` for each one's meaning).
  ///
  /// - Parameters:
  ///   - action: What to do.
  ///   - time: When it happened, in seconds on the frames' clock, if
  ///     known: a playback that starts moving then counts its time from
  ///     it, so its path does not depend on when the next frame comes.
  ///     Without it (or with a non-finite time) the next frame marks the
  ///     start.
  public mutating func perform(_ action: TriggerAction, at time: Double? = nil) {
    let wasPlaying = isPlaying
    switch action {
    case .play:
      isForward = true
      setPlaying(elapsed < duration)
    case .reverse:
      isForward = false
      setPlaying(elapsed > 0)
    case .restart:
      elapsed = 0
      isForward = true
      setPlaying(true)
    case .pause:
      setPlaying(false)
    case .resume:
      setPlaying(isForward ? elapsed < duration : elapsed > 0)
    case .complete:
      elapsed = duration
      setPlaying(false)
    case .reset:
      elapsed = 0
      isForward = true
      setPlaying(false)
    case .none:
      break
    }
    if isPlaying, !wasPlaying, let time, time.isFinite { lastFrameTime = time }
  }

  /// Moves by the time since the previous frame, to `time` seconds.
  ///
  /// Does nothing while stopped or for a time that is not finite; a time
  /// earlier than the previous frame's moves nothing.
  public mutating func advance(to time: Double) {
    guard isPlaying, time.isFinite else { return }
    guard let lastFrameTime else {
      self.lastFrameTime = time
      return
    }
    let step = Swift.max(time - lastFrameTime, 0)
    self.lastFrameTime = Swift.max(time, lastFrameTime)
    if isForward {
      elapsed = Swift.min(elapsed + step, duration)
      if elapsed == duration { setPlaying(false) }
    } else {
      elapsed = Swift.max(elapsed - step, 0)
      if elapsed == 0 { setPlaying(false) }
    }
  }

  /// Ends a play at once: a playing playback jumps to the end it plays
  /// towards and stops, as if frames had run it to the end; a stopped one
  /// stays. Where `scrollmotion eval` shows a triggered animation come to
  /// rest.
  mutating func finish() {
    guard isPlaying else { return }
    elapsed = isForward ? duration : 0
    setPlaying(false)
  }

  private mutating func setPlaying(_ playing: Bool) {
    if !playing { lastFrameTime = nil }
    isPlaying = playing
  }
}
