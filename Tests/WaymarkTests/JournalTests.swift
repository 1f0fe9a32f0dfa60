import Foundation
import Testing
import WaymarkTesting

@_spi(FrontEnd) @testable import Waymark

@MainActor
@Suite("The journal: every transaction with its cause, what it showed and left, and why")
struct JournalTests {
    let app: NavigationHarness
    init() throws { app = try FixtureApp.harness(met: []) }

    var journal: [JournalEntry] { app.router.journal.entries }

    @Test func aTapRecordsItsCauseTheScreensBeforeAndAfterAndWhatItShowed() throws {
        try app.router.perform(.selectTab("search"), .push(.list))
        try app.router.perform(.push(.item(4)))
        let entry = try #require(journal.last)
        #expect(entry.number == 2)
        #expect(entry.eventNumber == app.events.last?.sequenceNumber)
        #expect(entry.cause == .user)
        #expect(entry.screenBefore == VisibleScreen(destination: "catalog.list", tab: "search", route: .list))
        #expect(entry.screenAfter == VisibleScreen(destination: "catalog.item", tab: "search", route: .item(4)))
        #expect(entry.shown == [.item(4)])
        #expect(entry.left.isEmpty)
        #expect(entry.notes.isEmpty)
        #expect(journal.first?.screenBefore == VisibleScreen(destination: "catalog.home", tab: "home", route: nil))
    }

    @Test func screensThatGoAreListedBottomFirstAcrossStacksAndLayers() throws {
        let app = try FixtureApp.harness(met: [.signedIn])
        try app.router.perform(.selectTab("search"), .push(.list), .push(.item(1)))
        try app.router.perform(.present(.settings, path: [.privacy]))
        try app.router.perform(.dismissAll, .popToRoot(.tab("search")))
        let entry = try #require(app.router.journal.entries.last)
        #expect(entry.left == [.list, .item(1), .settings, .privacy])
        #expect(entry.shown.isEmpty)
        #expect(entry.screenAfter.destination == "catalog.search")
    }

    @Test func aRefusedTransactionIsRecordedWithItsErrorAndNoEvent() throws {
        let before = app.state
        #expect(throws: NavigationError.nothingToPop("home")) { try app.router.perform(.pop()) }
        let entry = try #require(journal.last)
        #expect(entry.eventNumber == nil)
        #expect(entry.notes == [.refused(.nothingToPop("home"))])
        #expect(entry.screenBefore == entry.screenAfter)
        #expect(entry.shown.isEmpty && entry.left.isEmpty)
        #expect(app.state == before)
    }

    @Test func aTapHeldBehindSignInIsHeldThenCompletedWithItsOwnCause() async throws {
        try app.router.perform(.selectTab("account"))
        try app.router.perform(.push(.profile(7)))
        let held = try #require(journal.last)
        let pending = try #require(app.state.held)
        #expect(held.cause == .accessGuard)
        #expect(held.notes == [.held(pending)])
        #expect(held.shown == [.signIn])
        #expect(held.notice == .heldForRequirement(.signedIn))

        await app.session.meet(.signedIn)
        let completed = try #require(journal.last)
        #expect(completed.cause == .user)
        #expect(completed.notes == [.heldCompleted(pending)])
        #expect(completed.left == [.signIn])
        #expect(completed.shown == [.profile(7)])
    }

    @Test func closingTheSignInScreenDropsHeldNavigationAsAbandoned() throws {
        try app.router.perform(.push(.profile(7), on: .tab("account")))
        let pending = try #require(app.state.held)
        try app.router.perform(.dismissTop)
        #expect(journal.last?.notes == [.heldDropped(pending, .abandoned)])
        #expect(journal.last?.notice == .heldNavigationCancelled(.signedIn))
    }

    @Test func aRestorationRecordsEveryRepairAndAnUnreadableSnapshotIsRecordedToo() throws {
        let signedIn = try FixtureApp.harness(met: [.signedIn])
        try signedIn.router.perform(.push(.profile(3), on: .tab("account")), .present(.settings, path: [.privacy]))
        let snapshot = try signedIn.router.snapshot()

        let restored = try app.router.restore(from: snapshot)
        let entry = try #require(journal.last)
        #expect(entry.cause == .restoration)
        #expect(!restored.isEmpty)
        #expect(entry.notes == restored.map(JournalNote.repaired))

        #expect(throws: RestorationError.self) { try app.router.restore(from: Data("not json".utf8)) }
        let failed = try #require(journal.last)
        #expect(failed.eventNumber == nil)
        guard case .unreadableSnapshot = failed.notes.first else {
            Issue.record("Expected an unreadable-snapshot note, got \(failed.notes)")
            return
        }
    }

    @Test func signingOutRecordsWhatItPruned() async throws {
        await app.session.meet(.signedIn)
        try app.router.perform(.push(.profile(3), on: .tab("account")))
        app.session.revoke(.signedIn)
        let entry = try #require(journal.last)
        #expect(entry.cause == .accessGuard)
        #expect(entry.left == [.profile(3)])
        #expect(entry.notes.count == 1)
        guard case .repaired(.stackCut(.tab("account"), position: 0, removed: 1, _)) = entry.notes.first else {
            Issue.record("Expected the account stack cut, got \(entry.notes)")
            return
        }
    }

    @Test func aDialogClosedByNavigationIsNoted() throws {
        let dialog = try Dialog(.alert, title: "Leave?", buttons: [.init("Leave", role: .destructive)])
        try app.router.perform(.showDialog(dialog))
        try app.router.perform(.selectTab("search"))
        let closure = try #require(app.events.last?.closedDialog)
        #expect(journal.last?.notes == [.dialogClosed(closure)])
        #expect(closure.reason == .closedByNavigation)
    }

