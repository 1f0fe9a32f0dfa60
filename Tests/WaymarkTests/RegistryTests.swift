import Testing
import WaymarkTesting

@_spi(FrontEnd) @testable import Waymark

@Suite("Registry")
struct RegistryTests {
    @Test func findsDestinationsByNameAndByRoute() throws {
        let registry = try FixtureApp.registry()
        #expect(registry.tabs == ["home", "search", "account"])
        #expect(registry.destinations.count == 11)
        let item = try #require(registry.destination(for: .item(3)))
        #expect(item.name == "catalog.item")
        #expect(item.feature == "catalog")
        #expect(item.routeTypeKey == "fixture.catalog")
        #expect(item.presentation == .push(hostTab: "search"))
        #expect(item.tabBar == .hidden)
        #expect(registry.destination(named: "account.deleteAccount")?.access == .internal)
        #expect(registry.destination(named: "nowhere") == nil)
    }

    @Test func aRouteOnlyReachesDestinationsItsOwnTypeDeclared() throws {
        struct Impostor: Route {
            static let typeKey = "impostor"
            var destinationName: DestinationName { "catalog.item" }
        }
        var builder = RegistryBuilder(tabs: FixtureApp.tabs)
        builder.add(CatalogFeature())
        builder.register(feature: "impostor") { $0.register(Impostor.self, destinations: []) }
        let registry = try builder.build()
        #expect(registry.destination(for: Impostor().erased) == nil)
    }

    @Test func theInitialStateShowsTheFirstTabWithEveryStackEmpty() throws {
        let state = try FixtureApp.registry().initialState
        #expect(state.selectedTab == "home")
        #expect(state.stacks == ["home": [], "search": [], "account": []])
        #expect(state.modals.isEmpty && state.returnPoint == nil && state.held == nil && state.notice == nil)
    }

    @Test func aTabsRootRouteIsBuiltByItsRouteType() throws {
        let registry = try LinkFixtureApp.builder().build()
        #expect(registry.rootRoute(of: "home") == ShopRoute.home.erased)
        #expect(registry.rootRoute(of: "search") == ShopRoute.search.erased)
        #expect(registry.rootRoute(of: "account") == AccountLinkRoute.overview.erased)
        #expect(registry.rootRoute(of: "elsewhere") == nil, "A tab the app does not have")
        #expect(try FixtureApp.registry().rootRoute(of: "home") == nil, "Route types that cannot be built from values")
    }

