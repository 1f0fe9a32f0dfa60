import Testing

@_spi(FrontEnd) @testable import Waymark

/// A route type declared by hand and its destinations must agree; `build()` finds where they do
/// not, before any screen is shown.
@Suite("Route types declared by hand")
struct HandWrittenRouteCheckTests {
    /// A route whose name for one case has a typo, and whose link coding does not notice.
    enum TypoRoute: LinkableRoute {
        case detail(Int)
        static let typeKey = "typo"
        var destinationName: DestinationName { "typo.detial" }
        init(destination: DestinationName, values: LinkValues) throws(LinkValueError) {
            self = .detail(try values.int("id"))
        }
        var linkValues: LinkValues {
            switch self {
            case .detail(let id): ["id": .int(id)]
            }
        }
    }

    /// A route that can list its values.
    enum ListedRoute: String, Route, CaseIterable {
        case home, about, help
        static let typeKey = "listed"
        var destinationName: DestinationName { "listed.\(rawValue)" }
    }

    @Test func aLinkedDestinationWhoseRouteNamesAnotherIsAConflict() {
        var builder = RegistryBuilder(tabs: ["home"])
        builder.register(feature: "typo") {
            $0.register(TypoRoute.self, destinations: [.push("typo.detail", hostTab: "home").link("detail/{id:int}")])
        }
        #expect(
            throws: RegistryError(conflicts: [
                .routeNameMismatch(declared: "typo.detail", returned: "typo.detial", routeType: "typo", feature: "typo")
            ])
        ) { try builder.build() }
    }

    @Test func aListableTypeIsCheckedBothWays() {
        var builder = RegistryBuilder(tabs: ["home"])
        builder.register(feature: "listed") {
            $0.register(
                ListedRoute.self,
                destinations: [
                    .tabRoot("listed.home", tab: "home"), .push("listed.about", hostTab: "home"),
                    .push("listed.contact", hostTab: "home"),
                ])
        }
        #expect(
            throws: RegistryError(conflicts: [
                .undeclaredDestination("listed.help", routeType: "listed", feature: "listed"),
                .destinationWithoutRoute("listed.contact", routeType: "listed", feature: "listed"),
            ])
        ) { try builder.build() }
    }

    @Test func agreeingTypesBuild() throws {
        var builder = RegistryBuilder(tabs: ["home"])
        builder.register(feature: "listed") {
            $0.register(
                ListedRoute.self,
                destinations: [
                    .tabRoot("listed.home", tab: "home"), .push("listed.about", hostTab: "home"),
                    .push("listed.help", hostTab: "home"),
                ])
        }
        let registry = try builder.build()
        #expect(registry.destinations.count == 3)
    }

    @Test func theMessagesSayWhatDisagrees() {
        #expect(
            RegistryConflict.routeNameMismatch(declared: "a.b", returned: "a.c", routeType: "a", feature: "f")
                .description
                == "A link to 'a.b' (feature 'f') builds a 'a' route that names 'a.c' instead; its destinationName and init(destination:values:) disagree."
        )
        #expect(
            RegistryConflict.undeclaredDestination("a.c", routeType: "a", feature: "f").description
                == "The route type 'a' (feature 'f') has values for 'a.c', which the feature does not declare.")
    }
}
