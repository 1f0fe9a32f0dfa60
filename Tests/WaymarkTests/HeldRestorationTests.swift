import Foundation
import Testing
import WaymarkTesting

@_spi(FrontEnd) @testable import Waymark

/// Held navigation is the user's intent and outlives the process: a snapshot taken behind the
/// sign-in cover keeps where the user was going, and restoring resolves it afresh.
@MainActor
@Suite("Held navigation across a restart")
struct HeldRestorationTests {
    static let profile = "app://profile/0b9e4f3a-1c2d-4e5f-8a9b-0c1d2e3f4a5b"

    /// A new process: a router of its own over the same app, with `signedIn` as the user now is.
    func relaunch(signedIn: Bool = false) throws -> NavigationRouter {
        let registry = try LinkFixtureApp.builder().build()
        return NavigationRouter(session: NavigationSession(registry: registry, met: signedIn ? [.signedIn] : []))
    }

    /// A snapshot taken while `link` waits behind the sign-in cover.
    func snapshotHolding(_ link: String) async throws -> Data {
        let handler = try LinkFixtureApp.handler()
        _ = await handler.appDidBecomeReady()
        _ = await handler.open(link)
        #expect(handler.router.state.held != nil)
        return try handler.router.snapshot()
    }

    @Test func aHeldLinkIsSavedWithItsCauseAndOpensAfterSigningInOnceRestored() async throws {
        let snapshot = try await snapshotHolding(Self.profile)
        let text = String(decoding: snapshot, as: UTF8.self)
        #expect(text.contains(#""held":{"link":"\#(Self.profile)","cause":"link","value":"\#(Self.profile)"}"#))

        let router = try relaunch()
        try router.restore(from: snapshot)
        #expect(router.state.held?.request == .link(Self.profile))
        #expect(router.state.held?.cause == .link(Self.profile))
        #expect(router.state.held?.requirements == [.signedIn])
        #expect(router.state.modals.map(\.root) == [AccountLinkRoute.signIn.erased])

        await router.session.meet(.signedIn)
        #expect(router.state.held == nil)
        #expect(router.state.modals.isEmpty)
        #expect(router.state.selectedTab == "account")
        #expect(router.state.stack(of: "account").last?.destinationName == "account.profile")
        #expect(router.journal.entries.last?.cause == .link(Self.profile))
    }

    @Test func aTapHeldForSignInIsSavedAsTheLinkOfItsScreen() async throws {
        let handler = try LinkFixtureApp.handler()
        let id = try #require(UUID(uuidString: "0B9E4F3A-1C2D-4E5F-8A9B-0C1D2E3F4A5B"))
        try handler.router.perform(.selectTab("account"))
        try handler.router.perform(.push(AccountLinkRoute.profile(id).erased))
        #expect(handler.router.state.held?.request == .intents([.push(AccountLinkRoute.profile(id).erased)]))
        let router = try relaunch()
        try router.restore(from: try handler.router.snapshot())
        #expect(router.state.held?.request == .link(Self.profile))
        #expect(router.state.held?.cause == .user)
        await router.session.meet(.signedIn)
        #expect(router.state.stack(of: "account") == [AccountLinkRoute.profile(id).erased])
    }

    @Test func aHeldLinkThatNoLongerOpensIsDroppedWithANotice() async throws {
        let snapshot = try await snapshotHolding(Self.profile)
        let edited = String(decoding: snapshot, as: UTF8.self).replacingOccurrences(
            of: #""link":"app://profile/"#, with: #""link":"app://gone/"#)
        let router = try relaunch()
        try router.restore(from: Data(edited.utf8))
        #expect(router.state.held == nil)
        guard case .linkRejected = router.state.notice else {
            Issue.record(
                "expected a notice that the link no longer opens, got \(String(describing: router.state.notice))")
            return
        }
        let note = try #require(router.journal.entries.last?.notes.last)
        #expect("\(note)".contains("Dropped the navigation to 'app://gone/"))
        #expect(router.state.modals.map(\.root) == [AccountLinkRoute.signIn.erased], "The rest is restored")
    }

    @Test func aUserWhoAlreadyMeetsItKeepsTheRestoredPlaceWithoutIt() async throws {
        let snapshot = try await snapshotHolding(Self.profile)
        let router = try relaunch(signedIn: true)
        try router.restore(from: snapshot)
        #expect(router.state.held == nil)
        #expect(router.state.notice == nil)
        #expect(
            router.journal.entries.last?.notes.contains(
                .repaired(.heldNavigationDropped(Self.profile, .nothingLacking))) == true)
    }

    @Test func heldNavigationWhoseCoverWasNotRestoredIsDropped() async throws {
        let snapshot = try await snapshotHolding(Self.profile)
        let edited = String(decoding: snapshot, as: UTF8.self).replacingOccurrences(
            of: #""modals":[{"style":"fullScreenCover","root":"sign-in","path":[]}]"#, with: #""modals":[]"#)
        #expect(edited != String(decoding: snapshot, as: UTF8.self), "The edit must take the cover away")
        let router = try relaunch()
        try router.restore(from: Data(edited.utf8))
        #expect(router.state.held == nil)
        #expect(
            router.journal.entries.last?.notes.contains(
                .repaired(.heldNavigationDropped(Self.profile, .screenNotRestored(.signedIn)))) == true)
    }

    @Test func aSnapshotWithoutHeldNavigationRestoresWithoutIt() async throws {
        let handler = try LinkFixtureApp.handler()
        try handler.router.perform(.selectTab("search"))
        let router = try relaunch()
        try router.restore(from: try handler.router.snapshot())
        #expect(router.state.held == nil && router.state.notice == nil)
        #expect(!String(decoding: try handler.router.snapshot(), as: UTF8.self).contains("held"))
    }
}
