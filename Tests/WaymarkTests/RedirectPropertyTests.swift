import PropertyBased
import Testing
@_spi(FrontEnd) import Waymark
import WaymarkTesting

/// Random sequences over an app with redirect rules (a mode sending tab selections to a world, a
/// retired screen, an experiment's variant), with the modes turned on and off and the user signing
/// in and out between steps: after every step, the access rules hold, a tab selection made in the
/// mode left the selected tab alone and shows its zone on top, and the retired screen never stands
/// anywhere.
@MainActor
@Suite("Redirect rules, properties")
struct RedirectPropertyTests {
    enum Step {
        case intents([NavigationIntent], TransitionCause)
        case selectTab(TabID, gesture: Bool)
        case mode(SessionMode, on: Bool)
        case signIn
        case signOut
    }

    static let steps: [Step] = {
        var steps: [Step] = []
        for tab in FixtureApp.tabs {
            steps += [.selectTab(tab, gesture: false), .selectTab(tab, gesture: true)]
            steps.append(.intents([.dismissAll, .selectTab(tab)], .link("app://\(tab)")))
        }
        steps += [
            .intents([.push(WorldFeature.WorldRoute.oldPage.erased)], .user), .intents([.push(.item(1))], .user),
            .intents([.push(.item(2), on: .tab("search"))], .user), .intents([.present(.settings)], .user),
            .intents([.dismissTop], .user), .intents([.pop()], .user), .intents([.dismissAll], .user),
            .intents([.push(WorldFeature.zone("home"))], .user),
            .mode(WorldFeature.worldFirst, on: true), .mode(WorldFeature.worldFirst, on: false),
            .mode(WorldFeature.variantB, on: true), .mode(WorldFeature.variantB, on: false), .signIn, .signOut,
        ]
        return steps
    }()

    static let sequences = Gen.int(in: 0..<steps.count).array(of: 1...30)

    @Test func tabSelectionsInTheModeShowTheirZoneAndNothingElseBreaksARule() async throws {
        var redirectedSelections = 0
        await propertyCheck(count: 250, input: Self.sequences) { indices in
            let run = try await Self.run(indices)
            #expect(run.findings.broken.isEmpty, "\(run.findings.broken)")
            #expect(run.findings.engineSaw.isEmpty, "\(run.findings.engineSaw)")
            redirectedSelections += run.redirectedSelections
        }
        #expect(redirectedSelections > 0, "The random steps never selected a tab in the mode; tune the steps")
    }

    /// With a wrong rule planted (the experiment's variant declared without the sign-in the item
    /// it replaces needs, so the redirect opens it to anyone), the engine's own checker agrees
    /// with every state, and the rules restated in the test catch it.
    @Test func aVariantThatLostItsSignInFailsTheProperty() async throws {
        let findings = try await AccessFindings.overFixedDraws(of: Self.sequences) {
            try await Self.run($0, world: WorldFeature(variantNeedsSignIn: false)).findings
        }
        #expect(findings.broken.contains { $0.hasSuffix("world.itemB is shown though the user lacks [signedIn]") })
        #expect(findings.engineSaw.isEmpty, "The engine agrees with the wrong rule it was given")
    }

    /// Plays the steps at `indices` on the fixture app with redirect rules, checking after every
    /// step the access rules, and that a tab selection in the mode kept the selected tab and
    /// showed its zone on top, and that the retired screen stands nowhere.
    static func run(
        _ indices: [Int], world: WorldFeature = WorldFeature()
    ) async throws -> (findings: AccessFindings, redirectedSelections: Int) {
        var findings = AccessFindings()
        var redirectedSelections = 0
        let app = try NavigationHarness(tabs: FixtureApp.tabs, features: [CatalogFeature(), AccountFeature(), world])
        let router = app.router
        let retired = WorldFeature.WorldRoute.oldPage.erased
        for index in indices {
            let before = router.state
            let step = "\(Self.steps[index])"
            switch Self.steps[index] {
            case .intents(let intents, let cause):
                _ = try? router.apply(NavigationTransaction(intents, cause: cause))
            case .selectTab(let tab, let gesture):
                let applied =
                    gesture ? (try? router.userDid(.selectedTab(tab))) : (try? router.perform(.selectTab(tab)))
                if app.session.modes.contains(WorldFeature.worldFirst), applied != nil {
                    redirectedSelections += 1
                    if router.state.selectedTab != before.selectedTab {
                        findings.broken.append("after \(step): the selected tab changed in the mode")
                    }
                    let top = router.state.modals.last.map { [$0.root] + $0.path }
                    if top != [WorldFeature.world, WorldFeature.zone(tab)] {
                        findings.broken.append("after \(step): \(tab)'s zone is not on top")
                    }
                }
            case .mode(let mode, let on): app.session.set(mode, on: on)
            case .signIn: await app.session.meet(.signedIn)
            case .signOut: app.session.revoke(.signedIn)
            }
            findings.check(router, after: step)
            if router.state.stacks.values.contains(where: { $0.contains { $0.route == retired } })
                || router.state.modals.contains(where: { $0.path.contains(retired) })
            {
                findings.broken.append("after \(step): the retired screen is shown")
            }
        }
        return (findings, redirectedSelections)
    }
}
