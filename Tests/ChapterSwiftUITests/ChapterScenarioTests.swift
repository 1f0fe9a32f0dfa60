#if canImport(SwiftUI) && SWIFTUI_STANDIN
// Compiled only in Tools/SwiftUICheck, against the stand-in of SwiftUI's declared API: these tests
// read the view tree through the stand-in's renderer, which SwiftUI does not offer.
import ChapterApp
import ChapterKit
import Foundation
import HeadlessSupport
import SwiftUI
import Testing
import UIKit
@_spi(FrontEnd) import Waymark
@_spi(FrontEnd) import WaymarkPresentation
import WaymarkSwiftUI

@testable import ChapterSwiftUI

@MainActor
@Suite("Chapter in SwiftUI, rendered headless", .serialized)
struct ChapterScenarioTests {
    let course = "chapter://course/9f93d130-f5bc-50b3-9005-8e17e4a53a37"

    func route(_ link: String, in window: ChapterWindowUnderTest) throws -> [AnyRoute] {
        try window.scene.app.registry.routes(forExternalLink: link).get()
    }

    // MARK: - The seeded scenarios of docs/presentation.md

    @Test func leaveAModalForAPushAndComeBackToFindItAgain() async throws {
        let window = try await ChapterWindowUnderTest()
        let router = try window.router
        window.renderer.select("arcade")
        await window.settle()
        #expect(window.renderer.tap("Play Career Quiz"))
        try await window.workFinished()
        #expect(router.state.modals.count == 1)
        await window.settle()
        #expect(window.renderer.presentations.map(\.style) == [.fullScreenCover])

        #expect(window.renderer.tap("Careers like this"))
        try await window.workFinished()
        #expect(router.state.modals.isEmpty)
        await window.settle()
        #expect(window.renderer.presentations.isEmpty)
        let arcade = try #require(window.renderer.stack(of: "arcade"))
        #expect(arcade.path.count == 1)

        // The user swipes back to where they left the game: it is presented again.
        window.renderer.setPath([], of: arcade)
        #expect(router.state.modals.count == 1)
        await window.settle()
        #expect(window.renderer.presentations.map(\.style) == [.fullScreenCover])
        #expect(try window.presenter.displayed == DisplayedState(router.state))
    }

