import ChapterKit
import Foundation
import Testing
import Universities
import Waymark
import WaymarkTesting

private let course = CourseID(UUID(uuidString: "0b9e4f3a-1c2d-4e5f-8a9b-0c1d2e3f4a5b")!)
private let openDay = EventID(UUID(uuidString: "15b0b848-1373-58ae-ae51-a9b57e94be6f")!)

private struct Catalog: UniversitiesService {
    func university(_ id: UniversityID) async -> UniversityProfile? {
        id == UniversityID(1)
            ? UniversityProfile(
                id: id, name: "Northbridge", city: "North", courses: [(course, "Physics")],
                admissionsEmail: "admissions@north.ac.uk") : nil
    }

    func reviews(of id: UniversityID) async -> [UniversityReview] {
        id == UniversityID(1) ? [UniversityReview(author: "Sam", stars: 4, text: "Good library.")] : []
    }

    func openDays(at id: UniversityID) async -> [(id: EventID, title: String, date: String)] {
        id == UniversityID(1) ? [(openDay, "Open day", "2027-03-04")] : []
    }
}

@MainActor
private final class Router: UniversitiesRouting {
    enum Call: Equatable {
        case course(CourseID)
        case accommodation(UniversityID)
        case reviews(UniversityID)
        case writeReview(UniversityID)
        case openDays(UniversityID)
        case contact(UniversityID)
        case close
        case post(String, UniversityID)
        case event(EventID)
        case societies(UniversityID)
    }
    let calls = CallRecorder<Call>()
    func showCourse(_ id: CourseID) { calls.record(.course(id)) }
    func showAccommodation(near university: UniversityID) { calls.record(.accommodation(university)) }
    func showReviews(of id: UniversityID) { calls.record(.reviews(id)) }
    func showReviewWriting(for id: UniversityID) { calls.record(.writeReview(id)) }
    func showOpenDays(at id: UniversityID) { calls.record(.openDays(id)) }
    func showContact(for id: UniversityID) { calls.record(.contact(id)) }
    func closeSheet() { calls.record(.close) }
    func postReview(_ text: String, of id: UniversityID) { calls.record(.post(text, id)) }
    func showEvent(_ id: EventID) { calls.record(.event(id)) }
    func showSocieties(at university: UniversityID) { calls.record(.societies(university)) }
}

@MainActor
@Suite("Universities")
struct UniversitiesTests {
    let app: NavigationHarness
    static let northbridge = UniversityID(1)

    init() throws {
        app = try NavigationHarness(
            tabs: ChapterTab.all, links: LinkConfiguration(schemes: ["chapter"]),
            feature: UniversitiesFeature(service: Catalog()))
    }

