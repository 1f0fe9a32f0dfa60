import Foundation

@testable import Waymark

/// waymark-benchmarks [--json FILE] [--repetitions N] [--allocations COUNT [--without-matching]]
/// waymark-benchmarks --registration [--patterns N] [--repetitions N]
/// waymark-benchmarks --register PATTERNS
/// waymark-benchmarks --hits COUNT [--against PATTERNS]
/// waymark-benchmarks --decode-snapshots COUNT
/// waymark-benchmarks --summarize FILE FILE...
/// waymark-benchmarks --compare BEFORE... --to AFTER...
///
/// Prints the matcher's cost per link for 10 to 10,000 patterns beside Foundation's URLComponents
/// on the same links, the registration time, the router's transaction rate, the snapshot coding
/// time, how long a link of three screens with slow content checks takes to resolve, and what a
/// UI plan costs. `--allocations COUNT` instead builds COUNT links and matches each once, then exits,
/// for counting heap allocations under valgrind; `--without-matching` builds the same links without
/// matching them, the baseline to subtract (docs/benchmarks.md). `--registration` measures only
/// registration, of 1,000 and 10,000 patterns, with the cost per pattern. `--register PATTERNS`
/// registers that many patterns once and exits, for counting instructions under callgrind
/// (`Tools/Benchmarks/count-instructions`); `--decode-snapshots COUNT` decodes the snapshot figures'
/// snapshot COUNT times, for the same count (with `--with-screen-state`, the one that keeps a
/// screen state for each entry). `--summarize` reads the `--json` files of several runs
/// and prints each figure's median and range, and the ratios to the baseline; `--compare` reads
/// two sets of them (`Tools/Benchmarks/compare`) and prints every figure's ratio.
struct Options {
    var jsonPath: String?
    /// With `--decode-snapshots`: the snapshot that keeps a screen state for each entry.
    var decodeWithScreenState = false
    var repetitions = 15
    var allocationRun: Int?
    var hitsRun: Int?
    /// How many patterns `--hits` matches against.
    var hitsPatterns = 10_000
    var matchInAllocationRun = true
    var summarize: [String]?
    var registrationOnly = false
    var registrationCounts = [1_000, 10_000]
    var registerOnce: Int?
    var decodeSnapshotsOnce: Int?
    var routerOnly = false
    var compare: (before: [String], after: [String])?

    init(_ arguments: [String]) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--json": jsonPath = remaining.popFirst()
            case "--repetitions": repetitions = remaining.popFirst().flatMap(Int.init) ?? repetitions
            case "--allocations": allocationRun = remaining.popFirst().flatMap(Int.init)
            case "--hits": hitsRun = remaining.popFirst().flatMap(Int.init)
            case "--against": hitsPatterns = remaining.popFirst().flatMap(Int.init) ?? hitsPatterns
            case "--without-matching": matchInAllocationRun = false
            case "--registration": registrationOnly = true
            case "--router": routerOnly = true
            case "--patterns":
                registrationCounts = remaining.popFirst().flatMap(Int.init).map { [$0] } ?? registrationCounts
            case "--register": registerOnce = remaining.popFirst().flatMap(Int.init)
            case "--decode-snapshots": decodeSnapshotsOnce = remaining.popFirst().flatMap(Int.init)
            case "--with-screen-state": decodeWithScreenState = true
            case "--summarize":
                summarize = Array(remaining)
                remaining = []
            case "--compare":
                let files = Array(remaining)
                remaining = []
                guard let split = files.firstIndex(of: "--to") else {
                    FileHandle.standardError.write(Data("--compare needs BEFORE files, --to, then AFTER files\n".utf8))
                    exit(64)
                }
                compare = (Array(files[..<split]), Array(files[(split + 1)...]))
            default:
                FileHandle.standardError.write(Data("Unknown argument \(argument)\n".utf8))
                exit(64)
            }
        }
    }
}

struct Report: Codable {
    let machine: String
    let repetitions: Int
    let matching: [MatchingFigures]
    /// Registering an app's size: 300 destinations (75 features of four), in milliseconds.
    let appRegistrationMilliseconds: Double
    let engine: EngineFigures
    let resolution: ResolutionFigures
    let presentation: PresentationFigures
}

let options = Options(Array(CommandLine.arguments.dropFirst()))

if let paths = options.summarize {
    do {
        print(try Summary(paths: paths).lines.joined(separator: "\n"))
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("waymark-benchmarks: \(error)\n".utf8))
        exit(1)
    }
}

if let (before, after) = options.compare {
    do {
        print(try Comparison(before: before, after: after).lines.joined(separator: "\n"))
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("waymark-benchmarks: \(error)\n".utf8))
        exit(1)
    }
}

if let count = options.registerOnce {
    blackHole(benchmarkRegistry(benchmarkFeatures(patterns: count)))
    exit(0)
}

if let count = options.decodeSnapshotsOnce {
    let registry = engineRegistry()
    let coder = SnapshotCoder(registry: registry)
    let state = engineSnapshotState(registry)
    let data =
        options.decodeWithScreenState
        ? await MainActor.run { snapshotWithScreenState(state, registry: registry) } : try! coder.encode(state)
    decodeSnapshots(data, with: coder, count: count)
    exit(0)
}

if options.registrationOnly {
    print("patterns  register ms  ns/pattern")
    var perPattern: [Double] = []
    for count in options.registrationCounts {
        let milliseconds = measureRegistration(patterns: count, repetitions: options.repetitions)
        perPattern.append(milliseconds * 1e6 / Double(count))
        print(String(format: "%8d  %11.2f  %10.0f", count, milliseconds, perPattern.last!))
    }
    if perPattern.count == 2 {
        print(String(format: "cost per pattern at 10,000 / at 1,000: %.2f", perPattern[1] / perPattern[0]))
    }
    exit(0)
}

