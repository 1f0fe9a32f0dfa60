import ChapterApp
import ChapterKit
import Foundation
import Testing
@_spi(FrontEnd) import Waymark

@MainActor
@Suite("Chapter: registry, route table and links")
struct RegistryAndLinksTests {
    @Test func everyDestinationHasAScreenAndEveryExampleShowsOne() async throws {
        let app = try ChapterApp()
        for destination in app.registry.destinations {
            #expect(app.views.hasView(for: destination), "\(destination.name)")
        }
        for route in app.exampleRoutes {
            #expect(!(await app.screen(for: route)).title.isEmpty, "\(route.destinationName)")
        }
    }

    /// The destinations table of the spec: name, pattern, presentation, tab, access. Features added
    /// since have rows of their own; the test checks these are there, not that nothing else is.
    static let table: [(String, String, String, String?, String)] = [
        ("hub.home", "hub", "root", "hub", "public"),
        ("search.home", "search", "root", "search", "public"),
        ("accommodation.map", "map", "root", "map", "public"),
        ("shortlist.home", "lists", "root", "lists", "public"),
        ("calendar.home", "calendar", "root", "calendar", "public"),
        ("feed.home", "feed", "root", "feed", "public"),
        ("groups.home", "connect", "root", "connect", "public"),
        ("arcade.home", "arcade", "root", "arcade", "public"),
        ("universities.detail", "university/{id:int}", "push", "search", "public"),
        ("courses.detail", "course/{id:uuid}", "push", "search", "public"),
        ("compare.courses", "compare?courses={courses:courseList}", "push", "lists", "public"),
        ("accommodation.list", "accommodation[?university={university:int}]", "push", "map", "public"),
        ("accommodation.detail", "accommodation/{id:uuid}", "push", "map", "public"),
        ("groups.profile", "group/{id:uuid}", "push", "connect", "signedIn"),
        ("groups.chat", "chat/{id:uuid}[?message={message:uuid}]", "push", "connect", "signedIn"),
        ("profile.user", "profile/{id:uuid}", "push", "connect", "signedIn"),
        ("inbox.home", "inbox", "push", "connect", "signedIn"),
        ("calendar.event", "event/{id:uuid}", "push", "calendar", "public"),
        ("feed.post", "post/{id:uuid}", "push", "feed", "public"),
        (
            "arcade.leaderboard", "leaderboards[?game={game:slug}&period={period:period=week}]", "push", "arcade",
            "public"
        ),
        ("arcade.careers", "careers", "push", "arcade", "public"),
        ("arcade.game", "play/{game:slug}", "fullScreenCover", nil, "public"),
        ("profile.settings", "settings", "sheet", nil, "signedIn"),
        ("profile.privacy", "settings/privacy", "push", nil, "signedIn"),
        ("profile.deleteAccount", "settings/delete-account", "push", nil, "internal"),
        ("account.signIn", "sign-in", "fullScreenCover", nil, "public"),
    ]

    @Test func theRouteTableHasEveryDestinationOfTheSpec() throws {
        let app = try ChapterApp()
        let json = app.routeTable(as: .json)
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(
            rows.map { $0["name"] as? String } == app.registry.destinations.map(\.name.rawValue),
            "One row per destination, in order")
        for row in rows {
            let name = row["name"] as? String ?? "?"
            #expect(
                Set(row.keys) == [
                    "name", "feature", "pattern", "presentation", "tab", "access", "example", "urlTemplate",
                    "zoomSource",
                ],
                "\(name)")
            #expect(
                ["root", "push", "sheet", "fullScreenCover", "popover", "inspector"].contains(
                    row["presentation"] as? String), "\(name)")
            #expect(["public", "signedIn", "internal"].contains(row["access"] as? String), "\(name)")
            #expect(
                row["tab"] is NSNull || ChapterTab.all.map(\.rawValue).contains(row["tab"] as? String ?? ""), "\(name)")
        }
        for (name, pattern, presentation, tab, access) in Self.table {
            let row = try #require(rows.first { $0["name"] as? String == name }, "\(name) is missing")
            #expect(row["pattern"] as? String == pattern, "\(name)")
            #expect(row["presentation"] as? String == presentation, "\(name)")
            #expect(row["tab"] as? String == tab, "\(name)")
            #expect(row["access"] as? String == access, "\(name)")
        }
    }

    @Test func everyExampleLinkOpensOnItsTab() async throws {
        let app = try ChapterApp()
        let json = app.routeTable(as: .json)
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        for row in rows {
            let name = try #require(row["name"] as? String)
            let example = try #require(row["example"] as? String, "\(name) has no example")
            let sample = try await Sample(signedIn: true)
            let outcome = await sample.app.links.open(example)
            if row["access"] as? String == "internal" {
                #expect(outcome == .rejected(.internalDestination(DestinationName(rawValue: name))))
                continue
            }
            #expect(outcome == .opened, "\(example)")
            if let tab = row["tab"] as? String {
                #expect(sample.app.navigation.state.selectedTab == TabID(tab), "\(example)")
                if row["presentation"] as? String == "root" {
                    #expect(try sample.stack(tab).isEmpty, "a tab-root link pops its tab to the root: \(example)")
                } else {
                    #expect(try sample.stack(tab).last == example, "\(example)")
                }
            } else {
                let stack = try #require(try sample.modalStacks().last, "\(example) opened no modal")
                #expect(stack.last == example, "\(example)")
            }
        }
    }

    @Test func chainedLinksAndParents() async throws {
        let sample = try await Sample()
        await sample.open("chapter://university/\(sample.university)/course/\(sample.course)")
        #expect(
            try sample.stack("search") == [
                "chapter://university/\(sample.university)", "chapter://course/\(sample.course)",
            ])
        await sample.open("chapter://search/university/\(sample.university)")
        #expect(try sample.stack("search") == ["chapter://university/\(sample.university)"])
        let cold = try await Sample()
        await cold.open("https://www.CHAPTER.app/course/\(cold.course.uppercased())")
        let university = cold.catalog.courses[0].university.rawValue
        #expect(try cold.stack("search") == ["chapter://university/\(university)", "chapter://course/\(cold.course)"])
    }

    /// The internal screens (docs/chapter-app.md: the delete-account screen, and the onboarding
    /// steps only the flow itself shows) are excluded, with what may follow them, before anything
    /// is included: iOS takes the first component that matches, so an exclusion after an include
    /// that matches the same path would not hold.
    @Test func theSiteAssociationLeavesOutInternalScreens() throws {
        let file = try ChapterApp().siteAssociation()
        let json = try #require(try JSONSerialization.jsonObject(with: Data(file.utf8)) as? [String: Any])
        let details = try #require((json["applinks"] as? [String: Any])?["details"] as? [[String: Any]])
        let components = try #require(details.first?["components"] as? [[String: Any]])
        let excluded = components.prefix { $0["exclude"] as? Bool == true }.compactMap { $0["/"] as? String }
        let internalPaths = [
            "/onboarding/stage", "/onboarding/grades", "/onboarding/interests", "/onboarding/done",
            "/settings/delete-account",
        ]
        #expect(excluded == internalPaths.flatMap { [$0, $0 + "/*"] })
        let rest = components.dropFirst(excluded.count)
        #expect(rest.allSatisfy { $0["exclude"] == nil }, "No exclusion after the first include")
        #expect(!rest.isEmpty)
        for path in rest.compactMap({ $0["/"] as? String }) {
            #expect(!internalPaths.contains { path == $0 || path.hasPrefix($0 + "/") }, "\(path) is included")
        }
    }
}
