import Careers
import ChapterKit
import Foundation
import Testing
import Waymark
import WaymarkTesting

private struct Sample: CareersService {
    static let course = CourseID(UUID(uuidString: "9f93d130-f5bc-50b3-9005-8e17e4a53a37")!)
    static let engineer = CareerPathSummary(
        id: CareerPathID("software-engineer"), title: "Software engineer", day: ["Stand-up"], pay: ["£28,000"],
        courses: [(course, "Computer Science BA")])
    func path(_ id: CareerPathID) async -> CareerPathSummary? { id == Self.engineer.id ? Self.engineer : nil }
    func apprenticeships() async -> [CareerPathSummary] { [Self.engineer] }
    func paths() async -> [CareerPathSummary] { [Self.engineer] }
}

/// The careers list, which another team owns: a stand-in, as the app gives the Arcade's.
private enum StandInCareers: Route {
    case list
    static let typeKey = "standIn.careers"
    var destinationName: DestinationName { "standIn.careers" }
}

private struct StandInArcade: NavigationFeature {
    let name = "standIn"
    func register(into registrar: inout FeatureRegistrar) {
        registrar.register(
            StandInCareers.self,
            destinations: [.init("standIn.careers", presentation: .push(hostTab: ChapterTab.arcade))])
    }
}

@MainActor
private final class Router: CareersRouting {
    enum Call: Equatable {
        case path(CareerPathID)
        case day(CareerPathID)
        case course(CourseID)
        case pay(CareerPathID)
    }
    let calls = CallRecorder<Call>()
    func showPath(_ path: CareerPathID) { calls.record(.path(path)) }
    func showDayInTheLife(_ path: CareerPathID) { calls.record(.day(path)) }
    func showCourse(_ id: CourseID) { calls.record(.course(id)) }
    func showPay(_ path: CareerPathID) { calls.record(.pay(path)) }
}

@MainActor
@Suite("Careers")
struct CareersTests {
    let app: NavigationHarness
    static let engineer = CareersRoute.path(path: CareerPathID("software-engineer")).erased

    init() throws {
        app = try NavigationHarness(
            tabs: ChapterTab.all, links: LinkConfiguration(schemes: ["chapter"]),
            features: [CareersFeature(service: Sample(), careersList: StandInCareers.list.erased), StandInArcade()])
    }

    @Test func registersItsDestinationsAndTheirLinksRoundTrip() throws {
        #expect(app.registry.destination(named: "careers.path")?.presentation == .push(hostTab: ChapterTab.arcade))
        #expect(app.registry.destination(named: "careers.dayInTheLife")?.presentation == .modal(.sheet))
        #expect(try app.registry.link(for: Self.engineer) == "chapter://career/software-engineer")
        let routes = [
            Self.engineer, CareersRoute.apprenticeships.erased,
            CareersRoute.dayInTheLife(path: CareerPathID("software-engineer")).erased, CareersRoute.paths.erased,
            CareersRoute.pay(path: CareerPathID("software-engineer")).erased,
        ]
        expectLinksRoundTrip(routes, in: app.registry)
        expectEveryLinkCovered(by: routes, feature: "careers", in: app.registry)
    }

    @Test func aLinkToAPathPutsTheCareersListUnderIt() async {
        let links = await app.linkHandler()
        #expect(await links.open("chapter://career/software-engineer") == .opened)
        #expect(app.state.selectedTab == ChapterTab.arcade)
        #expect(app.state.stack(of: ChapterTab.arcade) == [StandInCareers.list.erased, Self.engineer])
    }

    @Test func aPathsPayOpensOverThePathAndTheCareersList() async {
        let links = await app.linkHandler()
        #expect(await links.open("chapter://career/software-engineer/pay") == .opened)
        #expect(
            app.state.stack(of: ChapterTab.arcade) == [
                StandInCareers.list.erased, Self.engineer,
                CareersRoute.pay(path: CareerPathID("software-engineer")).erased,
            ])
    }

    @Test func aMissingPathOrABadSlugIsRefused() async {
        let links = await app.linkHandler()
        #expect(await links.open("chapter://career/astronaut") == .contentMissing("career"))
        #expect(await links.open("chapter://career/Astro%20Naut") == .rejected(.noMatch("career/Astro%20Naut")))
    }

    @Test func theScreensLeadWhereTheySay() async throws {
        let router = Router()
        let screens = CareersScreens(service: Sample(), router: router)
        let path = try #require(await screens.screen(for: Self.engineer))
        #expect(path.actions.map(\.title) == ["Computer Science BA", "A day in the life", "What it pays"])
        for action in path.actions { await action.perform() }
        let apprenticeships = try #require(await screens.screen(for: CareersRoute.apprenticeships.erased))
        await apprenticeships.actions[0].perform()
        let id = CareerPathID("software-engineer")
        let pay = try #require(await screens.screen(for: CareersRoute.pay(path: id).erased))
        #expect(pay.lines == ["£28,000"])
        let paths = try #require(await screens.screen(for: CareersRoute.paths.erased))
        await paths.actions[0].perform()
        #expect(router.calls.calls == [.course(Sample.course), .day(id), .pay(id), .path(id), .path(id)])
    }
}
