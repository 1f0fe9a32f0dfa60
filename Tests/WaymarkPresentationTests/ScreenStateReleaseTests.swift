import Testing
@_spi(FrontEnd) import Waymark
@_spi(FrontEnd) import WaymarkPresentation

private typealias Route = PresenterApp.Route

/// The presenter says when a screen has left the display: what a feature kept for it goes then,
/// after the update that removed it completes, never when the state changed.
@MainActor
@Suite("State kept for screens, released by the presenter")
struct ScreenStateReleaseTests {
    static let draft = ScreenStateKey.Saved<String>("app.draft")
    let ui = ManualHost()

    /// A presenter on the search tab showing page 1, with a draft kept for it.
    func presenter() throws -> (ScreenPresenter, EntryID) {
        let presenter = try PresenterApp.presenter(host: ui, signedIn: true)
        try presenter.userSetSelectedTab("search")
        try presenter.userSetRoutes([Route.item(1).erased], of: .tab("search"))
        ui.finishAllAnimations()
        let entry = try #require(presenter.router.state.entries(of: "search").first)
        presenter.router.setScreenState("draft", Self.draft, of: entry)
        return (presenter, entry)
    }

    @Test func aPopByCodeKeepsTheStateUntilItsUpdateCompletes() throws {
        let (presenter, entry) = try presenter()
        try presenter.router.perform(.pop())
        #expect(presenter.driver.inFlight != nil, "The pop animates")
        #expect(presenter.router.entriesWithScreenState == [entry], "The screen is still on the display")
        ui.finishAllAnimations()
        #expect(presenter.router.entriesWithScreenState.isEmpty)
    }

    @Test func aSwipeBackReleasesAtOnceSinceTheScreenIsAlreadyGone() throws {
        let (presenter, _) = try presenter()
        try presenter.userSetRoutes([], of: .tab("search"))
        #expect(presenter.router.entriesWithScreenState.isEmpty)
    }

    @Test func nothingIsReleasedUnderTheFingerOrWhileAnUpdateRuns() throws {
        let (presenter, entry) = try presenter()
        try presenter.userBegan(.swipingBack(.top))
        try presenter.router.perform(.popToRoot(.tab("search")))
        #expect(presenter.router.entriesWithScreenState == [entry], "The finger is on the screen")
        try presenter.userCancelledGesture()
        #expect(presenter.driver.inFlight != nil, "The pop by code plays once the finger lifts")
        #expect(presenter.router.entriesWithScreenState == [entry])
        ui.finishAllAnimations()
        #expect(presenter.router.entriesWithScreenState.isEmpty)
    }
}
