import Calendar
import ChapterKit
import Foundation
import Groups
import Profile
import Societies
import Universities
import Waymark

// The Societies feature as the app wires it in; its team (its owner in its OWNER file) owns this
// file.

extension AppFeature {
    static let societies = AppFeature { app in
        let service = SocietiesSampleData(catalog: app.catalog)
        let first = SocietiesSampleData.societies(for: app.catalog).first
        let samples =
            first.map {
                [
                    SocietiesRoute.list(university: $0.university).erased, SocietiesRoute.detail(id: $0.id).erased,
                    SocietiesRoute.join(id: $0.id).erased, SocietiesRoute.events(id: $0.id).erased,
                    SocietiesRoute.members(id: $0.id).erased,
                ]
            } ?? []
        return WiredFeature(
            SocietiesFeature(service: service, university: { UniversitiesEntryPoints.university($0) }),
            sampleRoutes: samples
        ) { router in SocietiesScreens(service: service, router: SocietiesRouter(router)) }
    }
}

/// Where the Societies screens lead, in the app: every method of `SocietiesRouting`, answered here
/// and nowhere else, so a change to the protocol touches this file only.
@MainActor
final class SocietiesRouter: SocietiesRouting {
    private let app: ChapterRouter

    init(_ app: ChapterRouter) {
        self.app = app
    }

    func showSociety(_ id: SocietyID) { app.push(SocietiesRoute.detail(id: id)) }
    func showJoining(_ id: SocietyID) { app.perform(.present(SocietiesRoute.join(id: id).erased)) }

    func closeJoining() { app.dismissLayer { $0.base is SocietiesRoute } }

    func showUniversity(_ id: UniversityID) { app.push(UniversitiesEntryPoints.university(id)) }
    func showEvent(_ id: EventID) { app.push(CalendarEntryPoints.event(id)) }
    func showChat(_ group: GroupID) { app.push(GroupsEntryPoints.chat(group)) }
    func showEvents(of id: SocietyID) { app.push(SocietiesRoute.events(id: id)) }
    func showMembers(of id: SocietyID) { app.push(SocietiesRoute.members(id: id)) }
    func showProfile(_ user: UserID) { app.push(ProfileEntryPoints.profile(of: user)) }
}

/// Two societies and a sports club at each of the catalog's first universities, each with the
/// university's next event and one of the catalog's group chats.
struct SocietiesSampleData: SocietiesService {
    static let names: [(String, SocietySummary.Kind)] = [
        ("Debating Society", .society), ("Film Society", .society), ("Rowing Club", .sportsClub),
    ]
    let all: [SocietySummary]
    /// The catalog's students, by university: a society's members are its university's.
    let students: [UniversityID: [(id: UserID, name: String)]]

    init(catalog: ChapterCatalog) {
        all = Self.societies(for: catalog)
        students = Dictionary(grouping: catalog.users, by: \.university).mapValues { $0.map { ($0.id, $0.name) } }
    }

    func members(of id: SocietyID) async -> [(id: UserID, name: String)] {
        all.first { $0.id == id }.flatMap { students[$0.university] } ?? []
    }

    static func societies(for catalog: ChapterCatalog) -> [SocietySummary] {
        var result: [SocietySummary] = []
        for (universityIndex, university) in catalog.universities.prefix(3).enumerated() {
            let event = catalog.events.first { $0.university == university.id }?.id
            for (index, (name, kind)) in names.enumerated() {
                let number = universityIndex * names.count + index + 1
                let chat = catalog.groups.isEmpty ? nil : catalog.groups[number % catalog.groups.count].id
                result.append(
                    SocietySummary(
                        id: SocietyID(UUID(uuidString: String(format: "50c1e7e5-0000-4000-8000-%012d", number))!),
                        name: name, kind: kind, university: university.id, nextEvent: event, chat: chat))
            }
        }
        return result
    }

    func societies(at university: UniversityID) async -> [SocietySummary] {
        all.filter { $0.university == university }
    }

    func society(_ id: SocietyID) async -> SocietySummary? {
        all.first { $0.id == id }
    }
}
