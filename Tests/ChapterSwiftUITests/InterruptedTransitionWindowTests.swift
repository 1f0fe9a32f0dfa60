#if canImport(SwiftUI) && SWIFTUI_STANDIN
// Compiled only in Tools/SwiftUICheck, against the stand-ins of SwiftUI's and UIKit's declared API:
// these tests run interactive transitions through the stand-in's renderer, which iOS does not offer.
import ChapterApp
import Foundation
import HeadlessSupport
import SwiftUI
import Testing
import UIKit
@_spi(FrontEnd) import Waymark
@_spi(FrontEnd) import WaymarkPresentation
import WaymarkSwiftUI

@testable import ChapterSwiftUI

/// The interrupted transitions of docs/presentation.md in Chapter's window, rendered headless: the
/// user's finger is UIKit's interactive transition over the screen's controllers, as an iPhone
/// reports it (the stack writing a swipe's pop when it ends, as before iOS 18, or when it begins
/// and again as a push when it is cancelled, as iOS 18 and later do).
@MainActor
@Suite("Chapter in SwiftUI: the finger wins", .serialized)
struct InterruptedTransitionWindowTests {
    static let course = "chapter://course/9f93d130-f5bc-50b3-9005-8e17e4a53a37"

    /// A window signed in, on the search tab showing a university and a course.
    func windowOnACourse() async throws -> ChapterWindowUnderTest {
        let window = try await ChapterWindowUnderTest()
        await (try window.router).session.meet(.signedIn)
        _ = try await window.scene.app.links.open("chapter://university/1")
        _ = try await window.scene.app.links.open(Self.course)
        await window.settle()
        #expect(try window.router.state.stack(of: "search").count == 2)
        return window
    }

    @Test(arguments: [false, true])
    func aLinkMidSwipeBackWaitsForTheFingerThenBothShow(writesPopAtStart: Bool) async throws {
        let window = try await windowOnACourse()
        let router = try window.router
        let search = try #require(window.renderer.stack(of: "search"))
        let university = try #require(search.routes.first)
        let swipe = try #require(window.renderer.beginSwipeBack(on: search, writesPopAtStart: writesPopAtStart))
        #expect(try window.presenter.gesture == .swipingBack(.tab("search")))

        _ = try await window.scene.app.links.open("chapter://settings")
        #expect(router.state.modals.count == 1, "The state changes at once")
        await window.settle()
        #expect(window.renderer.presentations.isEmpty, "Nothing is presented over a screen under the finger")

        let recorded = router.journal.recordedCount
        window.renderer.finish(swipe)
        #expect(router.journal.recordedCount == recorded + 1, "The swipe is written back once")
        #expect(router.journal.entries.last?.cause == .gesture(.swipedBack(.tab("search"), toDepth: 1)))
        await window.settle()
        #expect(router.state.stack(of: "search") == [university])
        #expect(window.renderer.stack(of: "search")?.routes == [university])
        #expect(window.renderer.presentations.map(\.style) == [.sheet])
        #expect(try window.presenter.displayed == DisplayedState(router.state))
    }

    @Test(arguments: [false, true])
    func aCancelledSwipeWritesNothing(writesPopAtStart: Bool) async throws {
        let window = try await windowOnACourse()
        let router = try window.router
        let before = (state: router.state, recorded: router.journal.recordedCount)
        let search = try #require(window.renderer.stack(of: "search"))
        let swipe = try #require(window.renderer.beginSwipeBack(on: search, writesPopAtStart: writesPopAtStart))
        #expect(try window.presenter.gesture == .swipingBack(.tab("search")), "The swipe began")
        #expect(router.state == before.state, "A swipe under way changes no state")
        window.renderer.cancel(swipe)
        await window.settle()
        #expect(try window.presenter.gesture == nil)
        #expect(router.state == before.state)
        #expect(router.journal.recordedCount == before.recorded, "Neither a pop nor a push of the same screen")
        #expect(window.renderer.stack(of: "search")?.path.count == 2)
    }

