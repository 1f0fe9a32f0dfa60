import Calendar
import ChapterKit
import Foundation
import Testing
import Waymark
import WaymarkTesting

private let openDay = EventID(UUID(uuidString: "0b9e4f3a-1c2d-4e5f-8a9b-0c1d2e3f4a5b")!)

private struct Catalog: CalendarService {
    let event = CalendarEvent(
        id: openDay, title: "Open day", date: "2027-03-04", university: UniversityID(2), universityName: "Eastfield")
    func events() async -> [CalendarEvent] { [event] }
    func event(_ id: EventID) async -> CalendarEvent? { id == openDay ? event : nil }
}

@MainActor
private final class Router: CalendarRouting {
    enum Call: Equatable {
        case event(EventID)
        case university(UniversityID)
    }
    let calls = CallRecorder<Call>()
    func showEvent(_ id: EventID) { calls.record(.event(id)) }
    func showUniversity(_ id: UniversityID) { calls.record(.university(id)) }
}

@MainActor
@Suite("Calendar")
struct CalendarTests {
    let app: NavigationHarness

    init() throws {
        app = try NavigationHarness(
            tabs: ChapterTab.all, links: LinkConfiguration(schemes: ["chapter"]),
            feature: CalendarFeature(service: Catalog()))
    }

    @Test func linksRoundTrip() {
        let routes = [CalendarRoute.home.erased, CalendarRoute.event(id: openDay).erased]
        expectLinksRoundTrip(routes, in: app.registry)
        expectEveryLinkCovered(by: routes, feature: "calendar", in: app.registry)
    }

    @Test func anEventReminderOpensTheEventOnTheCalendarTab() async {
        let links = await app.linkHandler()
        let payload = #"{"type": "event_reminder", "event_id": "\#(openDay)", "aps": {}}"#
        #expect(await links.receive(notification: Data(payload.utf8)) == .opened)
        app.expectState(
            app.state(
                tab: ChapterTab.calendar, stacks: [ChapterTab.calendar: [CalendarRoute.event(id: openDay).erased]]))
    }

    @Test func screensLeadToEventsAndUniversities() async throws {
        let router = Router()
        let screens = CalendarScreens(service: Catalog(), router: router)
        await (try #require(await screens.screen(for: CalendarRoute.home.erased))).actions[0].perform()
        await (try #require(await screens.screen(for: CalendarRoute.event(id: openDay).erased))).actions[0].perform()
        #expect(router.calls.calls == [.event(openDay), .university(UniversityID(2))])
    }
}
