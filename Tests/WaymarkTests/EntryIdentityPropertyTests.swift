import Foundation
import PropertyBased
import Testing
@_spi(FrontEnd) import Waymark
import WaymarkTesting

/// Random transactions, sign-outs and restarts against the fixture app, with the rules of entries'
/// identities checked after every step, each against the state before it.
@MainActor
@Suite("Entry identity properties")
struct EntryIdentityPropertyTests {
    static let sequences = Gen.int(in: 0...10_000).array(of: 1...3).array(of: 1...40)

    /// The rules, restated over the two states' entries: every identity is unique; a stack (a
    /// tab's, or a layer's that was there before, at home or in the return point) keeps a run of
    /// its old entries from the bottom and has only new ones above them; every new identity is
    /// one the old state had not given (at or above its counter), and below the new counter.
    static func violations(from old: NavigationState, to new: NavigationState) -> [String] {
        var found: [String] = []
        func isNew(_ id: EntryID) -> Bool {
            id.rawValue >= old.nextEntry && id.rawValue < new.nextEntry
        }
        func check(_ entries: [StackEntry], over before: [StackEntry], _ name: String) {
            let kept = zip(before, entries).prefix { $0 == $1 }.count
            for entry in entries.dropFirst(kept) where !isNew(entry.id) {
                found.append("\(name) holds \(entry.id) above what it kept, and it is not new")
            }
        }
        for (tab, entries) in new.stacks {
            check(entries, over: old.stacks[tab] ?? [], "tab '\(tab)'")
        }
        let oldLayers = old.modals + (old.returnPoint?.layers ?? [])
        for (index, layer) in (new.modals + (new.returnPoint?.layers ?? [])).enumerated() {
            #expect(new.entries(ofLayer: index).count == new.modals[safe: index]?.stack.count ?? 0)
            let before = oldLayers.first { $0.rootEntry.id == layer.rootEntry.id }
            check(layer.entries, over: before?.entries ?? [], "layer \(index)")
        }
        if new.nextEntry < old.nextEntry { found.append("the counter went back") }
        for id in new.entryIDs { #expect(new.route(of: id) != nil) }
        let all = new.stacks.values.flatMap { $0 } + (new.modals + (new.returnPoint?.layers ?? [])).flatMap(\.entries)
        if Set(all.map(\.id)).count != all.count { found.append("an identity is given to two screens") }
        return found
    }

    /// How many screens `intents` could bring: the routes they name.
    static func routesNamed(by intents: [NavigationIntent]) -> Int {
        intents.reduce(0) { count, intent in
            switch intent {
            case .push, .askForResult: count + 1
            case .replaceStack(let routes, _), .leaveModals(let routes, _): count + routes.count
            case .present(_, let path): count + 1 + path.count
            default: count
            }
        }
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
                // Identities are given only to screens the transaction brings: at most one for each
                // route its intents name, and one for a screen the access guard presents instead.
                let given = app.state.nextEntry - before.nextEntry
                #expect(given <= Self.routesNamed(by: intents) + 1, "\(intents) gave \(given) identities")
                // An identity that left the state never comes back on another screen.
                let returned = app.state.entryIDs.subtracting(before.entryIDs).intersection(seen)
                #expect(returned.isEmpty, "\(intents): \(returned.map(\.rawValue).sorted()) given again")
                seen.formUnion(app.state.entryIDs)
                if !before.entryIDs.isDisjoint(with: app.state.entryIDs), before != app.state { kept += 1 }
            }
        }
        #expect(kept > 0, "No transaction kept an entry while changing the state; tune the sequences")
    }

    @Test func aRestartKeepsEveryIdentityOfWhatItRestores() async throws {
        var layersKept = 0
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
            // (restoring signed out may drop the live layers and present the return point's
            // again), with that layer's identities from its root up; a layer that shows, from its
            // root up, the screens of a layer the snapshot kept is that layer, never a new one. Only
            // a layer the snapshot kept nowhere (the sign-in the access guard presents) is new, and
            // it takes no identity given before.
            let keptLayers = (app.state.modals + (app.state.returnPoint?.layers ?? [])).map(\.entries)
            for index in state.modals.indices {
                let restoredLayer = state.modals[index].entries
                let sameScreens = keptLayers.filter {
                    $0.map(\.route).starts(with: restoredLayer.map(\.route))
                }
                if sameScreens.isEmpty {
                    #expect(
                        restoredLayer.allSatisfy { !given.contains($0.id) },
                        "Layer \(index) is new, yet holds an identity given before: \(restoredLayer)")
                } else {
                    #expect(
                        sameScreens.contains { Array($0.prefix(restoredLayer.count)) == restoredLayer },
                        "Layer \(index) shows a layer the snapshot kept, but not with its identities: \(restoredLayer)")
                    layersKept += 1
                }
            }
            // Every identity given before the restart names the screen it named in the snapshot,
            // wherever restoring put that screen; and no identity is held twice.
            let saved = Dictionary(uniqueKeysWithValues: Self.entries(of: app.state).map { ($0.id, $0.route) })
            var seen: Set<EntryID> = []
            for entry in Self.entries(of: state) {
                #expect(seen.insert(entry.id).inserted, "\(entry.id) is held twice")
                guard given.contains(entry.id) else { continue }
                #expect(saved[entry.id] == entry.route, "\(entry.id) names \(entry.route), not what it named")
            }
            // A screen pushed after the restart gets an identity none before it had, not even
            // one whose screen had left by the time of the snapshot.
            try restored.router.perform(.push(.list, on: .tab("search")))
            let newest = try #require(restored.router.state.entries(of: "search").last)
            #expect(!given.contains(newest), "\(newest) was given before the restart, and again after it")
        }
        #expect(layersKept > 15, "Only \(layersKept) restored layers were ones the snapshot kept; tune the sequences")
    }
}

extension EntryIdentityPropertyTests {
    /// Every entry of `state`: the tabs' stacks, the layers and the return point's layers.
    fileprivate static func entries(of state: NavigationState) -> [StackEntry] {
        state.stacks.values.flatMap { $0 } + state.modals.flatMap(\.entries)
            + (state.returnPoint?.layers ?? []).flatMap(\.entries)
    }
}

extension Array {
    /// The element at `index`, or `nil` beyond the ends.
    fileprivate subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
