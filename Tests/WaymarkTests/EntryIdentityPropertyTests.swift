import Foundation
import PropertyBased
import Testing
import Waymark
import WaymarkTesting

/// Random transactions, sign-outs and restarts against the fixture app, with the rules of entries'
/// identities checked after every step, each against the state before it.
@MainActor
@Suite("Entry identity properties")
struct EntryIdentityPropertyTests {
    static let sequences = Gen.int(in: 0...10_000).array(of: 1...3).array(of: 1...40)

    /// The rules, restated over the two states' routes, never through the ledger's own walk:
    /// every identity is unique; the screens a stack shares with its old self from the bottom keep
    /// their identities; every other screen's identity is new (above all the old state gave).
    static func violations(from old: NavigationState, to new: NavigationState) -> [String] {
        var found: [String] = []
        var all: [EntryID] = []
        for tab in new.stacks.keys {
            all += new.entries(of: tab)
            let shared = zip(old.stack(of: tab), new.stack(of: tab)).prefix { $0 == $1 }.count
            if Array(new.entries(of: tab).prefix(shared)) != Array(old.entries(of: tab).prefix(shared)) {
                found.append("tab '\(tab)' lost an identity below what changed")
            }
            let newest = old.entryIDs.max()?.rawValue ?? 0
            for id in new.entries(of: tab).dropFirst(shared) where !old.entryIDs.contains(id) && id.rawValue <= newest {
                found.append("tab '\(tab)' gave \(id) again")
            }
        }
        for index in new.modals.indices {
            all += new.entries(ofLayer: index)
            #expect(new.entries(ofLayer: index).count == new.modals[index].stack.count)
        }
        for id in new.entryIDs { #expect(new.route(of: id) != nil) }
        if Set(all).count != all.count { found.append("an identity is given to two screens") }
        return found
    }

    @Test func identitiesAreUniqueKeptBelowWhatChangesAndNeverGivenTwice() async throws {
        var kept = 0
        await propertyCheck(count: 300, input: Self.sequences) { indices in
            let app = try FixtureApp.harness()
            var seen: Set<EntryID> = []
            for intents in IntentVocabulary.transactions(indices) {
                let before = app.state
                _ = try? app.router.apply(NavigationTransaction(intents))
                let problems = Self.violations(from: before, to: app.state)
                #expect(problems.isEmpty, "\(intents): \(problems)")
                // An identity that left the state never comes back on another screen.
                let returned = app.state.entryIDs.subtracting(before.entryIDs).intersection(seen)
                #expect(returned.isEmpty, "\(intents): \(returned.sorted()) given again")
                seen.formUnion(app.state.entryIDs)
                if !before.entryIDs.isDisjoint(with: app.state.entryIDs), before != app.state { kept += 1 }
            }
        }
        #expect(kept > 0, "No transaction kept an entry while changing the state; tune the sequences")
    }

    @Test func aRestartKeepsEveryIdentityOfWhatItRestores() async throws {
        await propertyCheck(count: 200, input: Self.sequences, Gen.bool) { indices, signedOut in
            let app = try FixtureApp.harness()
            var given = app.state.entryIDs
            for intents in IntentVocabulary.transactions(indices) {
                _ = try? app.router.apply(NavigationTransaction(intents))
                given.formUnion(app.state.entryIDs)
            }
            let restored = try FixtureApp.harness(met: signedOut ? [] : [.signedIn])
            try restored.router.restore(from: try app.router.snapshot())
            let state = restored.router.state
            for tab in state.stacks.keys {
                #expect(state.entries(of: tab) == Array(app.state.entries(of: tab).prefix(state.stack(of: tab).count)))
            }
            // Each restored layer is one the snapshot kept, live or waiting in the return point
            // (restoration may cut the screens under the return point and present its layers
            // again, with their identities), or a new one that takes no identity given before.
            var keptLayers = app.state.modals.indices.map { app.state.entries(ofLayer: $0) }
            var waiting: [Int: [(position: Int, id: EntryID)]] = [:]
            for id in app.state.entryIDs {
                if case .returnLayer(let layer, let position) = app.state.location(of: id) {
                    waiting[layer, default: []].append((position, id))
                }
            }
            keptLayers += waiting.values.map { $0.sorted { $0.position < $1.position }.map(\.id) }
            for index in state.modals.indices {
                let restoredLayer = state.entries(ofLayer: index)
                #expect(
                    keptLayers.contains { Array($0.prefix(restoredLayer.count)) == restoredLayer }
                        || restoredLayer.allSatisfy { !given.contains($0) },
                    "Layer \(index) is neither one the snapshot kept nor new: \(restoredLayer)")
            }
            // A screen pushed after the restart gets an identity none before it had, not even
            // one whose screen had left by the time of the snapshot.
            try restored.router.perform(.push(.list, on: .tab("search")))
            let newest = try #require(restored.router.state.entries(of: "search").last)
            #expect(!given.contains(newest), "\(newest) was given before the restart, and again after it")
        }
    }
}
