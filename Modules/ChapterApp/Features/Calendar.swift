import Calendar
import ChapterKit
import Universities
import Waymark

// The Calendar feature as the app wires it in: the calendar tab and an event's page.

extension AppFeature {
    static let calendar = AppFeature { app in
        let service = CalendarCatalog(catalog: app.catalog)
        return WiredFeature(
            CalendarFeature(service: service),
            sampleRoutes: app.catalog.events.prefix(1).flatMap { [CalendarRoute.event(id: $0.id), .remind(id: $0.id)] }
                .map(\.erased) + [CalendarRoute.upcoming.erased]
        ) { router in CalendarScreens(service: service, router: CalendarRouter(router)) }
    }
}

/// Where the Calendar screens lead, in the app: every method of `CalendarRouting`, answered here and
/// nowhere else, so a change to the protocol touches this file only.
@MainActor
final class CalendarRouter: CalendarRouting {
    private let app: ChapterRouter

    init(_ app: ChapterRouter) {
        self.app = app
    }

    func showEvent(_ id: EventID) { app.push(CalendarRoute.event(id: id)) }
    func showUpcoming() { app.push(CalendarRoute.upcoming) }
    func showReminder(for id: EventID) { app.perform(.present(CalendarRoute.remind(id: id).erased)) }
    func closeReminder() { app.dismissLayer { $0.base is CalendarRoute } }
    func showUniversity(_ id: UniversityID) { app.push(UniversitiesEntryPoints.university(id)) }
}

/// The Calendar feature's data: its own service over the app's catalog,
/// so no other team's protocol is met by the same object.
struct CalendarCatalog: CalendarService {
    let catalog: ChapterCatalog

    func events() async -> [CalendarEvent] {
        catalog.events.sorted { $0.date < $1.date }.compactMap(calendarEvent)
    }

    func event(_ id: EventID) async -> CalendarEvent? {
        catalog.events.first { $0.id == id }.flatMap(calendarEvent)
    }

    private func calendarEvent(_ event: ChapterCatalog.Event) -> CalendarEvent? {
        catalog.university(event.university).map {
            CalendarEvent(
                id: event.id, title: event.title, date: event.date, university: event.university,
                universityName: $0.name)
        }
    }
}
