// swift-tools-version: 6.2
import PackageDescription

// The benchmarks live in their own package so that building or testing
// ScrollMotion never builds the benchmark harness. Every target here imports
// ScrollMotion from outside, as an app would: that is the point, because
// code that is fast inside the module can be slow across its boundary.
let package = Package(
  name: "ScrollMotionBenchmarks",
  dependencies: [
    .package(name: "ScrollMotion", path: ".."),
    .package(
      url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    // The workloads, shared by the benchmarks and the instruction counter.
    .target(
      name: "Workloads",
      dependencies: [
        .product(name: "ScrollMotion", package: "ScrollMotion"),
        .product(name: "ScrollMotionSpec", package: "ScrollMotion"),
      ]
    ),
    // The heap in use (glibc's mallinfo2), for InstructionBudget's memory
    // figures.
    .target(name: "HeapInUse"),
    // Warm updates under callgrind, for the instruction budget CI holds.
    .executableTarget(
      name: "InstructionBudget",
      dependencies: [
        "Workloads", "HeapInUse", .product(name: "ScrollMotionSpec", package: "ScrollMotion"),
      ]),
    .executableTarget(
      name: "EngineBenchmarks",
      dependencies: [
        "Workloads",
        .product(name: "ScrollMotion", package: "ScrollMotion"),
        .product(name: "ScrollMotionSpec", package: "ScrollMotion"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/EngineBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
