import PropertyBased
import Testing
@_spi(FrontEnd) import Waymark
import WaymarkTesting

/// Random sequences over an app whose screens need two requirements, met one after another or
/// both at once (sign-in, then onboarding, or a returning user who has both), lost together or
/// apart: the access rules hold after every step, and held navigation always shows the screen that
/// meets what it lacks first.
@MainActor
@Suite("Requirements met in turn, properties")
struct RequirementsInTurnPropertyTests {
    static let onboarded = OnboardingFeature.onboarded
    static let plan = OnboardingFeature.OnboardingRoute.studyPlan.erased
    static let welcome = OnboardingFeature.OnboardingRoute.welcome.erased

    enum Step {
        case intents([NavigationIntent])
        case meet(Set<Requirement>)
        case revoke(Set<Requirement>)
        case gesture(ScreenWrite)
    }

    static let steps: [Step] = [
        .intents([.push(plan)]), .intents([.push(plan)]), .intents([.push(.profile(1))]),
        .intents([.present(.settings)]), .intents([.present(.settings, path: [.privacy, plan])]),
        .intents([.present(welcome)]), .intents([.pop()]), .intents([.dismissTop]), .intents([.dismissAll]),
        .intents([.selectTab("search")]), .intents([.selectTab("home")]),
        .meet([.signedIn]), .meet([onboarded]), .meet([.signedIn, onboarded]),
        .revoke([.signedIn]), .revoke([onboarded]), .revoke([.signedIn, onboarded]),
        .gesture(.draggedDown(layer: 0)), .gesture(.swipedBack(.top, toDepth: 0)),
    ]

    static let sequences = Gen.int(in: 0..<steps.count).array(of: 1...30)

    @Test func noStateShowsAScreenWhoseRequirementsAreUnmet() async throws {
        var heldForTwo = 0
        var completed = 0
        await propertyCheck(count: 250, input: Self.sequences) { indices in
            let run = try await Self.run(indices)
            #expect(run.findings.broken.isEmpty, "\(run.findings.broken)")
            #expect(run.findings.engineSaw.isEmpty, "\(run.findings.engineSaw)")
            heldForTwo += run.heldForTwo
            completed += run.completed
        }
        #expect(heldForTwo > 0 && completed > 0, "The random steps never held for both and completed; tune the steps")
    }

    /// With a wrong rule planted (the study plan declared without onboarding, so the engine opens
    /// it once the user has signed in), the engine's own checker agrees with every state, and the
    /// rules restated in the test catch it.
    @Test func anOnboardingRequirementTheDeclarationForgotFailsTheProperty() async throws {
        let findings = try await AccessFindings.overFixedDraws(of: Self.sequences) {
            try await Self.run($0, onboarding: OnboardingFeature(studyPlanNeedsOnboarding: false)).findings
        }
        #expect(
            findings.broken.contains { $0.hasSuffix("onboarding.studyPlan is shown though the user lacks [onboarded]") }
        )
        #expect(findings.engineSaw.isEmpty, "The engine agrees with the wrong rule it was given")
    }

    /// Plays the steps at `indices` on the fixture app with onboarding, checking after every step.
    static func run(
        _ indices: [Int], onboarding: OnboardingFeature = OnboardingFeature()
    ) async throws -> (findings: AccessFindings, heldForTwo: Int, completed: Int) {
        var findings = AccessFindings()
        var heldForTwo = 0
        var completed = 0
        let app = try NavigationHarness(
            tabs: FixtureApp.tabs, features: [CatalogFeature(), AccountFeature(), onboarding])
        let router = app.router
        for index in indices {
            let hadPending = router.state.held != nil
            switch Self.steps[index] {
            case .intents(let intents): _ = try? router.apply(NavigationTransaction(intents))
            case .meet(let requirements): await app.session.meet(requirements)
            case .revoke(let requirements): app.session.revoke(requirements)
            case .gesture(let gesture): _ = try? router.userDid(gesture)
            }
            if router.state.held?.requirements.count == 2 { heldForTwo += 1 }
            if hadPending, router.state.held == nil,
                router.state.stacks.values.contains(where: { $0.contains { $0.route == Self.plan } })
            {
                completed += 1
            }
            findings.check(router, after: "\(Self.steps[index])")
        }
        return (findings, heldForTwo, completed)
    }
}
