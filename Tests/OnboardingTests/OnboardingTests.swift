import ChapterKit
import Onboarding
import Testing
import Waymark
import WaymarkTesting

private struct Sample: OnboardingService {
    func stages() async -> [String] { ["In Year 12"] }
    func gradeScales() async -> [String] { ["A levels"] }
    func interests() async -> [String] { ["Sciences"] }
}

@MainActor
private final class Router: OnboardingRouting {
    enum Call: Equatable {
        case show(OnboardingStep)
        case finish
        case leave
    }
    let calls = CallRecorder<Call>()
    func show(_ step: OnboardingStep) { calls.record(.show(step)) }
    func finishOnboarding() async { calls.record(.finish) }
    func leaveOnboarding() { calls.record(.leave) }
}

@MainActor
@Suite("Onboarding")
struct OnboardingTests {
    static let start = OnboardingRoute.start.erased

    func app(met: Set<Requirement> = [.signedIn]) throws -> NavigationHarness {
        try NavigationHarness(
            tabs: ChapterTab.all, links: LinkConfiguration(schemes: ["chapter"]), features: [OnboardingFeature()],
            met: met)
    }

    @Test func itsCoverMeetsOnboardingAndItsStepsAreInternal() throws {
        let app = try app()
        #expect(app.registry.satisfier(for: .onboarded) == Self.start)
        #expect(app.registry.destination(named: "onboarding.start")?.presentation == .modal(.fullScreenCover))
        #expect(app.registry.destination(named: "onboarding.start")?.requirements == [.signedIn])
        for step in OnboardingStep.allCases {
            let destination = try #require(app.registry.destination(for: step.route.erased))
            #expect(destination.isInternal && destination.presentation == .pushInModal, "\(destination.name)")
        }
        let routes = [Self.start] + OnboardingStep.allCases.map(\.route.erased)
        expectLinksRoundTrip(routes, in: app.registry)
        expectEveryLinkCovered(by: routes, feature: "onboarding", in: app.registry)
    }

    @Test func theStepsAreWalkedInOrderOnly() throws {
        let app = try app()
        try app.router.perform(.present(Self.start))
        for step in OnboardingStep.allCases {
            try app.router.perform(.push(step.route.erased))
        }
        #expect(app.state.modals.map(\.stack) == [[Self.start] + OnboardingStep.allCases.map(\.route.erased)])
        let skipping = try self.app()
        try skipping.router.perform(.present(Self.start))
        #expect(throws: NavigationError.self, "The grades step stands only on the stage step") {
            try skipping.router.perform(.push(OnboardingRoute.grades.erased))
        }
        #expect(skipping.state.modals.map(\.stack) == [[Self.start]])
    }

    @Test func aLinkToAStepDoesNotOpenIt() async throws {
        let app = try app()
        let links = await app.linkHandler()
        #expect(await links.open("chapter://onboarding/stage") == .rejected(.internalDestination("onboarding.stage")))
        #expect(await links.open("chapter://onboarding") == .opened)
        #expect(app.state.modals.map(\.stack) == [[Self.start]])
    }

    @Test func eachStepsFirstActionGoesOnAndTheLastFinishes() async throws {
        let router = Router()
        let screens = OnboardingScreens(service: Sample(), router: router)
        var routes = [Self.start] + OnboardingStep.allCases.map(\.route.erased)
        routes.removeLast()
        for route in routes {
            let screen = try #require(await screens.screen(for: route))
            #expect(screen.actions.map(\.title) == ["Continue", "Not now"])
            await screen.actions[0].perform()
        }
        let stage = try #require(await screens.screen(for: OnboardingRoute.stage.erased))
        #expect(stage.picker?.items == ["In Year 12"] && stage.picker?.allowed == 1...1)
        let done = try #require(await screens.screen(for: OnboardingRoute.done.erased))
        #expect(done.actions.map(\.title) == ["Start exploring", "Not now"])
        await done.actions[0].perform()
        await done.actions[1].perform()
        #expect(
            router.calls.calls == OnboardingStep.allCases.map(Router.Call.show) + [.finish, .leave])
    }

    @Test func eachStepKeepsItsAnswersAndARestoredFlowShowsThem() async throws {
        let app = try app()
        let screens = OnboardingScreens(service: Sample(), router: Router())
        app.perform(.present(Self.start), .push(OnboardingRoute.stage.erased))
        let stage = try #require(app.entryOnTop)
        try #require(await screens.screen(for: OnboardingRoute.stage.erased, showing: stage)).picker?.choose([0])
        app.perform(.push(OnboardingRoute.grades.erased))
        let grades = try #require(app.entryOnTop)
        // The grades step is another entry, with nothing chosen yet.
        #expect(
            try #require(await screens.screen(for: OnboardingRoute.grades.erased, showing: grades)).picker?.chosen == []
        )
        let restarted = try self.app()
        try restarted.router.restore(from: try app.router.snapshot())
        let entries = restarted.state.entries(ofLayer: 0)
        #expect(entries.count == 3)
        let restoredStage = try #require(
            await screens.screen(
                for: OnboardingRoute.stage.erased, showing: ScreenEntry(entries[1], of: restarted.router)))
        #expect(restoredStage.picker?.chosen == [0])
        let restoredGrades = try #require(
            await screens.screen(for: OnboardingRoute.grades.erased, showing: restarted.entryOnTop))
        #expect(restoredGrades.picker?.chosen == [])
    }
}
