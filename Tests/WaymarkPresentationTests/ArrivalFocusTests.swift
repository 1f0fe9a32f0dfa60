import Testing
@_spi(FrontEnd) import Waymark
@_spi(FrontEnd) import WaymarkPresentation
import WaymarkTesting

private typealias Route = PresenterApp.Route

private func page(_ id: Int) -> AnyRoute { Route.item(id).erased }
private let settings = Route.settings.erased

/// Where VoiceOver's focus goes when the display settles (docs/swiftui.md, "VoiceOver"): the new
/// screen's heading, or back to the view that opened what was dismissed; decided here, moved by
/// the adapter.
@MainActor
@Suite("Arrival: where focus goes")
struct ArrivalFocusTests {
    private static let dialog = try! Dialog(
        .alert, title: "Leave?", buttons: [.init("Leave"), .init("Stay", role: .cancel)])

    /// The screen on top of `replay`'s state, as focus names it.
    private func heading(_ replay: TransitionReplay) -> ArrivalFocus.Target {
        let state = replay.presenter.router.state
        if let layer = state.modals.indices.last { return .heading(on: .layer(layer), entry: state.topEntry?.id) }
        return .heading(on: .tab(state.selectedTab), entry: state.topEntry?.id)
    }

    @Test func aPushAndAPopFocusTheHeadingOfTheScreenThatArrived() async throws {
        let replay = try await arrivalScene([page(1)])
        await replay.play([.navigate([.push(page(2))]), .signal])
        #expect(replay.presenter.arrivals.focus?.target == heading(replay))
        await replay.play([.navigate([.pop()]), .signal])
        #expect(
            replay.presenter.arrivals.focus?.target
                == .heading(on: .tab("search"), entry: replay.presenter.router.state.topEntry?.id))
    }

    @Test func aSheetDismissedByADragGivesFocusBackToTheViewThatOpenedIt() async throws {
        let replay = try await arrivalScene([page(1)])
        let below = replay.presenter.router.state.topEntry?.id
        await PresentationSource.withSource("settings-button") {
            await replay.play([.navigate([.present(settings)]), .signal])
        }
        #expect(replay.presenter.arrivals.focus?.target == heading(replay), "The sheet's heading first")
        await replay.play([.begin(.draggingDown(layer: 0)), .finish])
        await replay.settle()
        #expect(
            replay.presenter.arrivals.focus?.target
                == .source(PlacedSource("settings-button", on: .tab("search"), entry: below)))
    }

    @Test func aLinkThatDismissesTwoLayersFocusesWhereItLands() async throws {
        let replay = try await arrivalScene([page(1)])
        let below = replay.presenter.router.state.topEntry?.id
        await PresentationSource.withSource("settings-button") {
            await replay.play(.navigate([.present(settings), .present(Route.game.erased)]))
        }
        await replay.settle()
        await replay.play(.navigate([.dismissAll]))
        await replay.settle()
        #expect(
            replay.presenter.arrivals.focus?.target
                == .source(PlacedSource("settings-button", on: .tab("search"), entry: below)),
            "Back on the screen the first layer was opened from")
        await replay.play(.navigate([.present(settings), .present(Route.game.erased)]))
        await replay.settle()
        await replay.play(.navigate([.dismissAll, .push(page(3))]))
        await replay.settle()
        #expect(replay.presenter.arrivals.focus?.target == heading(replay), "Another screen: its heading")
    }

    @Test func aDialogAnsweredGivesFocusBackToTheViewThatAskedOrTheHeading() throws {
        let ui = ManualHost()
        let presenter = try PresenterApp.presenter(host: ui)
        try presenter.router.apply(NavigationTransaction([.showDialog(Self.dialog)], from: "delete-button"))
        ui.finishAllAnimations()
        let before = presenter.arrivals.focus
        #expect(before == nil, "A dialog over the same screen is no arrival")
        try presenter.userAnswered(button: 0)
        ui.finishAllAnimations()
        #expect(presenter.arrivals.focus?.target == .source(PlacedSource("delete-button", on: .tab("hub"), entry: nil)))
        try presenter.router.perform(.showDialog(Self.dialog))
        ui.finishAllAnimations()
        try presenter.userAnswered(button: 1)
        ui.finishAllAnimations()
        #expect(presenter.arrivals.focus?.target == .heading(on: .tab("hub"), entry: nil), "Opened from no view")
        #expect(presenter.arrivals.focus?.number == 2)
    }

    @Test func aCancelledSwipeLeavesFocusWhereItWas() async throws {
        let replay = try await arrivalScene([page(1)])
        await replay.play([.navigate([.push(page(2))]), .signal])
        let focus = replay.presenter.arrivals.focus
        await replay.play([.begin(.swipingBack(.top)), .cancel])
        await replay.play([
            .begin(.swipingBack(.tab("search"))), .setPath([page(1)], of: .tab("search")),
            .setPath([page(1), page(2)], of: .tab("search")),
        ])
        await replay.settle()
        #expect(replay.presenter.arrivals.focus == focus)
    }
}
