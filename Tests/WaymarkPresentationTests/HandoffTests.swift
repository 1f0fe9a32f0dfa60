import Testing
@_spi(FrontEnd) import WaymarkPresentation

@_spi(FrontEnd) @testable import Waymark

/// A small app with links, for what a scene hands over to the user's other devices.
private enum HandoffApp {
    enum Route: LinkableRoute {
        case home, library
        case book(Int)
        case drafts
        case settings
        static let typeKey = "handoff.app"
        var destinationName: DestinationName {
            switch self {
            case .home: "app.home"
            case .library: "app.library"
            case .book: "app.book"
            case .drafts: "app.drafts"
            case .settings: "app.settings"
            }
        }

        init(destination: DestinationName, values: LinkValues) throws(LinkValueError) {
            switch destination {
            case "app.library": self = .library
            case "app.book": self = .book(try values.int("id"))
            case "app.drafts": self = .drafts
            default: throw .noLink(destination)
            }
        }

        var linkValues: LinkValues {
            if case .book(let id) = self { return ["id": .int(id)] }
            return [:]
        }
    }

    struct Feature: NavigationFeature {
        let name = "app"
        func register(into registrar: inout FeatureRegistrar) {
            registrar.register(
                Route.self,
                destinations: [
                    .tabRoot("app.home", tab: "home"),
                    .tabRoot("app.library", tab: "library").link("library"),
                    .push("app.book", hostTab: "library").link("book/{id:int}"),
                    .push("app.drafts", hostTab: "library", access: .internal).link("drafts").reachable(
                        from: "app.library"),
                    .sheet("app.settings"),
                ])
        }
    }

    @MainActor
    static func presenter(activityType: String? = "app.screen", hosts: [String] = []) throws -> ScreenPresenter {
        var links = LinkConfiguration(schemes: ["app"], universalLinkHosts: hosts)
        links.activityType = activityType
        var builder = RegistryBuilder(tabs: ["home", "library"], links: links)
        builder.add(Feature())
        let router = NavigationRouter(registry: try builder.build())
        return try ScreenPresenter(
            router: router, links: LinkHandler(router: router),
            tabRoots: TabRoots(registry: router.registry, overrides: ["home": Route.home.erased]),
            host: ManualHost().host)
    }
}

@MainActor
@Suite("Handoff: the screen the user is on, as an activity")
struct HandoffTests {
    @Test func theScreenTheUserIsOnIsTheOneHandedOver() throws {
        let presenter = try HandoffApp.presenter(hosts: ["example.com"])
        // The home tab's root has no link: nothing to hand over.
        #expect(presenter.scene.currentActivity == nil)
        // A tab's root with a link is handed over as the user sees it.
        try presenter.router.perform(.selectTab("library"))
        #expect(presenter.scene.currentActivity?.userInfo == ["link": "app://library"])
        try presenter.router.perform(.push(HandoffApp.Route.book(7).erased))
        #expect(
            presenter.scene.currentActivity
                == UserActivity(
                    activityType: "app.screen", webpageURL: "https://example.com/book/7",
                    targetContentIdentifier: "app://book/7", userInfo: ["link": "app://book/7"]))
        // A sheet without a link over it is what the user is on.
        try presenter.router.perform(.present(HandoffApp.Route.settings.erased))
        #expect(presenter.scene.currentActivity == nil)
    }

    @Test func anInternalScreenOrAnAppWithNoWayToBeOpenedHandsNothingOver() throws {
        let presenter = try HandoffApp.presenter()
        try presenter.router.perform(.selectTab("library"), .push(HandoffApp.Route.drafts.erased))
        #expect(presenter.scene.currentActivity == nil, "An internal screen is never opened from outside the app")

        let without = try HandoffApp.presenter(activityType: nil)
        try without.router.perform(.selectTab("library"), .push(HandoffApp.Route.book(1).erased))
        #expect(without.scene.currentActivity == nil, "Neither an activity type nor a website to hand over")
    }
}
