import Foundation

@testable import Waymark

/// The benchmark app's screens, each with a link, as an app's screens have: snapshots save them
/// by their links.
enum EngineRoute: LinkableRoute {
    case screen(Int)
    case sheet
    case account
    case signIn
    case secret

    static let typeKey = "engine"

    var destinationName: DestinationName {
        switch self {
        case .screen: "engine.screen"
        case .sheet: "engine.sheet"
        case .account: "engine.account"
        case .signIn: "engine.signIn"
        case .secret: "engine.secret"
        }
    }

    init(destination: DestinationName, values: LinkValues) throws(LinkValueError) {
        switch destination {
        case "engine.screen": self = .screen(try values.decode(Int.self, "id"))
        case "engine.sheet": self = .sheet
        case "engine.account": self = .account
        case "engine.signIn": self = .signIn
        case "engine.secret": self = .secret
        default: throw .noLink(destination)
        }
    }

    var linkValues: LinkValues {
        switch self {
        case .screen(let id): ["id": .int(id)]
        case .sheet, .account, .signIn, .secret: [:]
        }
    }
}

let engineTabs: [TabID] = (1...8).map { TabID("tab\($0)") }

func engineRegistry() -> NavigationRegistry {
    var builder = RegistryBuilder(tabs: engineTabs)
    builder.register(feature: "engine") { registrar in
        // The last three are never shown; they give the registry requirements and placement rules,
        // as a real app's has, so every transaction pays for the guard's walks over the state.
        registrar.register(
            EngineRoute.self,
            destinations: [
                .push("engine.screen", hostTab: nil).link("screen/{id:int}"),
                .sheet("engine.sheet").link("sheet"),
                .push("engine.account", hostTab: nil).link("account").requires(.signedIn),
                .fullScreenCover("engine.signIn").link("sign-in").satisfies(.signedIn, with: .signIn),
                .pushInModal("engine.secret", access: .internal).link("secret").reachable(from: "engine.sheet"),
            ])
    }
    return try! builder.build()
}

struct EngineFigures: Codable {
    /// Through a router keeping the journal it keeps by default (the last 100 entries).
    let transactionsPerSecond: Double
    /// Through a router without a journal (capacity 0), in the same run, alternated with the above.
    let transactionsPerSecondWithoutJournal: Double
    /// Each repetition's time with the journal over the time without it beside it, sorted.
    let journalCostRatios: [Double]
    let snapshotEncodeMicroseconds: Double
    let snapshotDecodeMicroseconds: Double
    let snapshotBytes: Int
    /// The same state in format version 1 (every route by its `Codable` form), written with
    /// `JSONEncoder` as version 1 was, and read back through the coder's `JSONDecoder` path.
    let versionOneEncodeMicroseconds: Double
    let versionOneDecodeMicroseconds: Double
    let versionOneBytes: Int
    /// The same state with a screen state for each of its 160 entries (a small `Codable` draft),
    /// as a router saves it; optional, so results saved before it was measured still read.
    let withScreenStateDecodeMicroseconds: Double?
    let withScreenStateBytes: Int?
}

extension EngineFigures {
    /// The router's figures as a run prints them.
    var routerLine: String {
        String(
            format:
                "router: %.0f transactions/s with its journal, %.0f without; time with / without: median %.3f, range %.3f to %.3f",
            transactionsPerSecond, transactionsPerSecondWithoutJournal, median(journalCostRatios),
            journalCostRatios.first ?? 0, journalCostRatios.last ?? 0)
    }
}

