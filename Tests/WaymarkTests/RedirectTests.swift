import Testing
import Waymark
import WaymarkTesting

@MainActor
@Suite("Redirect rules")
struct RedirectTests {
    let app: NavigationHarness
    init() throws {
        app = try NavigationHarness(
            tabs: FixtureApp.tabs, features: [CatalogFeature(), AccountFeature(), WorldFeature()], met: [.signedIn])
    }

    var world: AnyRoute { WorldFeature.world }

    @Test func aModeRedirectsATabSelectionInOneTransactionThatTheJournalNames() throws {
        app.session.set(WorldFeature.worldFirst, on: true)
        let before = app.events.count
        let event = try app.router.perform(.selectTab("search"))
        #expect(app.events.count == before + 1, "One event")
        #expect(event.cause == .user, "The cause is the tab selection the user made")
        #expect(event.intents == [.present(world, path: [WorldFeature.zone("search")])])
        app.expectState(
            app.state(
                tab: "home",
                modals: [ModalLayer(style: .fullScreenCover, root: world, path: [WorldFeature.zone("search")])]))
        let entry = try #require(app.router.journal.entries.last)
        #expect(
            entry.notes == [
                .redirected(
                    IntentRedirection(
                        rule: "world.first", intent: .selectTab("search"),
                        replacement: [.present(world, path: [WorldFeature.zone("search")])]))
            ])
    }

    @Test func withTheWorldUpTheNextSelectionChangesItsZone() throws {
        app.session.set(WorldFeature.worldFirst, on: true)
        try app.router.perform(.selectTab("search"))
        try app.router.userDid(.selectedTab("account"))
        #expect(app.state.selectedTab == "home")
        #expect(app.state.modals.map(\.stack) == [[world, WorldFeature.zone("account")]])
        #expect(app.events.last?.cause == .gesture(.selectedTab("account")))
    }

    @Test func withTheModeOffNothingIsRedirected() throws {
        try app.router.perform(.selectTab("search"))
        #expect(app.state.selectedTab == "search" && app.state.modals.isEmpty)
        #expect(app.router.journal.entries.last?.notes == [])
    }

    @Test func aRuleThatLeavesLinksAloneLetsALinkSelectItsTab() async throws {
        app.session.set(WorldFeature.worldFirst, on: true)
        try app.router.perform(.selectTab("search"))
        try app.router.apply(NavigationTransaction([.dismissAll, .selectTab("search")], cause: .link("app://search")))
        #expect(app.state.selectedTab == "search" && app.state.modals.isEmpty)
    }

    @Test func aRetiredDestinationIsSentToItsSuccessor() throws {
        try app.router.perform(.push(WorldFeature.WorldRoute.oldPage.erased))
        #expect(app.state.stack(of: "home") == [WorldFeature.WorldRoute.newPage.erased])
    }

    @Test func anExperimentsVariantReplacesAScreenOnlyForUsersAssignedToIt() throws {
        try app.router.perform(.selectTab("search"), .push(.item(1)))
        app.session.set(WorldFeature.variantB, on: true)
        try app.router.perform(.push(.item(2)))
        #expect(app.state.stack(of: "search") == [.item(1), WorldFeature.WorldRoute.itemB(2).erased])
    }

    @Test func whatARuleGivesIsNeverRedirectedAgain() throws {
        struct Loop: NavigationFeature {
            let name = "loop"
            func register(into registrar: inout FeatureRegistrar) {
                registrar.redirect("there") { intent, _ in
                    intent == .selectTab("search") ? [.selectTab("account")] : nil
                }
                registrar.redirect("back") { intent, _ in intent == .selectTab("account") ? [.selectTab("search")] : nil
                }
            }
        }
        let looping = try NavigationHarness(
            tabs: FixtureApp.tabs, features: [CatalogFeature(), AccountFeature(), Loop()], met: [.signedIn])
        try looping.router.perform(.selectTab("search"))
        #expect(looping.state.selectedTab == "account", "The first rule answered; its answer was not asked about")
    }

    @Test func redirectedNavigationIsGuardedLikeAnyOther() throws {
        let signedOut = try NavigationHarness(
            tabs: FixtureApp.tabs, features: [CatalogFeature(), AccountFeature(), WorldFeature()])
        signedOut.session.set(WorldFeature.variantB, on: true)
        try signedOut.router.perform(.push(.item(3)))
        #expect(signedOut.state.pending?.requirements == [.signedIn], "The variant needs a signed-in user")
        #expect(signedOut.state.pending?.request == .intents([.push(.item(3))]), "Held as asked")
    }

    @Test func anAnswerThatCannotBeAppliedRefusesTheTransactionAndChangesNothing() throws {
        struct Broken: NavigationFeature {
            let name = "broken"
            func register(into registrar: inout FeatureRegistrar) {
                registrar.redirect("nowhere") { intent, _ in
                    intent == .selectTab("search") ? [.dismiss(fromLayer: 4)] : nil
                }
            }
        }
        let broken = try NavigationHarness(
            tabs: FixtureApp.tabs, features: [CatalogFeature(), AccountFeature(), Broken()], met: [.signedIn])
        let before = broken.state
        #expect(throws: NavigationError.self) { try broken.router.perform(.selectTab("search")) }
        #expect(broken.state == before)
    }

    @Test func aRuleNamedTwiceByOneFeatureIsAStartUpConflict() {
        struct Twice: NavigationFeature {
            let name = "twice"
            func register(into registrar: inout FeatureRegistrar) {
                registrar.redirect("rule") { _, _ in nil }
                registrar.redirect("rule") { _, _ in nil }
            }
        }
        var builder = RegistryBuilder(tabs: FixtureApp.tabs)
        builder.add(CatalogFeature())
        builder.add(Twice())
        #expect(throws: RegistryError(conflicts: [.duplicateRedirect("rule", feature: "twice")])) {
            try builder.build()
        }
    }
}
