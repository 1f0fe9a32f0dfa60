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
        case upcoming
        case remind(EventID)
        case closeReminder
    }
    let calls = CallRecorder<Call>()
    func showEvent(_ id: EventID) { calls.record(.event(id)) }
    func showUniversity(_ id: UniversityID) { calls.record(.university(id)) }
    func showUpcoming() { calls.record(.upcoming) }
    func showReminder(for id: EventID) { calls.record(.remind(id)) }
    func closeReminder() { calls.record(.closeReminder) }
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
        let routes = [CalendarRoute.home, .event(id: openDay), .upcoming, .remind(id: openDay)].map(\.erased)
        #expect(app.registry.destination(named: "calendar.remind")?.requirements == [.signedIn])
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
        let home = try #require(await screens.screen(for: CalendarRoute.home.erased))
        #expect(home.actions.map(\.title) == ["2027-03-04 Open day", "Coming up"])
        for action in home.actions { await action.perform() }
        let event = try #require(await screens.screen(for: CalendarRoute.event(id: openDay).erased))
        for action in event.actions { await action.perform() }
        let upcoming = try #require(await screens.screen(for: CalendarRoute.upcoming.erased))
        await upcoming.actions[0].perform()
        let remind = try #require(await screens.screen(for: CalendarRoute.remind(id: openDay).erased))
        #expect(remind.title == "Remind me of Open day")
        await remind.actions[1].perform()
        #expect(
            router.calls.calls == [
                .event(openDay), .upcoming, .university(UniversityID(2)), .remind(openDay), .event(openDay),
                .closeReminder,
            ])
    }

    @Test func aReminderWaitsForSignIn() async {
        let links = await app.linkHandler()
        #expect(await links.open("chapter://event/\(openDay)/remind") == .held(.signedIn))
    }

    @Test func aReminderOfAMissingEventIsRefused() async {
        let links = await app.linkHandler(isSignedIn: true)
        let missing = "chapter://event/00000000-0000-4000-8000-000000000009/remind"
        #expect(await links.open(missing) == .contentMissing("event"))
        #expect(app.state.modals.isEmpty)
    }
}
