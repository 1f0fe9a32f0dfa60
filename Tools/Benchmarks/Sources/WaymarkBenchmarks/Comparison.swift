import Foundation

/// Two builds' `--json` reports side by side (`Tools/Benchmarks/compare`): for every figure both
/// report, its median in each build and the ratio of the after build to the before build.
///
/// The reports are read as plain JSON, not as this build's `Report`, so a build from before a
/// figure was added still compares on the figures it has. Runs are meant to be alternated (before,
/// after, before, ...) so both builds share the machine's load; each pair's ratio is taken too,
/// and their range says how far the load moved the comparison.
struct Comparison {
    /// Each run's figures by their path in the report (`matching.3.registrationMilliseconds`).
    let before: [[String: Double]]
    let after: [[String: Double]]

    init(before: [String], after: [String]) throws {
        guard !before.isEmpty, before.count == after.count else {
            throw SummaryError("give as many runs of each build, one or more")
        }
        self.before = try before.map(Self.figures(at:))
        self.after = try after.map(Self.figures(at:))
    }

    /// The numeric leaves of the report at `path`, by their path.
    static func figures(at path: String) throws -> [String: Double] {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            throw SummaryError("\(path) is not a report of waymark-benchmarks --json (\(error))")
        }
        var figures: [String: Double] = [:]
        func walk(_ value: Any, _ path: String) {
            switch value {
            case let number as NSNumber where !(value is Bool): figures[path] = number.doubleValue
            case let object as [String: Any]:
                for (key, value) in object { walk(value, path.isEmpty ? key : path + "." + key) }
            case let array as [Any]:
                for (index, value) in array.enumerated() { walk(value, path + ".\(index)") }
            default: break
            }
        }
        walk(object, "")
        return figures
    }

    var lines: [String] {
        let shared = Set(before[0].keys).intersection(after[0].keys).subtracting(["repetitions"])
        var lines = [
            "\(before.count) alternated runs of each build; ratio = after / before (below 1: the after build is faster,",
            "except for rates such as transactionsPerSecond); pair ratios: each run's after over the before run beside it",
            "",
        ]
        let width = shared.map(\.count).max() ?? 0
        for key in shared.sorted() {
            let old = before.compactMap { $0[key] }
            let new = after.compactMap { $0[key] }
            guard old.count == before.count, new.count == after.count, median(old) != 0 else { continue }
            let pairs = zip(new, old).map { $0 / $1 }.sorted()
            lines.append(
                key.padding(toLength: width, withPad: " ", startingAt: 0)
                    + String(
                        format: "  before %10.3f  after %10.3f  ratio %5.2f  (pairs %.2f to %.2f)",
                        median(old), median(new), median(new) / median(old),
                        pairs.first ?? 0, pairs.last ?? 0))
        }
        return lines
    }
}
