import Testing
@_spi(FrontEnd) import WaymarkPresentation

@_spi(FrontEnd) @testable import Waymark

/// A small app for the presenter: a root per tab, a screen to push, one that needs a signed-in
/// user, a settings sheet, a game cover, and the sign-in cover that meets the requirement.
enum PresenterApp {
    enum Route: Waymark.Route {
        case home, search
        case item(Int)
        case members, settings, game, signIn, filters
        static let typeKey = "presenter.app"
        var destinationName: DestinationName {
            switch self {
            case .home: "app.home"
            case .search: "app.search"
            case .item: "app.item"
            case .members: "app.members"
            case .settings: "app.settings"
            case .game: "app.game"
            case .signIn: "app.signIn"
            case .filters: "app.filters"
            }
        }
    }

    /// A screen whose route refuses to be encoded, as a route holding a value that cannot be
    /// written would.
    struct Unwritable: Waymark.Route {
        static let typeKey = "presenter.unwritable"
        var destinationName: DestinationName { "app.unwritable" }
        init() {}
        init(from decoder: any Decoder) throws { self.init() }
        func encode(to encoder: any Encoder) throws {
            throw EncodingError.invalidValue(self, .init(codingPath: [], debugDescription: "cannot be written"))
        }
    }

    struct Feature: NavigationFeature {
        let name = "app"
        func register(into registrar: inout FeatureRegistrar) {
            registrar.register(
                Route.self,
                destinations: [
                    .tabRoot("app.home", tab: "hub"),
                    .tabRoot("app.search", tab: "search"),
                    // A page zooms out of its card, and asks the settings sheet for the page to show instead.
                    .push("app.item", hostTab: "search").zooms(from: "card")
                        .asks("app.settings", for: Int.self) { _, id in .item(id) },
                    .push("app.members", hostTab: "search").requires(.signedIn),
                    .sheet("app.settings").detents([.medium, .large]).givesBack(Int.self),
                    .fullScreenCover("app.game"),
                    .fullScreenCover("app.signIn").satisfies(.signedIn, with: .signIn),
                    .popover("app.filters"),
                ])
            registrar.register(Unwritable.self, destinations: [.push("app.unwritable", hostTab: "search")])
        }
    }

    /// Each tab's root screen; the fixture's routes have no links for the registry to build them from.
    static let roots: [TabID: AnyRoute] = ["hub": Route.home.erased, "search": Route.search.erased]

    /// The fixture's registry; with `searchTab`, on a platform whose tabs have roles.
    static func registry(searchTab: TabID? = nil) throws -> NavigationRegistry {
        var builder = RegistryBuilder(tabs: ["hub", "search"], searchTab: searchTab)
        builder.add(Feature())
        return try builder.build()
    }

    /// A presenter over a new scene of `session` (a session of its own by default), driven by `host`.
    @MainActor
    static func presenter(
        host: ManualHost, signedIn: Bool = false, session: NavigationSession? = nil, rules: PlatformRules = .iOS17,
        layout: TabLayout = TabLayout()
    ) throws -> ScreenPresenter {
        let session = try session ?? NavigationSession(registry: registry(), met: signedIn ? [.signedIn] : [])
        let router = NavigationRouter(session: session)
        return try ScreenPresenter(
            router: router, links: LinkHandler(router: router), rules: rules,
            tabRoots: TabRoots(registry: router.registry, overrides: roots), layout: layout,
            host: host.host)
    }
}

/// A UI host the test drives: it applies every change at once, as `withAnimation` does, and keeps
/// each animation's completion and each watchdog for the test to fire, in any order, or never.
@MainActor
final class ManualHost {
    /// Animation completions not yet fired, oldest first.
    private(set) var animations: [@MainActor () -> Void] = []
    /// Watchdogs not yet expired, oldest first, with their timeouts.
    private(set) var watchdogs: [(timeout: Duration, expire: @MainActor () -> Void)] = []

    var host: PresentationHost {
        PresentationHost(
            animate: { changes, finished in
                changes()
                self.animations.append(finished)
            },
            startWatchdog: { timeout, expired in self.watchdogs.append((timeout, expired)) })
    }

    /// Fires the oldest pending animation completion.
    func finishAnimation() {
        animations.removeFirst()()
    }

    /// Fires every animation completion, including those of updates they start, until none is left.
    /// A presenter that never stops handing out updates fails the test after `bound` of them
    /// rather than hanging it.
    func finishAllAnimations(bound: Int = 1_000, sourceLocation: SourceLocation = #_sourceLocation) {
        for _ in 0..<bound {
            guard !animations.isEmpty else { return }
            finishAnimation()
        }
        if !animations.isEmpty {
            Issue.record(
                "The screen did not settle: \(bound) animations finished and more came", sourceLocation: sourceLocation)
        }
    }

    /// Expires the watchdog started `index`-th among those still pending.
    func expireWatchdog(_ index: Int = 0) {
        watchdogs.remove(at: index).expire()
    }
}
