@testable import Waymark

/// A feature number written as a type, one hexadecimal digit per generic wrapper, so the benchmark
/// can give each of its 2,500 features a route type of its own (as every real feature has) without
/// declaring 2,500 types: `Digit2<Digit1<NumberEnd>>` is 16 × 1 + 2 = 18. Three digits cover
/// 4,096 features, so a type is never nested deeper than three wrappers.
protocol FeatureNumber: Sendable {
    static var value: Int { get }
}

enum NumberEnd: FeatureNumber {
    static var value: Int { 0 }
}

enum Digit0<Rest: FeatureNumber>: FeatureNumber {
    static var value: Int { Rest.value * 16 + 0 }
}

enum Digit1<Rest: FeatureNumber>: FeatureNumber {
    static var value: Int { Rest.value * 16 + 1 }
}

enum Digit2<Rest: FeatureNumber>: FeatureNumber {
    static var value: Int { Rest.value * 16 + 2 }
}

enum Digit3<Rest: FeatureNumber>: FeatureNumber {
    static var value: Int { Rest.value * 16 + 3 }
}

enum Digit4<Rest: FeatureNumber>: FeatureNumber {
    static var value: Int { Rest.value * 16 + 4 }
}

enum Digit5<Rest: FeatureNumber>: FeatureNumber {
    static var value: Int { Rest.value * 16 + 5 }
}

enum Digit6<Rest: FeatureNumber>: FeatureNumber {
    static var value: Int { Rest.value * 16 + 6 }
}

enum Digit7<Rest: FeatureNumber>: FeatureNumber {
    static var value: Int { Rest.value * 16 + 7 }
}

enum Digit8<Rest: FeatureNumber>: FeatureNumber {
    static var value: Int { Rest.value * 16 + 8 }
}

enum Digit9<Rest: FeatureNumber>: FeatureNumber {
    static var value: Int { Rest.value * 16 + 9 }
}

enum Digit10<Rest: FeatureNumber>: FeatureNumber {
    static var value: Int { Rest.value * 16 + 10 }
}

enum Digit11<Rest: FeatureNumber>: FeatureNumber {
    static var value: Int { Rest.value * 16 + 11 }
}

enum Digit12<Rest: FeatureNumber>: FeatureNumber {
    static var value: Int { Rest.value * 16 + 12 }
}

enum Digit13<Rest: FeatureNumber>: FeatureNumber {
    static var value: Int { Rest.value * 16 + 13 }
}

enum Digit14<Rest: FeatureNumber>: FeatureNumber {
    static var value: Int { Rest.value * 16 + 14 }
}

enum Digit15<Rest: FeatureNumber>: FeatureNumber {
    static var value: Int { Rest.value * 16 + 15 }
}

/// The type key of every feature number the benchmark can write.
private let featureTypeKeys = (0..<(1 << (4 * BenchmarkFeature.digitCount))).map { "feature\($0)" }

/// The route type of benchmark feature `Number`; only its destination name and values matter.
struct BenchmarkRoute<Number: FeatureNumber>: LinkableRoute {
    let destination: DestinationName
    let values: LinkValues

    /// Looked up rather than formatted, as an app's route type has its key as a constant.
    static var typeKey: String { featureTypeKeys[Number.value] }
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

/// One benchmark feature: its four destinations, declared up front, registered as any app's
/// feature is, through ``RegistryBuilder/add(_:)``.
struct BenchmarkFeature: NavigationFeature {
    let name: String
    private let registration: @Sendable (inout FeatureRegistrar) -> Void

    /// Feature `feature`, with the four pattern shapes under the prefix `feature{feature}`.
    init(_ feature: Int) {
        self = Self.make(feature, digitsLeft: Self.digitCount, NumberEnd.self)
    }

