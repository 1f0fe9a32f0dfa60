import Foundation
import Testing

@_spi(FrontEnd) @testable import Waymark
@testable import WaymarkLinks

@Suite("Route table and site association")
struct ExportTests {
    let registry: NavigationRegistry

    init() throws {
        registry = try LinkFixtureApp.builder().build()
    }

    @Test func everyExampleLinkOpensItsOwnDestination() throws {
        let table = RouteTable(registry: registry, examples: [ShopRoute.product(LinkFixtureApp.knownProduct).erased])
        #expect(table.rows.map(\.name) == registry.destinations.map(\.name.rawValue))
        for row in table.rows {
            let example = try #require(row.example, "\(row.name) has no example")
            let match = try registry.match(example).get()
            #expect(match.steps.count == 1 && match.steps[0].destinationName.rawValue == row.name, "\(example)")
        }
        let product = try #require(table.rows.first { $0.name == "shop.product" })
        #expect(product.example == "app://product/0b9e4f3a-1c2d-4e5f-8a9b-0c1d2e3f4a5b")
    }

    @Test func jsonHasExactlyTheDocumentedKeys() throws {
        let json = RouteTable(registry: registry).rendered(as: .json)
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(rows.count == registry.destinations.count)
        for row in rows {
            #expect(
                Set(row.keys) == [
                    "name", "feature", "pattern", "presentation", "tab", "access", "example", "urlTemplate",
                    "zoomSource",
                ])
        }
        let settings = try #require(rows.first { $0["name"] as? String == "account.settings" })
        #expect(settings["presentation"] as? String == "sheet")
        #expect(settings["tab"] is NSNull)
        #expect(settings["access"] as? String == "signedIn")
        let item = try #require(rows.first { $0["name"] as? String == "shop.item" })
        #expect(item["presentation"] as? String == "push" && item["tab"] as? String == "search")
        #expect(item["pattern"] as? String == "item/{id:int}")
        #expect(item["urlTemplate"] as? String == "https://example.com/item/{id}?via=appIntent")
        let internalScreen = try #require(rows.first { $0["name"] as? String == "account.deleteAccount" })
        #expect(internalScreen["urlTemplate"] is NSNull, "An internal destination has no URL to open it by")
    }

    @Test func textMarkdownAndDotListEveryDestination() {
        let table = RouteTable(registry: registry)
        for format in [RouteTableFormat.text, .markdown, .dot] {
            let rendered = table.rendered(as: format)
            for destination in registry.destinations {
                #expect(rendered.contains(destination.name.rawValue), "\(format) lacks \(destination.name)")
            }
        }
        let markdown = table.rendered(as: .markdown)
        #expect(markdown.contains("| shop.item | shop | `item/{id:int}` | push | search | public | `app://item/1` |"))
        let dot = table.rendered(as: .dot)
        #expect(dot.hasPrefix("digraph routes {"))
        #expect(dot.contains("\"tab:search\" -> \"shop.item\";"))
        #expect(dot.contains("\"modal\" -> \"account.settings\";"))
    }

    @Test func siteAssociationExcludesInternalDestinationsFirst() throws {
        let association = AppSiteAssociation(registry: registry, appIDs: ["TEAM.app.example"])
        let paths = association.components.map(\.path)
        #expect(Array(association.components.prefix(2)).map(\.exclude) == [true, true])
        #expect(Array(paths.prefix(2)) == ["/settings/delete-account", "/settings/delete-account/*"])
        #expect(association.components.dropFirst(2).allSatisfy { !$0.exclude })
        #expect(paths.contains("/item/*/reviews") && paths.contains("/item/*"))
        #expect(paths.firstIndex(of: "/item/*/reviews")! < paths.firstIndex(of: "/item/*")!)
        #expect(paths.firstIndex(of: "/category/new")! < paths.firstIndex(of: "/category/*")!)
        #expect(association.components.first { $0.path == "/sign-in" }?.exclude == false)

        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(association.json.utf8)) as? [String: Any])
        let details = try #require((document["applinks"] as? [String: Any])?["details"] as? [[String: Any]])
        #expect(details.first?["appIDs"] as? [String] == ["TEAM.app.example"])
        let first = try #require((details.first?["components"] as? [[String: Any]])?.first)
        #expect(first["/"] as? String == "/settings/delete-account" && first["exclude"] as? Bool == true)
    }
}
