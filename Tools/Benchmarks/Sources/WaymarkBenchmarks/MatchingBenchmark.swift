import Foundation
import Waymark

/// A route for any benchmark destination; only its name matters.
struct BenchmarkRoute: LinkableRoute {
    let destination: DestinationName
    let values: LinkValues

    static let typeKey = "benchmark"
    var destinationName: DestinationName { destination }
    var linkValues: LinkValues { values }

    init(destination: DestinationName, values: LinkValues) {
        self.destination = destination
        self.values = values
    }

    init(from decoder: any Decoder) throws {
        throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "not restorable"))
    }

    func encode(to encoder: any Encoder) throws {}
}

/// `count` declarations of the four shapes, under `count / 4` feature prefixes (`feature{f}/...`).
///
/// A real app writes its patterns as literals; these are made up front so that building their
/// strings is not timed as registration.
func benchmarkDeclarations(patterns count: Int) -> [DestinationDeclaration<BenchmarkRoute>] {
    var declarations: [DestinationDeclaration<BenchmarkRoute>] = []
    declarations.reserveCapacity(count)
    for feature in 0..<(count / 4) {
        declarations += [
            .push("f\(feature).home", hostTab: "main").link("feature\(feature)/home"),
            .push("f\(feature).item", hostTab: "main").link("feature\(feature)/item/{id:int}"),
            .push("f\(feature).posts", hostTab: "main").link("feature\(feature)/user/{userId:uuid}/posts"),
            .push("f\(feature).lesson", hostTab: "main").link("feature\(feature)/course/{courseId:int}/lesson/{lessonId:int}"),
        ]
    }
    return declarations
}

/// A registry of `declarations`.
///
/// They are registered as one feature, because each feature of a real app owns its own route type
/// and the benchmark cannot declare 2,500 Swift types; the trie knows nothing of features, so the
/// match cost is the same either way.
func benchmarkRegistry(_ declarations: [DestinationDeclaration<BenchmarkRoute>]) -> NavigationRegistry {
    var builder = RegistryBuilder(tabs: ["main"], links: LinkConfiguration(
        schemes: ["app"], universalLinkHosts: ["example.com"]))
    builder.register(feature: "benchmark") { registrar in
        registrar.register(BenchmarkRoute.self, destinations: declarations)
    }
    do {
        return try builder.build()
    } catch {
        fatalError("The benchmark registry has conflicts: \(error)")
    }
}

/// 100,000 links from a fixed seed: 75 % hits spread over every pattern (a quarter of them with a
/// query string), 25 % misses of five kinds.
func benchmarkLinks(patterns count: Int, total: Int = 100_000) -> (hits: [String], misses: [String]) {
    var random = SplitMix64(state: 42)
    let features = count / 4
    var hits: [String] = []
    var misses: [String] = []
    for index in 0..<total {
        let feature = Int.random(in: 0..<features, using: &random)
        let id = Int.random(in: 1...99_999, using: &random)
        if index % 4 != 3 {
            let uuid = UUID(uuid: (
                UInt8(id & 0xFF), 1, 2, 3, 4, 5, 0x46, 7, 0x88, 9, 10, 11, 12, 13, 14, UInt8(feature & 0xFF)))
            var link = switch Int.random(in: 0..<4, using: &random) {
            case 0: "app://feature\(feature)/home"
            case 1: "app://feature\(feature)/item/\(id)"
            case 2: "app://feature\(feature)/user/\(uuid.uuidString.lowercased())/posts"
            default: "app://feature\(feature)/course/\(id)/lesson/\(id % 97)"
            }
            if hits.count % 4 == 0 { link += "?utm_source=newsletter&ref=\(id)" }
            hits.append(link)
        } else {
            let miss = switch misses.count % 5 {
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

/// Measures registration, matching and the Foundation baseline for one pattern count.
func measureMatching(patterns count: Int, repetitions: Int) -> MatchingFigures {
    // Registries are kept until all runs are done, so their teardown is not timed as registration,
    // and released before matching is measured, so they do not crowd its memory.
    let declarations = benchmarkDeclarations(patterns: count)
    var built: [NavigationRegistry] = []
    let registration = medianNanoseconds(repetitions: repetitions) {
        built.append(benchmarkRegistry(declarations))
    }
    blackHole(built)
    built.removeAll()
    let registry = benchmarkRegistry(declarations)
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
        registrationMilliseconds: registration / 1e6,
        hitNanoseconds: hitTime / Double(hits.count),
        missNanoseconds: missTime / Double(misses.count),
        urlComponentsNanoseconds: baseline / Double(all.count))
}
