import ChapterApp
import ChapterCommands
import ChapterKit
import Foundation
import Testing
@_spi(FrontEnd) import Waymark
@_spi(FrontEnd) import WaymarkPresentation

/// The terminal and the SwiftUI sample are two front ends of one presenter: given the same events,
/// each written the way its front end receives it (a command line; a binding's write or a
/// system callback, as `WaymarkSwiftUI` hands them over), they show the same screen and play the
/// same updates. A front end that decided something on its own (answered a dialog past the
/// presenter, planned by itself, read another tab-bar rule or other roots) fails here.
@MainActor
@Suite("The terminal and a SwiftUI window agree, event by event")
struct FrontEndAgreementTests {
    /// A window as the SwiftUI sample builds it (`ChapterApp.presenter(host:)`), its updates
    /// completed at once as the terminal's are, driven only through what the adapter calls.
    @MainActor
    struct Window {
        let app: ChapterApp
        let presenter: ScreenPresenter

        init(signedIn: Bool) async throws {
            app = try ChapterApp(signedIn: signedIn)
            presenter = app.presenter(completion: .immediate, host: .immediate)
            await presenter.scene.start(restoring: nil)
        }

        /// What the adapter does with what the user did, and the updates the presenter played.
        func event(_ body: () async -> Void) async -> [[PresentationStep]] {
            await presenter.updates.handed { await body() }
        }

        /// A tap on the screen's `number`-th action, as the sample's button runs it.
        func tap(_ number: Int) async -> [[PresentationStep]] {
            await event {
                let screen = await app.screen(for: presenter.screenOnTop.route)
                await screen.actions[number - 1].perform()
            }
        }

        /// A dialog's button, as `WaymarkSwiftUI`'s dialog hands it over, then the sample's answer.
        func answer(_ position: Int) async -> [[PresentationStep]] {
            await event {
                guard let action = try? presenter.userAnswered(button: position) else { return }
                await app.carryOut(action)
            }
        }
    }

    let terminal: Console
    let window: Window

    init() async throws {
        terminal = Console(app: try ChapterApp(signedIn: true))
        await terminal.start()
        window = try await Window(signedIn: true)
    }

    /// Runs `line` in the terminal and `event` in the window; both must show and play alike.
    func expectAgreement(
        _ line: String, _ windowEvent: [[PresentationStep]],
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let outcome = await terminal.execute(line)
        #expect(outcome.rejectionReason == nil, "\(line): \(outcome)", sourceLocation: sourceLocation)
        #expect(
            terminal.presenter.displayed == window.presenter.displayed, "\(line): the screens differ",
            sourceLocation: sourceLocation)
        #expect(terminal.lastPlan == windowEvent, "\(line): the plans differ", sourceLocation: sourceLocation)
        #expect(
            terminal.presenter.isTabBarVisible == window.presenter.isTabBarVisible, "\(line): the tab bars differ",
            sourceLocation: sourceLocation)
        #expect(
            terminal.presenter.screenOnTop.route == window.presenter.screenOnTop.route,
            "\(line): the screens on top differ",
            sourceLocation: sourceLocation)
        #expect(terminal.app.navigation.state == window.app.navigation.state, sourceLocation: sourceLocation)
    }

    @Test func linksTabsGesturesAndADialogShowAndPlayAlike() async throws {
        let university = terminal.app.catalog.universities[0].id.rawValue
        let link = "chapter://university/\(university)"
        await expectAgreement(
            "open \(link)", await window.event { await window.presenter.scene.links.open(link) })
        await expectAgreement("tab map", await window.event { try? window.presenter.userSetSelectedTab("map") })
        await expectAgreement(
            "tab search", await window.event { try? window.presenter.userSetSelectedTab("search") })
        await expectAgreement(
            "open \(link)", await window.event { await window.presenter.scene.links.open(link) })
        // The selected tab tapped again: the tab view writes its selection again.
        await expectAgreement("tab search", await window.event { try? window.presenter.userSetSelectedTab("search") })
        await expectAgreement(
            "open \(link)", await window.event { await window.presenter.scene.links.open(link) })
        await expectAgreement(
            "swipe-back",
            await window.event {
                try? window.presenter.userSetPath(Array(window.presenter.shownPath(of: .top).dropLast()), of: .top)
            })
        await expectAgreement(
            "open chapter://settings",
            await window.event { await window.presenter.scene.links.open("chapter://settings") })
        // The settings sheet's second action asks "Sign out of Chapter?"; its second button cancels.
        await expectAgreement("tap 2", await window.tap(2))
        #expect(window.presenter.displayed.dialog?.title == "Sign out of Chapter?")
        await expectAgreement("tap 2", await window.answer(1))
        #expect(window.presenter.displayed.dialog == nil)
        await expectAgreement("tap 2", await window.tap(2))
        await expectAgreement("dismiss", await window.event { try? window.presenter.userSetDialogDismissed() })
        await expectAgreement(
            "swipe-down", await window.event { try? window.presenter.userSetLayer(nil, at: 0, style: .sheet) })
        await expectAgreement(
            "open chapter://settings",
            await window.event { await window.presenter.scene.links.open("chapter://settings") })
        await expectAgreement("tap 2", await window.tap(2))
        // "Sign out" signs out, in both, through the feature that asked.
        await expectAgreement("tap 1", await window.answer(0))
        #expect(!terminal.app.isSignedIn && !window.app.isSignedIn)
    }
}
