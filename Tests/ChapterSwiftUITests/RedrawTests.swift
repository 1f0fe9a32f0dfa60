#if canImport(SwiftUI) && SWIFTUI_STANDIN
// Compiled only in Tools/SwiftUICheck, against the stand-in of SwiftUI's declared API: these tests
// count the bodies the stand-in evaluates again, as SwiftUI does with Observation.
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

/// The bodies one step of the Chapter window (8 tabs) evaluated again, by where their views are.
struct Redraws: CustomStringConvertible {
    /// The views around the tabs that follow every change of navigation: the scene's saved place,
    /// its Handoff activity and VoiceOver's notice of the screen that arrived (each draws nothing
    /// but the view it modifies). The window's place in the session reads nothing navigation
    /// changes, since the window prefers no links.
    static let following: Set = [
        "SceneStorageKeeping", "ActivityAdvertisement", "ScreenChangeAnnouncing",
    ]
    /// Those, with the layers' presenter and the dialog host under it, when a layer comes or goes.
    static let followingLayers = following.union(["ModalLayers", "DialogHost"])

    let evaluations: [BodyEvaluation]

    /// Those in `tab`'s stack (or its columns).
    func inTab(_ tab: TabID) -> [BodyEvaluation] {
        evaluations.filter { $0.tab == AnyHashable(tab) }
    }

    /// Those in every tab but `tab`.
    func inTabs(otherThan tab: TabID?) -> [BodyEvaluation] {
        evaluations.filter { $0.tab != nil && $0.tab != tab.map(AnyHashable.init) }
    }

    /// Those inside presented layers.
    var inLayers: [BodyEvaluation] { evaluations.filter { $0.depth > 0 } }

    /// Those around the tabs: the root, the tab view and the modifiers on it.
    var aroundTabs: [BodyEvaluation] { evaluations.filter { $0.tab == nil && $0.depth == 0 } }

    /// Whether the views around the tabs drawn again are exactly `expected` (never empty: a step
    /// that changes navigation draws the views that follow it), each once.
    func aroundTabsAre(_ expected: Set<String>) -> Bool {
        !expected.isEmpty && Set(aroundTabs.map(\.name)) == expected
            && aroundTabs.count == Set(aroundTabs.map(\.key)).count
    }

    var description: String {
        let tabs = Dictionary(grouping: evaluations.compactMap(\.tab), by: { $0 }).mapValues(\.count)
        return "\(evaluations.count) in all; around the tabs \(aroundTabs.map(\.name)); in layers \(inLayers.count); "
            + "by tab \(tabs.sorted { "\($0.key)" < "\($1.key)" }.map { "\($0.key): \($0.value)" })"
    }
}

@MainActor
@Suite("Chapter in SwiftUI: only what changed is drawn again", .serialized)
struct RedrawTests {
    /// The step `act` takes, settled, and the bodies it evaluated again. With
    /// `WAYMARK_PRINT_REDRAWS` set, each step's counts are printed (docs/benchmarks.md's table).
    func redraws(
        _ step: String, in window: ChapterWindowUnderTest, _ act: () async throws -> Void
    ) async throws -> Redraws {
        await window.settle()
        window.renderer.resetEvaluations()
        try await act()
        try await window.workFinished()
        await window.settle()
        let redraws = Redraws(evaluations: window.renderer.evaluations)
        if ProcessInfo.processInfo.environment["WAYMARK_PRINT_REDRAWS"] != nil {
            print("redraws | \(step) | \(redraws)")
        }
        return redraws
    }

    func routes(_ link: String, in window: ChapterWindowUnderTest) throws -> [AnyRoute] {
        try window.scene.app.registry.routes(forExternalLink: link).get()
    }

    /// The routes of the screens drawn under `node` (a stack's, a tab's, a layer's), in order:
    /// what is on screen, not what a binding reads.
    func screensDrawn(under node: ViewNode?, in window: ChapterWindowUnderTest) -> [AnyRoute] {
        guard let node else { return [] }
        return window.renderer.nodes(of: ScreenView.self).filter { $0.node.ancestors.contains { $0 === node } }
            .map(\.view.route)
    }

