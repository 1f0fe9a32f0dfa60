import Foundation
import Testing

@_spi(FrontEnd) @testable import Waymark

@Suite("Type-erased routes")
struct RouteTests {
    @Test func equalityAndHashingWorkAcrossRouteTypes() {
        #expect(AnyRoute.item(1) == CatalogRoute.item(1).erased)
        #expect(AnyRoute.item(1) != .item(2))
        #expect(AnyRoute.list != AccountRoute.settings.erased)
        let set: Set<AnyRoute> = [.item(1), .item(1), .list, .settings, .profile(1)]
        #expect(set.count == 4)
        #expect(set.contains(CatalogRoute.item(1).erased))
    }

    @Test func sameCaseShapeInDifferentTypesIsNotEqual() {
        enum First: Route {
            case screen
            static let typeKey = "first"
            var destinationName: DestinationName { "first.screen" }
        }
        enum Second: Route {
            case screen
            static let typeKey = "second"
            var destinationName: DestinationName { "first.screen" }
        }
        #expect(First.screen.erased != Second.screen.erased)
    }

    @Test func unwrapsToTheOriginalType() {
        #expect(AnyRoute.item(5).as(CatalogRoute.self) == .item(5))
        #expect(AnyRoute.item(5).as(AccountRoute.self) == nil)
        #expect(AnyRoute.item(5).typeKey == "fixture.catalog")
        #expect(AnyRoute.item(5).destinationName == "catalog.item")
        #expect(AnyRoute.item(5).description == "catalog.item(item(5))")
    }

    @Test func encodesTypeKeyAndValueAndDecodesThroughTheRegistry() throws {
        let registry = try FixtureApp.registry()
        let routes: [AnyRoute] = [.item(5), .settings, .profile(9)]
        let data = try JSONEncoder().encode(routes)
        let json = try #require(String(data: data, encoding: .utf8))
        #expect(json.contains(#""type":"fixture.catalog""#))
        #expect(try registry.decoder().decode([AnyRoute].self, from: data) == routes)
    }

    @Test func decodingWithoutTheRegistryOrWithAnUnknownKeyFails() throws {
        let registry = try FixtureApp.registry()
        let data = try JSONEncoder().encode(AnyRoute.item(5))
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(AnyRoute.self, from: data) }
        let unknown = Data(#"{"type":"gone","value":{}}"#.utf8)
        #expect(throws: DecodingError.self) { try registry.decoder().decode(AnyRoute.self, from: unknown) }
    }
}
