#if canImport(SwiftUI) && SWIFTUI_STANDIN
// Compiled only in Tools/SwiftUICheck, against the stand-in of SwiftUI's declared API: these tests
// read the view tree through the stand-in's renderer, which SwiftUI does not offer.
import HeadlessSupport
import SwiftUI
import UIKit
@_spi(FrontEnd) @testable import Waymark
@_spi(FrontEnd) @testable import WaymarkPresentation
import WaymarkSwiftUI

/// A small app shown through the adapter: a root per tab, screens to push (one needs a signed-in
/// user), a settings sheet, a game cover, and the sign-in cover.
enum AdapterApp {
    enum Route: LinkableRoute {
        case home, search
        case item(Int)
        case members, settings, game, signIn, filters, notes
        static let typeKey = "adapter.app"
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
            case .notes: "app.notes"
            }
        }

        init(destination: DestinationName, values: LinkValues) throws(LinkValueError) {
            switch destination {
            case "app.item": self = .item(try values.decode(Int.self, "id"))
            case "app.members": self = .members
            default: throw .noLink(destination)
            }
        }

        var linkValues: LinkValues {
            switch self {
            case .item(let id): ["id": .int(id)]
            default: [:]
            }
        }
    }

    /// Its links: `app://item/3`, `app://members` (which needs a signed-in user); its screens are
    /// handed over as activities of the type `app.screen`.
    static let links = {
        var links = LinkConfiguration(schemes: ["app"])
        links.activityType = "app.screen"
        return links
    }()

    /// The same links, with a website: `https://example.app/item/3` opens as `app://item/3` does.
    static let linksWithWebsite = {
        var links = LinkConfiguration(schemes: ["app"], universalLinkHosts: ["example.app"])
        links.activityType = AdapterApp.links.activityType
        return links
    }()

    struct Feature: NavigationFeature {
        let name = "app"
        /// Whether an item's page and the settings sheet hold unsaved work once their screen was
        /// tapped (``ProbeScreen/taps`` above zero).
        var tapsAreWork = false

        func register(into registrar: inout FeatureRegistrar) {
            let tapsAreWork = tapsAreWork
            func work(_ declaration: DestinationDeclaration<Route>) -> DestinationDeclaration<Route> {
                guard tapsAreWork else { return declaration }
                var declaration = declaration
                declaration.unsavedWork = UnsavedWork(ProbeScreen.taps, question: UnsavedWorkQuestion()) { $0 > 0 }
                return declaration
            }
            registrar.register(
                Route.self,
                destinations: [
                    .tabRoot("app.home", tab: "hub"),
                    .tabRoot("app.search", tab: "search"),
                    work(
                        .push("app.item", hostTab: "search", tabBar: .hidden).link("item/{id:int}").zooms(from: "card")),
                    .push("app.members", hostTab: "search").requires(.signedIn).link("members"),
                    work(.sheet("app.settings").detents([.medium, .large])),
                    .fullScreenCover("app.game"),
                    .fullScreenCover("app.signIn").satisfies(.signedIn, with: .signIn),
                    .popover("app.filters"),
                    .inspector("app.notes"),
                ])
        }
    }
}

/// A screen of the app: its route's name and, for a screen that is an entry, the entry its
/// environment gives it and a count it keeps as that entry's state, which its button moves on.
struct ProbeScreen: View {
    nonisolated static let taps = ScreenStateKey.Saved<Int>("app.taps")
    let route: AnyRoute
    @Environment(\.screenEntry) private var entry

    /// The search screen's card, which an item zooms out of, and its filters button, which the
    /// filters popover points at.
    static let card = PresentationSource("card", item: "1")
    static let filtersButton: PresentationSource = "filters-button"

    @ViewBuilder var body: some View {
        Text(route.destinationName.rawValue).focusedOnArrival()
        if route == AdapterApp.Route.search.erased {
            Button("card") {}.presentationSource(Self.card)
            Button("filters") {}.presentationSource(Self.filtersButton)
        }
        if let entry {
            let taps = entry.state(Self.taps) { 0 }
            Text("entry \(entry.id.rawValue): \(taps) taps")
            Button("tap \(entry.id.rawValue)") { entry.setState(taps + 1, Self.taps) }
        }
    }
}

/// A window of the app: its presenter, and the adapter's views rendered by the stand-in.
@MainActor
final class AdapterWindow {
    let presenter: ScreenPresenter
    let clock = ManualClock()
    private(set) var renderer: ViewRenderer!
    /// The actions of the dialog buttons the user chose, as the app received them.
    private(set) var answers: [DialogAction] = []

    /// A window; with `searchTab`, on a platform whose tabs have roles; with `sceneDelegate`, its
    /// root hands the quick actions the delegate receives to the presenter, as an iPhone app's does.
    init(
        signedIn: Bool = false, layout: TabLayout = TabLayout(), searchTab: TabID? = nil,
        sceneDelegate: QuickActionSceneDelegate? = nil, links: LinkConfiguration = AdapterApp.links,
        tapsAreWork: Bool = false
    ) throws {
        ViewRenderer.reset()
        ViewRenderer.failTheTestWhenARenderNeverSettles()
        var builder = RegistryBuilder(tabs: ["hub", "search"], links: links, searchTab: searchTab)
        builder.add(AdapterApp.Feature(tapsAreWork: tapsAreWork))
        let session = NavigationSession(registry: try builder.build(), met: signedIn ? [.signedIn] : [])
        let router = NavigationRouter(session: session)
        presenter = try ScreenPresenter(
            router: router, links: LinkHandler(router: router),
            tabRoots: TabRoots(
                registry: router.registry,
                overrides: ["hub": AdapterApp.Route.home.erased, "search": AdapterApp.Route.search.erased]),
            layout: layout,
            host: .swiftUI(watchdogClock: clock))
        let presenter = presenter
        renderer = ViewRenderer {
            let root = NavigationRoot(presenter: presenter) { route in
                ProbeScreen(route: route)
            } tabLabel: { tab in
                Text(tab.rawValue)
            } placeholder: { tab in
                Text("nothing chosen in \(tab)")
            } answering: { [weak self] action in
                self?.answers.append(action)
            }
            guard let sceneDelegate else { return root }
            return root.performsQuickActions(from: sceneDelegate, with: presenter)
        }
    }

    var router: NavigationRouter { presenter.router }

    /// Renders what changed and finishes every animation; presented layers appear as the renderer
    /// shows them.
    func settle() {
        renderer.render()
        renderer.finishAnimations()
    }
}
#endif
