#if canImport(SwiftUI) && SWIFTUI_STANDIN
// Compiled only in Tools/SwiftUICheck, against the stand-in of SwiftUI's declared API.
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

/// Chapter's windows, as an iPad shows them side by side: one process, one app, a `WindowGroup`
/// window per scene, each with its own presenter and scene storage.
@MainActor
@Suite("Chapter's windows through SwiftUI")
struct ChapterWindowsTests {
    let clock = ManualClock()
    let launch: ChapterLaunch

    init() throws {
        try Self.newProcess()
        launch = ChapterLaunch(host: .swiftUI(watchdogClock: clock))
    }

    /// A new process: nothing kept from another test, and the scene delegate SwiftUI puts in every
    /// window's environment (the Home Screen's quick actions).
    static func newProcess() throws {
        ViewRenderer.reset()
        ViewRenderer.failTheTestWhenARenderNeverSettles()
        let session = UISceneSession(persistentIdentifier: "window")
        let options = UIScene.ConnectionOptions(shortcutItem: nil)
        let configuration = ChapterAppDelegate().application(
            UIApplication.shared, configurationForConnecting: session, options: options)
        let delegate = try #require(configuration.delegateClass as? QuickActionSceneDelegate.Type).init()
        WindowEnvironmentObjects.put(delegate)
    }

    /// A window of the app, `id` its scene, opened for `value` if given.
    func openWindow(_ id: String, value: String? = nil, launch: ChapterLaunch? = nil) async -> ViewRenderer {
        let renderer = ViewRenderer(scene: ChapterWindow(launch ?? self.launch), id: id, value: value)
        await renderer.runTasks()
        return renderer
    }

    func scene(of renderer: ViewRenderer) throws -> ChapterSceneModel {
        try #require(renderer.nodes(of: ScreenView.self).first?.view).scene
    }

    /// The user turns to `window`: it becomes active (its scene's phase goes from inactive to
    /// active, and it appears active again), and `others` go to the background, no longer
    /// appearing active.
    func bringForward(_ window: ViewRenderer, from others: [ViewRenderer]) {
        for other in others {
            other.scenePhase = .background
            other.appearsActive = false
            other.render()
        }
        window.scenePhase = .inactive
        window.appearsActive = false
        window.render()
        window.scenePhase = .active
        window.appearsActive = true
        window.render()
    }

    /// The scene sessions whose activation the app asked UIKit for, oldest first, by the window
    /// (the renderer's scene) each belongs to.
    var activatedScenes: [String?] {
        UIApplication.shared.activationRequests.map { $0.session?.persistentIdentifier }
    }

    /// Runs what the window's views started (a link it opened) and draws the result.
    func settle(_ renderer: ViewRenderer) async throws {
        try await scene(of: renderer).presenter.scene.startedWorkFinished()
        renderer.render()
        renderer.finishAnimations()
        await renderer.runTasks()
    }

