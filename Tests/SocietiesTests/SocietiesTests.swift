import ChapterKit
import Foundation
import Societies
import Testing
import Waymark
import WaymarkTesting

private struct Sample: SocietiesService {
    static let rowing = SocietySummary(
        id: SocietyID(UUID(uuidString: "50c1e7e5-0000-4000-8000-000000000003")!), name: "Rowing Club",
        kind: .sportsClub,
        university: UniversityID(7), nextEvent: EventID(UUID(uuidString: "15b0b848-1373-58ae-ae51-a9b57e94be6f")!),
        chat: GroupID(UUID(uuidString: "205970a5-3ac3-5a53-a002-e2969fafc70e")!))
    func societies(at university: UniversityID) async -> [SocietySummary] {
        university == Self.rowing.university ? [Self.rowing] : []
    }
    func society(_ id: SocietyID) async -> SocietySummary? { id == Self.rowing.id ? Self.rowing : nil }
    static let sam = UserID(UUID(uuidString: "3f1b2c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d")!)
    func members(of id: SocietyID) async -> [(id: UserID, name: String)] {
        id == Self.rowing.id ? [(Self.sam, "Sam")] : []
    }
}

/// The university's page, which another team owns: a stand-in route, as the app gives its own.
private enum StandInUniversity: Route {
    case page(Int)
    static let typeKey = "standIn.university"
    var destinationName: DestinationName { "standIn.university" }
}

private struct StandInUniversities: NavigationFeature {
    let name = "standIn"
    func register(into registrar: inout FeatureRegistrar) {
        registrar.register(
            StandInUniversity.self,
            destinations: [.init("standIn.university", presentation: .push(hostTab: ChapterTab.search))])
    }
}

@MainActor
private final class Router: SocietiesRouting {
    enum Call: Equatable {
        case society(SocietyID)
        case join(SocietyID)
        case close
        case university(UniversityID)
        case event(EventID)
        case chat(GroupID)
        case events(SocietyID)
        case members(SocietyID)
        case profile(UserID)
    }
    let calls = CallRecorder<Call>()
    func showSociety(_ id: SocietyID) { calls.record(.society(id)) }
    func showJoining(_ id: SocietyID) { calls.record(.join(id)) }
    func closeJoining() { calls.record(.close) }
    func showUniversity(_ id: UniversityID) { calls.record(.university(id)) }
    func showEvent(_ id: EventID) { calls.record(.event(id)) }
    func showChat(_ group: GroupID) { calls.record(.chat(group)) }
    func showEvents(of id: SocietyID) { calls.record(.events(id)) }
    func showMembers(of id: SocietyID) { calls.record(.members(id)) }
    func showProfile(_ user: UserID) { calls.record(.profile(user)) }
}

@MainActor
@Suite("Societies")
struct SocietiesTests {
    let app: NavigationHarness
    static let rowing = SocietiesRoute.detail(id: Sample.rowing.id).erased
    static let university = StandInUniversity.page(7).erased

    init() throws {
        app = try NavigationHarness(
            tabs: ChapterTab.all, links: LinkConfiguration(schemes: ["chapter"]),
            features: [
                SocietiesFeature(service: Sample(), university: { StandInUniversity.page($0.rawValue).erased }),
                StandInUniversities(),
            ])
    }

    @Test func registersItsDestinationsAndTheirLinksRoundTrip() throws {
        #expect(app.registry.destination(named: "societies.detail")?.presentation == .push(hostTab: ChapterTab.search))
        #expect(app.registry.destination(named: "societies.join")?.requirements == [.signedIn])
        #expect(try app.registry.link(for: Self.rowing) == "chapter://society/50c1e7e5-0000-4000-8000-000000000003")
        let routes = [
            SocietiesRoute.list(university: UniversityID(7)).erased, Self.rowing,
            SocietiesRoute.join(id: Sample.rowing.id).erased, SocietiesRoute.events(id: Sample.rowing.id).erased,
            SocietiesRoute.members(id: Sample.rowing.id).erased,
        ]
        expectLinksRoundTrip(routes, in: app.registry)
        expectEveryLinkCovered(by: routes, feature: "societies", in: app.registry)
    }

    @Test func aLinkToASocietyPutsItsUniversityUnderIt() async {
        let links = await app.linkHandler()
        #expect(await links.open("chapter://society/50c1e7e5-0000-4000-8000-000000000003") == .opened)
        #expect(app.state.selectedTab == ChapterTab.search)
        #expect(app.state.stack(of: ChapterTab.search) == [Self.university, Self.rowing])
    }

    @Test func aLinkToAMissingSocietyOrABadIdIsRefused() async {
        let links = await app.linkHandler()
        #expect(
            await links.open("chapter://society/50c1e7e5-0000-4000-8000-000000000099") == .contentMissing("society"))
        #expect(await links.open("chapter://society/rowing") == .rejected(.noMatch("society/rowing")))
    }

    @Test func aSocietysEventsOpenOverItsPageAndUniversity() async {
        let links = await app.linkHandler()
        let events = SocietiesRoute.events(id: Sample.rowing.id).erased
        #expect(await links.open("chapter://society/50c1e7e5-0000-4000-8000-000000000003/events") == .opened)
        #expect(app.state.stack(of: ChapterTab.search) == [Self.university, Self.rowing, events])
    }

    @Test func joiningNeedsASignedInStudent() async {
        let links = await app.linkHandler()
        #expect(await links.open("chapter://society/50c1e7e5-0000-4000-8000-000000000003/join") == .held(.signedIn))
    }

    @Test func theScreensLeadWhereTheySay() async throws {
        let router = Router()
        let screens = SocietiesScreens(service: Sample(), router: router)
        let list = try #require(await screens.screen(for: SocietiesRoute.list(university: UniversityID(7)).erased))
        #expect(list.actions.map(\.title) == ["Rowing Club (sports club)"])
        await list.actions[0].perform()
        let detail = try #require(await screens.screen(for: Self.rowing))
        #expect(
            detail.actions.map(\.title) == [
                "See the university", "Next event", "Group chat", "Events", "Members", "Join",
            ])
        for action in detail.actions { await action.perform() }
        let members = try #require(await screens.screen(for: SocietiesRoute.members(id: Sample.rowing.id).erased))
        await members.actions[0].perform()
        let join = try #require(await screens.screen(for: SocietiesRoute.join(id: Sample.rowing.id).erased))
        await join.actions[0].perform()
        let rowing = Sample.rowing
        #expect(
            router.calls.calls == [
                .society(rowing.id), .university(UniversityID(7)), .event(rowing.nextEvent!), .chat(rowing.chat!),
                .events(rowing.id), .members(rowing.id), .join(rowing.id), .profile(Sample.sam), .close,
            ])
    }
}
