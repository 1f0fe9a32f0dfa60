import Testing
import WaymarkTesting

@_spi(FrontEnd) @testable import Waymark

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
                registrar.redirect("there", answering: [.selectTab]) { intent, _ in
                    intent == .selectTab("search") ? [.selectTab("account")] : nil
                }
                registrar.redirect("back", answering: [.selectTab]) { intent, _ in
                    intent == .selectTab("account") ? [.selectTab("search")] : nil
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
        #expect(signedOut.state.held?.requirements == [.signedIn], "The variant needs a signed-in user")
        #expect(signedOut.state.held?.request == .intents([.push(.item(3))]), "Held as asked")
    }

    @Test func anAnswerThatCannotBeAppliedRefusesTheTransactionAndChangesNothing() throws {
        struct Broken: NavigationFeature {
            let name = "broken"
            func register(into registrar: inout FeatureRegistrar) {
                registrar.redirect("nowhere", answering: [.selectTab]) { intent, _ in
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
                registrar.redirect("rule", answering: [.push]) { _, _ in nil }
                registrar.redirect("rule", answering: [.push]) { _, _ in nil }
            }
        }
        var builder = RegistryBuilder(tabs: FixtureApp.tabs)
        builder.add(CatalogFeature())
        builder.add(Twice())
        #expect(throws: RegistryError(conflicts: [.duplicateRedirect("rule", feature: "twice")])) {
            try builder.build()
        }
    }

    // MARK: - One order for rules

    /// Two features whose rules answer the same intent, each declaring how it ranks.
    struct Ranked: NavigationFeature {
        let name: String
        let priority: Int
        let target: TabID
        var kinds: Set<NavigationIntent.Kind> = [.selectTab]
        func register(into registrar: inout FeatureRegistrar) {
            registrar.redirect("toTab", answering: kinds, priority: priority) { [target] intent, _ in
                intent == .selectTab("search") ? [.selectTab(target)] : nil
            }
        }
    }

    @Test func theRuleOfHigherPriorityAnswersWhateverOrderTheFeaturesAreListedIn() throws {
        let high = Ranked(name: "high", priority: 10, target: "account")
        let low = Ranked(name: "low", priority: 1, target: "home")
        for features in [[high, low], [low, high]] {
            let app = try NavigationHarness(
                tabs: FixtureApp.tabs, features: [CatalogFeature(), AccountFeature()] + features, met: [.signedIn])
            try app.router.perform(.selectTab("search"))
            #expect(app.state.selectedTab == "account", "\(features.map(\.name))")
            let notes = app.router.journal.entries.last?.notes ?? []
            #expect(
                notes.contains {
                    $0
                        == .redirected(
                            IntentRedirection(
                                rule: "high.toTab", intent: .selectTab("search"), replacement: [.selectTab("account")]))
                })
        }
    }

    @Test func twoFeaturesRulesOfOnePriorityAreAStartUpConflictNamingBoth() {
        for features in [
            [Ranked(name: "east", priority: 0, target: "account"), Ranked(name: "west", priority: 0, target: "home")],
            [Ranked(name: "west", priority: 0, target: "home"), Ranked(name: "east", priority: 0, target: "account")],
        ] {
            var builder = RegistryBuilder(tabs: FixtureApp.tabs)
            builder.add(CatalogFeature())
            for feature in features { builder.add(feature) }
            #expect(
                throws: RegistryError(conflicts: [
                    .redirectsInNoOrder(first: "east.toTab", second: "west.toTab", priority: 0, kinds: [.selectTab])
                ])
            ) { try builder.build() }
        }
    }

    @Test func twoFeaturesRulesOfOnePriorityThatAnswerNoKindInCommonNeverMeet() throws {
        let tabs = Ranked(name: "tabs", priority: 0, target: "account")
        let pushes = Ranked(name: "pushes", priority: 0, target: "home", kinds: [.push, .present])
        for features in [[tabs, pushes], [pushes, tabs]] {
            let app = try NavigationHarness(
                tabs: FixtureApp.tabs, features: [CatalogFeature(), AccountFeature()] + features, met: [.signedIn])
            try app.router.perform(.selectTab("search"))
            #expect(app.state.selectedTab == "account", "Only the rule answering tab selections was asked")
        }
        var builder = RegistryBuilder(tabs: FixtureApp.tabs)
        builder.add(CatalogFeature())
        builder.add(Ranked(name: "east", priority: 0, target: "account", kinds: [.push, .selectTab]))
        builder.add(Ranked(name: "west", priority: 0, target: "home", kinds: [.selectTab, .present, .push]))
        #expect(
            throws: RegistryError(conflicts: [
                .redirectsInNoOrder(first: "east.toTab", second: "west.toTab", priority: 0, kinds: [.push, .selectTab])
            ])
        ) { try builder.build() }
    }

    @Test func oneFeaturesRulesOfOnePriorityAreAskedInTheOrderItDeclaresThem() throws {
        struct Both: NavigationFeature {
            let name = "both"
            func register(into registrar: inout FeatureRegistrar) {
                registrar.redirect("later", answering: [.selectTab], priority: -1) { intent, _ in
                    intent == .selectTab("search") ? [] : nil
                }
                registrar.redirect("first", answering: [.selectTab]) { intent, _ in
                    intent == .selectTab("search") ? [.selectTab("account")] : nil
                }
                registrar.redirect("second", answering: [.selectTab]) { intent, _ in
                    intent == .selectTab("search") ? [.selectTab("home")] : nil
                }
            }
        }
        let app = try NavigationHarness(
            tabs: FixtureApp.tabs, features: [CatalogFeature(), AccountFeature(), Both()], met: [.signedIn])
        try app.router.perform(.selectTab("search"))
        #expect(app.state.selectedTab == "account", "Priority 0 before -1; of two at 0, the one declared first")
    }
}
