import Foundation

@testable import Waymark

/// Three screens that chain (`app://a/1/b/2/c/3`), each checking that its content exists.
enum ChainRoute: LinkableRoute {
    case a(Int)
    case b(Int)
    case c(Int)

    static let typeKey = "chain"

    var destinationName: DestinationName {
        switch self {
        case .a: "chain.a"
        case .b: "chain.b"
        case .c: "chain.c"
        }
    }

    init(destination: DestinationName, values: LinkValues) throws(LinkValueError) {
        let id = try values.decode(Int.self, "id")
        switch destination {
        case "chain.a": self = .a(id)
        case "chain.b": self = .b(id)
        default: self = .c(id)
        }
    }

    var linkValues: LinkValues {
        switch self {
        case .a(let id), .b(let id), .c(let id): ["id": .int(id)]
        }
    }
}

/// The simulated data service: every content check answers after `latency`, as a network call
/// would. This is the only waiting in the benchmarks, and it stands for the service, not for
/// navigation: the engine never waits on time.
struct SlowCatalog: Sendable {
    let latency: Duration

    func exists(_ route: ChainRoute) async -> Bool {
        try? await Task.sleep(for: latency)
        return true
    }
}

struct ResolutionFigures: Codable {
    /// The content checks' simulated latency, each.
    let checkMilliseconds: Double
    /// Opening the three-screen chain through `LinkHandler`: median, fastest and slowest run.
    let chainMilliseconds: Spread
    /// The same three checks awaited one after the other (what a sequential resolver would cost).
    let sequentialMilliseconds: Spread

    struct Spread: Codable {
        let median: Double
        let low: Double
        let high: Double
    }
}

/// How long a link naming three destinations, whose content checks take `latency` each, takes
/// to resolve and apply, beside the same checks run one after the other in the same process.
@MainActor
func measureResolution(latency: Duration = .milliseconds(50), repetitions: Int) async -> ResolutionFigures {
    let catalog = SlowCatalog(latency: latency)
    var builder = RegistryBuilder(tabs: ["main"], links: LinkConfiguration(schemes: ["app"]))
    builder.register(feature: "chain") { registrar in
        registrar.register(
            ChainRoute.self,
            destinations: ["chain.a", "chain.b", "chain.c"].map { name in
                .push(DestinationName(rawValue: name), hostTab: "main")
                    .link("\(name.dropFirst("chain.".count))/{id:int}")
                    .requiresContent("item") { await catalog.exists($0) }
            })
    }
    let registry = try! builder.build()
    let clock = ContinuousClock()
    var chain: [Double] = []
    var sequential: [Double] = []
    for _ in 0..<repetitions {
        let links = LinkHandler(router: NavigationRouter(registry: registry))
        await links.appDidBecomeReady()
        let opened = clock.now
        guard await links.open("app://a/1/b/2/c/3") == .opened else { fatalError("The chain did not open") }
        chain.append(milliseconds(clock.now - opened))

        let started = clock.now
        for route in [ChainRoute.a(1), .b(2), .c(3)] { blackHole(await catalog.exists(route)) }
        sequential.append(milliseconds(clock.now - started))
    }
    return ResolutionFigures(
        checkMilliseconds: milliseconds(latency), chainMilliseconds: spread(chain),
        sequentialMilliseconds: spread(sequential))
}

private func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) / 1e15
}

private func spread(_ values: [Double]) -> ResolutionFigures.Spread {
    let sorted = values.sorted()
    return ResolutionFigures.Spread(median: sorted[sorted.count / 2], low: sorted.first!, high: sorted.last!)
}
