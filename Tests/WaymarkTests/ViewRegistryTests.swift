import Testing
import WaymarkTesting

@_spi(FrontEnd) @testable import Waymark

@Suite("Views registered per feature, checked at start-up")
struct ViewRegistryTests {
    let registry: NavigationRegistry
    init() throws { registry = try FixtureApp.registry() }

    @Test func everyDestinationShowsTheViewItsRouteTypeRegistered() throws {
        let views = try ViewRegistry<String>(registry: registry) { views in
            views.register(CatalogRoute.self) { route in "catalog: \(route)" }
            views.register(AccountRoute.self) { route in "account: \(route)" }
        }
        #expect(views.view(for: .item(3)) == "catalog: item(3)")
        #expect(views.view(for: .settings) == "account: settings")
        #expect(registry.destinations.allSatisfy(views.hasView(for:)))
    }

    @Test func aDestinationWithoutAViewStopsStartUpNamingItAndItsFeature() throws {
        let error = try #require(throws: ViewRegistryError.self) {
            try ViewRegistry<String>(registry: registry) { views in
                views.register(CatalogRoute.self) { _ in "catalog" }
            }
        }
        let accountDestinations = registry.destinations.filter { $0.feature == "account" }
        #expect(error.conflicts == accountDestinations.map { .missingView($0.name, feature: "account") })
        #expect(error.description.contains("'account.signIn' (feature 'account') has no view"))
    }

    @Test func twoBuildersForOneTypeOrABuilderForAnUnknownTypeAreConflicts() throws {
        struct Stray: Route {
            static let typeKey = "stray"
            var destinationName: DestinationName { "stray.screen" }
        }
        let error = try #require(throws: ViewRegistryError.self) {
            try ViewRegistry<Int>(registry: registry) { views in
                views.register(CatalogRoute.self) { _ in 1 }
                views.register(AccountRoute.self) { _ in 2 }
                views.register(CatalogRoute.self) { _ in 3 }
                views.register(Stray.self) { _ in 4 }
            }
        }
        #expect(error.conflicts == [.duplicateView(routeType: "fixture.catalog"), .unknownRouteType("stray")])
    }

    @Test func aRegistrarAloneShowsOneFeaturesViewsForItsTests() {
        var views = ViewRegistry<String>.Builder()
        views.register(CatalogRoute.self) { route in "\(route)" }
        #expect(views.view(for: .list) == "list")
        #expect(views.view(for: .settings) == nil, "Another feature's route")
    }
}
