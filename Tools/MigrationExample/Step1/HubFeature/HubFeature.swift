import AppModels
import Foundation
import Waymark

/// Where the Hub tab's screens lead: its own screens, and those of other tabs, which the app
/// decides (still the legacy enum's, or a feature's once moved).
@MainActor
public protocol HubRouting: AnyObject {
    func showHub(_ route: HubRoute)
    func showAccommodation(_ id: UUID)
    func showCourse(_ id: UUID)
    func showChat(_ id: UUID)
}

/// Registers the Hub feature.
public struct HubFeature: NavigationFeature {
    public let name = HubRoute.feature

    public init() {}

    public func register(into registrar: inout FeatureRegistrar) {
        registrar.register(HubRoute.self)
    }
}

/// The Hub tab's screens: the legacy views of its cases, moved here with them.
@MainActor
public struct HubScreens {
    let routing: any HubRouting

    public init(routing: any HubRouting) {
        self.routing = routing
    }

    public func screen(_ route: HubRoute) -> Screen {
        switch route {
        case .home:
            Screen(
                "Hub",
                buttons: [
                    button("University of Edinburgh") { $0.showHub(.university(id: Directory.edinburgh)) },
                    button("Career paths") { $0.showHub(.careerPaths) },
                    button("Weekly leaderboard") { $0.showHub(.leaderboards(scope: "weekly")) },
                    button("Inbox") { $0.showHub(.inbox) },
                ])
        case .careerPaths: Screen("Career paths")
        case .leaderboards(let scope): Screen("Leaderboard: \(LeaderboardOptions(scope: scope).scope)")
        case .university(let id):
            Screen(
                id == Directory.edinburgh ? "University of Edinburgh" : "University \(id)",
                buttons: [
                    button("Accommodation") { $0.showAccommodation(Directory.hallOne) },
                    button("Physics") { $0.showCourse(Directory.physics) },
                ])
        case .inbox: Screen("Inbox", buttons: [button("Ada") { $0.showChat(Directory.adaChat) }])
        }
    }

    private func button(_ label: String, _ action: @escaping @MainActor (any HubRouting) -> Void) -> Screen.Button {
        let routing = routing
        return Screen.Button(label) { action(routing) }
    }
}
