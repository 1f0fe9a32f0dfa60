#if canImport(SwiftUI) && SWIFTUI_STANDIN
// Compiled only in Tools/SwiftUICheck: the rendered sample and the terminal side by side.
import ChapterApp
import ChapterCommands
import Foundation
import HeadlessSupport
import SwiftUI
import Testing
@_spi(FrontEnd) import Waymark
@_spi(FrontEnd) import WaymarkPresentation

@testable import ChapterSwiftUI

/// The `chapter` command and the SwiftUI sample, rendered through the adapter, given the same
/// events one by one: after each, both show the same screen and played the same plan. Neither
/// decides anything the other does not, since both ask one presenter; this fails if a front end
/// starts deciding apart (the terminal planning a step a window never plays, say).
@MainActor
@Suite("The terminal and the rendered SwiftUI sample agree, event by event", .serialized)
struct TerminalAgreementTests {
    let window: ChapterWindowUnderTest
    let terminal: Console

    init() async throws {
        window = try await ChapterWindowUnderTest()
        // Signed out at launch, as the window's app is, and on the platform the window runs on.
        let platform = ChapterLaunch.runningPlatform
        terminal = Console(app: try ChapterApp(tabsHaveRoles: platform.givesTabsRoles), platform: platform)
        await terminal.start()
    }

    /// Runs `line` in the terminal and `event` in the window, recording what the window's
    /// presenter handed its views, then compares the two.
    func expectAgreement(
        _ line: String, _ event: () async throws -> Void, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let outcome = await terminal.execute(line)
        #expect(outcome.rejectionReason == nil, "\(line): \(outcome)", sourceLocation: sourceLocation)
        let presenter = try window.presenter
        var failure: (any Error)?
        let played = await presenter.updates.handed {
            do { try await event() } catch { failure = error }
            await window.settle()
        }
        if let failure { throw failure }
        #expect(
            terminal.presenter.displayed == presenter.displayed, "\(line): the screens differ",
            sourceLocation: sourceLocation)
        #expect(terminal.lastPlan == played, "\(line): the plans differ", sourceLocation: sourceLocation)
        #expect(
            terminal.presenter.isTabBarVisible == presenter.isTabBarVisible, "\(line): the tab bars differ",
            sourceLocation: sourceLocation)
        #expect(
            terminal.app.navigation.state == (try window.router.state), "\(line): the states differ",
            sourceLocation: sourceLocation)
    }

    /// The terminal's `tap` number of the action titled `title` on the screen on top.
    func number(of title: String) async throws -> Int {
        try #require(await terminal.display().actions.firstIndex(of: title)) + 1
    }

    @Test func linksTabsGesturesAndADialog() async throws {
        let course = "chapter://course/9f93d130-f5bc-50b3-9005-8e17e4a53a37"
        let links = try window.scene.app.links
        let session = try window.scene.app.session
        try await expectAgreement("sign-in") { await session.signIn(.sample) }
        try await expectAgreement("open \(course)") { await links.open(course) }
        #expect(window.renderer.stack(of: "search")?.routes.isEmpty == false, "the window shows the course")
        try await expectAgreement("tab map") { window.renderer.select("map") }
        #expect(window.renderer.selectedTabID == "map")
        try await expectAgreement("tab search") { window.renderer.select("search") }
        // Search dismissed: the system selects the tab before it, and writes that selection back.
        try await expectAgreement("close-search") { window.renderer.select("map") }
        try await expectAgreement("tab search") { window.renderer.select("search") }
        let search = try #require(window.renderer.stack(of: "search"))
        try await expectAgreement("swipe-back") { window.renderer.setPath(Array(search.routes.dropLast()), of: search) }
        try await expectAgreement("open \(course)") { await links.open(course) }
        // The course page's actions, then its dialog, answered by its cancel button.
        try await expectAgreement("tap \(try await number(of: "Add to shortlist"))") {
            #expect(window.renderer.tap("Add to shortlist"))
            try await window.workFinished()
        }
        try await expectAgreement("tap \(try await number(of: "Remove from shortlist"))") {
            #expect(window.renderer.tap("Remove from shortlist"))
            try await window.workFinished()
        }
        #expect(window.renderer.shownDialogs == ["Remove Computer Science BA from your shortlist?"])
        try await expectAgreement("dismiss") {
            #expect(window.renderer.answerDialog("Cancel"))
            try await window.workFinished()
        }
        #expect(window.renderer.shownDialogs.isEmpty)
        // The selected tab tapped again in the rendered tab bar: back to its first screen.
        try await expectAgreement("tab search") { window.renderer.select("search") }
        #expect(window.renderer.stack(of: "search")?.routes.isEmpty == true)
        try await expectAgreement("open chapter://settings") { await links.open("chapter://settings") }
        #expect(window.renderer.presentations.map(\.style) == [.sheet])
    }
}
#endif
