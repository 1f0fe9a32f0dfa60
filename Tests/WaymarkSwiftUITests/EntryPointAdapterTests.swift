#if canImport(SwiftUI) && SWIFTUI_STANDIN
// Compiled only in Tools/SwiftUICheck, against the stand-ins of SwiftUI's, UIKit's and App
// Intents' declared API: these tests drive the adapter's entry points headless.
import AppIntents
import Foundation
import HeadlessSupport
import SwiftUI
import Testing
import UIKit
@_spi(FrontEnd) @testable import Waymark
@_spi(FrontEnd) @testable import WaymarkPresentation
import WaymarkSwiftUI

@MainActor
@Suite("Entry points through UIKit and App Intents, headless", .serialized)
struct EntryPointAdapterTests {
    let scene = UIWindowScene(
        session: UISceneSession(persistentIdentifier: "window"), connectionOptions: UIScene.ConnectionOptions())

    func shortcut(_ route: AdapterApp.Route, in window: AdapterWindow) throws -> UIApplicationShortcutItem {
        let action = try window.router.registry.quickAction(for: route.erased, title: "Open")
        return UIApplicationShortcutItem(action)
    }

    @Test func aQuickActionChosenAtLaunchOpensItsScreenOnceTheSceneIsReady() async throws {
        let sceneDelegate = QuickActionSceneDelegate()
        // UIKit connects the scene, with the item the user chose, before any view exists.
        let item = UIApplicationShortcutItem(
            type: "app.item", localizedTitle: "Item 3", localizedSubtitle: nil, icon: nil,
            userInfo: ["link": NSString(string: "app://item/3")])
        sceneDelegate.scene(
            scene, willConnectTo: scene.session, options: UIScene.ConnectionOptions(shortcutItem: item))
        #expect(sceneDelegate.received.count == 1)

        let window = try AdapterWindow(sceneDelegate: sceneDelegate)
        #expect(sceneDelegate.received.isEmpty, "The root view takes it as it first appears")
        await window.presenter.scene.startedWorkFinished()
        #expect(window.router.state.stack(of: "search").isEmpty, "Links wait until the scene is ready")
        await window.presenter.scene.start(restoring: nil)
        #expect(window.router.state.stack(of: "search") == [AdapterApp.Route.item(3).erased])
        #expect(window.router.journal.entries.last?.cause == .entryPoint(.quickAction, link: "app://item/3"))
    }

    @Test func aQuickActionChosenLaterIsHandledUnderTheRulesLinksFollow() async throws {
        let sceneDelegate = QuickActionSceneDelegate()
        let window = try AdapterWindow(sceneDelegate: sceneDelegate)
        await window.presenter.scene.start(restoring: nil)

        var handled: [Bool] = []
        sceneDelegate.windowScene(scene, performActionFor: try shortcut(.members, in: window)) { handled.append($0) }
        #expect(handled == [true])
        window.settle()
        await window.presenter.scene.startedWorkFinished()
        // The members' screen needs a signed-in user: the action is held and sign-in is shown.
        #expect(window.router.state.held?.cause == .entryPoint(.quickAction, link: "app://members"))
        #expect(window.router.state.modals.last?.root == AdapterApp.Route.signIn.erased)

        // An item without its link is refused with a notice; the screen stays as it was.
        let modals = window.router.state.modals
        sceneDelegate.windowScene(
            scene, performActionFor: UIApplicationShortcutItem(type: "app.stale", localizedTitle: "Old")
        ) { handled.append($0) }
        window.settle()
        await window.presenter.scene.startedWorkFinished()
        #expect(handled == [true, true])
        #expect(window.router.state.modals == modals)
        #expect(
            window.router.state.notice == .linkRejected(.unreadableActivity("a quick action without its 'link'")))
    }

    @Test func theHomeScreenItemHoldsTheDeclaredAction() throws {
        let window = try AdapterWindow()
        let action = try window.router.registry.quickAction(for: AdapterApp.Route.item(4).erased, title: "Item 4")
        let item = UIApplicationShortcutItem(action, icon: UIApplicationShortcutIcon(systemImageName: "star"))
        #expect(item.type == action.type && item.localizedTitle == "Item 4")
        #expect((item.userInfo?["link"] as? NSString).map(String.init) == "app://item/4")
        #expect(item.icon?.systemImageName == "star")
    }

    @Test func anOpenURLIntentOpensItsScreenAsAnAppIntent() async throws {
        let window = try AdapterWindow(links: AdapterApp.linksWithWebsite)
        await window.presenter.scene.start(restoring: nil)
        let intent = try OpenURLIntent(AdapterApp.Route.item(5).erased, in: window.router.registry)
        // `OpenURLIntent` opens a universal link: the website's, not the app's own scheme.
        #expect(intent.url.absoluteString == "https://example.app/item/5?via=appIntent")
        // The system opens the intent's URL in the app, through `onOpenURL`.
        window.renderer.open(intent.url)
        await window.presenter.scene.startedWorkFinished()
        #expect(window.router.state.stack(of: "search") == [AdapterApp.Route.item(5).erased])
        #expect(
            window.router.journal.entries.last?.cause == .entryPoint(.appIntent, link: "https://example.app/item/5"))
        #expect(throws: LinkValueError.noLink("app.settings")) {
            try OpenURLIntent(AdapterApp.Route.settings.erased, in: window.router.registry)
        }
    }

    @Test func anAppWithoutAWebsiteHasNoOpenURLIntent() throws {
        let window = try AdapterWindow()
        #expect(throws: LinkValueError.noUniversalLinkHost) {
            try OpenURLIntent(AdapterApp.Route.item(5).erased, in: window.router.registry)
        }
    }

    @Test func theScreenTheUserIsOnIsAdvertisedForHandoff() async throws {
        let window = try AdapterWindow()
        await window.presenter.scene.start(restoring: nil)
        // The hub's root has no link: nothing to hand over.
        window.settle()
        #expect(window.renderer.advertisedActivity() == nil)

        try window.router.perform(.selectTab("search"), .push(AdapterApp.Route.item(3).erased))
        window.settle()
        let advertised = try #require(window.renderer.advertisedActivity())
        #expect(advertised.activityType == "app.screen")
        #expect(advertised.userInfo?["link"] as? String == "app://item/3")
        #expect(advertised.targetContentIdentifier == "app://item/3")
        #expect(advertised.webpageURL == nil, "The app has no universal-link host")

        // A sheet without a link over it: the screen the user is on cannot be handed over.
        try window.router.perform(.present(AdapterApp.Route.settings.erased))
        window.settle()
        #expect(window.renderer.advertisedActivity() == nil)
    }
}
#endif
