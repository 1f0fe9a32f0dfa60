import Testing
import WaymarkTesting

@_spi(FrontEnd) @testable import Waymark

/// A feature whose product screen reports its category, never its id.
private struct StoreFeature: NavigationFeature {
    enum StoreRoute: Route {
        case front
        case more
        case product(id: Int, category: String)
        case basket

        static let typeKey = "fixture.store"
        var destinationName: DestinationName {
            switch self {
            case .front: "store.front"
            case .more: "store.more"
            case .product: "store.product"
            case .basket: "store.basket"
            }
        }
    }

    let name = "store"

    func register(into registrar: inout FeatureRegistrar) {
        registrar.register(
            StoreRoute.self,
            destinations: [
                .tabRoot("store.front", tab: "store"),
                .tabRoot("store.more", tab: "more"),
                .push("store.product", hostTab: "store").reportable { route in
                    guard case .product(_, let category) = route else { return [:] }
                    return ["category": category]
                },
                .sheet("store.basket"),
            ])
    }
}

// The stand-in SDK and the forwarding code are what docs/journal.md shows.

/// Stands in for an analytics SDK: a shared client with a `track` call taking an event name and
/// string properties, the shape most SDKs have.
@MainActor
final class StandInAnalytics {
    private(set) var tracked: [(event: String, properties: [String: String])] = []

    func track(_ event: String, properties: [String: String]) {
        tracked.append((event, properties))
    }
}

/// Forwards every screen view of `router` to `analytics`.
@MainActor
func forwardScreenViews(of router: NavigationRouter, to analytics: StandInAnalytics) {
    router.observeScreenViews { view in
        var properties = view.values
        properties["screen"] = view.destination.rawValue
        properties["previous_screen"] = view.previous?.rawValue
        properties["via"] = view.arrival.rawValue
        analytics.track("screen_view", properties: properties)
    }
}

@MainActor
@Suite("Screen views: what analytics may see of navigation")
struct ScreenViewEventTests {
    fileprivate typealias StoreRoute = StoreFeature.StoreRoute
    let app: NavigationHarness
    /// The screen that arrived last, as the presenter keeps it.
    private var referrer: VisibleScreen
    init() throws {
        app = try NavigationHarness(tabs: ["store", "more"], feature: StoreFeature())
        referrer = VisibleScreen(app.router.state, registry: app.registry)
    }

    /// Reports the state's screen on top arrived, after `cause`'s transaction, as a presenter does
    /// once its plan has played (WaymarkPresentation decides when; these tests show what follows).
    private mutating func arrive(after cause: TransitionCause, updates: Int = 1) {
        let screen = VisibleScreen(app.router.state, registry: app.registry)
        app.router.recordArrival(
            ArrivedScreen(
                screen: screen, entry: app.router.state.topEntry?.id, link: nil, cause: cause, referrer: referrer,
                updates: updates))
        referrer = screen
    }

    @Test mutating func anArrivalIsAViewOfTheNewScreenWithThePreviousOneAndHowTheUserCame() throws {
        var views: [ScreenViewEvent] = []
        app.router.observeScreenViews { views.append($0) }
        try app.router.perform(.push(StoreRoute.product(id: 42, category: "tea").erased))
        arrive(after: .user)
        try app.router.perform(.present(StoreRoute.basket.erased))
        arrive(after: .user)
        try app.router.userDid(.draggedDown(layer: 0))
        arrive(after: .gesture(.draggedDown(layer: 0)), updates: 0)
        #expect(
            views == [
                ScreenViewEvent(
                    destination: "store.product", previous: "store.front", arrival: .tap, tab: "store",
                    values: ["category": "tea"]),
                ScreenViewEvent(
                    destination: "store.basket", previous: "store.product", arrival: .tap, tab: "store", values: [:]),
                ScreenViewEvent(
                    destination: "store.product", previous: "store.basket", arrival: .gesture, tab: "store",
                    values: ["category": "tea"]),
            ])
    }

    @Test mutating func aTransactionAloneIsNoViewTheArrivalIsAndTheJournalKeepsBoth() throws {
        var views: [ScreenViewEvent] = []
        app.router.observeScreenViews { views.append($0) }
        try app.router.perform(.selectTab("more"))
        try app.router.perform(.push(StoreRoute.product(id: 1, category: "tea").erased, on: .tab("store")))
        #expect(views.isEmpty, "Nothing arrived on display yet")
        try app.router.perform(.selectTab("store"))
        arrive(after: .user, updates: 3)
        #expect(views.map(\.destination) == ["store.product"])
        #expect(views.last?.previous == "store.front", "The screen that arrived before it, not the state's")
        #expect(app.router.journal.transactions.count == 3)
        let arrival = try #require(app.router.journal.arrivals.last)
        #expect(arrival.eventNumber == nil)
        #expect(arrival.arrival?.entry == app.router.state.topEntry?.id && arrival.arrival?.updates == 3)
        #expect(arrival.screenBefore.destination == "store.front")
        #expect(arrival.screenAfter.route == StoreRoute.product(id: 1, category: "tea").erased)
        #expect(app.router.journal.entries.map { $0.arrival != nil } == [false, false, false, true])
    }

    @Test mutating func theJournalAndTheStreamGiveTheSameViews() throws {
        var views: [ScreenViewEvent] = []
        app.router.observeScreenViews { views.append($0) }
        try app.router.perform(.push(StoreRoute.product(id: 7, category: "cups").erased))
        arrive(after: .user)
        try app.router.perform(.pop())
        arrive(after: .user)
        let fromJournal = app.router.journal.entries.compactMap { ScreenViewEvent($0, registry: app.registry) }
        #expect(fromJournal == views)
        #expect(views.map(\.destination) == ["store.product", "store.front"])
    }

    @Test mutating func aCancelledObserverHearsNoMore() throws {
        var views: [ScreenViewEvent] = []
        let subscription = app.router.observeScreenViews { views.append($0) }
        try app.router.perform(.present(StoreRoute.basket.erased))
        arrive(after: .user)
        app.router.cancel(subscription)
        try app.router.userDid(.draggedDown(layer: 0))
        arrive(after: .gesture(.draggedDown(layer: 0)), updates: 0)
        #expect(views.map(\.destination) == ["store.basket"])
    }

    @Test mutating func anAnalyticsSDKGetsTheScreenAndWhatTheFeatureMarkedSafeButNeverTheID() throws {
        let analytics = StandInAnalytics()
        forwardScreenViews(of: app.router, to: analytics)
        try app.router.perform(.push(StoreRoute.product(id: 90_210, category: "tea").erased))
        arrive(after: .user)
        #expect(analytics.tracked.map(\.event) == ["screen_view"])
        #expect(
            analytics.tracked.first?.properties == [
                "screen": "store.product", "previous_screen": "store.front", "via": "tap", "category": "tea",
            ])
        #expect(!analytics.tracked.contains { $0.properties.values.contains { $0.contains("90210") } })
    }
}
