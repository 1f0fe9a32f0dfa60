import Testing
import Waymark
import WaymarkTesting

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
        properties["previous_screen"] = view.previous.rawValue
        properties["via"] = view.arrival.rawValue
        analytics.track("screen_view", properties: properties)
    }
}

@MainActor
@Suite("Screen views: what analytics may see of navigation")
struct ScreenViewEventTests {
    fileprivate typealias StoreRoute = StoreFeature.StoreRoute
    let app: NavigationHarness
    init() throws { app = try NavigationHarness(tabs: ["store", "more"], feature: StoreFeature()) }

    @Test func aPushIsAViewOfTheNewScreenWithThePreviousOneAndHowTheUserCame() throws {
        var views: [ScreenViewEvent] = []
        app.router.observeScreenViews { views.append($0) }
        try app.router.perform(.push(StoreRoute.product(id: 42, category: "tea").erased))
        try app.router.perform(.present(StoreRoute.basket.erased))
        try app.router.userDid(.draggedDown(layer: 0))
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

    @Test func aTransitionThatLeavesTheScreenOnTopIsNoView() throws {
        var views: [ScreenViewEvent] = []
        app.router.observeScreenViews { views.append($0) }
        try app.router.perform(.selectTab("more"))
        try app.router.perform(.push(StoreRoute.product(id: 1, category: "tea").erased, on: .tab("store")))
        try app.router.perform(.showNotice(.app(AppNotice("saved"))))
        try app.router.perform(.selectTab("store"))
        #expect(views.map(\.destination) == ["store.more", "store.product"])
        #expect(views.last?.previous == "store.more")
        #expect(app.router.journal.entries.map(\.changedScreen) == [true, false, false, true])
    }

    @Test func theJournalAndTheStreamGiveTheSameViews() throws {
        var views: [ScreenViewEvent] = []
        app.router.observeScreenViews { views.append($0) }
        try app.router.perform(.push(StoreRoute.product(id: 7, category: "cups").erased))
        try app.router.perform(.pop())
        let fromJournal = app.router.journal.entries.compactMap { ScreenViewEvent($0, registry: app.registry) }
        #expect(fromJournal == views)
        #expect(views.last?.destination == "store.front")
    }

    @Test func anAnalyticsSDKGetsTheScreenAndWhatTheFeatureMarkedSafeButNeverTheID() throws {
        let analytics = StandInAnalytics()
        forwardScreenViews(of: app.router, to: analytics)
        try app.router.perform(.push(StoreRoute.product(id: 90_210, category: "tea").erased))
        #expect(analytics.tracked.map(\.event) == ["screen_view"])
        #expect(
            analytics.tracked.first?.properties == [
                "screen": "store.product", "previous_screen": "store.front", "via": "tap", "category": "tea",
            ])
        #expect(!analytics.tracked.contains { $0.properties.values.contains { $0.contains("90210") } })
    }
}