    @Test func aPushAndAPopInOneTabDrawNoViewOfAnotherTab() async throws {
        let window = try await ChapterWindowUnderTest()
        window.renderer.select("search")
        let root = try window.presenter.root(of: "search")
        let university = try routes("chapter://university/1", in: window)
        let pushed = try await redraws("push in one tab", in: window) {
            window.renderer.setPath(university, of: try #require(window.renderer.stack(of: "search")))
        }
        #expect(try window.router.state.stack(of: "search") == university)
        #expect(screensDrawn(under: window.renderer.stack(of: "search")?.node, in: window) == [root] + university)
        #expect(pushed.inTabs(otherThan: "search").isEmpty, "\(pushed)")
        #expect(!pushed.inTab("search").isEmpty, "The pushed screen is drawn")
        #expect(pushed.aroundTabsAre(Redraws.following), "\(pushed)")

        let popped = try await redraws("pop", in: window) {
            window.renderer.setPath([], of: try #require(window.renderer.stack(of: "search")))
        }
        #expect(try window.router.state.stack(of: "search") == [])
        #expect(screensDrawn(under: window.renderer.stack(of: "search")?.node, in: window) == [root], "Popped")
        #expect(popped.inTabs(otherThan: "search").isEmpty, "\(popped)")
        #expect(popped.aroundTabsAre(Redraws.following), "\(popped)")
    }

    @Test func aTabShownFirstIsBuiltAndATabShownAgainDrawsNoScreen() async throws {
        let window = try await ChapterWindowUnderTest()
        #expect(window.renderer.selectedTabID == "hub")
        #expect(
            ChapterTab.all.filter { window.renderer.stack(of: $0) != nil } == ["hub"], "Only the tab shown is built")

        let first = try await redraws("tab shown first", in: window) { window.renderer.select("calendar") }
        #expect(try window.router.state.selectedTab == "calendar")
        #expect(window.renderer.selectedTabID == "calendar")
        let calendar = try window.presenter.root(of: "calendar")
        #expect(screensDrawn(under: window.renderer.stack(of: "calendar")?.node, in: window) == [calendar])
        #expect(first.inTabs(otherThan: "calendar").isEmpty, "\(first)")
        #expect(!first.inTab("calendar").isEmpty, "The calendar's screens are built as it is first shown")
        #expect(first.aroundTabsAre(Redraws.following), "\(first)")

        let again = try await redraws("tab switch", in: window) { window.renderer.select("hub") }
        #expect(try window.router.state.selectedTab == "hub")
        #expect(window.renderer.selectedTabID == "hub")
        #expect(
            ChapterTab.all.filter { window.renderer.stack(of: $0) != nil } == ["hub", "calendar"],
            "A tab's screens are kept once built")
        #expect(screensDrawn(under: window.renderer.stack(of: "calendar")?.node, in: window) == [calendar])
        #expect(again.inTabs(otherThan: nil).isEmpty, "\(again)")
        #expect(again.aroundTabsAre(Redraws.following), "\(again)")
    }

    @Test func aSheetPresentedResizedAndDismissedDrawsNoTab() async throws {
        let window = try await ChapterWindowUnderTest()
        try await window.router.session.meet(.signedIn)
        let settings = try routes("chapter://settings", in: window)
        let presented = try await redraws("sheet presented", in: window) {
            window.renderer.open(try #require(URL(string: "chapter://settings")))
        }
        #expect(window.renderer.presentations.map(\.style) == [.sheet])
        #expect(screensDrawn(under: window.renderer.stack(ofLayer: 0)?.node, in: window) == settings)
        #expect(presented.inTabs(otherThan: nil).isEmpty, "\(presented)")
        #expect(!presented.inLayers.isEmpty, "The sheet's screen is drawn")
        #expect(presented.aroundTabsAre(Redraws.followingLayers), "\(presented)")

        let resized = try await redraws("sheet resized", in: window) { window.renderer.resizeTopSheet(to: .large) }
        #expect(try window.router.state.modals.first?.detent == .large)
        #expect(window.renderer.sheetSizes.map(\.selected) == [.large])
        #expect(resized.inTabs(otherThan: nil).isEmpty, "\(resized)")
        #expect(resized.inLayers.map(\.name) == ["SheetSizeBinding"], "Only the sheet's sizes: \(resized)")
        #expect(
            resized.aroundTabsAre(Redraws.following.subtracting(["ScreenChangeAnnouncing"])),
            "No screen arrives: \(resized)")

        let dismissed = try await redraws("sheet dismissed", in: window) {
            window.renderer.swipeDown(try #require(window.renderer.presentations.first))
        }
        #expect(try window.router.state.modals.isEmpty)
        #expect(window.renderer.presentations.isEmpty && window.renderer.stack(ofLayer: 0) == nil)
        #expect(screensDrawn(under: window.renderer.root, in: window) == [try window.presenter.root(of: "hub")])
        #expect(dismissed.inTabs(otherThan: nil).isEmpty, "\(dismissed)")
        #expect(dismissed.inLayers.isEmpty, "\(dismissed)")
        #expect(dismissed.aroundTabsAre(Redraws.followingLayers), "\(dismissed)")
    }

    @Test func aDeepLinkDrawsTheTabItChangesAndItsSheetOnly() async throws {
        let window = try await ChapterWindowUnderTest()
        try await window.router.session.meet(.signedIn)
        let linked = try await redraws("deep link: one tab and a sheet", in: window) {
            window.renderer.open(try #require(URL(string: "chapter://university/1/settings")))
        }
        #expect(try window.router.state.selectedTab == "search")
        #expect(try window.router.state.stack(of: "search").count == 1)
        #expect(try window.router.state.modals.count == 1)
        #expect(linked.inTabs(otherThan: "search").isEmpty, "\(linked)")
        #expect(!linked.inTab("search").isEmpty && !linked.inLayers.isEmpty, "The tab, first shown, and the sheet")
        #expect(window.renderer.selectedTabID == "search" && window.renderer.presentations.count == 1)
        #expect(screensDrawn(under: window.renderer.stack(of: "search")?.node, in: window).count == 2)
        #expect(linked.aroundTabsAre(Redraws.followingLayers), "\(linked)")
    }

    @Test func aWidthChangeDrawsTheTabsItArrangesAnew() async throws {
        let window = try await ChapterWindowUnderTest()
        window.renderer.select("search")
        let widened = try await redraws("width change", in: window) { window.renderer.resizeWindow(to: .regular) }
        #expect(try window.presenter.window.width == .regular)
        #expect(!widened.inTab("search").isEmpty, "The search tab shows columns")
        #expect(window.renderer.splitViews.map(\.tab) == [AnyHashable("search" as TabID)])
        for tab in ChapterTab.all where tab != "search" {
            let built = tab == "hub"
            #expect(
                widened.inTab(tab).map(\.name) == (built ? ["TabScreens"] : []),
                "Only the choice of stack or columns, in a tab built: \(widened)")
        }
        #expect(widened.aroundTabsAre(["WindowWidthReporting"]), "\(widened)")
    }
}
#endif
