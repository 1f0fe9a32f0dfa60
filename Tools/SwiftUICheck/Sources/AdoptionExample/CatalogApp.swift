// The adopting code docs/swiftui.md and the DocC article "From states to screens" show, between the
// two marker lines: Tools/check-swiftui compiles it against the stand-in, and checks that both
// documents quote it as it is here.
import Foundation
import SwiftUI
import Waymark
import WaymarkMacros
import WaymarkPresentation
import WaymarkSwiftUI

// BEGIN ADOPTION EXAMPLE
@Routes(feature: "catalog")
enum CatalogRoute {
    @Destination(.tabRoot, tab: "home", link: "home")
    case home
    @Destination(.tabRoot, tab: "search", link: "search")
    case search
    @Destination(.push, tab: "search", link: "item/{id:int}")
    case item(id: Int)
    @Destination(.sheet, link: "settings")
    case settings
}

struct CatalogFeature: NavigationFeature {
    let name = CatalogRoute.feature
    func register(into registrar: inout FeatureRegistrar) {
        registrar.register(CatalogRoute.self)
    }
}

/// The app's navigation, built once per process: conflicts between features, a destination
/// without a view and a tab without a root all stop start-up here.
@MainActor
final class CatalogNavigation {
    let presenter: ScreenPresenter
    let views: ViewRegistry<AnyView>

    init() throws {
        var builder = RegistryBuilder(tabs: ["home", "search"], links: LinkConfiguration(schemes: ["catalog"]))
        builder.add(CatalogFeature())
        let registry = try builder.build()
        views = try ViewRegistry(registry: registry) { views in
            views.register(CatalogRoute.self) { route in AnyView(CatalogScreen(route: route)) }
        }
        let router = NavigationRouter(session: NavigationSession(registry: registry))
        // On an iPad or a Mac, search shows its results beside what was chosen, and tabs a sidebar.
        let layout = TabLayout(splitViewTabs: ["search"], sidebarOnRegularWidth: true)
        presenter = try ScreenPresenter(
            router: router, links: LinkHandler(router: router), tabRoots: TabRoots(registry: registry),
            layout: layout, host: .swiftUI())
    }
}

/// Mark it `@main` in an app target.
struct CatalogApp: App {
    private let navigation = Result { try CatalogNavigation() }

    var body: some Scene {
        WindowGroup(makeContent: {
            switch navigation {
            case .success(let navigation):
                NavigationRoot(presenter: navigation.presenter) { route in
                    navigation.views.view(for: route)
                } tabLabel: { tab in
                    Text(tab.rawValue.capitalized)
                } placeholder: { _ in
                    Text("Choose an item")
                }
            case .failure(let error):
                Text(String(describing: error))
            }
        })
    }
}
// END ADOPTION EXAMPLE

/// A screen of the example: what a real app would build from its route.
struct CatalogScreen: View {
    let route: CatalogRoute
    var body: some View {
        Text(String(describing: route))
    }
}
