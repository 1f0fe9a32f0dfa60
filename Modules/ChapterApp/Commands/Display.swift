import ChapterKit
import Waymark

/// What the user sees, as plain text pieces, for a renderer that knows neither Waymark nor the
/// features: the terminal front end draws this.
public struct Display: Sendable {
    public struct Tab: Sendable {
        public let name: String
        public let isSelected: Bool
    }

    public struct Modal: Sendable {
        /// `sheet` or `full-screen cover`.
        public let kind: String
        /// The titles of the layer's screens, root first.
        public let breadcrumb: [String]
    }

    public let tabs: [Tab]
    public let isTabBarVisible: Bool
    /// The titles of the selected tab's screens, its root first.
    public let breadcrumb: [String]
    public let modals: [Modal]
    public let title: String
    public let lines: [String]
    /// The titles of the actions of the screen on top, in order (`tap 1` is the first).
    public let actions: [String]
    public let pending: String?
    public let notice: String?
    public let isSignedIn: Bool
}

extension ChapterApp {
    /// What the user sees now.
    public func display() async -> Display {
        let state = navigation.state
        let rootTitle = await screen(for: rootRoute(of: state.selectedTab)).title
        var breadcrumb = [rootTitle]
        for route in state.stack(of: state.selectedTab) { breadcrumb.append(await screen(for: route).title) }
        var modals: [Display.Modal] = []
        for layer in state.modals {
            var titles: [String] = []
            for route in layer.stack { titles.append(await screen(for: route).title) }
            modals.append(
                Display.Modal(kind: layer.style == .sheet ? "sheet" : "full-screen cover", breadcrumb: titles))
        }
        let screen = await screenOnTop()
        return Display(
            tabs: ChapterTab.all.map { Display.Tab(name: $0.rawValue, isSelected: $0 == state.selectedTab) },
            isTabBarVisible: registry.isTabBarVisible(in: state),
            breadcrumb: breadcrumb, modals: modals,
            title: screen.title, lines: screen.lines, actions: screen.actions.map(\.title),
            pending: pendingLink?.escapingControlCharacters, notice: state.notice.map(Self.words(for:)),
            isSignedIn: isSignedIn)
    }

    /// Marks the app ready for links; those that arrived earlier are applied in order.
    public func start() async {
        await links.appDidBecomeReady()
    }

    /// The route table in `format` (`text`, `markdown`, `json` or `dot`), with example links from
    /// the catalog; `nil` for an unknown format.
    public func routeTable(format: String) -> String? {
        RouteTableFormat(rawValue: format).map {
            RouteTable(registry: registry, examples: exampleRoutes).rendered(as: $0)
        }
    }

    /// The apple-app-site-association document for chapter.app (internal destinations excluded).
    public func siteAssociation() -> String {
        AppSiteAssociation(registry: registry, appIDs: ["ABCDE12345.app.chapter"]).json
    }

    /// `text` with its control characters escaped, for echoing input a user or an attacker typed
    /// (a link) to a terminal.
    nonisolated public static func printable(_ text: String) -> String {
        text.escapingControlCharacters
    }

    /// Whether `link` would be followed from outside the app, and what it leads to or why not:
    /// each destination of the chain with its canonical link, the spelling the app writes back.
    public func check(link: String) -> (isAccepted: Bool, detail: String) {
        switch registry.routes(forExternalLink: link) {
        case .success(let routes):
            let steps = routes.map { route in
                let canonical = (try? registry.link(for: route)) ?? "no link"
                return "\(route.destinationName) (\(canonical))"
            }
            return (true, steps.joined(separator: " > "))
        case .failure(let rejection):
            return (false, rejection.description)
        }
    }
}
