import WaymarkTesting

@_spi(FrontEnd) @testable import Waymark

/// A feature with redirect rules of the three kinds a large app has: a mode of the session (a
/// game-first mode sending tab selections to a zone of a world), a retired destination sent to its
/// successor, and an experiment choosing a variant screen.
struct WorldFeature: NavigationFeature {
    static let worldFirst: SessionMode = "world.first"
    static let variantB: SessionMode = "experiment.itemB"
    let name = "world"
    /// `false` plants a wrong rule, for the property tests to show they catch one: the variant
    /// declared without the sign-in it needs.
    var variantNeedsSignIn = true

    enum WorldRoute: Route {
        case world
        case zone(String)
        case oldPage
        case newPage
        case itemB(Int)

        static let typeKey = "fixture.world"
        var destinationName: DestinationName {
            switch self {
            case .world: "world.world"
            case .zone: "world.zone"
            case .oldPage: "world.oldPage"
            case .newPage: "world.newPage"
            case .itemB: "world.itemB"
            }
        }
    }

    static let world = WorldRoute.world.erased
    static func zone(_ tab: TabID) -> AnyRoute { WorldRoute.zone(tab.rawValue).erased }

    /// What game-first mode shows for `tab` over `state`: the world on top with [world, zone].
    static func showingZone(of tab: TabID, in state: NavigationState) -> [NavigationIntent] {
        guard let index = state.modals.lastIndex(where: { $0.root == world }) else {
            return [.present(world, path: [zone(tab)])]
        }
        let above: [NavigationIntent] = index + 1 < state.modals.count ? [.dismiss(fromLayer: index + 1)] : []
        return above + [.replaceStack([zone(tab)], on: .layer(index))]
    }

    func register(into registrar: inout FeatureRegistrar) {
        registrar.register(
            WorldRoute.self,
            destinations: [
                .fullScreenCover("world.world"),
                .pushInModal("world.zone"),
                .push("world.oldPage", hostTab: "home"),
                .push("world.newPage", hostTab: "home"),
                variantNeedsSignIn
                    ? .push("world.itemB", hostTab: "search").requires(.signedIn)
                    : .push("world.itemB", hostTab: "search"),
            ])
        registrar.redirect("first", answering: [.selectTab]) { intent, context in
            guard context.modes.contains(Self.worldFirst), !context.cause.isFromOutside,
                case .selectTab(let tab, _) = intent
            else { return nil }
            return Self.showingZone(of: tab, in: context.state)
        }
        registrar.redirect("retiredPage", answering: [.push]) { intent, _ in
            guard case .push(let route, let target) = intent, route == WorldRoute.oldPage.erased else { return nil }
            return [.push(WorldRoute.newPage.erased, on: target)]
        }
        registrar.redirect("itemExperiment", answering: [.push]) { intent, context in
            guard context.modes.contains(Self.variantB), case .push(let route, let target) = intent,
                case .item(let id)? = route.base as? CatalogRoute
            else { return nil }
            return [.push(WorldRoute.itemB(id).erased, on: target)]
        }
    }
}
