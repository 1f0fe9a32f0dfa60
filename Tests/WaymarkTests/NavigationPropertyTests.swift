import Foundation
import PropertyBased
import Testing
import WaymarkTesting

@_spi(FrontEnd) @testable import Waymark

/// Random sequences of transactions against the fixture app, with the engine's invariants checked
/// after every one of them.
@MainActor
@Suite("Navigation properties")
struct NavigationPropertyTests {
    static let sequences = Gen.int(in: 0...10_000).array(of: 1...3).array(of: 1...40)

    @Test func invariantsHoldAfterEveryTransaction() async throws {
        var reopenings = 0
        await propertyCheck(count: 400, input: Self.sequences) { indices in
            let app = try FixtureApp.harness()
            var checker = InvariantChecker(registry: app.registry)
            for intents in IntentVocabulary.transactions(indices) {
                let before = app.state
                let eventsBefore = app.events.count
                let entriesBefore = app.router.journal.recordedCount
                let succeeded = (try? app.router.apply(NavigationTransaction(intents))) != nil
                #expect(app.router.journal.recordedCount == entriesBefore + 1, "One journal entry per transaction")
                let entry = try #require(app.router.journal.entries.last)
                if succeeded {
                    #expect(app.events.count == eventsBefore + 1, "One event per transaction")
                    let event = try #require(app.events.last)
                    #expect(event.oldState == before)
                    #expect(event.newState == app.state)
                    #expect(event.sequenceNumber == eventsBefore + 1)
                    #expect(entry.eventNumber == event.sequenceNumber)
                    checker.check(event)
                } else {
                    #expect(app.state == before, "A failed transaction changes nothing")
                    #expect(app.events.count == eventsBefore, "A failed transaction publishes nothing")
                    #expect(entry.eventNumber == nil && entry.notes.count == 1, "A refusal is journaled as one")
                }
                checker.check(entry, from: before, to: app.state)
                checker.check(app.state)
            }
            reopenings += checker.reopenings
        }
        #expect(reopenings > 0, "The random sequences never reopened a remembered modal; the vocabulary needs tuning.")
    }

    @Test func theSameTransactionsGiveTheSameStates() async throws {
        await propertyCheck(count: 200, input: Self.sequences) { indices in
            let first = try FixtureApp.harness()
            let second = try FixtureApp.harness()
            for intents in IntentVocabulary.transactions(indices) {
                _ = try? first.router.apply(NavigationTransaction(intents))
                _ = try? second.router.apply(NavigationTransaction(intents))
            }
            #expect(first.events == second.events)
        }
    }

    @Test func damagedSnapshotsRestoreWhatIsLeft() async throws {
        let input = Gen.int(in: 0...10_000).array(of: 1...3).array(of: 1...40)
        await propertyCheck(count: 300, input: input, Gen.int(in: 0...20)) { indices, damaged in
            let app = try FixtureApp.harness()
            for intents in IntentVocabulary.transactions(indices) {
                _ = try? app.router.apply(NavigationTransaction(intents))
            }
            let original = app.state
            let text = String(decoding: try app.router.snapshot(), as: UTF8.self)
            let parts = text.components(separatedBy: #""type":"fixture.catalog""#)
            let target = damaged % parts.count
            let damagedText = parts.enumerated().map { index, part in
                index == 0 ? part : (index == target ? #""type":"fixture.gone""# : #""type":"fixture.catalog""#) + part
            }.joined()

            let restored = try SnapshotCoder(registry: app.registry).decode(Data(damagedText.utf8))
            #expect(throws: Never.self) { try app.registry.validate(restored.state) }
            #expect(restored.repairs.isEmpty == (target == 0))
            #expect(restored.state.selectedTab == original.selectedTab)
            for tab in FixtureApp.tabs {
                #expect(original.stack(of: tab).starts(with: restored.state.stack(of: tab)))
            }
            if original.modals.isEmpty, !restored.state.modals.isEmpty {
                // A cut brought a stack back to where modals were left: they are presented again,
                // as popping back would have done.
                #expect(restored.state.modals == original.returnPoint?.layers)
                #expect(restored.state.returnPoint == nil)
            } else {
                #expect(original.modals.count >= restored.state.modals.count)
                for (kept, was) in zip(restored.state.modals, original.modals) {
                    #expect(kept.root == was.root && was.path.starts(with: kept.path))
                }
            }
        }
    }

    @Test func signingOutLeavesNoSignedInScreen() async throws {
        await propertyCheck(count: 200, input: Self.sequences) { indices in
            let app = try FixtureApp.harness()
            for intents in IntentVocabulary.transactions(indices) {
                _ = try? app.router.apply(NavigationTransaction(intents))
            }
            let original = app.state
            let (pruned, _) = original.pruned(registry: app.registry) {
                $0.access == .public && $0.requirements.isEmpty
            }
            let everyRoute =
                pruned.stacks.values.flatMap { $0.map(\.route) } + pruned.modals.flatMap(\.stack)
                + (pruned.returnPoint.map { $0.stack + $0.layers.flatMap(\.stack) } ?? [])
            #expect(
                everyRoute.allSatisfy {
                    app.registry.destination(for: $0).map { $0.access == .public && $0.requirements.isEmpty } ?? false
                })
            for tab in FixtureApp.tabs {
                #expect(original.stack(of: tab).starts(with: pruned.stack(of: tab)))
            }
        }
    }
}

/// The invariants every reachable state and every event must satisfy.
struct InvariantChecker {
    let registry: NavigationRegistry
    let coder: SnapshotCoder
    /// How many times remembered modals were presented again.
    private(set) var reopenings = 0