if options.routerOnly {
    let engine = await MainActor.run { measureEngine(repetitions: options.repetitions) }
    print(engine.routerLine)
    exit(0)
}

if let count = options.allocationRun {
    let registry = benchmarkRegistry(benchmarkFeatures(patterns: 10_000))
    let links = (0..<count).map { "app://feature\($0 % 2_500)/item/\($0 + 1)-blue-shoes" }
    if options.matchInAllocationRun {
        for link in links { blackHole(registry.match(link)) }
    }
    exit(0)
}

// The benchmark's hits against `--against` patterns (10,000 unless told), once each: what a
// profiler of matching reads (`valgrind --tool=callgrind --toggle-collect='*NavigationRegistry*match*'`).
if let count = options.hitsRun {
    let registry = benchmarkRegistry(benchmarkFeatures(patterns: options.hitsPatterns))
    for link in benchmarkLinks(patterns: options.hitsPatterns).hits.prefix(count) { blackHole(registry.match(link)) }
    exit(0)
}

let info = ProcessInfo.processInfo
let machine =
    "\(info.processorCount) cores, \(info.physicalMemory / 1_073_741_824) GiB, \(info.operatingSystemVersionString)"
print("Waymark benchmarks: release build, \(machine), median of \(options.repetitions) runs")
print("")
print("patterns  register ms  hit ns/link  miss ns/link  URLComponents ns/link  hit / baseline")
// Registration first, every count before any matching run: an app registers at launch, in a
// process whose heap the matching runs' 100,000 links have not yet churned (docs/benchmarks.md).
let counts = [10, 100, 1_000, 10_000]
let registrations = counts.map { measureRegistration(patterns: $0, repetitions: options.repetitions) }
// An app's size (Chapter has 101 destinations; a large app a few hundred), measured apart from
// the counts above so that reports of builds from before it still compare row by row.
let appRegistration = measureRegistration(patterns: 300, repetitions: options.repetitions)
var matching: [MatchingFigures] = []
for (count, registration) in zip(counts, registrations) {
    let figures = measureMatching(
        patterns: count, registrationMilliseconds: registration, repetitions: options.repetitions)
    matching.append(figures)
    print(
        String(
            format: "%8d  %11.2f  %11.1f  %12.1f  %21.1f  %14.2f",
            figures.patterns, figures.registrationMilliseconds, figures.hitNanoseconds,
            figures.missNanoseconds, figures.urlComponentsNanoseconds,
            figures.hitNanoseconds / figures.urlComponentsNanoseconds))
}
let scaling = matching.last!.hitNanoseconds / matching.first!.hitNanoseconds
print(String(format: "hit cost at 10,000 patterns / at 10 patterns: %.2f", scaling))
print(String(format: "registering an app's 300 destinations: %.3f ms", appRegistration))

let engine = await MainActor.run { measureEngine(repetitions: options.repetitions) }
print("")
print(engine.routerLine)
print(
    String(
        format:
            "snapshot of 8 tabs x 20 screens (%d bytes): encode %.1f µs, decode %.1f µs; format version 1 (%d bytes, JSONEncoder and JSONDecoder): encode %.1f µs, decode %.1f µs; decode ratio %.2f",
        engine.snapshotBytes, engine.snapshotEncodeMicroseconds, engine.snapshotDecodeMicroseconds,
        engine.versionOneBytes, engine.versionOneEncodeMicroseconds, engine.versionOneDecodeMicroseconds,
        engine.snapshotDecodeMicroseconds / engine.versionOneDecodeMicroseconds))
print(
    String(
        format: "the same with a screen state for each of its 160 entries (%d bytes): decode %.1f µs",
        engine.withScreenStateBytes ?? 0, engine.withScreenStateDecodeMicroseconds ?? 0))

let resolution = await measureResolution(repetitions: options.repetitions)
print("")
print(
    String(
        format:
            "link of 3 screens, each content check %.0f ms: resolved and applied in %.1f ms (%.1f to %.1f); the same checks one after another: %.1f ms (%.1f to %.1f); ratio %.2f",
        resolution.checkMilliseconds,
        resolution.chainMilliseconds.median, resolution.chainMilliseconds.low, resolution.chainMilliseconds.high,
        resolution.sequentialMilliseconds.median, resolution.sequentialMilliseconds.low,
        resolution.sequentialMilliseconds.high,
        resolution.chainMilliseconds.median / resolution.sequentialMilliseconds.median))

let presentation = measurePresentation(repetitions: options.repetitions)
print("")
print(
    String(
        format:
            "UI plans for random pairs of 8 tabs x 20 screens, 3 layers: %.1f µs a plan (%.0f plans/s; comparing every stack of the two states: %.1f µs, ratio %.1f); played through the driver: %.1f µs; a 16 ms frame holds %.0f plans",
        presentation.microsecondsPerPlan, presentation.plansPerSecond, presentation.microsecondsPerComparison,
        presentation.microsecondsPerPlan / presentation.microsecondsPerComparison,
        presentation.microsecondsPerDrivenPlan, 16_000 / presentation.microsecondsPerPlan))

if let path = options.jsonPath {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let report = Report(
        machine: machine, repetitions: options.repetitions, matching: matching,
        appRegistrationMilliseconds: appRegistration, engine: engine, resolution: resolution,
        presentation: presentation)
    try encoder.encode(report).write(to: URL(fileURLWithPath: path))
    print("")
    print("Figures written to \(path)")
}
