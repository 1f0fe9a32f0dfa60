import Foundation
import Testing
import WaymarkTesting

@_spi(FrontEnd) @testable import Waymark

/// An app's own destination enum before any case moved: registered whole, with its `url` and its
/// parser (`chapter://course/<uuid>`, `chapter://university/<int>`), and a case without a link.
private enum OldDestination: LegacyRoute {
    case course(UUID)
    case university(Int)
    case careers

    static let typeKey = "app.destination"

    var legacyLink: URL? {
        switch self {
        case .course(let id): URL(string: "chapter://course/\(id.uuidString)")
        case .university(let id): URL(string: "chapter://university/\(id)")
        case .careers: nil
        }
    }

    static func parse(_ url: URL) -> OldDestination? {
        guard url.scheme == "chapter", url.pathComponents.count >= 2 else { return nil }
        let id = url.pathComponents[1]
        switch url.host {
        case "course": return UUID(uuidString: id).map(OldDestination.course)
        case "university": return Int(id).map(OldDestination.university)
        default: return nil
        }
    }
}

/// The same enum one step later: `course` moved out to a feature.
private enum NewDestination: LegacyRoute {
    case university(Int)
    case careers

    static let typeKey = "app.destination"

    var legacyLink: URL? {
        if case .university(let id) = self { URL(string: "chapter://university/\(id)") } else { nil }
    }

    static func parse(_ url: URL) -> NewDestination? {
        guard url.host == "university", url.pathComponents.count >= 2, let id = Int(url.pathComponents[1]) else {
            return nil
        }
        return .university(id)
    }
}

/// The feature `course` moved to, with the link form it answers to.
private enum CourseRoute: LinkableRoute {
    case home
    case course(id: UUID)

    static let typeKey = "courses"

    var destinationName: DestinationName {
        switch self {
        case .home: "courses.home"
        case .course: "courses.course"
        }
    }

    init(destination: DestinationName, values: LinkValues) throws(LinkValueError) {
        switch destination {
        case "courses.home": self = .home
        case "courses.course": self = .course(id: try values.decode(UUID.self, "id"))
        default: throw .noLink(destination)
        }
    }

    var linkValues: LinkValues {
        switch self {
        case .home: [:]
        case .course(let id): ["id": .uuid(id)]
        }
    }
}

private let links = LinkConfiguration(schemes: ["chapter"])
private let courseID = UUID(uuidString: "6F1C2E34-9A4B-4C1D-8E2F-0A1B2C3D4E5F")!

/// Step 0: the tab's root, and the enum whole.
private func stepZero() throws -> NavigationRegistry {
    var builder = RegistryBuilder(tabs: ["home"], links: links)
    builder.register(feature: "app") { registrar in
        registrar.register(CourseRoute.self, destinations: [.tabRoot("courses.home", tab: "home").link("home")])
        registrar.registerLegacy(
            OldDestination.self, presentation: .push(hostTab: nil), parsingLinks: OldDestination.parse)
    }
    return try builder.build()
}

/// Step 1: `course` declared by the feature, with a new link form and the legacy one as former.
private func stepOne(coursePattern: String = "courses/{id:uuid}", former: [String] = ["course/{id:uuid}"]) throws
    -> NavigationRegistry
{
    var builder = RegistryBuilder(tabs: ["home"], links: links)
    builder.register(feature: "app") { registrar in
        var course = DestinationDeclaration<CourseRoute>.push("courses.course", hostTab: nil).link(coursePattern)
        for pattern in former { course = course.formerLink(pattern) }
        registrar.register(
            CourseRoute.self, destinations: [.tabRoot("courses.home", tab: "home").link("home"), course])
        registrar.registerLegacy(
            NewDestination.self, presentation: .push(hostTab: nil), parsingLinks: NewDestination.parse)
    }
    return try builder.build()
}

