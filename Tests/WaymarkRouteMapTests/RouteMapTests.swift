import Foundation
import Testing
import WaymarkRouteMap

@_spi(FrontEnd) @testable import Waymark

/// An app's old destination enum, registered whole.
private struct OldScreensFeature: NavigationFeature {
    enum OldScreen: LegacyRoute {
        case settings
        static let typeKey = "fixture.old"
        var legacyLink: URL? { nil }
    }

    let name = "old"

    func register(into registrar: inout FeatureRegistrar) {
        registrar.registerLegacy(OldScreen.self, presentation: .push(hostTab: nil))
    }
}

/// A feature whose pieces are broken in the ways the route map must show: a parent that is not
/// registered, and (by being left out of the owners) no owning team.
private struct OrphanFeature: NavigationFeature {
    enum OrphanRoute: LinkableRoute {
        case lost(Int)
        case ghost
        case circle

        static let typeKey = "fixture.orphan"
        var destinationName: DestinationName {
            switch self {
            case .lost: "orphan.lost"
            case .ghost: "orphan.ghost"
            case .circle: "orphan.circle"
            }
        }

        init(destination: DestinationName, values: LinkValues) throws(LinkValueError) {
            switch destination {
            case "orphan.lost": self = .lost(try values.int("id"))
            case "orphan.circle": self = .circle
            default: throw .noLink(destination)
            }
        }

        var linkValues: LinkValues {
            switch self {
            case .lost(let id): ["id": .int(id)]
            case .ghost, .circle: [:]
            }
        }
    }

    let name = "orphan"

    func register(into registrar: inout FeatureRegistrar) {
        registrar.register(
            OrphanRoute.self,
            destinations: [
                // Its parent is a route of this type whose destination nobody declares.
                .push("orphan.lost", hostTab: "home").link("lost/{id:int}").parent(OrphanRoute.ghost),
                // Its parent is itself, so a link's walk runs to the chain limit.
                .push("orphan.circle", hostTab: "home").link("circle").parent(OrphanRoute.circle),
            ])
    }
}

@Suite("The route map: every destination with owner, parents and reach, as one HTML page")
struct RouteMapTests {
    static let owners = ["shop": "@shop/team", "account": "@accounts/team"]

    @Test func everyDestinationHasItsOwnerParentsAndWhereItIsReachedFrom() async throws {
        let registry = try MapFixtureApp.builder().build()
        let map = await RouteMap(registry: registry, owners: Self.owners)
        #expect(map.entries.map(\.name) == registry.destinations.map(\.name.rawValue))
        let entries = Dictionary(uniqueKeysWithValues: map.entries.map { ($0.name, $0) })
        let product = try #require(entries["shop.product"])
        #expect(product.owner == "@shop/team")
        #expect(product.parents == ["shop.search", "shop.item"], "The tab's root, then the declared parent")
        #expect(product.reachableFrom == ["link"])
        #expect(entries["shop.home"]?.reachableFrom == ["tab bar", "link"])
        let signIn = try #require(entries["account.signIn"])
        #expect(signIn.meets == "signedIn")
        #expect(signIn.reachableFrom.contains("guard"))
        let deleteAccount = try #require(entries["account.deleteAccount"])
        #expect(deleteAccount.access == "internal")
        #expect(deleteAccount.reachableFrom == ["account.privacy"])
        #expect(entries["account.profile"]?.requires == ["signedIn"])
        #expect(map.entries.allSatisfy { $0.problems.isEmpty })
    }

    @Test func aFeatureWithoutAnOwnerAndAParentThatIsNotRegisteredAreProblems() async throws {
        var builder = MapFixtureApp.builder()
        builder.add(OrphanFeature())
        let map = await RouteMap(registry: try builder.build(), owners: Self.owners)
        let lost = try #require(map.entries.first { $0.name == "orphan.lost" })
        #expect(lost.owner == nil)
        #expect(
            lost.problems == [
                "its feature 'orphan' has no owning team",
                "its parent 'orphan.ghost' is not a registered destination",
            ])
        #expect(lost.parents == ["shop.home", "orphan.ghost"])
        let circle = try #require(map.entries.first { $0.name == "orphan.circle" })
        #expect(circle.problems.last == "its parent chain loops through 'orphan.circle'")
    }

    @Test func aLegacyEnumRegisteredWholeIsMarkedLegacyInTheMapAndOnItsPage() async throws {
        var builder = MapFixtureApp.builder()
        builder.add(OldScreensFeature())
        let map = await RouteMap(registry: try builder.build(), owners: Self.owners.merging(["old": "Shell"]) { $1 })
        let legacy = try #require(map.entries.first { $0.name == "legacy.fixture.old" })
        #expect(legacy.legacy)
        #expect(legacy.presentation == "push")
        #expect(map.entries.filter(\.legacy).count == 1)
        // The page's data marks the one legacy entry, which its table draws as "(legacy)".
        let html = map.html(title: "Map")
        #expect(html.components(separatedBy: "\"legacy\":true").count == 2)
    }

    @Test func thePageIsSelfContainedAndItsDataCannotCloseTheScript() async throws {
        let registry = try MapFixtureApp.builder().build()
        let html = await RouteMap(registry: registry, owners: ["shop": "</script><script>alert(1)//"]).html(
            title: "Shop <map>")
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("<title>Shop &lt;map></title>"))
        #expect(!html.contains("</script><script>alert"), "A value that closes the script element is escaped")
        #expect(html.components(separatedBy: "</script>").count == 3, "Exactly the data and the code end a script")
        for outside in ["src=", "href=", "url(", "@import"] {
            #expect(!html.contains(outside), "The page loads nothing from outside (\(outside))")
        }
        for destination in registry.destinations {
            #expect(html.contains("\"name\":\"\(destination.name)\""))
        }
    }
}