    private init<Number: FeatureNumber>(_ number: Number.Type) {
        let feature = Number.value
        let declarations: [DestinationDeclaration<BenchmarkRoute<Number>>] = [
            .push("f\(feature).home", hostTab: "main").link("feature\(feature)/home"),
            .push("f\(feature).item", hostTab: "main").link("feature\(feature)/item/{id:int}-{name:slug}"),
            .push("f\(feature).posts", hostTab: "main").link(
                "feature\(feature)/user/{userId:uuid}/posts[?tag={tags:slug[]}]"),
            .push("f\(feature).lesson", hostTab: "main").link(
                "feature\(feature)/course/{courseId:int}/lesson/{lessonId:int}"),
        ]
        name = "feature\(feature)"
        registration = Self.registration(BenchmarkRoute<Number>.self, declarations)
    }

    /// Registers `declarations`, with `R`'s conformances looked up now, when the closure is made,
    /// rather than each time it runs: an app's route types are not generic, so its conformances
    /// are static and registering one costs no runtime look-up; the benchmark's generic stand-ins
    /// would otherwise charge registration for two (docs/benchmarks.md).
    private static func registration<R: LinkableRoute>(
        _ type: R.Type, _ declarations: [DestinationDeclaration<R>]
    ) -> @Sendable (inout FeatureRegistrar) -> Void {
        { $0.register(R.self, destinations: declarations) }
    }

    /// Enough hexadecimal digits for the largest run's 2,500 features.
    static let digitCount = 3

    /// Wraps the type once per digit of `feature`, most significant first.
    private static func make<Number: FeatureNumber>(
        _ feature: Int, digitsLeft: Int, _ number: Number.Type
    ) -> BenchmarkFeature {
        guard digitsLeft > 0 else {
            precondition(Number.value == feature, "feature \(feature) was written as \(Number.value)")
            return BenchmarkFeature(number)
        }
        let next = digitsLeft - 1
        return switch feature >> (next * 4) & 15 {
        case 0: make(feature, digitsLeft: next, Digit0<Number>.self)
        case 1: make(feature, digitsLeft: next, Digit1<Number>.self)
        case 2: make(feature, digitsLeft: next, Digit2<Number>.self)
        case 3: make(feature, digitsLeft: next, Digit3<Number>.self)
        case 4: make(feature, digitsLeft: next, Digit4<Number>.self)
        case 5: make(feature, digitsLeft: next, Digit5<Number>.self)
        case 6: make(feature, digitsLeft: next, Digit6<Number>.self)
        case 7: make(feature, digitsLeft: next, Digit7<Number>.self)
        case 8: make(feature, digitsLeft: next, Digit8<Number>.self)
        case 9: make(feature, digitsLeft: next, Digit9<Number>.self)
        case 10: make(feature, digitsLeft: next, Digit10<Number>.self)
        case 11: make(feature, digitsLeft: next, Digit11<Number>.self)
        case 12: make(feature, digitsLeft: next, Digit12<Number>.self)
        case 13: make(feature, digitsLeft: next, Digit13<Number>.self)
        case 14: make(feature, digitsLeft: next, Digit14<Number>.self)
        default: make(feature, digitsLeft: next, Digit15<Number>.self)
        }
    }

    func register(into registrar: inout FeatureRegistrar) {
        registration(&registrar)
    }
}

/// `count` patterns of the four shapes, as `count / 4` features, made up front: a real app writes
/// its features and patterns as literals, so building their strings is not timed as registration.
func benchmarkFeatures(patterns count: Int) -> [BenchmarkFeature] {
    precondition(count / 4 <= 1 << (4 * BenchmarkFeature.digitCount), "the benchmark numbers at most 4,096 features")
    // The keys are formatted once, on first use; an app's are constants in its binary, so the
    // first registration timed must not format them.
    precondition(featureTypeKeys.count == 1 << (4 * BenchmarkFeature.digitCount))
    return (0..<(count / 4)).map(BenchmarkFeature.init)
}

/// A registry of `features`.
func benchmarkRegistry(_ features: [BenchmarkFeature]) -> NavigationRegistry {
    var builder = RegistryBuilder(
        tabs: ["main"],
        links: LinkConfiguration(
            schemes: ["app"], universalLinkHosts: ["example.com"]))
    for feature in features {
        builder.add(feature)
    }
    do {
        return try builder.build()
    } catch {
        fatalError("The benchmark registry has conflicts: \(error)")
    }
}
