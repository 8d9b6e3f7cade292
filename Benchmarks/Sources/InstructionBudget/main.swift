// Runs warm choreography updates of the benchmark mix from this module (as an
// app would) inside one function, `measuredUpdates`, so that
// `valgrind --tool=callgrind --toggle-collect='*measuredUpdates*'`
// counts exactly their instructions and their calls to the allocator.
// scripts/bench-instructions runs it and compares with the budget.
//
// Usage: InstructionBudget [animations] [updates] [naive | timed | spring | add | spec
//   | spec-shared | spec-distinct | decode
//   | specframe | specframe-properties | player | player-motion-all | player-direction-all
//   | refit-content | refit-frame | refit-container | refit-direction | refit-motion
//   | refit-motion-all | refit-direction-all | memory]
// With `timed` or `spring` it runs `updates` ScrollAnimator ticks instead
// (`animations` is ignored), with `add` it adds the mix to `updates` empty
// choreographies, with `spec` it decodes and builds a spec of `animations`
// animations `updates` times (`decode` only decodes it), for profiling
// those the same way (`spec-shared` with one Bézier for every animation,
// `spec-distinct` with one of its own for each), with `specframe` it runs warm frames of the mix's
// spec through the front ends' path (SpecRun), with `specframe-properties`
// the same with the animations spread over every built-in property, with `player` it builds a
// SpecPlayer of the mix's decoded spec `updates` times (a refit's
// baseline: everything built afresh; `player-` and a kind of change that
// reshapes every animation builds that change's spec, SpecRefitRun.spec),
// and with `refit-` and a kind of change (SpecRefitRun.Change) it refits
// the mix's spec (or the change's own) `updates` times, each followed by
// its update. `memory` measures instead of counting (run it without
// valgrind): the heap in use per animation (glibc's mallinfo2) for the
// mix's spec with every reduced-motion policy jump-to-end decoded, its
// SpecPlayer built and updated once, then after `updates` Reduce Motion
// toggles (an even number: the same animations again), each of which
// builds every animation again, and after as many more.
import HeapInUse
import ScrollMotion
import ScrollMotionSpec
import Workloads

let arguments = CommandLine.arguments
let animations = arguments.count > 1 ? Int(arguments[1]) ?? 1_000 : 1_000
let updates = arguments.count > 2 ? Int(arguments[2]) ?? 100 : 100
let engine = arguments.count > 3 ? arguments[3] : "scrollmotion"

nonisolated(unsafe) var step: () -> Void = {}
switch engine {
case "timed", "spring":
  let run = AnimatorRun(spring: engine == "spring")
  step = { run.tick(frames: 1) }
  for _ in 0..<100 { step() }
case "add":
  let mix = AnimationMix(count: animations)
  let screen = Screen(count: animations)
  step = { ChoreographyRun.add(mix, to: Choreography(), screen: screen) }
  step()
case "spec", "spec-shared", "spec-distinct":
  let curves: SpecText.Curves =
    engine == "spec" ? .few : engine == "spec-shared" ? .shared : .distinct
  let text = SpecText.animations(animations, curves: curves)
  step = { _ = try! SpecEvaluator(try! ChoreographySpec(json: text)) }
  // Warm: lazily made globals and type metadata, as in a running app.
  step()
case "decode":
  let text = SpecText.animations(animations)
  step = { _ = try! ChoreographySpec(json: text) }
  step()
case "specframe", "specframe-properties":
  let mix = AnimationMix(count: animations)
  let run = try! SpecRun(mix, everyProperty: engine == "specframe-properties")
  step = run.step
  for _ in 0..<mix.offsets.count { step() }
case "memory":
  let mix = AnimationMix(count: animations)
  let metrics = mix.metrics(at: (mix.offsets.max() ?? 0) / 2)
  let start = sm_heap_in_use()
  let spec = try! SpecRefitRun.spec(mix, for: .reducedMotionReshapesAll)
  let decoded = sm_heap_in_use()
  let player = try! SpecPlayer(spec)
  let built = sm_heap_in_use()
  player.update(with: metrics, at: 0)
  let updated = sm_heap_in_use()
  func toggle(_ toggles: Range<Int>) -> Int {
    for toggle in toggles {
      player.setReducesMotion(toggle % 2 == 0)
      player.update(with: metrics, at: Double(toggle + 1) / 60)
    }
    return sm_heap_in_use()
  }
  let refitted = toggle(0..<updates)
  let refittedAgain = toggle(updates..<2 * updates)
  func perAnimation(_ bytes: Int) -> String { "\(bytes / animations) bytes per animation" }
  print("memory: the decoded spec \(perAnimation(decoded - start))")
  print(
    "memory: its player built \(perAnimation(built - decoded)),"
      + " updated once \(perAnimation(updated - decoded))")
  print(
    "memory: the player after \(updates) refits \(perAnimation(refitted - decoded)),"
      + " after \(2 * updates) \(perAnimation(refittedAgain - decoded))"
      + " (\(refittedAgain - refitted) bytes more)")
  withExtendedLifetime((mix, spec, player)) {}
case let player where player.hasPrefix("player"):
  let named = player.dropFirst(7)
  guard let change = named.isEmpty ? .contentGrows : SpecRefitRun.Change(rawValue: String(named))
  else { fatalError("unknown change \(player)") }
  let spec = try! SpecRefitRun.spec(AnimationMix(count: animations), for: change)
  step = { _ = try! SpecPlayer(spec) }
  step()
case let refit where refit.hasPrefix("refit-"):
  guard let change = SpecRefitRun.Change(rawValue: String(refit.dropFirst(6))) else {
    fatalError("unknown change \(refit)")
  }
  let run = try! SpecRefitRun(AnimationMix(count: animations), change: change)
  step = run.step
  // Warm: both states of an alternating change, and its buffers sized.
  for _ in 0..<4 { step() }
case "naive":
  let mix = AnimationMix(count: animations)
  let run = NaiveRun(mix)
  step = run.step
  // Warm: the first update delivers everything and sizes the buffers; a
  // full sweep visits every keyframe segment once.
  for _ in 0..<mix.offsets.count { step() }
default:
  let mix = AnimationMix(count: animations)
  let run = ChoreographyRun(mix)
  step = run.step
  for _ in 0..<mix.offsets.count { step() }
}

@inline(never)
func measuredUpdates(_ count: Int) {
  for _ in 0..<count { step() }
}

measuredUpdates(updates)
print("animations=\(animations) updates=\(updates) engine=\(engine)")
