import PropertyBased
import Testing
import Waymark
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

    @Test func tabSelectionsInTheModeShowTheirZoneAndNothingElseBreaksARule() async throws {
        var redirectedSelections = 0
        await propertyCheck(count: 250, input: Gen.int(in: 0..<Self.steps.count).array(of: 1...30)) { indices in
            let app = try NavigationHarness(
                tabs: FixtureApp.tabs, features: [CatalogFeature(), AccountFeature(), WorldFeature()])
            let router = app.router
            for index in indices {
                let before = router.state
                switch Self.steps[index] {
                case .intents(let intents, let cause):
                    _ = try? router.apply(NavigationTransaction(intents, cause: cause))
                case .selectTab(let tab, let gesture):
                    let applied =
                        gesture
                        ? (try? router.userDid(.selectedTab(tab))) : (try? router.perform(.selectTab(tab)))
                    if app.session.modes.contains(WorldFeature.worldFirst), applied != nil {
                        redirectedSelections += 1
                        #expect(router.state.selectedTab == before.selectedTab, "The selected tab stays")
                        #expect(
                            router.state.modals.last.map { [$0.root] + $0.path }
                                == [WorldFeature.world, WorldFeature.zone(tab)], "Its zone is on top")
                    }
                case .mode(let mode, let on): app.session.set(mode, on: on)
                case .signIn: await app.session.meet(.signedIn)
                case .signOut: app.session.revoke(.signedIn)
                }
                AccessPropertyTests.check(router)
                let retired = WorldFeature.WorldRoute.oldPage.erased
                #expect(
                    !router.state.stacks.values.contains { $0.contains(retired) }
                        && !router.state.modals.contains { $0.path.contains(retired) },
                    "The retired screen is never shown")
            }
        }
        #expect(redirectedSelections > 0, "The random steps never selected a tab in the mode; tune the steps")
    }
}
