import Accommodation
import Arcade
import Calendar
import ChapterKit
import Courses
import Feed
import Groups
import Hub
import Inbox
import Profile
import Search
import Shortlist
import Universities

/// Every feature's data service, answered from the catalog. Each feature sees only the protocol it
/// declared; this type is where the app's one data source meets them all.
struct CatalogServices: HubService, SearchService, UniversitiesService, CoursesService, AccommodationService,
    ShortlistService, CalendarService, FeedService, GroupsService, ProfileService, InboxService, ArcadeService
{
    let catalog: ChapterCatalog
    let shortlist: ShortlistStore

    // MARK: Hub and Search

    func highlights() async -> HubHighlights {
        HubHighlights(
            universities: catalog.universities.prefix(3).map { ($0.id, $0.name) },
            nextEvent: catalog.events.min { $0.date < $1.date }.map { ($0.id, $0.title) },
            latestPost: catalog.posts.first.map { ($0.id, $0.title) })
    }

    func universities() async -> [(id: UniversityID, name: String, city: String)] {
        catalog.universities.map { ($0.id, $0.name, $0.city) }
    }

    // MARK: Universities and Courses

    func university(_ id: UniversityID) async -> UniversityProfile? {
        guard let university = catalog.university(id) else { return nil }
        return UniversityProfile(
            id: id, name: university.name, city: university.city,
            courses: catalog.courses.filter { $0.university == id }.map { ($0.id, $0.title) })
    }

    func course(_ id: CourseID) async -> CourseDetails? {
        guard let course = catalog.course(id), let university = catalog.university(course.university) else { return nil }
        return CourseDetails(
            id: id, title: course.title, university: course.university, universityName: university.name, years: course.years)
    }

    func alternatives(to id: CourseID) async -> [CourseID] {
        guard let course = catalog.course(id) else { return [] }
        return catalog.courses.filter { $0.university == course.university && $0.id != id }.map(\.id)
    }

    // MARK: Accommodation

    func accommodations(near university: UniversityID?) async -> [AccommodationSummary] {
        catalog.accommodations.filter { university == nil || $0.university == university }.map(summary)
    }

    func accommodation(_ id: AccommodationID) async -> AccommodationSummary? {
        catalog.accommodations.first { $0.id == id }.map(summary)
    }

    func universityName(_ id: UniversityID) async -> String? {
        catalog.university(id)?.name
    }

    private func summary(_ place: ChapterCatalog.Accommodation) -> AccommodationSummary {
        AccommodationSummary(id: place.id, name: place.name, pricePerWeek: place.pricePerWeek, university: place.university)
    }

    // MARK: Shortlist

    func shortlisted() async -> [(id: CourseID, title: String)] {
        await shortlist.courses.compactMap { id in catalog.course(id).map { (id, $0.title) } }
    }

    // MARK: Calendar and Feed

    func events() async -> [CalendarEvent] {
        catalog.events.sorted { $0.date < $1.date }.compactMap(calendarEvent)
    }

    func event(_ id: EventID) async -> CalendarEvent? {
        catalog.events.first { $0.id == id }.flatMap(calendarEvent)
    }

    private func calendarEvent(_ event: ChapterCatalog.Event) -> CalendarEvent? {
        catalog.university(event.university).map {
            CalendarEvent(id: event.id, title: event.title, date: event.date, university: event.university, universityName: $0.name)
        }
    }

    func posts() async -> [FeedPost] {
        catalog.posts.compactMap(feedPost)
    }

    func post(_ id: PostID) async -> FeedPost? {
        catalog.posts.first { $0.id == id }.flatMap(feedPost)
    }

    private func feedPost(_ post: ChapterCatalog.Post) -> FeedPost? {
        catalog.user(post.author).map {
            FeedPost(id: post.id, title: post.title, body: post.body, author: post.author, authorName: $0.name)
        }
    }

    // MARK: Groups, Profile and Inbox

    func groups() async -> [(id: GroupID, name: String)] {
        catalog.groups.map { ($0.id, $0.name) }
    }

    func group(_ id: GroupID) async -> ChatGroup? {
        guard let group = catalog.group(id) else { return nil }
        func member(_ id: UserID) -> ChatGroup.Member {
            ChatGroup.Member(id: id, name: catalog.user(id)?.name ?? "Someone")
        }
        return ChatGroup(
            id: id, name: group.name, members: group.members.map(member),
            messages: group.messages.map { ChatGroup.Message(id: $0.id, sender: member($0.sender), text: $0.text) })
    }

    func user(_ id: UserID) async -> (name: String, university: String)? {
        guard let user = catalog.user(id) else { return nil }
        return (user.name, catalog.university(user.university)?.name ?? "a university")
    }

    func latestMessages() async -> [(group: GroupID, groupName: String, message: MessageID, text: String)] {
        catalog.groups.compactMap { group in group.messages.last.map { (group.id, group.name, $0.id, $0.text) } }
    }

    // MARK: Arcade

    func games() async -> [ArcadeGame] {
        catalog.games.map { ArcadeGame(id: $0.id, title: $0.title, career: $0.career) }
    }

    func game(_ id: GameID) async -> ArcadeGame? {
        catalog.game(id).map { ArcadeGame(id: $0.id, title: $0.title, career: $0.career) }
    }

    func leaderboard(for game: GameID?, period: LeaderboardPeriod) async -> [(player: String, score: Int)] {
        let scores = game.flatMap { catalog.game($0) }.map(\.leaderboard) ?? catalog.games.flatMap(\.leaderboard)
        let divisor = switch period {
        case .week: 4
        case .month: 2
        case .all: 1
        }
        return scores.sorted { $0.score > $1.score }.prefix(5).map { (catalog.user($0.user)?.name ?? "Someone", $0.score / divisor) }
    }
}

/// The courses the student shortlisted, in the order they were added.
actor ShortlistStore {
    private(set) var courses: [CourseID] = []

    /// Adds `course` unless it is there already; returns whether it was added.
    func add(_ course: CourseID) -> Bool {
        guard !courses.contains(course) else { return false }
        courses.append(course)
        return true
    }
}
