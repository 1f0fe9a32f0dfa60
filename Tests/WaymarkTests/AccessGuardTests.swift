import Testing
import WaymarkTesting

@_spi(FrontEnd) @testable import Waymark

/// A feature with a destination that needs an app-defined requirement as well as sign-in, and the
/// screen that meets it.
struct OnboardingFeature: NavigationFeature {
    static let onboarded: Requirement = "onboarded"
    let name = "onboarding"
    /// `false` plants a wrong rule, for the property tests to show they catch one: the study plan
    /// declared without the onboarding it needs.
    var studyPlanNeedsOnboarding = true

    enum OnboardingRoute: Route {
        case welcome
        case studyPlan

        static let typeKey = "fixture.onboarding"
        var destinationName: DestinationName {
            switch self {
            case .welcome: "onboarding.welcome"
            case .studyPlan: "onboarding.studyPlan"
            }
        }
    }

    func register(into registrar: inout FeatureRegistrar) {
        registrar.register(
            OnboardingRoute.self,
            destinations: [
                .sheet("onboarding.welcome").satisfies(Self.onboarded, with: .welcome),
                studyPlanNeedsOnboarding
                    ? .push("onboarding.studyPlan", hostTab: "home").requires(.signedIn).requires(Self.onboarded)
                    : .push("onboarding.studyPlan", hostTab: "home").requires(.signedIn),
            ])
    }
}

@MainActor
@Suite("The access guard on every transaction")
struct AccessGuardTests {
    let app: NavigationHarness
    init() throws { app = try FixtureApp.harness(met: []) }

    func held(
        _ intents: [NavigationIntent], for route: AnyRoute, layersBelow: Int,
        lacking: [Requirement] = [.signedIn]
    ) -> HeldNavigation {
        HeldNavigation(
            request: .intents(intents), cause: .user, requirements: lacking, destination: route,
            layersBelow: layersBelow)
    }

    @Test func aTapToASignedInScreenIsHeldOverWhatTheUserSees() throws {
        try app.router.perform(.selectTab("search"), .push(.list), .present(.signIn, path: [.reviews(1)]))
        let event = try app.router.perform(.push(.profile(7)))
        #expect(event.cause == .accessGuard)
        app.expectState(
            app.state(
                tab: "search", stacks: ["search": [.list]],
                modals: [ModalLayer(style: .fullScreenCover, root: .signIn, path: [.reviews(1)])],
                held: held([.push(.profile(7))], for: .profile(7), layersBelow: 0),
                notice: .heldForRequirement(.signedIn)))
        #expect(app.state.modals.count == 1, "The sign-in cover is already on top, so it is not presented twice")
    }

    @Test func signingInCompletesATapAsAPushOntoTheStackItWasTappedFrom() async throws {
        try app.router.perform(.selectTab("search"), .push(.list))
        try app.router.perform(.push(.profile(7)))
        app.expectState(
            app.state(
                tab: "search", stacks: ["search": [.list]],
                modals: [ModalLayer(style: .fullScreenCover, root: .signIn)],
                held: held([.push(.profile(7))], for: .profile(7), layersBelow: 0),
                notice: .heldForRequirement(.signedIn)))
        await app.session.meet(.signedIn)
        app.expectState(app.state(tab: "search", stacks: ["search": [.list, .profile(7)]]))
        #expect(app.events.last?.cause == .user, "The completed navigation keeps the cause it was asked with")
    }

    @Test func aTapInsideASheetCompletesInsideThatSheet() async throws {
        let notOnboarded = try NavigationHarness(
            tabs: FixtureApp.tabs, features: [CatalogFeature(), AccountFeature(), OnboardingFeature()], met: [.signedIn]
        )
        try notOnboarded.router.perform(.present(.settings, path: [.privacy]))
        let plan = OnboardingFeature.OnboardingRoute.studyPlan.erased
        try notOnboarded.router.perform(.push(plan))
        #expect(notOnboarded.state.modals.map(\.root) == [.settings, OnboardingFeature.OnboardingRoute.welcome.erased])
        await notOnboarded.session.meet(OnboardingFeature.onboarded)
        notOnboarded.expectState(
            notOnboarded.state(
                tab: "home",
                modals: [
                    ModalLayer(style: .sheet, root: .settings, path: [.privacy, plan])
                ]))
    }