    @Test func registersItsDestinations() throws {
        let detail = try #require(app.registry.destination(named: "universities.detail"))
        #expect(detail.presentation == .push(hostTab: ChapterTab.search))
        #expect(detail.access == .public && detail.tabBar == .hidden)
        #expect(detail.zoomSource == "university.card", "The card other features draw it as")
        #expect(app.registry.destination(named: "universities.reviews")?.zoomSource == nil)
        #expect(
            try app.registry.link(for: UniversitiesRoute.detail(id: UniversityID(12)).erased)
                == "chapter://university/12")
        let review = try #require(app.registry.destination(named: "universities.writeReview"))
        #expect(review.requirements == [.signedIn] && review.detents == [.medium, .large])
        #expect(app.registry.destination(named: "universities.contact")?.detents == [.medium])
    }

    @Test func linksRoundTrip() {
        let id = Self.northbridge
        let routes = [
            UniversitiesRoute.detail(id: id), .reviews(id: id), .writeReview(id: id), .openDays(id: id),
            .contact(id: id),
        ].map(\.erased)
        expectLinksRoundTrip(routes, in: app.registry)
        expectEveryLinkCovered(by: routes, feature: "universities", in: app.registry)
    }

    @Test func theDetailScreenLeadsToEverythingAboutTheUniversity() async throws {
        let router = Router()
        let screens = UniversitiesScreens(service: Catalog(), router: router)
        let screen = try #require(await screens.screen(for: UniversitiesRoute.detail(id: Self.northbridge).erased))
        #expect(screen.title == "Northbridge")
        #expect(screen.standsInAWindowOfItsOwn, "A university is worth a window beside a comparison")
        #expect(
            screen.actions.map(\.title) == [
                "Course: Physics", "Accommodation near Northbridge", "Reviews", "Open days",
                "Societies and sports clubs", "Contact admissions",
            ])
        for action in screen.actions { await action.perform() }
        let id = Self.northbridge
        #expect(
            router.calls.calls == [
                .course(course), .accommodation(id), .reviews(id), .openDays(id), .societies(id), .contact(id),
            ])
    }

    @Test func reviewsOpenDaysAndTheSheetsLeadOnAndClose() async throws {
        let router = Router()
        let screens = UniversitiesScreens(service: Catalog(), router: router)
        let id = Self.northbridge
        let reviews = try #require(await screens.screen(for: UniversitiesRoute.reviews(id: id).erased))
        #expect(reviews.lines == ["**** Good library. (Sam)"])
        #expect(!reviews.standsInAWindowOfItsOwn)
        await reviews.actions[0].perform()
        let openDays = try #require(await screens.screen(for: UniversitiesRoute.openDays(id: id).erased))
        #expect(openDays.actions.map(\.title) == ["2027-03-04 Open day"])
        await openDays.actions[0].perform()
        let writing = try #require(await screens.screen(for: UniversitiesRoute.writeReview(id: id).erased))
        await writing.actions[0].perform()
        let contact = try #require(await screens.screen(for: UniversitiesRoute.contact(id: id).erased))
        #expect(contact.lines.first == "Admissions: admissions@north.ac.uk")
        await contact.actions[0].perform()
        #expect(router.calls.calls == [.writeReview(id), .event(openDay), .post("", id), .close])
    }

    /// The review's text is the entry's state, through the real registry and router: while it has
    /// any, closing the sheet asks; "Keep editing" keeps the text, "Discard changes" closes it; a
    /// posted review closes without asking.
    @Test func aReviewWithTextAsksBeforeItIsClosed() async throws {
        let app = try NavigationHarness(
            tabs: ChapterTab.all, links: LinkConfiguration(schemes: ["chapter"]),
            feature: UniversitiesFeature(service: Catalog()), met: [.signedIn])
        let screens = UniversitiesScreens(service: Catalog(), router: Router())
        let review = UniversitiesRoute.writeReview(id: Self.northbridge).erased
        app.perform(.present(review))
        let writing = try #require(await screens.screen(for: review, showing: app.entryOnTop))
        let field = try #require(writing.textField)
        try field.type("")
        app.perform(.dismissTop)
        #expect(app.state.modals.isEmpty, "No text, no review: nothing asks")

        app.perform(.present(review))
        let again = try #require(await screens.screen(for: review, showing: app.entryOnTop))
        try #require(again.textField).type("Great library.")
        #expect(app.router.entriesWithUnsavedWork == app.state.modals[0].entries.map(\.id))
        app.perform(.dismissTop)
        #expect(app.state.modals.map(\.root) == [review], "The sheet stays while the question asks")
        #expect(app.state.dialog?.buttons.map(\.title) == ["Discard changes", "Keep editing"])
        #expect(try app.router.answerDialog(button: 1) == nil)
        #expect(app.state.dialog == nil && app.state.modals.map(\.root) == [review])
        #expect(app.entryOnTop?.state(UniversitiesScreenState.review) == "Great library.")
        app.perform(.dismissTop)
        try app.router.answerDialog(button: 0)
        #expect(app.state.modals.isEmpty && app.state.dialog == nil)

        app.perform(.present(review))
        try #require(await screens.screen(for: review, showing: app.entryOnTop)?.textField).type("Posted.")
        try app.router.apply(NavigationTransaction([.dismissTop], discardsUnsavedWork: true))
        #expect(app.state.modals.isEmpty && app.state.dialog == nil, "Posting saved it: nothing asks")
    }

    @Test func aLinkToOpenDaysAloneOpensOverTheUniversitysPage() async {
        let links = await app.linkHandler()
        #expect(await links.open("chapter://university/1/open-days") == .opened)
        #expect(
            app.state.stack(of: ChapterTab.search) == [
                UniversitiesRoute.detail(id: Self.northbridge).erased,
                UniversitiesRoute.openDays(id: Self.northbridge).erased,
            ])
        #expect(await links.open("chapter://university/1/review") == .held(.signedIn))
    }

    @Test func theWebsitesFormOpensTheUniversityAndLinksKeepTheAppsForm() async throws {
        let app = try NavigationHarness(
            tabs: ChapterTab.all,
            links: LinkConfiguration(schemes: ["chapter"], universalLinkHosts: ["chapter.app"]),
            feature: UniversitiesFeature(service: Catalog()))
        let links = await app.linkHandler()
        #expect(await links.open("https://chapter.app/university/1-northbridge") == .opened)
        let detail = UniversitiesRoute.detail(id: Self.northbridge).erased
        #expect(app.state.stack(of: ChapterTab.search) == [detail])
        #expect(try app.registry.link(for: detail, form: .universal) == "https://chapter.app/university/1")
        #expect(await links.open("https://chapter.app/university/1-") == .rejected(.noMatch("/university/1-")))
    }

    @Test func aLinkToAMissingUniversityLandsOnSearch() async {
        let links = await app.linkHandler()
        #expect(await links.open("chapter://university/99") == .contentMissing("university"))
        app.expectState(app.state(tab: ChapterTab.search, notice: .contentMissing("university")))
        #expect(await links.open("chapter://university/99/reviews") == .contentMissing("university"))
        #expect(await links.open("chapter://university/one/reviews") == .rejected(.noMatch("university/one/reviews")))
    }
}
