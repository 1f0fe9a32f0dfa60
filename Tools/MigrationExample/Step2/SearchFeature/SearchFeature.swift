import AppModels
import Foundation
import Waymark

/// Where the Search tab's screens lead: its own screens, and the university a course belongs to,
/// which the app decides.
@MainActor
public protocol SearchRouting: AnyObject {
    func showSearch(_ route: SearchRoute)
    func presentSearch(_ route: SearchRoute)
    func showUniversity(_ id: Int)
}

/// Registers the Search feature.
public struct SearchFeature: NavigationFeature {
    public let name = SearchRoute.feature

    public init() {}

    public func register(into registrar: inout FeatureRegistrar) {
        registrar.register(SearchRoute.self)
    }
}

/// The Search tab's screens: the legacy views of its cases, moved here with them.
@MainActor
public struct SearchScreens {
    let routing: any SearchRouting

    public init(routing: any SearchRouting) {
        self.routing = routing
    }

    public func screen(_ route: SearchRoute) -> Screen {
        switch route {
        case .home:
            Screen(
                "Search",
                buttons: [
                    button("Physics") { $0.showSearch(.courseDetail(id: Directory.physics)) },
                    button("Filters") { $0.presentSearch(.filters) },
                ])
        case .courseDetail(let id):
            Screen(
                Directory.courseName(id),
                buttons: [
                    button("Compare with Maths") { $0.showSearch(.compare(first: id, second: Directory.maths)) },
                    button("University") { $0.showUniversity(Directory.edinburgh) },
                ])
        case .compare(let first, let second):
            Screen("\(Directory.courseName(first)) vs \(Directory.courseName(second))")
        case .accommodationDetail(let id): Screen(id == Directory.hallOne ? "Hall One" : "Accommodation")
        case .filters:
            Screen("Filters", buttons: [button("Physics") { $0.showSearch(.courseDetail(id: Directory.physics)) }])
        }
    }

    private func button(_ label: String, _ action: @escaping @MainActor (any SearchRouting) -> Void)
        -> Screen.Button
    {
        let routing = routing
        return Screen.Button(label) { action(routing) }
    }
}