    @Test(arguments: [true, false])
    func aNotificationMidSheetDragWaitsForTheFinger(finishes: Bool) async throws {
        let window = try await ChapterWindowUnderTest()
        let router = try window.router
        await router.session.meet(.signedIn)
        _ = try await window.scene.app.links.open("chapter://settings")
        await window.settle()
        let sheet = try #require(window.renderer.presentations.first)
        let drag = window.renderer.beginDragDown(sheet)
        #expect(try window.presenter.gesture == .draggingDown(layer: 0))

        let payload = Data(#"{"link": "chapter://careers"}"#.utf8)
        _ = await (try window.scene).app.links.receive(notification: payload)
        #expect(router.state.modals.isEmpty && router.state.selectedTab == "arcade", "The state changes at once")
        await window.settle()
        #expect(window.renderer.presentations.count == 1, "The dragged sheet stays under the finger")

        let recorded = router.journal.recordedCount
        if finishes { window.renderer.finish(drag) } else { window.renderer.cancel(drag) }
        #expect(router.journal.recordedCount == recorded, "The state already took the sheet away")
        await window.settle()
        #expect(window.renderer.presentations.isEmpty)
        #expect(window.renderer.selectedTabID == "arcade")
        #expect(window.renderer.stack(of: "arcade")?.path.count == 1)
        #expect(try window.presenter.displayed == DisplayedState(router.state))
    }

    @Test func signingOutMidSwipeWritesNothingForTheScreenItRemoved() async throws {
        let window = try await ChapterWindowUnderTest()
        let router = try window.router
        await router.session.meet(.signedIn)
        _ = try await window.scene.app.links.open("chapter://cv/education")
        await window.settle()
        let layer = try #require(window.renderer.stack(ofLayer: 0))
        let swipe = try #require(window.renderer.beginSwipeBack(on: layer, writesPopAtStart: true))
        router.session.revoke(.signedIn)
        #expect(router.state.modals.isEmpty, "Sign-out pruned the layer")
        let recorded = router.journal.recordedCount
        window.renderer.finish(swipe)
        #expect(router.journal.recordedCount == recorded)
        await window.settle()
        #expect(window.renderer.presentations.isEmpty)
        #expect(try window.presenter.displayed == DisplayedState(router.state))
    }

    /// TCA #3450: a tab selected while a push animates leaves the state and the screen apart.
    @Test func aTabSelectedWhileAPushAnimatesEndsWithBoth() async throws {
        let window = try await ChapterWindowUnderTest()
        let router = try window.router
        _ = try await window.scene.app.links.open("chapter://university/1")
        window.renderer.render()
        #expect(window.renderer.runningAnimations > 0, "The push is under way")
        window.renderer.select("hub")
        await window.settle()
        #expect(router.state.selectedTab == "hub" && router.state.stack(of: "search").count == 1)
        #expect(window.renderer.selectedTabID == "hub")
        #expect(window.renderer.stack(of: "search")?.routes == router.state.stack(of: "search"))
        #expect(try window.presenter.displayed == DisplayedState(router.state))
    }

    /// Navigator #92: a push, then the system's back before it has finished, leaves duplicates.
    @Test func theSystemBackRightAfterAPushLeavesNoDuplicate() async throws {
        let window = try await ChapterWindowUnderTest()
        let router = try window.router
        _ = try await window.scene.app.links.open("chapter://university/1")
        window.renderer.render()
        let search = try #require(window.renderer.stack(of: "search"))
        window.renderer.setPath([], of: search)
        await window.settle()
        #expect(router.state.stack(of: "search").isEmpty)
        #expect(window.renderer.stack(of: "search")?.path.isEmpty == true)
        #expect(try window.presenter.displayed == DisplayedState(router.state))
    }
}
#endif
