import Foundation

/// Several runs' `--json` reports, summarized: for every figure, the median and the range over the
/// runs, and for matching, the ratio to the URLComponents baseline measured in the same run. A
/// shared machine's speed drifts from one run to the next, so the ratios are the figures to
/// compare between machines and days; the absolute times say how busy it was.
struct Summary {
    let runs: [Report]

    /// Reads the reports at `paths`; two or more, since one run has no range.
    init(paths: [String]) throws {
        guard paths.count >= 2 else { throw SummaryError("give the JSON files of two runs or more") }
        runs = try paths.map { path in
            do {
                return try JSONDecoder().decode(Report.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
            } catch {
                throw SummaryError("\(path) is not a report of waymark-benchmarks --json (\(error))")
            }
        }
        guard Set(runs.map(\.matching.count)).count == 1 else {
            throw SummaryError("the runs measured different pattern counts; summarize runs of one build")
        }
    }

    /// `values` as "median (lowest to highest)".
    func spread(_ values: [Double], unit: String = "", digits: Int = 1) -> String {
        let sorted = values.sorted()
        let format = "%.\(digits)f"
        return String(format: format, median(sorted)) + unit + " (" + String(format: format, sorted[0]) + " to "
            + String(format: format, sorted[sorted.count - 1]) + ")"
    }

    var lines: [String] {
        let first = runs[0]
        var lines = [
            "\(runs.count) runs of \(first.repetitions) repetitions each, on \(first.machine)",
            "each figure: median over the runs (lowest to highest)", "",
            "link matching, ns a link, and the ratio to URLComponents in the same run",
        ]
        for (index, row) in first.matching.enumerated() {
            let rows = runs.map { $0.matching[index] }
            let hit = rows.map(\.hitNanoseconds)
            let miss = rows.map(\.missNanoseconds)
            let base = rows.map(\.urlComponentsNanoseconds)
            lines.append(
                String(format: "  %6d", row.patterns)
                    + " patterns: hit \(spread(hit)), miss \(spread(miss)), URLComponents \(spread(base)); "
                    + "hit/baseline \(spread(zip(hit, base).map(/), digits: 2)), "
                    + "miss/baseline \(spread(zip(miss, base).map(/), digits: 2))")
        }
        let scaling = runs.map { $0.matching[$0.matching.count - 1].hitNanoseconds / $0.matching[0].hitNanoseconds }
        lines.append(
            "  hit cost at \(first.matching[first.matching.count - 1].patterns) patterns / at "
                + "\(first.matching[0].patterns): \(spread(scaling, digits: 2))")
        lines.append("registration, ms (no baseline: read it against the URLComponents figures of the same runs)")
        for (index, row) in first.matching.enumerated() {
            let register = runs.map { $0.matching[index].registrationMilliseconds }
            lines.append(String(format: "  %6d", row.patterns) + " patterns: \(spread(register, digits: 2))")
        }
        lines.append(
            "     300 destinations (an app's size): \(spread(runs.map(\.appRegistrationMilliseconds), digits: 3))")
        let engine = runs.map(\.engine)
        lines.append(
            "router: \(spread(engine.map { $0.transactionsPerSecond / 1e6 }, digits: 2)) million transactions/s with "
                + "its journal, \(spread(engine.map { $0.transactionsPerSecondWithoutJournal / 1e6 }, digits: 2)) without; "
                + "time with / without, each run's median: \(spread(engine.map { median($0.journalCostRatios) }, digits: 3)), "
                + "every pair: \(spread(engine.flatMap(\.journalCostRatios), digits: 3))")
        lines.append(
            "snapshot: encode \(spread(engine.map(\.snapshotEncodeMicroseconds), unit: " µs", digits: 0)), "
                + "decode \(spread(engine.map(\.snapshotDecodeMicroseconds), unit: " µs", digits: 0)); "
                + "format version 1 through JSONEncoder and JSONDecoder: encode "
                + "\(spread(engine.map(\.versionOneEncodeMicroseconds), unit: " µs", digits: 0)), decode "
                + "\(spread(engine.map(\.versionOneDecodeMicroseconds), unit: " µs", digits: 0)); "
                + "ratios encode \(spread(engine.map { $0.snapshotEncodeMicroseconds / $0.versionOneEncodeMicroseconds }, digits: 2)), "
                + "decode \(spread(engine.map { $0.snapshotDecodeMicroseconds / $0.versionOneDecodeMicroseconds }, digits: 2))"
        )
        let withScreenState = engine.compactMap(\.withScreenStateDecodeMicroseconds)
        if !withScreenState.isEmpty {
            lines.append(
                "snapshot with a screen state for each entry: decode \(spread(withScreenState, unit: " µs", digits: 0)); "
                    + "over the same without, each run: "
                    + "\(spread(engine.compactMap { run in run.withScreenStateDecodeMicroseconds.map { $0 / run.snapshotDecodeMicroseconds } }, digits: 2))"
            )
        }
        let chain = runs.map(\.resolution.chainMilliseconds.median)
        let sequential = runs.map(\.resolution.sequentialMilliseconds.median)
        lines.append(
            "link resolution: \(spread(chain, unit: " ms")) against \(spread(sequential, unit: " ms")) one after "
                + "another; ratio \(spread(zip(chain, sequential).map(/), digits: 2))")
        let plans = runs.map(\.presentation)
        lines.append(
            "UI plan: \(spread(plans.map(\.microsecondsPerPlan), unit: " µs")), comparing the stacks "
                + "\(spread(plans.map(\.microsecondsPerComparison), unit: " µs")), ratio "
                + "\(spread(plans.map { $0.microsecondsPerPlan / $0.microsecondsPerComparison }, digits: 2)); "
                + "played through the driver \(spread(plans.map(\.microsecondsPerDrivenPlan), unit: " µs"))")
        return lines
    }
}

/// The reports cannot be summarized; the message says which and why.
struct SummaryError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
