import Benchmark
import ScrollMotion
import ScrollMotionSpec
import Workloads

/// State built by a benchmark's setup, outside the measurement.
final class Prepared<State>: @unchecked Sendable {
  var state: State?
}

/// A benchmark of one warm update per iteration: `make` builds an engine
/// and returns its step, which is run once before measuring (the first
/// update delivers everything).
func warmUpdates(_ name: String, make: @escaping () -> () -> Void) {
  let step = Prepared<() -> Void>()
  Benchmark(
    name,
    configuration: .init(
      setup: {
        let prepared = make()
        prepared()
        step.state = prepared
      }, teardown: { step.state = nil })
  ) { benchmark in
    guard let state = step.state else { return }
    for _ in benchmark.scaledIterations { state() }
  }
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal, .instructions],
    timeUnits: .nanoseconds,
    warmupIterations: 20,
    maxDuration: .seconds(2),
    maxIterations: 20_000
  )

  // A warm update of the benchmark mix from this module, and the naive
  // engine on the same mix and frames.
  for count in [100, 1_000, 10_000] {
    warmUpdates("Choreography update, \(count) animations") {
      let run = ChoreographyRun(AnimationMix(count: count))
      return run.step
    }
  }
  // The same mix played as a spec through the front ends' path (what
  // UIKit's and AppKit's SpecDriver run each scroll: place every element,
  // update, write the changed targets), beside the update above.
  for count in [100, 1_000, 10_000] {
    warmUpdates("Spec frame through the front ends' path, \(count) animations") {
      // The mix's spec always reads: SpecText.mix writes a valid one.
      let run = try! SpecRun(AnimationMix(count: count))
      return run.step
    }
    warmUpdates("Spec frame of every property through the front ends' path, \(count) animations") {
      let run = try! SpecRun(AnimationMix(count: count), everyProperty: true)
      return run.step
    }
  }
  // One refit of the same spec per iteration, for each kind of change an
  // app's front end makes, each followed by its update and writes; beside
  // it, the player built afresh, which a refit that rebuilt everything
  // would cost.
  for count in [100, 1_000] {
    for change in SpecRefitRun.Change.allCases where !change.reshapesEveryAnimation {
      warmUpdates("Spec refit, \(count) animations, \(change.phrase)") {
        let run = try! SpecRefitRun(AnimationMix(count: count), change: change)
        return run.step
      }
    }
  }
  // A refit that builds every animation again (Reduce Motion with every
  // policy `jump-to-end`, a direction flip of pins across), beside the
  // player of the same spec built afresh, at sizes where a refit's cost
  // per animation rebuilt would show growing with the animations.
  for count in [100, 1_000, 10_000] {
    warmUpdates("SpecPlayer built afresh, \(count) animations") {
      let spec = try! ChoreographySpec(json: SpecText.mix(AnimationMix(count: count)))
      return { blackHole(try! SpecPlayer(spec)) }
    }
    guard count >= 1_000 else { continue }
    for change in SpecRefitRun.Change.allCases where change.reshapesEveryAnimation {
      warmUpdates("Spec refit, \(count) animations, \(change.phrase)") {
        let run = try! SpecRefitRun(AnimationMix(count: count), change: change)
        return run.step
      }
    }
    warmUpdates("SpecPlayer of pins across built afresh, \(count) animations") {
      let spec = try! SpecRefitRun.spec(AnimationMix(count: count), for: .directionReshapesAll)
      return { blackHole(try! SpecPlayer(spec)) }
    }
  }
  warmUpdates("Naive engine update, 1000 animations") {
    let run = NaiveRun(AnimationMix(count: 1_000))
    return run.step
  }

  // Building: adding 1,000 prepared animations to an empty choreography.
  let mix = Prepared<AnimationMix>()
  Benchmark(
    "Add 1,000 animations",
    configuration: .init(
      maxIterations: 2_000, setup: { mix.state = AnimationMix(count: 1_000) },
      teardown: { mix.state = nil })
  ) { benchmark in
    guard let state = mix.state else { return }
    for _ in benchmark.scaledIterations {
      let choreography = Choreography()
      let screen = Screen(count: state.items.count)
      benchmark.startMeasurement()
      ChoreographyRun.add(state, to: choreography, screen: screen)
      benchmark.stopMeasurement()
      blackHole(choreography)
    }
  }

  // Spec decode and build: JSON text of 1,000 animations to evaluators,
  // with the mix's few curves, then with a Bézier of its own for each
  // animation beside the same spec with one curve shared by all.
  for (name, curves) in [
    ("", SpecText.Curves.few), (", a Bézier each", .distinct), (", one shared Bézier", .shared),
  ] {
    let specText = Prepared<String>()
    Benchmark(
      "Spec decode and build, 1,000 animations\(name)",
      configuration: .init(
        maxIterations: 500, setup: { specText.state = SpecText.animations(1_000, curves: curves) },
        teardown: { specText.state = nil })
    ) { benchmark in
      guard let text = specText.state else { return }
      for _ in benchmark.scaledIterations {
        do {
          let spec = try ChoreographySpec(json: text)
          blackHole(try SpecEvaluator(spec))
        } catch {
          benchmark.error("the generated spec does not load: \(error)")
        }
      }
    }
  }

  // Cubic Bézier solves: 1,024 inputs on each of 64 curves per iteration.
  let inputs = BezierInputs()
  let solves = inputs.curves.count * inputs.inputs.count
  let curves = inputs.curves.map { try! CubicBezier($0.0, $0.1, $0.2, $0.3) }
  let baselines = inputs.curves.map { UnitBezier($0.0, $0.1, $0.2, $0.3) }
  Benchmark("Cubic Bézier, \(solves) solves") { benchmark in
    for _ in benchmark.scaledIterations {
      var total = 0.0
      for curve in curves {
        for x in inputs.inputs { total += curve.value(at: x) }
      }
      blackHole(total)
    }
  }
  Benchmark("UnitBezier baseline, \(solves) solves") { benchmark in
    for _ in benchmark.scaledIterations {
      var total = 0.0
      for curve in baselines {
        for x in inputs.inputs { total += curve.value(at: x) }
      }
      blackHole(total)
    }
  }

  // Animator ticks: 1,000 frames of a motion that never ends in between.
  for (name, spring) in [("timed", false), ("spring", true)] {
    let animator = Prepared<AnimatorRun>()
    Benchmark(
      "ScrollAnimator, 1,000 \(name) ticks",
      configuration: .init(
        setup: { animator.state = AnimatorRun(spring: spring) }, teardown: { animator.state = nil })
    ) { benchmark in
      guard let state = animator.state else { return }
      for _ in benchmark.scaledIterations { state.tick(frames: 1_000) }
    }
  }
}
