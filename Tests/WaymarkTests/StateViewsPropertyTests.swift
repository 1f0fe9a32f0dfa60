import Foundation
import PropertyBased
import Testing
import WaymarkTesting

@_spi(FrontEnd) @testable import Waymark

/// Random transactions run twice side by side, against the fixture app and against the app whose
/// screens ask each other for values: `==`, `Hashable`, `Codable` and the snapshot are one view of
/// the state, identities, their counter and the requests between entries included.
@MainActor
@Suite("State views properties")
struct StateViewsPropertyTests {
    static let sequences = Gen.int(in: 0...10_000).array(of: 1...3).array(of: 1...40)

    /// What the checks met, to tell the sequences reach what they are about.
    struct Reached {
        var entries = 0
        var requests = 0
    }

    /// Applies `transactions` to `app` and `twin` alike, checking after each that the two states are
    /// equal and hash alike, give the same snapshot, and that restoring the snapshot and decoding the
    /// state's `Codable` form both give it back (what they keep of it: ``NavigationState/place``).
    static func check(
        _ app: NavigationHarness, _ twin: NavigationHarness, _ transactions: [[NavigationIntent]],
        reached: inout Reached
    ) throws {
        let coder = SnapshotCoder(registry: app.registry)
        for intents in transactions {
            _ = try? app.router.apply(NavigationTransaction(intents))
            _ = try? twin.router.apply(NavigationTransaction(intents))
            let state = app.state
            // The same transactions from the same state give equal states, identities included.
            #expect(twin.state == state, "\(intents)")
            #expect(twin.state.hashValue == state.hashValue, "\(intents)")
            // Equal states give the same bytes.
            let snapshot = try coder.encode(state)
            #expect(try coder.encode(twin.state) == snapshot, "\(intents)")
            // Restoring gives the state saved, and the same bytes again.
            let restored = try coder.decode(snapshot)
            #expect(restored.repairs.isEmpty, "\(intents)")
            #expect(restored.state == state.place, "\(intents): \(restored.state) is not \(state.place)")
            #expect(try coder.encode(restored.state) == (try coder.encode(state.place)), "\(intents)")
            // The state's own Codable round-trips to an equal state.
            let decoded = try app.registry.decoder().decode(NavigationState.self, from: JSONEncoder().encode(state))
            #expect(decoded == state.place, "\(intents)")
            if !state.entryIDs.isEmpty { reached.entries += 1 }
            if !state.awaiting.isEmpty { reached.requests += 1 }
        }
    }

    @Test func equalityCodableAndTheSnapshotAgree() async throws {
        var reached = Reached()
        await propertyCheck(count: 200, input: Self.sequences) { indices in
            try Self.check(
                FixtureApp.harness(), FixtureApp.harness(), IntentVocabulary.transactions(indices), reached: &reached)
            let asking = ResultPropertyTests.vocabulary
            try Self.check(
                ResultApp.harness(), ResultApp.harness(), indices.map { asking[$0[0] % asking.count] },
                reached: &reached)
        }
        #expect(reached.entries > 0, "No state with an entry was checked; tune the sequences")
        #expect(reached.requests > 0, "No state with a request was checked; tune the sequences")
    }

    /// The JSON a state's `Codable` form writes for a tab: its name alone, and a stack of each tab
    /// in an object keyed by tab name.
    @Test func aTabIsWrittenAsItsNameAndTheStacksKeyedByIt() throws {
        #expect(String(decoding: try JSONEncoder().encode(TabID("search")), as: UTF8.self) == #""search""#)
        let stacks: [TabID: Int] = ["search": 1]
        #expect(String(decoding: try JSONEncoder().encode(stacks), as: UTF8.self) == #"{"search":1}"#)
        #expect(try JSONDecoder().decode([TabID: Int].self, from: Data(#"{"search":1}"#.utf8)) == stacks)
    }
}