    init(registry: NavigationRegistry) {
        self.registry = registry
        coder = SnapshotCoder(registry: registry)
    }

    func check(_ state: NavigationState, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(Set(state.stacks.keys) == Set(registry.tabs), sourceLocation: sourceLocation)
        #expect(throws: Never.self, "Every state is one the registry accepts", sourceLocation: sourceLocation) {
            try registry.validate(state)
        }
        if let point = state.returnPoint {
            let stack = state.stack(of: point.tab)
            #expect(!point.layers.isEmpty, sourceLocation: sourceLocation)
            #expect(
                stack.starts(with: point.stack), "A return point outlives its screen", sourceLocation: sourceLocation)
            let isBack = stack == point.stack && state.selectedTab == point.tab && state.modals.isEmpty
            #expect(
                !isBack, "The user is back where they left the modals, but they were not reopened",
                sourceLocation: sourceLocation)
        }
        do {
            let restored = try coder.decode(try coder.encode(state))
            #expect(
                restored.state == state.place, "A snapshot round-trips the user's place", sourceLocation: sourceLocation
            )
            #expect(restored.repairs.isEmpty, sourceLocation: sourceLocation)
            let strict = try registry.decoder().decode(NavigationState.self, from: JSONEncoder().encode(state))
            #expect(
                strict == state.place, "The state's own Codable round-trips the place", sourceLocation: sourceLocation)
        } catch {
            Issue.record("Coding failed: \(error)", sourceLocation: sourceLocation)
        }
    }

    /// Return points appear only by leaving modals. A transition that reopens one presents its
    /// modals exactly as remembered and forgets it in the same step, so it comes back once; one that
    /// ends without reopening ends because its screen is gone. (Missed reopenings are caught by the
    /// state check: no state rests where its modals were left.)
    /// The journal's screens that came and went account for every screen that differs: each
    /// screen of the old state but not the new one left, each of the new but not the old came.
    func check(
        _ entry: JournalEntry, from old: NavigationState, to new: NavigationState,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        func screens(_ state: NavigationState) -> [AnyRoute] {
            registry.tabs.flatMap(state.stack(of:)) + state.modals.flatMap(\.stack)
        }
        func removing(_ removed: [AnyRoute], from routes: [AnyRoute]) -> [AnyRoute] {
            var remaining = routes
            for route in removed {
                guard let index = remaining.firstIndex(of: route) else { return routes + [route] }
                remaining.remove(at: index)
            }
            return remaining
        }
        let kept = removing(entry.left, from: screens(old)).map(\.description).sorted()
        let came = removing(entry.shown, from: screens(new)).map(\.description).sorted()
        #expect(kept == came, "Shown and left explain the change", sourceLocation: sourceLocation)
        #expect(entry.screenAfter.route == new.topEntry?.route, sourceLocation: sourceLocation)
        #expect(entry.screenBefore.route == old.topEntry?.route, sourceLocation: sourceLocation)
    }

    mutating func check(_ event: NavigationEvent, sourceLocation: SourceLocation = #_sourceLocation) {
        let old = event.oldState.returnPoint
        let new = event.newState.returnPoint
        let left = event.intents.contains { if case .leaveModals(_, true) = $0 { true } else { false } }
        if let new, new != old {
            #expect(left, "A return point appeared without leaving modals", sourceLocation: sourceLocation)
        }

        if let reopened = event.reopenedReturnPoint {
            reopenings += 1
            #expect(reopened == old || left, "Only remembered modals are reopened", sourceLocation: sourceLocation)
            #expect(
                event.newState.modals == reopened.layers && event.newState.selectedTab == reopened.tab
                    && event.newState.stack(of: reopened.tab) == reopened.stack,
                "Reopened modals come back exactly as remembered, where they were left",
                sourceLocation: sourceLocation)
            #expect(
                new == nil, "Reopened modals must be forgotten, or they come back twice", sourceLocation: sourceLocation
            )
        } else if let old, new == nil, !left {
            #expect(
                !event.newState.stack(of: old.tab).starts(with: old.stack) || Self.resets(old.tab, event.intents),
                "A return point ended neither reopened nor forgotten: \(old)", sourceLocation: sourceLocation)
        }
    }

    /// Whether `intents` may replace or reset the stack of `tab` other than by the user's own steps
    /// (which forgets modals remembered on it); `.top` is counted, since it may be that tab.
    static func resets(_ tab: TabID, _ intents: [NavigationIntent]) -> Bool {
        intents.contains { intent in
            switch intent {
            case .replaceStack(_, let target), .popToRoot(let target): target == .top || target == .tab(tab)
            case .selectTab(let selected, let reselection): selected == tab && reselection == .popToRoot
            default: false
            }
        }
    }
}
