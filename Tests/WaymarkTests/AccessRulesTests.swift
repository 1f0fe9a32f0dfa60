import Testing
import WaymarkTesting

@_spi(FrontEnd) @testable import Waymark

/// The oracle the access properties judge the engine by can fail on each of its rules: a state the
/// engine answered with is copied, one wrong thing is planted in the copy, and the rules name it.
@MainActor
@Suite("The access rules the property tests restate")
struct AccessRulesTests {
    let app: NavigationHarness
    let answer: NavigationState

    init() throws {
        app = try FixtureApp.harness(met: [.signedIn])
        try app.router.perform(
            .selectTab("account"), .push(.profile(1)), .present(.settings, path: [.privacy, .deleteAccount]))
        answer = app.router.state
    }

    func broken(_ plant: (inout WrittenState) -> Void, met: Set<Requirement> = [.signedIn]) -> [String] {
        let copy = answer.rewritten(plant)
        return AccessRules.fixtures.violations(in: copy, met: met)
    }

    @Test func theEnginesAnswerBreaksNoRule() {
        #expect(AccessRules.fixtures.violations(in: answer, met: [.signedIn]) == [])
        #expect(
            AccessRules.fixtures.violations(in: answer, met: []) == [
                "account.profile is shown though the user lacks [signedIn]",
                "account.settings is shown though the user lacks [signedIn]",
                "account.privacy is shown though the user lacks [signedIn]",
            ])
    }

    @Test func aScreenOfModalsOnATabsStack() {
        #expect(broken { $0.stacks["home"] = [.privacy] } == ["account.privacy stands on tab home's stack"])
    }

    @Test func anInternalScreenAboveOneThatDoesNotLeadToIt() {
        #expect(
            broken { $0.modals[0].path = [.deleteAccount] } == [
                "account.deleteAccount stands above account.settings, which does not lead to it"
            ])
    }

    @Test func aSheetPushedAndAPushedScreenPresented() {
        #expect(broken { $0.modals[0].path.append(.settings) } == ["account.settings is pushed, not presented"])
        #expect(
            broken { $0.modals.append(ModalLayer(style: .sheet, root: .item(1))) } == [
                "catalog.item stands at a modal's root"
            ])
    }

    @Test func aRememberedScreenTheUserMayNotSee() {
        let point = ModalReturnPoint(tab: "account", stack: [.profile(2)], layers: [])
        #expect(
            broken({ $0.returnPoint = point }, met: []).contains(
                "account.profile is shown though the user lacks [signedIn]"))
    }

    @Test func heldNavigationForWhatIsMetOrWithoutTheScreenThatMeetsIt() {
        let held = HeldNavigation(
            request: .intents([.push(.profile(3))]), cause: .user, requirements: [.signedIn],
            destination: .profile(3), layersBelow: 1)
        #expect(
            broken { $0.held = held } == [
                "held for signedIn, which the user has met", "held for signedIn without account.signIn on screen",
            ])
    }
}