    @Test func aDeepLinkWhileTwoModalsAreUp() async throws {
        let window = try await ChapterWindowUnderTest()
        let router = try window.router
        await router.session.meet(.signedIn)
        try router.perform(
            .present(try route("chapter://settings", in: window)[0]),
            .present(try route("chapter://play/career-quiz", in: window)[0]))
        await window.settle()
        #expect(window.renderer.presentations.map(\.style) == [.sheet, .fullScreenCover])

        window.renderer.open(try #require(URL(string: course)))
        try await window.workFinished()
        #expect(router.state.modals.isEmpty)
        await window.settle()
        #expect(router.state.selectedTab == "search")
        #expect(window.renderer.presentations.isEmpty)
        #expect(window.renderer.stack(of: "search")?.path.count == 2)
        #expect(window.renderer.selectedTabID == "search")
        #expect(try window.presenter.displayed == DisplayedState(router.state))
    }

    @Test func aNotificationWhileTheUserSwipesBack() async throws {
        let window = try await ChapterWindowUnderTest()
        let router = try window.router
        try await window.scene.app.links.open(course)
        await window.settle()
        let search = try #require(window.renderer.stack(of: "search"))
        let university = try #require(search.routes.first)

        let payload = Data(#"{"type": "event_reminder", "event_id": "15b0b848-1373-58ae-ae51-a9b57e94be6f"}"#.utf8)
        let links = try window.scene.app.links
        let notification = Task { await links.receive(notification: payload) }
        window.renderer.setPath([university], of: search)
        _ = await notification.value
        await window.settle()
        #expect(router.state.selectedTab == "calendar")
        #expect(router.state.stack(of: "search") == [university])
        #expect(window.renderer.stack(of: "search")?.routes == [university])
        #expect(window.renderer.stack(of: "calendar")?.path.count == 1)
        #expect(try window.presenter.displayed == DisplayedState(router.state))
    }

    // MARK: - Guards, restoration, links

    @Test func aGuardedPushFromANavigationLinkWaitsForSignIn() async throws {
        let window = try await ChapterWindowUnderTest()
        let router = try window.router
        window.renderer.select("connect")
        await window.settle()
        let group = try route("chapter://group/205970a5-3ac3-5a53-a002-e2969fafc70e", in: window)
        let connect = try #require(window.renderer.stack(of: "connect"))
        window.renderer.setPath(group, of: connect)
        #expect(router.state.held != nil)
        await window.settle()
        #expect(window.renderer.stack(of: "connect")?.path == [])
        #expect(window.renderer.presentations.map(\.style) == [.fullScreenCover])

        let signIn = try #require(window.renderer.buttonTitles.first { $0.hasPrefix("Sign in as") })
        #expect(window.renderer.tap(signIn))
        try await window.workFinished()
        #expect(router.state.held == nil && router.state.modals.isEmpty)
        await window.settle()
        #expect(router.state.stack(of: "connect") == group)
        #expect(window.renderer.stack(of: "connect")?.routes == group)
        #expect(window.renderer.presentations.isEmpty)
    }

    @Test func aLinkWaitsForSignInThenTheOnboardingCoverAndOpensWhenItIsFinished() async throws {
        let window = try await ChapterWindowUnderTest()
        let router = try window.router
        window.renderer.open(try #require(URL(string: "chapter://match")))
        try await window.workFinished()
        await window.settle()
        #expect(router.state.held?.requirements == [.signedIn, .onboarded])
        #expect(window.renderer.presentations.map(\.style) == [.fullScreenCover])

        #expect(window.renderer.tap("Sign up as a new student"))
        try await window.workFinished()
        await window.settle()
        #expect(router.state.held?.requirements == [.onboarded], "Held again, now for onboarding")
        #expect(window.renderer.presentations.map(\.style) == [.fullScreenCover])
        #expect(window.renderer.buttonTitles.contains("Continue"))

        // The welcome and the four steps: each screen's first action goes on; the last finishes.
        // Every screen of the cover's stack is drawn, so the one on top is the last "Continue".
        for _ in 0..<4 {
            #expect(window.renderer.tapLast("Continue"))
            try await window.workFinished()
            await window.settle()
        }
        #expect(router.state.modals.first?.path.count == 4, "The steps are pushed inside the cover")
        #expect(window.renderer.tap("Start exploring"))
        try await window.workFinished()
        await window.settle()
        #expect(router.state.held == nil && router.session.met == [.signedIn, .onboarded])
        #expect(router.state.modals.map(\.root) == [try route("chapter://match", in: window)[0]])
        #expect(window.renderer.presentations.map(\.style) == [.sheet])
        #expect(try window.presenter.displayed == DisplayedState(router.state))
    }

    @Test func aSocietysPageLeadsToItsUniversityAndItsGroupChat() async throws {
        let window = try await ChapterWindowUnderTest()
        let router = try window.router
        window.renderer.open(try #require(URL(string: "chapter://society/50c1e7e5-0000-4000-8000-000000000001")))
        try await window.workFinished()
        await window.settle()
        #expect(router.state.selectedTab == "search")
        #expect(window.renderer.stack(of: "search")?.path.count == 2, "The society over its university")
        #expect(window.renderer.buttonTitles.contains("Group chat"))

        #expect(window.renderer.tapLast("Join"))
        try await window.workFinished()
        await window.settle()
        #expect(router.state.held?.requirements == [.signedIn], "Joining needs a signed-in student")
        #expect(window.renderer.presentations.map(\.style) == [.fullScreenCover])
        #expect(try window.presenter.displayed == DisplayedState(router.state))
    }

    @Test func inGameFirstModeTheTabBarSendsTheUserToTheWorld() async throws {
        let window = try await ChapterWindowUnderTest()
        let router = try window.router
        try window.scene.app.setGameFirst(true)
        await window.settle()
        #expect(window.renderer.presentations.map(\.style) == [.fullScreenCover], "The world, at the hub's zone")
        try window.scene.app.navigation.perform(.dismissAll)
        await window.settle()

        window.renderer.select("calendar")
        await window.settle()
        #expect(router.state.selectedTab == "hub", "The selected tab stays")
        #expect(window.renderer.selectedTabID == "hub", "The tab bar shows the state's tab again")
        let zone = try #require(try route("chapter://world/calendar", in: window).last)
        #expect(router.state.modals.map(\.root) == [try route("chapter://world", in: window)[0]])
        #expect(router.state.modals.first?.path == [zone], "The world, at the calendar's zone")
        #expect(window.renderer.presentations.map(\.style) == [.fullScreenCover])
        #expect(try window.presenter.displayed == DisplayedState(router.state))
    }

    @Test func aRestoredWindowOpensWhereTheUserLeftItWithNothingAnimated() async throws {
        let earlier = try ChapterApp()
        await earlier.links.appDidBecomeReady()
        await earlier.links.open(course)
        let saved = try earlier.navigation.snapshot()

        let window = try await ChapterWindowUnderTest(restoring: saved)
        let router = try window.router
        #expect(router.state.stack(of: "search") == earlier.navigation.state.stack(of: "search"))
        #expect(window.renderer.runningAnimations == 0)
        #expect(window.renderer.stack(of: "search")?.path.count == 2)
        #expect(try window.presenter.displayed == DisplayedState(router.state))
    }

    @Test func aUniversalLinkOpensInTheWindow() async throws {
        let window = try await ChapterWindowUnderTest()
        let router = try window.router
        // SwiftUI hands a universal link to `onOpenURL`, not as a web page activity.
        window.renderer.open(try #require(URL(string: "https://chapter.app/university/1")))
        try await window.workFinished()
        #expect(router.state.selectedTab == "search")
        #expect(router.journal.entries.last?.cause == .link("https://chapter.app/university/1"))
        await window.settle()
        #expect(window.renderer.stack(of: "search")?.path.count == 1)
        // The window hands the university over to the user's other devices.
        let advertised = try #require(window.renderer.advertisedActivity())
        #expect(advertised.activityType == "app.chapter.screen")
        #expect(advertised.userInfo?["link"] as? String == "chapter://university/1")
        #expect(advertised.webpageURL?.absoluteString == "https://chapter.app/university/1")
    }

    @Test func aSpotlightResultAndHandoffFromTheAppOpenWithTheirOwnCause() async throws {
        let window = try await ChapterWindowUnderTest()
        let router = try window.router
        let result = NSUserActivity(activityType: "com.apple.corespotlightitem")
        result.userInfo = ["kCSSearchableItemActivityIdentifier": "chapter://careers"]
        window.renderer.continueUserActivity(result)
        try await window.workFinished()
        #expect(
            router.state.stack(of: "arcade") == [
                try #require(router.registry.routes(forExternalLink: "chapter://careers").get().first)
            ])
        #expect(router.journal.entries.last?.cause == .entryPoint(.spotlight, link: "chapter://careers"))
        let handoff = NSUserActivity(activityType: "app.chapter.screen")
        handoff.userInfo = ["link": "chapter://university/1"]
        window.renderer.continueUserActivity(handoff)
        try await window.workFinished()
        #expect(router.state.selectedTab == "search")
        #expect(router.journal.entries.last?.cause == .entryPoint(.handoff, link: "chapter://university/1"))
    }

    @Test func aHomeScreenQuickActionOpensItsScreenAtLaunchAndLater() async throws {
        let actions = try ChapterApp().quickActions
        let calendar = try #require(actions.first { $0.title == "Calendar" })
        let window = try await ChapterWindowUnderTest(launchedFrom: UIApplicationShortcutItem(calendar))
        let router = try window.router
        try await window.workFinished()
        #expect(router.state.selectedTab == "calendar")
        #expect(router.journal.entries.last?.cause == .entryPoint(.quickAction, link: calendar.userInfo["link"]!))
        // The window put the app's quick actions on the Home Screen.
        #expect(UIApplication.shared.shortcutItems?.map(\.localizedTitle) == actions.map(\.title))

        // Chosen later, the inbox waits for sign-in like any link to it.
        let inbox = try #require(UIApplication.shared.shortcutItems?.first { $0.localizedTitle == "Inbox" })
        var handled = false
        window.sceneDelegate.windowScene(
            UIWindowScene(session: UISceneSession(persistentIdentifier: "window"), connectionOptions: .init()),
            performActionFor: inbox
        ) { handled = $0 }
        await window.settle()
        try await window.workFinished()
        #expect(handled)
        #expect(router.state.held?.cause == .entryPoint(.quickAction, link: "chapter://inbox"))
        await window.settle()
        #expect(window.renderer.presentations.map(\.style) == [.fullScreenCover])
    }

    @Test func onlyAnAppWindowGetsTheQuickActionsSceneDelegate() {
        let delegate = ChapterAppDelegate()
        let window = delegate.application(
            UIApplication.shared, configurationForConnecting: UISceneSession(persistentIdentifier: "window"),
            options: UIScene.ConnectionOptions())
        #expect(window.delegateClass is QuickActionSceneDelegate.Type)
        let mirrored = delegate.application(
            UIApplication.shared,
            configurationForConnecting: UISceneSession(
                persistentIdentifier: "display", role: .windowExternalDisplayNonInteractive),
            options: UIScene.ConnectionOptions())
        #expect(mirrored.delegateClass == nil)
        #expect(mirrored.role == .windowExternalDisplayNonInteractive)
    }

    // MARK: - The sample's own behaviour

    @Test func everyWindowIsASceneOfOneApp() async throws {
        let launch = ChapterLaunch(host: .swiftUI(watchdogClock: ManualClock()))
        let first = try launch.openWindow().get()
        let second = try launch.openWindow().get()
        #expect(first.app.session === second.app.session)
        #expect(first.app.navigation !== second.app.navigation)
        try first.app.navigation.perform(.selectTab("search"))
        #expect(second.app.navigation.state.selectedTab == "hub")
        await first.app.session.meet(.signedIn)
        #expect(second.app.isSignedIn)
    }

    @Test func aDoubleTapNavigatesOnce() async throws {
        let window = try await ChapterWindowUnderTest()
        let router = try window.router
        window.renderer.select("arcade")
        await window.settle()
        #expect(window.renderer.tap("Play Career Quiz"))
        #expect(window.renderer.tap("Play Career Quiz"))
        try await window.workFinished()
        #expect(router.state.modals.count == 1)
    }

    @Test func screensLoadAgainWhenAnActionChangesWhatTheyShow() async throws {
        let window = try await ChapterWindowUnderTest()
        // The lists tab, once shown, is kept while another tab is: its screen loads again there.
        window.renderer.select("lists")
        await window.settle()
        #expect(window.renderer.texts().contains("Your shortlist is empty."))
        try await window.scene.app.links.open(course)
        await window.settle()
        #expect(window.renderer.tap("Add to shortlist"))
        try await window.workFinished()
        #expect((try? window.scene.app.shortlist.count) == 1)
        await window.settle()
        #expect(window.renderer.selectedTabID != "lists")
        #expect(!window.renderer.texts().contains("Your shortlist is empty."))
        #expect(window.renderer.texts().contains("- Computer Science BA"))
    }

    @Test func takingACourseOffTheShortlistAsksAndTheAnswerIsCarriedOut() async throws {
        let window = try await ChapterWindowUnderTest()
        try await window.scene.app.links.open(course)
        await window.settle()
        #expect(window.renderer.tap("Add to shortlist"))
        try await window.workFinished()
        #expect((try? window.scene.app.shortlist.count) == 1)
        await window.settle()
        #expect(window.renderer.tap("Remove from shortlist"))
        try await window.workFinished()
        #expect((try? window.scene.app.navigation.state.dialog) != nil)
        await window.settle()
        #expect(window.renderer.shownDialogs == ["Remove Computer Science BA from your shortlist?"])
        #expect(window.renderer.answerDialog("Remove"))
        try await window.workFinished()
        #expect((try? window.scene.app.shortlist.isEmpty) == true)
        #expect(try window.scene.app.navigation.state.dialog == nil)
    }

    @Test func theTabBarHidesOnPushedScreensAsEachDestinationDeclares() async throws {
        let window = try await ChapterWindowUnderTest()
        #expect(!window.renderer.tabBarVisibilities.contains(.hidden))
        try await window.scene.app.links.open(course)
        await window.settle()
        #expect(window.renderer.tabBarVisibilities.contains(.hidden))
        #expect(window.renderer.navigationTitles.contains("Computer Science BA"))
    }

    @Test func onAnIPadSearchShowsWhatWasFoundBesideWhatWasChosen() async throws {
        let window = try await ChapterWindowUnderTest()
        window.renderer.resizeWindow(to: .regular)
        window.renderer.select("search")
        await window.settle()
        let empty = try #require(window.renderer.splitViews.first)
        #expect(window.renderer.texts(under: empty.detailColumn) == ["Choose a university or a course to see it here."])
        #expect(window.renderer.tabViewStyles == ["SidebarAdaptableTabViewStyle"])

        try await window.scene.app.links.open(course)
        await window.settle()
        let split = try #require(window.renderer.splitViews.first)
        #expect(window.renderer.navigationTitles.contains("Computer Science BA"))
        #expect(window.renderer.texts(under: split.firstColumn).contains("6 universities"), "The search screen")
        let state = try window.router.state
        window.renderer.resizeWindow(to: .compact)
        await window.settle()
        #expect(window.renderer.splitViews.isEmpty)
        #expect(window.renderer.stack(of: "search")?.path.count == 2)
        #expect(try window.router.state == state, "A phone shows the same screens")
    }
}
#endif