    @Test func navigationLackingTwoRequirementsAsksForEachInTurn() async throws {
        let both = try NavigationHarness(
            tabs: FixtureApp.tabs, features: [CatalogFeature(), AccountFeature(), OnboardingFeature()])
        let plan = OnboardingFeature.OnboardingRoute.studyPlan.erased
        try both.router.perform(.push(plan))
        #expect(both.state.held?.requirements == [.signedIn, OnboardingFeature.onboarded])
        #expect(both.state.modals.map(\.root) == [.signIn])
        await both.session.meet(.signedIn)
        #expect(both.state.held?.requirements == [OnboardingFeature.onboarded], "Held again for what it still lacks")
        #expect(both.state.modals.map(\.root) == [OnboardingFeature.OnboardingRoute.welcome.erased])
        #expect(both.state.notice == .heldForRequirement(OnboardingFeature.onboarded))
        await both.session.meet(OnboardingFeature.onboarded)
        both.expectState(both.state(tab: "home", stacks: ["home": [plan]]))
    }

    @Test func aReturningUserMeetsBothRequirementsAtOnceAndTheHeldNavigationCompletesOnce() async throws {
        let both = try NavigationHarness(
            tabs: FixtureApp.tabs, features: [CatalogFeature(), AccountFeature(), OnboardingFeature()])
        let plan = OnboardingFeature.OnboardingRoute.studyPlan.erased
        try both.router.perform(.push(plan))
        let eventsBefore = both.events.count
        await both.session.meet([.signedIn, OnboardingFeature.onboarded])
        both.expectState(both.state(tab: "home", stacks: ["home": [plan]]))
        #expect(both.events.count == eventsBefore + 1, "One transaction completes it")
        let welcome = OnboardingFeature.OnboardingRoute.welcome.erased
        #expect(
            !both.events.contains { event in event.newState.modals.contains { $0.root == welcome } },
            "The onboarding screen is never shown to a user who met onboarding in the same step")
    }

    @Test func meetingSeveralRequirementsWithNothingHeldClosesTheScreenThatMetThem() async throws {
        let both = try NavigationHarness(
            tabs: FixtureApp.tabs, features: [CatalogFeature(), AccountFeature(), OnboardingFeature()],
            met: [.signedIn])
        try both.router.perform(.present(.settings), .present(OnboardingFeature.OnboardingRoute.welcome.erased))
        await both.session.meet([.signedIn, OnboardingFeature.onboarded])
        #expect(both.state.modals.map(\.root) == [.settings], "The onboarding sheet goes; the sheet below stays")
    }

    @Test func revokingSeveralRequirementsPrunesOnce() async throws {
        let both = try NavigationHarness(
            tabs: FixtureApp.tabs, features: [CatalogFeature(), AccountFeature(), OnboardingFeature()],
            met: [.signedIn, OnboardingFeature.onboarded])
        let plan = OnboardingFeature.OnboardingRoute.studyPlan.erased
        try both.router.perform(.push(plan), .present(.settings))
        let eventsBefore = both.events.count
        both.session.revoke([.signedIn, OnboardingFeature.onboarded])
        #expect(both.session.met.isEmpty)
        #expect(both.state.stacks["home"] == [] && both.state.modals.isEmpty, "Every screen that needed them is gone")
        #expect(both.events.count == eventsBefore + 1, "One transaction prunes for both")
    }

    @Test func closingTheSignInCoverDropsTheHeldNavigationThoughAScreenMeetingTheNextStepStandsBelow() throws {
        // Found by the property test over two requirements: the onboarding sheet, opened before,
        // kept navigation held for sign-in after the user closed the sign-in cover.
        let both = try NavigationHarness(
            tabs: FixtureApp.tabs, features: [CatalogFeature(), AccountFeature(), OnboardingFeature()])
        let welcome = OnboardingFeature.OnboardingRoute.welcome.erased
        try both.router.perform(.present(welcome))
        try both.router.perform(.push(OnboardingFeature.OnboardingRoute.studyPlan.erased))
        #expect(both.state.modals.map(\.root) == [welcome, .signIn])
        try both.router.perform(.pop())
        #expect(both.state.held == nil)
        #expect(both.state.modals.map(\.root) == [welcome])
        #expect(both.state.notice == .heldNavigationCancelled(.signedIn))
    }

    @Test func aScreenMeetingARequirementThatNeedsAnotherIsAskedForAfterIt() async throws {
        struct PremiumFeature: NavigationFeature {
            let name = "premium"
            func register(into registrar: inout FeatureRegistrar) {
                registrar.register(
                    CatalogRoute.self,
                    destinations: [
                        .tabRoot("catalog.home", tab: "home"),
                        .sheet("catalog.search").requires(.signedIn).satisfies("premium", with: .search),
                        .push("catalog.item", hostTab: "home").requires("premium"),
                    ])
            }
        }
        let premium = try NavigationHarness(tabs: ["home", "account"], features: [PremiumFeature(), AccountFeature()])
        try premium.router.perform(.push(.item(1)))
        #expect(
            premium.state.modals.map(\.root) == [.signIn], "The upgrade sheet needs a signed-in user: sign-in first")
        #expect(premium.state.held?.requirements == [.signedIn, "premium"])
        await premium.session.meet(.signedIn)
        #expect(premium.state.modals.map(\.root) == [CatalogRoute.search.erased])
        await premium.session.meet("premium")
        premium.expectState(premium.state(tab: "home", stacks: ["home": [.item(1)]]))
    }

    @Test func closingTheSignInScreenDropsTheHeldNavigationWithANotice() throws {
        try app.router.perform(.push(.list), .push(.profile(1)))
        try app.router.perform(.pop())
        // Popping the cover's root dismisses it, and the whole held transaction goes.
        app.expectState(app.state(tab: "home", notice: .heldNavigationCancelled(.signedIn)))
    }

    @Test func aRefusedLinkLeavesHeldNavigationAlone() throws {
        try app.router.perform(.push(.profile(1)))
        let held = try #require(app.state.held)
        try app.router.perform(.showNotice(.linkRejected(.noMatch("nowhere"))), cause: .link("app://nowhere"))
        #expect(app.state.held == held)
        #expect(app.state.modals.map(\.root) == [.signIn])
    }

    @Test func aLinkOrNotificationReplacesHeldNavigation() throws {
        try app.router.perform(.push(.profile(1)))
        #expect(app.state.held != nil)
        try app.router.perform(.selectTab("search"), cause: .link("app://search"))
        #expect(app.state.held == nil)
        #expect(app.state.notice == nil, "Replaced, not cancelled: the newest request wins without a word")
    }

    @Test func aRequirementNothingMeetsIsAStartUpConflict() throws {
        var builder = RegistryBuilder(tabs: ["home"])
        builder.register(feature: "orphans") { registrar in
            registrar.register(
                CatalogRoute.self,
                destinations: [
                    .tabRoot("catalog.home", tab: "home").requires("subscribed")
                ])
        }
        let error = try #require(throws: RegistryError.self) { try builder.build() }
        #expect(error.conflicts == [.unmetRequirement("subscribed", destination: "catalog.home", feature: "orphans")])
    }

    @Test func aScreenMeetingARequirementMustBeAModalOfItsOwnAndTheOnlyOne() throws {
        var builder = RegistryBuilder(tabs: ["home"])
        builder.register(feature: "a") { registrar in
            registrar.register(
                CatalogRoute.self,
                destinations: [
                    .tabRoot("catalog.home", tab: "home").satisfies(.signedIn, with: .home),
                    .sheet("catalog.search").satisfies(.signedIn, with: .search),
                    .sheet("catalog.list").satisfies("trial", with: .search),
                    .sheet("catalog.item").requires(.signedIn).requires("paid").satisfies("paid", with: .item(1)),
                    .fullScreenCover("catalog.reviews").satisfies(.signedIn, with: .reviews(1)),
                ])
        }
        let error = try #require(throws: RegistryError.self) { try builder.build() }
        #expect(
            error.conflicts == [
                .invalidSatisfier(.signedIn, destination: "catalog.home", feature: "a"),
                .invalidSatisfier("trial", destination: "catalog.list", feature: "a"),
                .invalidSatisfier("paid", destination: "catalog.item", feature: "a"),
                .duplicateSatisfier(.signedIn, first: "catalog.search", second: "catalog.reviews"),
                .unmetRequirement("paid", destination: "catalog.item", feature: "a"),
            ])
    }

    @Test func replacingTheWholeStateRefusesScreensTheUserMayNotSee() throws {
        let state = app.state(tab: "account", stacks: ["account": [.profile(1)]])
        #expect(throws: NavigationError.requirementUnmet(.signedIn, "account.profile")) {
            try app.router.replaceState(state, cause: .restoration)
        }
        #expect(app.events.isEmpty)
    }
}
