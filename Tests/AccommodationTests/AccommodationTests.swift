import Accommodation
import ChapterKit
import Foundation
import Testing
import Waymark
import WaymarkTesting

private let oak = AccommodationID(UUID(uuidString: "0b9e4f3a-1c2d-4e5f-8a9b-0c1d2e3f4a5b")!)

private struct Catalog: AccommodationService {
    let place = AccommodationSummary(id: oak, name: "Oak House", pricePerWeek: 120, university: UniversityID(1))
    func accommodations(near university: UniversityID?) async -> [AccommodationSummary] {
        university == nil || university == UniversityID(1) ? [place] : []
    }
    func accommodation(_ id: AccommodationID) async -> AccommodationSummary? { id == oak ? place : nil }
    func universityName(_ id: UniversityID) async -> String? { id == UniversityID(1) ? "Northbridge" : nil }
}

@MainActor
private final class Router: AccommodationRouting {
    enum Call: Equatable {
        case place(AccommodationID)
        case list(UniversityID?)
        case university(UniversityID)
    }
    let calls = CallRecorder<Call>()
    func showAccommodation(_ id: AccommodationID) { calls.record(.place(id)) }
    func showAccommodationList(near university: UniversityID?) { calls.record(.list(university)) }
    func showUniversity(_ id: UniversityID) { calls.record(.university(id)) }
}

@MainActor
@Suite("Accommodation")
struct AccommodationTests {
    let app: NavigationHarness

    init() throws {
        app = try NavigationHarness(
            tabs: ChapterTab.all, links: LinkConfiguration(schemes: ["chapter"]),
            feature: AccommodationFeature(service: Catalog()))
    }

    @Test func linksRoundTripWithTheOptionalUniversityLeftOutWhenAbsent() throws {
        let routes = [
            AccommodationRoute.map.erased, AccommodationRoute.list(university: nil).erased,
            AccommodationRoute.list(university: UniversityID(1)).erased, AccommodationRoute.detail(id: oak).erased,
        ]
        expectLinksRoundTrip(routes, in: app.registry)
        expectEveryLinkCovered(by: routes, feature: "accommodation", in: app.registry)
        #expect(try app.registry.link(for: routes[1]) == "chapter://accommodation")
        #expect(try app.registry.link(for: routes[2]) == "chapter://accommodation?university=1")
    }

    @Test func anUnknownUniversityInTheQueryIsMissingContent() async {
        let links = await app.linkHandler()
        #expect(await links.open("chapter://accommodation?university=9") == .contentMissing("university"))
        #expect(
            await links.open("chapter://accommodation?university=x")
                == .rejected(.invalidParameter(name: "university", value: "x", type: "int")))
    }

    @Test func screensLeadToPlacesAndTheirUniversity() async throws {
        let router = Router()
        let screens = AccommodationScreens(service: Catalog(), router: router)
        let map = try #require(await screens.screen(for: AccommodationRoute.map.erased))
        for action in map.actions { await action.perform() }
        let detail = try #require(await screens.screen(for: AccommodationRoute.detail(id: oak).erased))
        #expect(detail.lines == ["£120 a week", "Near Northbridge"])
        await detail.actions[0].perform()
        #expect(router.calls.calls == [.list(nil), .place(oak), .university(UniversityID(1))])
    }
}
