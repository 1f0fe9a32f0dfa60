import Foundation
import Testing
import WaymarkTesting

@_spi(FrontEnd) @testable import Waymark

/// A feature's own answers to its dialogs: values, not closures, so the state stays `Equatable`.
private enum ReviewAction: Hashable, Sendable {
    case delete(review: Int)
    case report(review: Int)
}

@MainActor
@Suite("Alerts and confirmation dialogs as state")
struct DialogTests {
    let app: NavigationHarness
    let deleteReview: Dialog

    init() throws {
        app = try FixtureApp.harness()
        deleteReview = try Dialog(
            .confirmationDialog, title: "Delete this review?",
            buttons: [
                .init("Delete", role: .destructive, action: DialogAction(ReviewAction.delete(review: 3))),
                .init("Report", action: DialogAction(ReviewAction.report(review: 3))),
            ])
    }

    @Test func aDialogHasExactlyOneCancelButton() throws {
        #expect(deleteReview.buttons.map(\.title) == ["Delete", "Report", "Cancel"])
        #expect(deleteReview.cancelButton == 2)
        let own = try Dialog(.alert, title: "Sign out?", buttons: [.init("Stay", role: .cancel), .init("Sign out")])
        #expect(own.buttons.map(\.title) == ["Stay", "Sign out"] && own.cancelButton == 0)
        #expect(throws: NavigationError.invalidDialog("a dialog has one cancel button, not 2")) {
            _ = try Dialog(
                .alert, title: "Twice", buttons: [.init("No", role: .cancel), .init("Never", role: .cancel)])
        }
        #expect(throws: NavigationError.invalidDialog("a dialog needs a title")) {
            _ = try Dialog(.alert, title: "", buttons: [])
        }
        let localized = try Dialog(.alert, title: "Abmelden?", buttons: [.init("Abmelden")], cancelTitle: "Abbrechen")
        #expect(localized.buttons.map(\.title) == ["Abmelden", "Abbrechen"] && localized.cancelButton == 1)
        #expect(throws: NavigationError.invalidDialog("the cancel button needs a title")) {
            _ = try Dialog(.alert, title: "Sure?", cancelTitle: "")
        }
        #expect(throws: NavigationError.invalidDialog("every button needs a title")) {
            _ = try Dialog(.alert, title: "Sure?", buttons: [.init("")])
        }
    }

    @Test func aDialogIsShownOverWhatIsOnTopOneAtATime() throws {
        try app.router.perform(.selectTab("search"), .push(.list), .present(.settings))
        let before = app.state
        try app.router.perform(.showDialog(deleteReview))
        #expect(app.state.dialog == deleteReview)
        #expect(app.state.modals == before.modals && app.state.stacks == before.stacks, "nothing under it moves")
        let other = try Dialog(.alert, title: "Another")
        #expect(throws: NavigationError.dialogAlreadyShown) { try app.router.perform(.showDialog(other)) }
        #expect(app.state.dialog == deleteReview, "the refused transaction changed nothing")
    }

    @Test func theAnswerClosesItAndHandsBackTheFeaturesAction() throws {
        try app.router.perform(.push(.list), .showDialog(deleteReview))
        let action = try app.router.answerDialog(button: 0)
        #expect(action?.as(ReviewAction.self) == .delete(review: 3))
        #expect(action?.as(Int.self) == nil, "another feature's type reads nothing")
        #expect(app.state.dialog == nil)
        #expect(app.state.stack(of: "home") == [.list])
        #expect(app.events.last?.closedDialog == DialogClosure(dialog: deleteReview, button: 0, reason: .answered))
    }

    @Test func cancellingAnswersWithNoAction() throws {
        try app.router.perform(.showDialog(deleteReview))
        #expect(try app.router.answerDialog(button: deleteReview.cancelButton) == nil)
        #expect(app.events.last?.closedDialog?.button == 2)
        #expect(app.state.dialog == nil)
    }

    @Test func aWrongAnswerChangesNothing() throws {
        #expect(throws: NavigationError.noDialogShown) { try app.router.answerDialog(button: 0) }
        try app.router.perform(.showDialog(deleteReview))
        let events = app.events.count
        for position in [-1, 3, Int.max] {
            #expect(throws: NavigationError.noSuchDialogButton(position)) {
                try app.router.answerDialog(button: position)
            }
        }
        #expect(app.state.dialog == deleteReview && app.events.count == events)
        #expect(throws: NavigationError.noDialogShown) {
            try app.router.perform(.closeDialog, .closeDialog)
        }
        #expect(app.state.dialog == deleteReview)
    }

    @Test func navigatingClosesItAsCancelledThenApplies() throws {
        try app.router.perform(.showDialog(deleteReview))
        let event = try app.router.perform(.push(.item(4)))
        #expect(app.state.dialog == nil)
        #expect(app.state.stack(of: "home") == [.item(4)])
        #expect(event.closedDialog == DialogClosure(dialog: deleteReview, button: 2, reason: .closedByNavigation))
    }

    @Test func aNoticeLeavesItUp() throws {
        try app.router.perform(.showDialog(deleteReview))
        let event = try app.router.perform(.showNotice(.contentMissing("review")))
        #expect(app.state.dialog == deleteReview && event.closedDialog == nil)
    }

    @Test func closingAndNavigatingInOneTransactionIsOneClosure() throws {
        try app.router.perform(.showDialog(deleteReview))
        let event = try app.router.perform(.closeDialog, .push(.list))
        #expect(app.state.dialog == nil && app.state.stack(of: "home") == [.list])
        #expect(event.closedDialog?.reason == .closedByNavigation)
    }

    @Test func aGuardedTapClosesItAndWaitsForSignIn() throws {
        let signedOut = try FixtureApp.harness(met: [])
        try signedOut.router.perform(.showDialog(deleteReview))
        let event = try signedOut.router.perform(.push(.profile(7)))
        #expect(event.cause == .accessGuard)
        #expect(signedOut.state.dialog == nil)
        #expect(signedOut.state.modals.map(\.root) == [.signIn])
        #expect(signedOut.state.held != nil)
        #expect(event.closedDialog?.reason == .closedByNavigation)
    }

    @Test func aDialogOverTheSignInCoverLeavesTheHeldNavigationWaiting() throws {
        let signedOut = try FixtureApp.harness(met: [])
        try signedOut.router.perform(.push(.profile(7)))
        let held = signedOut.state.held
        try signedOut.router.perform(.showDialog(deleteReview))
        try signedOut.router.answerDialog(button: deleteReview.cancelButton)
        #expect(signedOut.state.held == held && held != nil)
        #expect(signedOut.state.modals.map(\.root) == [.signIn])
    }

    @Test func signingOutClosesTheDialogOfEveryScene() throws {
        let signedIn = try FixtureApp.harness(met: [.signedIn])
        let other = NavigationRouter(session: signedIn.session)
        try signedIn.router.perform(.push(.profile(2)), .showDialog(deleteReview))
        try other.perform(.showDialog(deleteReview))
        signedIn.session.revoke(.signedIn)
        #expect(signedIn.state.dialog == nil && other.state.dialog == nil)
        #expect(signedIn.state.stack(of: "home").isEmpty)
    }

    @Test func aDialogIsNeverSavedNorRestored() throws {
        try app.router.perform(.push(.list))
        let plain = try app.router.snapshot()
        try app.router.perform(.showDialog(deleteReview))
        #expect(try app.router.snapshot() == plain)
        try app.router.restore(from: plain)
        #expect(app.state.dialog == nil)
        #expect(app.events.last?.closedDialog?.reason == .closedByNavigation)
        let decoded = try JSONDecoder().decode(
            NavigationState.self, from: JSONEncoder().encode(NavigationState(tabs: ["home"])))
        #expect(decoded.dialog == nil)
    }

    @Test func actionsCompareByTheirValues() {
        #expect(DialogAction(ReviewAction.delete(review: 1)) == DialogAction(ReviewAction.delete(review: 1)))
        #expect(DialogAction(ReviewAction.delete(review: 1)) != DialogAction(ReviewAction.report(review: 1)))
        #expect(DialogAction(1) != DialogAction("1"))
        #expect(Set([DialogAction(1), DialogAction(1), DialogAction(2)]).count == 2)
    }
}
