import Foundation
import PropertyBased
import Testing
import WaymarkTesting

@_spi(FrontEnd) @testable import Waymark

/// Random sequences of everything that changes a state (intents from screens, gestures, links,
/// notifications, restorations of snapshots, signing in and out), with the access rules checked
/// after every step.
@MainActor
@Suite("Access properties")
struct AccessPropertyTests {
    static let product = LinkFixtureApp.knownProduct
    static let profile = AccountLinkRoute.profile(product).erased
    static let chat = AccountLinkRoute.chat(product, message: nil).erased
    static let deleteAccount = AccountLinkRoute.deleteAccount.erased

    /// One thing that happens to the app.
    enum Step {
        case intents([NavigationIntent])
        case link(String)
        case notification(String)
        /// Restores the snapshot of a state a signed-in user reached with these intents.
        case restore([NavigationIntent])
        /// Restores a snapshot written by hand, possibly hostile.
        case restoreText(String)
        case signIn
        case signOut
        /// The user closes the top modal, whatever it is (the sign-in cover included).
        case dismissTop
        /// What the user did on screen, written back.
        case gesture(ScreenWrite)
    }

    static let pushable: [AnyRoute] = [
        .shopItem(1), .shopProduct(product), profile, chat, .accountPrivacy, deleteAccount,
    ]

    static let steps: [Step] = {
        var steps: [Step] = []
        for route in pushable {
            steps += [.intents([.push(route)]), .intents([.push(route, on: .tab("account"))])]
            steps.append(.intents([.replaceStack([.shopItem(2), route])]))
        }
        steps += [
            .intents([.present(.accountSettings)]), .intents([.present(.accountSettings, path: [.accountPrivacy])]),
            .intents([.present(.accountSignIn)]),
            .intents([.present(.accountSignIn, path: [.accountPrivacy, deleteAccount])]),
            .intents([.present(.accountSettings, path: [.accountPrivacy, deleteAccount])]),
            .intents([.pop()]), .intents([.pop()]), .intents([.popToRoot()]), .intents([.dismissAll]),
            .intents([.selectTab("account")]), .intents([.selectTab("search", onReselect: .popToRoot)]),
            .intents([.leaveModals(push: [profile], rememberModals: true)]),
            .intents([.leaveModals(push: [.shopItem(3)], rememberModals: true)]),
            .dismissTop, .dismissTop, .signIn, .signOut, .signIn,
            .gesture(.swipedBack(.top, toDepth: 0)), .gesture(.draggedDown(layer: 0)),
            .gesture(.selectedTab("account")),
        ]
        for link in [
            "app://profile/\(product)", "app://chat/\(product)", "app://settings", "app://settings/privacy",
            "app://settings/privacy/item/1", "app://settings/delete-account", "app://item/1/profile/\(product)",
            "app://search/item/4", "app://account", "app://product/\(product)", "app://nowhere", "app://sign-in",
        ] {
            steps.append(.link(link))
        }
        steps += [
            .notification(#"{"type": "message", "chat_id": "\#(product)", "message_id": "\#(product)"}"#),
            .notification(#"{"link": "app://settings/delete-account"}"#),
        ]
        steps += [
            .restore([
                .selectTab("account"), .push(profile),
                .present(.accountSettings, path: [.accountPrivacy, deleteAccount]),
            ]),
            .restore([.present(.accountSignIn), .leaveModals(push: [chat], rememberModals: true)]),
            .restoreText(hostileSnapshot),
        ]
        return steps
    }()

    /// Internal and modal-only screens on tab stacks, a signed-in sheet, a remembered modal.
    static let hostileSnapshot: String = {
        let deleteAccount = #"{"type": "fixture.account", "value": {"deleteAccount": {}}}"#
        let privacy = #"{"type": "fixture.account", "value": {"privacy": {}}}"#
        let settings = #"{"type": "fixture.account", "value": {"settings": {}}}"#
        return """
            {"version": 1, "state": {"selectedTab": "home",
              "stacks": {"home": [\(deleteAccount)], "search": [\(privacy)], "account": []},
              "modals": [{"style": "sheet", "root": \(settings), "path": [\(deleteAccount)]}],
              "returnPoint": {"tab": "account", "stack": [], "layers": [{"style": "sheet", "root": \(settings), "path": []}]}}}
            """
    }()

    static let sequences = Gen.int(in: 0..<steps.count).array(of: 1...30)

    @Test func noStateEverShowsWhatTheUserMayNotSeeOrWhereItMayNotStand() async throws {
        var held = 0
        var completed = 0
        await propertyCheck(count: 250, input: Self.sequences) { indices in
            let run = try await Self.run(indices)
            #expect(run.findings.broken.isEmpty, "\(run.findings.broken)")
            #expect(run.findings.engineSaw.isEmpty, "\(run.findings.engineSaw)")
            held += run.held
            completed += run.completed
        }
        #expect(
            held > 0 && completed > 0, "The random steps never held and completed navigation; the steps need tuning")
    }

    /// The oracle is the engine's judge, not its echo: with a wrong rule planted (the profile
    /// declared without sign-in, so the engine shows it to anyone), the engine's own checker
    /// agrees with every state, and the rules restated in the test catch it.
    @Test func aSignInRequirementTheDeclarationForgotFailsTheProperty() async throws {
        let findings = try await AccessFindings.overFixedDraws(of: Self.sequences) {
            try await Self.run($0, account: AccountLinksFeature(profileNeedsSignIn: false)).findings
        }
        #expect(findings.broken.contains { $0.hasSuffix("account.profile is shown though the user lacks [signedIn]") })
        #expect(findings.engineSaw.isEmpty, "The engine agrees with the wrong rule it was given")
    }

    /// Plays the steps at `indices` on the link fixture app, checking after every step.
    static func run(
        _ indices: [Int], account: AccountLinksFeature = AccountLinksFeature()
    ) async throws -> (findings: AccessFindings, held: Int, completed: Int) {
        var findings = AccessFindings()
        var held = 0
        var completed = 0
        let handler = try LinkFixtureApp.handler(account: account)
        await handler.appDidBecomeReady()
        let router = handler.router
        let donor = try LinkFixtureApp.handler(signedIn: true, account: account).router
        for index in indices {
            let hadPending = router.state.held != nil
            switch Self.steps[index] {
            case .intents(let intents):
                _ = try? router.apply(NavigationTransaction(intents))
            case .link(let link):
                await handler.open(link)
            case .notification(let json):
                await handler.receive(notification: Data(json.utf8))
            case .restore(let intents):
                _ = try? donor.apply(NavigationTransaction(intents))
                _ = try? router.restore(from: try donor.snapshot())
            case .restoreText(let text):
                _ = try? router.restore(from: Data(text.utf8))
            case .signIn:
                await router.session.meet(.signedIn)
                if hadPending, router.state.held == nil { completed += 1 }
            case .signOut:
                router.session.revoke(.signedIn)
            case .dismissTop:
                _ = try? router.perform(.dismissTop)
            case .gesture(let gesture):
                _ = try? router.userDid(gesture)
            }
            if router.state.held != nil { held += 1 }
            findings.check(router, after: "\(Self.steps[index])")
        }
        return (findings, held, completed)
    }
}
