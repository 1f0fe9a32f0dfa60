import ChapterKit
import Waymark
import WaymarkMacros

/// The screens of the Calendar feature.
@Routes(feature: "calendar")
public enum CalendarRoute {
    @Destination(.tabRoot, tab: ChapterTab.calendar, link: "calendar")
    case home

    @Destination(.push, tab: ChapterTab.calendar, tabBar: .hidden, link: "event/{id:uuid}")
    case event(id: EventID)

    /// The next few events, soonest first.
    @Destination(.push, tab: ChapterTab.calendar, link: "calendar/upcoming")
    case upcoming

    /// Choosing when to be reminded of an event: signed in, since reminders follow the student.
    @Destination(.sheet, requires: .signedIn, detents: [.medium], link: "event/{id:uuid}/remind")
    case remind(id: EventID)
}

/// Registers the Calendar feature and the event reminders it owns.
public struct CalendarFeature: NavigationFeature {
    public let name = CalendarRoute.feature
    let service: any CalendarService

    public init(service: any CalendarService) {
        self.service = service
    }

    public func register(into registrar: inout FeatureRegistrar) {
        let service = service
        registrar.register(CalendarRoute.self) { calendar in
            calendar.event.requiresContent("event") { id in await service.event(id) != nil }
            calendar.remind.requiresContent("event") { id in await service.event(id) != nil }
        }
        registrar.handleNotifications(ofType: "event_reminder") { payload throws(PayloadError) in
            CalendarRoute.event(id: EventID(try payload.uuid("event_id"))).erased
        }
    }
}

/// Where the Calendar feature's screens lead.
@MainActor
public protocol CalendarRouting: AnyObject, Sendable {
    func showEvent(_ id: EventID)
    func showUpcoming()
    func showReminder(for id: EventID)
    /// Closes the reminder's sheet once the student chose.
    func closeReminder()
    func showUniversity(_ id: UniversityID)
}

/// The events the calendar shows.
public protocol CalendarService: Sendable {
    func events() async -> [CalendarEvent]
    func event(_ id: EventID) async -> CalendarEvent?
}

/// One event.
public struct CalendarEvent: Hashable, Sendable {
    public let id: EventID
    public let title: String
    public let date: String
    public let university: UniversityID
    public let universityName: String

    public init(id: EventID, title: String, date: String, university: UniversityID, universityName: String) {
        self.id = id
        self.title = title
        self.date = date
        self.university = university
        self.universityName = universityName
    }
}

/// Builds the Calendar feature's screens.
public struct CalendarScreens: ScreenProvider {
    let service: any CalendarService
    let router: any CalendarRouting

    public init(service: any CalendarService, router: any CalendarRouting) {
        self.service = service
        self.router = router
    }

    public func registerScreens(into views: inout ViewRegistry<ScreenContent>.Builder) {
        views.register(CalendarRoute.self) { route in ScreenContent { await self.screen(for: route) } }
    }

    @MainActor
    func screen(for route: CalendarRoute) async -> Screen {
        let router = router
        switch route {
        case .home:
            let events = await service.events()
            return Screen(
                title: "Calendar",
                lines: events.map { "\($0.date) \($0.title)" },
                actions: events.map { event in
                    ScreenAction("\(event.date) \(event.title)") { router.showEvent(event.id) }
                } + [ScreenAction("Coming up") { router.showUpcoming() }])
        case .upcoming:
            let events = await service.events().prefix(3)
            return Screen(
                title: "Coming up", lines: events.isEmpty ? ["Nothing planned."] : [],
                actions: events.map { event in
                    ScreenAction("\(event.date) \(event.title)") { router.showEvent(event.id) }
                })
        case .remind(let id):
            let title = await service.event(id)?.title ?? "this event"
            return Screen(
                title: "Remind me of \(title)", lines: ["Chapter sends a notification; tapping it opens the event."],
                actions: [
                    ScreenAction("The day before") { router.closeReminder() },
                    ScreenAction("A week before") { router.closeReminder() },
                ])
        case .event(let id):
            guard let event = await service.event(id) else {
                return Screen(title: "Event", lines: ["This event is no longer available."])
            }
            return Screen(
                title: event.title,
                lines: ["On \(event.date)", "At \(event.universityName)"],
                actions: [
                    ScreenAction("University: \(event.universityName)") { router.showUniversity(event.university) },
                    ScreenAction("Remind me") { router.showReminder(for: id) },
                ])
        }
    }
}