    @Test func eachDialogActionTypeHasOneAnswererNamedAtStartUp() throws {
        enum Answer: Hashable, Sendable { case yes }
        enum Other: Hashable, Sendable { case no }
        var builder = RegistryBuilder(tabs: FixtureApp.tabs)
        builder.add(CatalogFeature())
        builder.register(feature: "quiz") { $0.answersDialogs(of: Answer.self) }
        let registry = try builder.build()
        #expect(registry.dialogAnswerer(of: DialogAction(Answer.yes)) == "quiz")
        #expect(registry.dialogAnswerer(of: DialogAction(Other.no)) == nil)

        // A second feature answering the same type stops the app, naming both in name order
        // whichever registered first.
        for order in [["quiz", "poll"], ["poll", "quiz"]] {
            var builder = RegistryBuilder(tabs: FixtureApp.tabs)
            builder.add(CatalogFeature())
            for feature in order { builder.register(feature: feature) { $0.answersDialogs(of: Answer.self) } }
            let expected = RegistryConflict.dialogActionAnsweredTwice(
                actionType: "Answer", firstFeature: "poll", secondFeature: "quiz")
            #expect(throws: RegistryError(conflicts: [expected])) { try builder.build() }
            #expect(
                expected.description
                    == "The features 'poll' and 'quiz' both answer dialogs whose actions are Answer; each feature answers its own action type."
            )
        }
    }

    @Test func duplicateDestinationsNameBothFeatures() {
        var builder = RegistryBuilder(tabs: FixtureApp.tabs)
        builder.add(CatalogFeature())
        builder.register(feature: "reviews") { registrar in
            registrar.register(ReviewRoute.self, destinations: [.push("catalog.item", hostTab: "search")])
        }
        #expect(
            throws: RegistryError(conflicts: [
                .duplicateDestination("catalog.item", firstFeature: "catalog", secondFeature: "reviews")
            ])
        ) {
            try builder.build()
        }
    }

    @Test func duplicateRouteTypeKeysNameBothFeatures() throws {
        var builder = RegistryBuilder(tabs: FixtureApp.tabs)
        builder.add(CatalogFeature())
        builder.register(feature: "copycat") { registrar in
            registrar.register(CatalogRoute.self, destinations: [])
        }
        let error = try #require(throws: RegistryError.self) { try builder.build() }
        #expect(
            error.conflicts == [
                .duplicateRouteType(key: "fixture.catalog", firstFeature: "catalog", secondFeature: "copycat")
            ])
        #expect(error.description.contains("'fixture.catalog' is registered by both 'catalog' and 'copycat'"))
    }

    @Test func onlyAPushedScreenHidesTheTabBar() throws {
        var builder = RegistryBuilder(tabs: ["home"])
        builder.register(feature: "catalog") { registrar in
            registrar.register(
                CatalogRoute.self,
                destinations: [
                    DestinationDeclaration("catalog.home", presentation: .tabRoot("home"), tabBar: .hidden),
                    DestinationDeclaration("catalog.list", presentation: .modal(.sheet), tabBar: .hidden),
                    DestinationDeclaration("catalog.item", presentation: .push(hostTab: "home"), tabBar: .hidden),
                ])
        }
        let error = try #require(throws: RegistryError.self) { try builder.build() }
        #expect(
            error.conflicts == [
                .tabBarHiddenOffStack("catalog.home", feature: "catalog"),
                .tabBarHiddenOffStack("catalog.list", feature: "catalog"),
            ])
        #expect(error.description.contains("'catalog.list' (feature 'catalog') hides the tab bar"))
    }

    @Test func everyConflictIsReportedAtOnce() throws {
        var builder = RegistryBuilder(tabs: ["home", "search", "home"])
        builder.add(CatalogFeature())
        builder.add(CatalogFeature())
        builder.register(feature: "extras") { registrar in
            registrar.register(
                ReviewRoute.self,
                destinations: [
                    .tabRoot("extras.home", tab: "home"),
                    .push("extras.review", hostTab: "library"),
                    .push("extras.review", hostTab: "search"),
                ])
        }
        let error = try #require(throws: RegistryError.self) { try builder.build() }
        #expect(
            error.conflicts == [
                .duplicateTab("home"),
                .duplicateFeature("catalog"),
                .duplicateRouteType(key: "fixture.catalog", firstFeature: "catalog", secondFeature: "catalog"),
                .duplicateDestination("catalog.home", firstFeature: "catalog", secondFeature: "catalog"),
                .duplicateDestination("catalog.search", firstFeature: "catalog", secondFeature: "catalog"),
                .duplicateDestination("catalog.list", firstFeature: "catalog", secondFeature: "catalog"),
                .duplicateDestination("catalog.item", firstFeature: "catalog", secondFeature: "catalog"),
                .duplicateDestination("catalog.reviews", firstFeature: "catalog", secondFeature: "catalog"),
                .duplicateTabRoot("home", first: "catalog.home", second: "extras.home"),
                .unknownTab("library", destination: "extras.review", feature: "extras"),
                .duplicateDestination("extras.review", firstFeature: "extras", secondFeature: "extras"),
            ])
        #expect(
            error.description.hasPrefix(
                "The navigation registry has 11 conflict(s):\n- The tab 'home' is listed twice."))
    }

    @Test func anAppNeedsATab() {
        #expect(throws: RegistryError(conflicts: [.noTabs])) {
            try RegistryBuilder(tabs: []).build()
        }
    }

    @Test func theTabBarFollowsTheTopOfTheSelectedTab() throws {
        let registry = try FixtureApp.registry()
        func isTabBarVisible(in state: NavigationState) -> Bool {
            registry.showsTabBar(over: state.stack(of: state.selectedTab).last)
        }
        var state = registry.initialState
        #expect(isTabBarVisible(in: state))
        state = state.rewritten { $0.stacks["home"] = [.item(1)] }
        #expect(!isTabBarVisible(in: state))
        state = state.rewritten { $0.stacks["home"] = [.item(1), .list] }
        #expect(isTabBarVisible(in: state))
        state.selectedTab = "search"
        state = state.rewritten { $0.stacks["search"] = [.profile(2)] }
        #expect(!isTabBarVisible(in: state))
        state = state.rewritten { $0.modals = [ModalLayer(style: .sheet, root: .settings, path: [.item(1)])] }
        #expect(!isTabBarVisible(in: state), "A modal's own stack does not decide the tab bar.")
    }
}

/// A route type of a third feature, for conflict tests.
struct ReviewRoute: Route {
    static let typeKey = "fixture.reviews"
    var destinationName: DestinationName { "extras.review" }
}
