#if canImport(SwiftUI)
// Compiled only where SwiftUI exists, like the adapter it tests.
import SwiftUI
import Testing
import Waymark
import WaymarkPresentation
import WaymarkSwiftUI

@MainActor
@Suite("The SwiftUI adapter")
struct WaymarkSwiftUITests {
    enum Screen: Route {
        case home
        case item(Int)
        case sheet
        static let typeKey = "swiftui.screen"
        var destinationName: DestinationName {
            switch self {
            case .home: "swiftui.home"
            case .item: "swiftui.item"
            case .sheet: "swiftui.sheet"
            }
        }
    }

    func presenter() throws -> ScreenPresenter {
        var builder = RegistryBuilder(tabs: ["home"])
        builder.register(feature: "swiftui") { registrar in
            registrar.register(
                Screen.self,
                destinations: [
                    .tabRoot("swiftui.home", tab: "home"), .push("swiftui.item", hostTab: "home"),
                    .sheet("swiftui.sheet"),
                ])
        }
        let router = NavigationRouter(registry: try builder.build())
        return ScreenPresenter(
            router: router, links: LinkHandler(router: router),
            view: { route in AnyView(Text(route.destinationName.rawValue)) }, root: { _ in Screen.home.erased })
    }

    @Test func theScreenFollowsTheStateThroughTheDriver() throws {
        let presenter = try presenter()
        try presenter.router.perform(.push(Screen.item(1).erased))
        #expect(presenter.displayed.stack(of: "home") == [Screen.item(1).erased])
    }
}
#endif