/// Transactions a second through the router (push, push, present, dismiss, pop, switch tab: a
/// typical mix, each one transaction), and the time to encode and decode a snapshot of 8 tabs
/// with 20-deep stacks.
@MainActor
func measureEngine(repetitions: Int) -> EngineFigures {
    let registry = engineRegistry()
    let transactions: [NavigationTransaction] = (0..<60_000).map { index in
        switch index % 6 {
        case 0: NavigationTransaction([.push(EngineRoute.screen(index).erased)])
        case 1:
            NavigationTransaction([
                .push(EngineRoute.screen(index).erased), .push(EngineRoute.screen(index + 1).erased),
            ])
        case 2: NavigationTransaction([.present(EngineRoute.sheet.erased)])
        case 3: NavigationTransaction([.dismissTop])
        case 4: NavigationTransaction([.pop(), .pop()])
        default: NavigationTransaction([.pop(), .selectTab(engineTabs[index % 8])])
        }
    }
    // With the journal and without, alternated and in turn first, so both share the machine's load.
    let clock = ContinuousClock()
    var withJournal: [Double] = []
    var withoutJournal: [Double] = []
    for repetition in 0..<repetitions {
        for keepsJournal in repetition.isMultiple(of: 2) ? [true, false] : [false, true] {
            let elapsed = clock.measure {
                let router = NavigationRouter(registry: registry, journalCapacity: keepsJournal ? 100 : 0)
                router.observe { blackHole($0.sequenceNumber) }
                for transaction in transactions {
                    do {
                        try router.apply(transaction)
                    } catch {
                        fatalError("A benchmark transaction failed: \(error)")
                    }
                }
                blackHole(router.journal.recordedCount)
            }
            let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
            if keepsJournal { withJournal.append(nanoseconds) } else { withoutJournal.append(nanoseconds) }
        }
    }
    let routerTime = median(withJournal)
    let routerTimeWithoutJournal = median(withoutJournal)
    let journalCostRatios = zip(withJournal, withoutJournal).map { $0 / $1 }.sorted()

    let state = engineSnapshotState(registry)
    let coder = SnapshotCoder(registry: registry)
    let data = try! coder.encode(state)
    let encode = medianNanoseconds(repetitions: repetitions) {
        for _ in 0..<100 { blackHole(try! coder.encode(state)) }
    }
    let decode = medianNanoseconds(repetitions: repetitions) {
        for _ in 0..<100 { blackHole(try! coder.decode(data)) }
    }
    guard try! coder.decode(data).state == state else { fatalError("The snapshot does not round-trip") }

    let versionOne = VersionOneSnapshot(version: 1, state: state)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let oldData = try! encoder.encode(versionOne)
    let oldEncode = medianNanoseconds(repetitions: repetitions) {
        for _ in 0..<100 { blackHole(try! encoder.encode(versionOne)) }
    }
    let oldDecode = medianNanoseconds(repetitions: repetitions) {
        for _ in 0..<100 { blackHole(try! coder.decode(oldData)) }
    }
    guard try! coder.decode(oldData).state == state else { fatalError("The version 1 snapshot does not round-trip") }

    let withScreenState = snapshotWithScreenState(state, registry: registry)
    let withScreenStateDecode = medianNanoseconds(repetitions: repetitions) {
        for _ in 0..<100 { blackHole(try! coder.decode(withScreenState)) }
    }
    let restored = NavigationRouter(registry: registry, journalCapacity: 0)
    try! restored.restore(from: withScreenState)
    let draftKey = ScreenStateKey.Saved<BenchmarkDraft>("benchmark.draft")
    let keptDrafts = restored.state.stacks.values.joined().filter {
        ScreenEntry($0.id, of: restored).state(draftKey) != nil
    }
    guard keptDrafts.count == 160 else { fatalError("The screen states were not kept") }
    return EngineFigures(
        transactionsPerSecond: Double(transactions.count) / (routerTime / 1e9),
        transactionsPerSecondWithoutJournal: Double(transactions.count) / (routerTimeWithoutJournal / 1e9),
        journalCostRatios: journalCostRatios,
        snapshotEncodeMicroseconds: encode / 100 / 1e3,
        snapshotDecodeMicroseconds: decode / 100 / 1e3,
        snapshotBytes: data.count,
        versionOneEncodeMicroseconds: oldEncode / 100 / 1e3,
        versionOneDecodeMicroseconds: oldDecode / 100 / 1e3,
        versionOneBytes: oldData.count,
        withScreenStateDecodeMicroseconds: withScreenStateDecode / 100 / 1e3,
        withScreenStateBytes: withScreenState.count)
}

/// What a form keeps for its screen in the benchmark: a line of text and a position.
private struct BenchmarkDraft: Codable, Sendable {
    var text: String
    var position: Int
}

/// A router's snapshot of `state` with a draft kept for every entry.
@MainActor
func snapshotWithScreenState(_ state: NavigationState, registry: NavigationRegistry) -> Data {
    let router = NavigationRouter(registry: registry, journalCapacity: 0)
    try! router.restore(from: SnapshotCoder(registry: registry).encode(state))
    let key = ScreenStateKey.Saved<BenchmarkDraft>("benchmark.draft")
    for tab in engineTabs {
        for (position, entry) in (router.state.stacks[tab] ?? []).map(\.id).enumerated() {
            ScreenEntry(entry, of: router).setState(
                BenchmarkDraft(text: "A note on screen \(position)", position: position), key)
        }
    }
    return try! router.snapshot()
}

/// The state the snapshot figures save: 8 tabs, each with a stack 20 screens deep.
func engineSnapshotState(_ registry: NavigationRegistry) -> NavigationState {
    var stacks = Dictionary(uniqueKeysWithValues: registry.tabs.map { ($0, [AnyRoute]()) })
    for (tabIndex, tab) in engineTabs.enumerated() {
        stacks[tab] = (0..<20).map { EngineRoute.screen(tabIndex * 100 + $0).erased }
    }
    return NavigationState(selectedTab: registry.tabs[0], stacks: stacks)
}

/// Decodes `data` `count` times: the function `--decode-snapshots` runs, which callgrind counts
/// alone (`--toggle-collect='*decodeSnapshots*'`), as docs/benchmarks.md measures the snapshot
/// reader's buffer reads.
@inline(never)
func decodeSnapshots(_ data: Data, with coder: SnapshotCoder, count: Int) {
    for _ in 0..<count { blackHole(try! coder.decode(data)) }
}

/// A snapshot as format version 1 wrote it: the state's `Codable` form, keys sorted.
/// A snapshot as version 1 wrote it: each stack and layer as its routes alone, with no
/// identities (restored with new ones, in order).
private struct VersionOneSnapshot: Encodable {
    let version: Int
    let state: NavigationState

    private struct Layer: Encodable {
        let style: ModalStyle
        let root: AnyRoute
        let path: [AnyRoute]
        let detent: SheetDetent?
    }

    private struct Place: Encodable {
        let selectedTab: TabID
        let stacks: [String: [AnyRoute]]
        let modals: [Layer]
    }

    private enum CodingKeys: String, CodingKey { case version, state }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(version, forKey: .version)
        let place = Place(
            selectedTab: state.selectedTab,
            stacks: Dictionary(uniqueKeysWithValues: state.stacks.keys.map { ($0.rawValue, state.stack(of: $0)) }),
            modals: state.modals.map { Layer(style: $0.style, root: $0.root, path: $0.path, detent: $0.detent) })
        try container.encode(place, forKey: .state)
    }
}