@Suite("A legacy destination enum registered whole")
@MainActor
struct LegacyRouteTests {
    @Test func itsValuesArePushedAsOneDestinationAndItsParserReadsLinksNoPatternMatches() async throws {
        let registry = try stepZero()
        #expect(OldDestination.careers.destinationName == "legacy.app.destination")
        let router = NavigationRouter(registry: registry)
        try router.show(OldDestination.careers)
        #expect(router.state.stack(of: "home") == [OldDestination.careers.erased])

        let handler = LinkHandler(router: router)
        await handler.appDidBecomeReady()
        #expect(await handler.open("chapter://university/7") == .opened)
        #expect(router.state.stack(of: "home").last == OldDestination.university(7).erased)
        #expect(try registry.link(for: OldDestination.university(7).erased) == "chapter://university/7")
        #expect(throws: LinkValueError.noLink("legacy.app.destination")) {
            try registry.link(for: OldDestination.careers.erased)
        }
        // A link neither a pattern nor the parser reads keeps the matcher's reason.
        guard case .rejected(.noMatch) = await handler.open("chapter://planet/mars") else {
            Issue.record("A link nobody reads is refused as no match")
            return
        }
    }

    @Test func aSessionSavesLinkedValuesByTheirWholeLinkAndRestoresThem() throws {
        let registry = try stepZero()
        let state = registry.initialState.rewritten {
            $0.stacks["home"] = [OldDestination.course(courseID).erased, OldDestination.careers.erased]
        }
        let data = try SnapshotCoder(registry: registry).encode(state)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""chapter://course/\#(courseID.uuidString)""#), "Saved by the enum's own link")
        #expect(text.contains(#"{"type":"app.destination","value":{"careers":{}}}"#), "No link: its Codable form")
        let restored = try SnapshotCoder(registry: registry).decode(data)
        #expect(restored.repairs.isEmpty)
        #expect(restored.state.stack(of: "home") == state.stack(of: "home"))
    }

    @Test func aCaseThatMovedRestoresThroughItsFeatureAndOldLinksAreJournaledAsRead() async throws {
        let before = try stepZero()
        let state = before.initialState.rewritten {
            $0.stacks["home"] = [
                OldDestination.university(3).erased, OldDestination.course(courseID).erased,
                OldDestination.careers.erased,
            ]
        }
        let data = try SnapshotCoder(registry: before).encode(state)
        let after = try stepOne()
        let restored = try SnapshotCoder(registry: after).decode(data)
        #expect(
            restored.state.stack(of: "home") == [
                NewDestination.university(3).erased, CourseRoute.course(id: courseID).erased,
                NewDestination.careers.erased,
            ])

        let router = NavigationRouter(registry: after)
        let handler = LinkHandler(router: router)
        await handler.appDidBecomeReady()
        let old = "chapter://course/\(courseID.uuidString)"
        #expect(await handler.open(old) == .opened)
        #expect(router.state.stack(of: "home") == [CourseRoute.course(id: courseID).erased])
        let canonical = "chapter://courses/\(courseID.uuidString.lowercased())"
        #expect(router.journal.entries.last?.notes == [.readAsCanonical(canonical)])
        // Today's form opens the same screen and is not journaled as read from another form.
        try router.apply(NavigationTransaction([.popToRoot()]))
        #expect(await handler.open(canonical) == .opened)
        #expect(router.journal.entries.last?.notes == [])
    }

    @Test func aMovedCaseWithoutAFormerPatternIsDroppedWithTheLinkItWasSavedBy() throws {
        let before = try stepZero()
        let state = before.initialState.rewritten { $0.stacks["home"] = [OldDestination.course(courseID).erased] }
        let after = try stepOne(former: [])
        let restored = try SnapshotCoder(registry: after).decode(try SnapshotCoder(registry: before).encode(state))
        #expect(restored.state.stack(of: "home").isEmpty)
        #expect(
            restored.repairs.contains {
                if case .stackCut(_, _, _, .rejectedLink(let link, _)) = $0 {
                    return link.hasPrefix("chapter://course/")
                }
                return false
            })
    }

    @Test func aLinkRefusedForWhatItIsNeverReachesAParserThatChecksLess() async throws {
        var builder = RegistryBuilder(tabs: ["home"], links: links)
        builder.register(feature: "app") { registrar in
            registrar.register(CourseRoute.self, destinations: [.tabRoot("courses.home", tab: "home").link("home")])
            // A parser that reads the host alone, whatever the scheme.
            registrar.registerLegacy(
                NewDestination.self, presentation: .push(hostTab: nil), parsingLinks: NewDestination.parse)
        }
        let registry = try builder.build()
        #expect(
            try registry.routes(forExternalLink: "chapter://university/7").get() == [
                NewDestination.university(7).erased
            ])
        for refused in ["http://university/7", "evil://university/7", "https://elsewhere.example/university/7"] {
            guard case .failure(let rejection) = registry.routes(forExternalLink: refused) else {
                Issue.record("\(refused) reached the legacy parser")
                continue
            }
            if case .noMatch = rejection { Issue.record("\(refused) was refused as no match: \(rejection)") }
        }
    }

    @Test func theParsersOfOneFeatureAreAskedInTheOrderItRegistersThem() throws {
        var builder = RegistryBuilder(tabs: ["home"], links: links)
        builder.register(feature: "app") { registrar in
            registrar.register(CourseRoute.self, destinations: [.tabRoot("courses.home", tab: "home").link("home")])
            registrar.registerLegacy(
                OldDestination.self, presentation: .push(hostTab: nil), parsingLinks: OldDestination.parse)
            registrar.registerLegacy(
                CourseSheet.self, presentation: .modal(.sheet),
                parsingLinks: { $0.host == "filters" || $0.host == "university" ? .filters : nil })
        }
        let registry = try builder.build()
        #expect(try registry.routes(forExternalLink: "chapter://filters").get() == [CourseSheet.filters.erased])
        #expect(
            try registry.routes(forExternalLink: "chapter://university/7").get() == [
                OldDestination.university(7).erased
            ],
            "The first parser registered answers")
    }

    @Test func aLegacyLinkLongerThanLinksMayBeIsSavedByItsCodableForm() throws {
        let registry = try stepZero()
        let long = OldDestination.university(Int.max).erased
        #expect(try registry.linkPath(for: long) == "chapter://university/\(Int.max)")
        var builder = RegistryBuilder(tabs: ["home"], links: LinkConfiguration(schemes: ["chapter"], maximumLength: 24))
        builder.register(feature: "app") { registrar in
            registrar.register(CourseRoute.self, destinations: [.tabRoot("courses.home", tab: "home").link("home")])
            registrar.registerLegacy(
                OldDestination.self, presentation: .push(hostTab: nil), parsingLinks: OldDestination.parse)
        }
        let limited = try builder.build()
        let state = limited.initialState.rewritten { $0.stacks["home"] = [long] }
        let data = try SnapshotCoder(registry: limited).encode(state)
        #expect(String(decoding: data, as: UTF8.self).contains(#"{"type":"app.destination","value":{"university":"#))
        #expect(try SnapshotCoder(registry: limited).decode(data).state.stack(of: "home") == [long])
        #expect(throws: LinkValueError.noLink("legacy.app.destination")) {
            try limited.link(for: OldDestination.university(7).erased, form: .universal)
        }
    }

    @Test func twoParsersAreAConflictAndTheTableMarksWhatIsStillLegacy() throws {
        var builder = RegistryBuilder(tabs: ["home"], links: links)
        builder.register(feature: "app") { registrar in
            registrar.register(CourseRoute.self, destinations: [.tabRoot("courses.home", tab: "home").link("home")])
            registrar.registerLegacy(
                OldDestination.self, presentation: .push(hostTab: nil), parsingLinks: OldDestination.parse)
        }
        builder.register(feature: "other") { registrar in
            registrar.registerLegacy(CourseSheet.self, presentation: .modal(.sheet), parsingLinks: { _ in .filters })
        }
        let error = #expect(throws: RegistryError.self) { try builder.build() }
        #expect(error?.description.contains("a legacy parser in a second feature") == true)

        let table = RouteTable(registry: try stepOne()).rendered(as: .text)
        let lines = table.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("legacy.app.destination") && $0.contains("push (legacy)") })
        #expect(lines.contains { $0.hasPrefix("courses.course") && !$0.contains("legacy") })
        #expect(RouteTable(registry: try stepOne()).rendered(as: .json).contains(#""legacy" : true"#))
    }
}

/// A second legacy enum (the app's sheets), whose parser would compete with the first's.
private enum CourseSheet: LegacyRoute {
    case filters
    static let typeKey = "app.sheet"
    var legacyLink: URL? { nil }
}