    @Test func eachWindowHasItsOwnNavigationAndALinkGoesWhereTheEngineSays() async throws {
        let one = await openWindow("one")
        let two = await openWindow("two")
        let (first, second) = (try scene(of: one).app.navigation, try scene(of: two).app.navigation)
        #expect(first !== second && first.session === second.session)
        #expect(first.session.windows.map(\.windowNumber) == [1, 2], "The launch's own scene is no window")
        #expect(first.session.activeWindow === second, "The window that became active last")
        one.open(try #require(URL(string: "chapter://university/1")))
        try await settle(one)
        #expect(second.links(of: "search") == ["chapter://university/1"], "No window had it: the active one")
        #expect(first.state.stack(of: "search").isEmpty)
        two.render()
        #expect(one.preferredExternalEvents.isEmpty && two.preferredExternalEvents.isEmpty, "No window prefers a link")

        bringForward(one, from: [two])
        #expect(first.session.activeWindow === first)
        two.open(try #require(URL(string: "chapter://university/1")))
        try await settle(two)
        #expect(first.session.activeWindow === second, "Window 2 shows it on top: it comes forward")
        #expect(first.state.stack(of: "search").isEmpty, "and nothing else changes")
        two.open(try #require(URL(string: "chapter://university/2")))
        try await settle(two)
        #expect(second.links(of: "search") == ["chapter://university/2"])
    }

    @Test func aWayInThatGoesToAnotherWindowBringsThatWindowsSceneForward() async throws {
        let one = await openWindow("one")
        let two = await openWindow("two")
        let (first, second) = (try scene(of: one).app.navigation, try scene(of: two).app.navigation)
        two.open(try #require(URL(string: "chapter://university/1")))
        try await settle(two)
        one.render()
        #expect(second.links(of: "search") == ["chapter://university/1"])
        #expect(activatedScenes.isEmpty, "The window the system handed it to took it: nothing comes forward")

        bringForward(one, from: [two])
        one.open(try #require(URL(string: "chapter://university/1")))
        try await settle(one)
        two.render()
        #expect(first.session.windowToFront?.windowNumber == second.windowNumber, "Window 2 shows it on top")
        #expect(activatedScenes == ["two"], "Window 2's root asks for its own scene; window 1 asks for nothing")
        one.render()
        two.render()
        #expect(activatedScenes == ["two"], "Once per request, however often the windows draw")

        bringForward(one, from: [two])
        one.open(try #require(URL(string: "chapter://university/1")))
        try await settle(one)
        two.render()
        #expect(activatedScenes == ["two", "two"], "A new request brings it forward again")
        #expect(first.state.stack(of: "search").isEmpty, "Window 1 stays as it was")
    }

    @Test func theActiveWindowIsTheOneThatLastAppearedActiveWhileAllAreActive() async throws {
        let one = await openWindow("one")
        let two = await openWindow("two")
        let (first, second) = (try scene(of: one).app.navigation, try scene(of: two).app.navigation)
        #expect(one.scenePhase == .active && two.scenePhase == .active, "Side by side, both scenes are active")
        // The user taps window 1, then window 2, then window 1: only the one tapped appears active.
        two.appearsActive = false
        two.render()
        one.appearsActive = false
        one.render()
        one.appearsActive = true
        one.render()
        #expect(first.session.activeWindow === first, "Window 1 appeared active last")
        one.appearsActive = false
        one.render()
        two.appearsActive = true
        two.render()
        #expect(first.session.activeWindow === second, "Window 2 appeared active last")
        two.appearsActive = false
        two.render()
        one.appearsActive = true
        one.render()
        #expect(first.session.activeWindow === first)
        two.open(try #require(URL(string: "chapter://university/3")))
        try await settle(two)
        one.render()
        #expect(first.links(of: "search") == ["chapter://university/3"], "A way in no window holds goes to window 1")
        #expect(second.state.stack(of: "search").isEmpty)
    }

    @Test func aServiceActsInTheWindowItWorksForWhileAnotherIsActive() async throws {
        let one = await openWindow("one")
        let two = await openWindow("two")
        bringForward(one, from: [two])
        let (first, second) = (try scene(of: one), try scene(of: two))
        #expect(first.app.session.activeWindow === first.app.navigation)
        let featured = try #require(
            await second.app.screen(for: second.presenter.root(of: second.app.navigation.state.selectedTab)).actions
                .first)
        let before = (first.app.navigation.state, second.app.navigation.state)
        await featured.perform()
        #expect(first.app.navigation.state == before.0, "The active window is as it was")
        // Which screen opened, and where: the first featured university pushed on window 2's
        // Hub, nothing else of it changed (any change at all passed before).
        #expect(
            second.app.navigation.links(of: "hub") == ["chapter://university/1"],
            "The featured university opened in window 2")
        #expect(second.app.navigation.state.selectedTab == "hub")
        for tab in ChapterTab.all where tab != "hub" {
            #expect(
                second.app.navigation.state.stack(of: tab) == before.1.stack(of: tab),
                "tab '\(tab)' of window 2 is as it was")
        }
        #expect(second.app.navigation.state.modals == before.1.modals)
        #expect(second.app.navigation.journal.entries.last?.windowNumber == second.app.navigation.windowNumber)
    }

    @Test func aRestartRestoresEveryWindowFromItsOwnSceneStorage() async throws {
        let one = await openWindow("one")
        let two = await openWindow("two")
        bringForward(one, from: [two])
        one.open(try #require(URL(string: "chapter://university/1")))
        try await settle(one)
        #expect(try scene(of: one).app.navigation.links(of: "search") == ["chapter://university/1"])
        bringForward(two, from: [one])
        two.open(try #require(URL(string: "chapter://careers")))
        try await settle(two)
        let saved = SceneStorageValues.scenes
        let states = [try scene(of: one).app.navigation.state.place, try scene(of: two).app.navigation.state.place]
        #expect(states[0] != states[1])

        try Self.newProcess()
        SceneStorageValues.scenes = saved
        let relaunched = ChapterLaunch(host: .swiftUI(watchdogClock: clock))
        let again = [await openWindow("one", launch: relaunched), await openWindow("two", launch: relaunched)]
        #expect(try again.map { try scene(of: $0).app.navigation.state.place } == states)
        #expect(try scene(of: again[0]).app.session === scene(of: again[1]).app.session)
    }

    @Test func aUniversityOffersItsOwnWindowOnAWideScreenWhereThePlatformOpensWindows() async throws {
        let one = await openWindow("one")
        one.open(try #require(URL(string: "chapter://university/1")))
        try await settle(one)
        #expect(!one.buttonTitles.contains("Open in new window"), "A phone shows one window")
        one.supportsMultipleWindows = false
        one.resizeWindow(to: .regular)
        await one.runTasks()
        #expect(!one.buttonTitles.contains("Open in new window"), "A wide window where the platform opens no other")
        one.supportsMultipleWindows = true
        one.render()
        await one.runTasks()
        #expect(one.tap("Open in new window"))
        #expect(OpenedWindows.values == [AnyHashable("chapter://university/1")])
        let opened = await openWindow("three", value: "chapter://university/1")
        try await settle(opened)
        let navigation = try scene(of: opened).app.navigation
        #expect(navigation.links(of: "search") == ["chapter://university/1"], "It opens on the university")
        #expect(navigation !== (try scene(of: one).app.navigation))
        #expect(PresentedWindowValues.values["three"] == nil, "The link is shown once, not again on a restart")
    }
}

extension NavigationRouter {
    /// The links of the screens pushed on `tab`, bottom first.
    fileprivate func links(of tab: TabID) -> [String] {
        state.stack(of: tab).map { (try? registry.link(for: $0)) ?? $0.destinationName.rawValue }
    }
}
#endif
