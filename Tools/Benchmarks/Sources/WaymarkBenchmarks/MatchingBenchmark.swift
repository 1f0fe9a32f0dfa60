import Foundation

@testable import Waymark

/// 100,000 links from a fixed seed: 75 % hits spread over every pattern (a quarter of them with a
/// query string of keys no pattern takes; every posts link with a repeated key its pattern takes,
/// every item link as a segment of two pieces), 25 % misses of five kinds.
func benchmarkLinks(patterns count: Int, total: Int = 100_000) -> (hits: [String], misses: [String]) {
    var random = SplitMix64(state: 42)
    let features = count / 4
    var hits: [String] = []
    var misses: [String] = []
    for index in 0..<total {
        let feature = Int.random(in: 0..<features, using: &random)
        let id = Int.random(in: 1...99_999, using: &random)
        if index % 4 != 3 {
            let uuid = UUID(
                uuid: (
                    UInt8(id & 0xFF), 1, 2, 3, 4, 5, 0x46, 7, 0x88, 9, 10, 11, 12, 13, 14, UInt8(feature & 0xFF)
                ))
            var link =
                switch Int.random(in: 0..<4, using: &random) {
                case 0: "app://feature\(feature)/home"
                case 1: "app://feature\(feature)/item/\(id)-blue-shoes"
                case 2: "app://feature\(feature)/user/\(uuid.uuidString.lowercased())/posts?tag=news&tag=uk"
                default: "app://feature\(feature)/course/\(id)/lesson/\(id % 97)"
                }
            if hits.count % 4 == 0 { link += (link.contains("?") ? "&" : "?") + "utm_source=newsletter&ref=\(id)" }
            hits.append(link)
        } else {
            let miss =
                switch misses.count % 5 {
                case 0: "https://elsewhere.example.org/feature\(feature)/home"
                case 1: "app://feature\(feature)/unknown"
                case 2: "app://feature\(feature)/item/\(id)/extra"
                case 3: "app://feature\(feature)/course/\(id)/lesson"
                default: "ftp://feature\(feature)/home"
                }
            misses.append(miss)
        }
    }
    return (hits, misses)
}

struct MatchingFigures: Codable {
    let patterns: Int
    let registrationMilliseconds: Double
    let hitNanoseconds: Double
    let missNanoseconds: Double
    let urlComponentsNanoseconds: Double
}

/// The median time to register `count` patterns, in milliseconds.
func measureRegistration(patterns count: Int, repetitions: Int) -> Double {
    // Registries are kept until all runs are done, so their teardown is not timed as registration,
    // and released before anything else is measured, so they do not crowd its memory.
    let features = benchmarkFeatures(patterns: count)
    var built: [NavigationRegistry] = []
    let registration = medianNanoseconds(repetitions: repetitions) {
        built.append(benchmarkRegistry(features))
    }
    blackHole(built)
    return registration / 1e6
}

/// Measures matching and the Foundation baseline for one pattern count, beside the registration
/// time `registrationMilliseconds` measured for it before any matching run.
func measureMatching(patterns count: Int, registrationMilliseconds: Double, repetitions: Int) -> MatchingFigures {
    let registry = benchmarkRegistry(benchmarkFeatures(patterns: count))
    let (hits, misses) = benchmarkLinks(patterns: count)

    for link in hits {
        guard case .success = registry.match(link) else { fatalError("A benchmark hit does not match: \(link)") }
    }
    for link in misses {
        guard case .failure = registry.match(link) else { fatalError("A benchmark miss matches: \(link)") }
    }

    let hitTime = medianNanoseconds(repetitions: repetitions) {
        for link in hits { blackHole(registry.match(link)) }
    }
    let missTime = medianNanoseconds(repetitions: repetitions) {
        for link in misses { blackHole(registry.match(link)) }
    }
    let all = hits + misses
    let baseline = medianNanoseconds(repetitions: repetitions) {
        for link in all {
            let components = URLComponents(string: link)
            blackHole((components?.scheme, components?.host, components?.path))
        }
    }
    return MatchingFigures(
        patterns: count,
        registrationMilliseconds: registrationMilliseconds,
        hitNanoseconds: hitTime / Double(hits.count),
        missNanoseconds: missTime / Double(misses.count),
        urlComponentsNanoseconds: baseline / Double(all.count))
}