    @Test func aGestureKeepsItsCause() throws {
        try app.router.perform(.selectTab("search"), .push(.list), .push(.item(2)))
        try app.router.userDid(.swipedBack(.tab("search"), toDepth: 1))
        #expect(journal.last?.cause == .gesture(.swipedBack(.tab("search"), toDepth: 1)))
        #expect(journal.last?.left == [.item(2)])
    }

    @Test func itKeepsOnlyTheLastEntriesAndNumbersOn() throws {
        let router = NavigationRouter(registry: app.registry, journalCapacity: 3)
        for tab: TabID in ["search", "account", "home", "search", "account"] {
            try router.perform(.selectTab(tab))
        }
        #expect(router.journal.entries.map(\.number) == [3, 4, 5])
        #expect(router.journal.recordedCount == 5)
        #expect(router.journal.entries.suffix(2).map(\.screenAfter.tab) == ["search", "account"])
        #expect(router.journal.entries.map(\.screenAfter.tab) == ["home", "search", "account"])
    }

    @Test func clearingForgetsEveryEntryAndNumberingGoesOn() throws {
        try app.router.perform(.selectTab("search"))
        try app.router.perform(.selectTab("account"))
        app.router.clearJournal()
        #expect(app.router.journal.entries.isEmpty)
        try app.router.perform(.selectTab("home"))
        #expect(app.router.journal.entries.map(\.number) == [3])
        #expect(app.router.journal.entries.first?.screenBefore.tab == "account")
    }

    @Test func aJournalOfNoCapacityRecordsNothing() throws {
        let router = NavigationRouter(registry: app.registry, journalCapacity: 0)
        try router.perform(.selectTab("search"))
        #expect(router.journal.entries.isEmpty)
        #expect(router.journal.recordedCount == 0)
    }

    @Test func theJSONLinesAreOneObjectAnEntryWithTheCauseAndTheNotes() throws {
        let home = VisibleScreen(app.router.state, registry: app.registry)
        try app.router.perform(.selectTab("search"), .push(.list))
        // What a presenter reports once the plan has shown the list.
        app.router.recordArrival(
            ArrivedScreen(
                screen: VisibleScreen(app.router.state, registry: app.registry), entry: app.router.state.topEntry?.id,
                link: nil, cause: .user, referrer: home, updates: 1))
        try app.router.perform(.push(.profile(7), on: .tab("account")))
        _ = try? app.router.perform(.pop(.tab("home")))
        let lines = app.router.journal.jsonLines(registry: app.registry).split(separator: "\n")
        #expect(lines.count == 4)
        let objects = try lines.map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        #expect((objects[0]["cause"] as? [String: Any])?["kind"] as? String == "user")
        #expect(objects[0]["after"] as? String == "catalog.list")
        #expect(objects[0]["shown"] as? [String] == ["catalog.list"])
        #expect(objects[0]["screenView"] == nil, "The transaction is no screen view: the arrival is")
        let arrived = try #require((objects[1]["notes"] as? [[String: Any]])?.first)
        #expect(arrived["kind"] as? String == "arrived")
        #expect(arrived["entry"] as? Int == app.router.state.entries(of: "search").last?.rawValue)
        #expect(arrived["updates"] as? Int == 1)
        #expect(objects[1]["event"] == nil && objects[1]["before"] as? String == "catalog.home")
        let view = try #require(objects[1]["screenView"] as? [String: Any])
        #expect(view["screen"] as? String == "catalog.list")
        #expect(view["previous"] as? String == "catalog.home")
        #expect(view["via"] as? String == "tap")
        #expect(objects[3]["screenView"] == nil, "A refusal shows no new screen")
        let held = try #require((objects[2]["notes"] as? [[String: Any]])?.first)
        #expect(held["kind"] as? String == "held")
        #expect(held["requirements"] as? [String] == ["signedIn"])
        #expect((objects[2]["notice"] as? [String: Any])?["kind"] as? String == "heldForRequirement")
        #expect(objects[3]["event"] == nil, "A refused transaction has no event")
        #expect((objects[3]["notes"] as? [[String: Any]])?.first?["kind"] as? String == "refused")
    }
}

@MainActor
@Suite("The journal of links: held, completed, replaced, refused")
struct LinkJournalTests {
    let product = LinkFixtureApp.knownProduct

    @Test func aLinkHeldBehindSignInShowsAsHeldThenCompleted() async throws {
        let handler = try LinkFixtureApp.handler()
        await handler.appDidBecomeReady()
        let link = "app://profile/\(product)"
        #expect(await handler.open(link) == .held(.signedIn))
        let router = handler.router
        let pending = try #require(router.state.held)
        await router.session.meet(.signedIn)
        let entries = router.journal.entries
        #expect(entries.map(\.cause) == [.accessGuard, .link(link)])
        #expect(entries.map(\.notes) == [[.held(pending)], [.heldCompleted(pending)]])
        #expect(entries.last?.screenAfter.destination == "account.profile")
    }

    @Test func aNewerLinkReplacesHeldNavigationAndARefusedLinkSaysWhy() async throws {
        let handler = try LinkFixtureApp.handler()
        await handler.appDidBecomeReady()
        await handler.open("app://profile/\(product)")
        let pending = try #require(handler.router.state.held)
        await handler.open("app://item/3")
        #expect(handler.router.journal.entries.last?.notes == [.heldDropped(pending, .replaced)])

        await handler.open("app://nowhere")
        let refused = try #require(handler.router.journal.entries.last)
        #expect(refused.cause == .link("app://nowhere"))
        guard case .linkRejected(.noMatch) = refused.notice else {
            Issue.record("Expected a no-match notice, got \(String(describing: refused.notice))")
            return
        }
    }
}
