import ChapterKit
import Foundation
import Shortlist
import Testing
import Waymark
import WaymarkTesting

private let first = ShortlistedCourse(
    id: CourseID(UUID(uuidString: "0b9e4f3a-1c2d-4e5f-8a9b-0c1d2e3f4a5b")!), title: "A", university: UniversityID(1),
    universityName: "Northbridge")
private let second = ShortlistedCourse(
    id: CourseID(UUID(uuidString: "6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b")!), title: "B", university: UniversityID(2),
    universityName: "Eastfield")
private let third = ShortlistedCourse(
    id: CourseID(UUID(uuidString: "7a2d3c4b-5e6f-4071-8b8c-9d0e1f2a3b4c")!), title: "C", university: UniversityID(1),
    universityName: "Northbridge")

private struct Catalog: ShortlistService {
    let courses: [ShortlistedCourse]
    func shortlisted() async -> [ShortlistedCourse] { courses }
}

@MainActor
private final class Router: ShortlistRouting {
    enum Call: Equatable {
        case course(CourseID)
        case university(UniversityID)
        case compare([CourseID])
        case compareUniversities([UniversityID])
        case universities
        case edit
        case share
        case closeSharing
        case remove(CourseID)
    }
    let calls = CallRecorder<Call>()
    func showCourse(_ id: CourseID) { calls.record(.course(id)) }
    func showUniversity(_ id: UniversityID) { calls.record(.university(id)) }
    func compare(_ courses: [CourseID]) { calls.record(.compare(courses)) }
    func compare(_ universities: [UniversityID]) { calls.record(.compareUniversities(universities)) }
    func showUniversities() { calls.record(.universities) }
    func showEditing() { calls.record(.edit) }
    func showSharing() { calls.record(.share) }
    func closeSharing() { calls.record(.closeSharing) }
    func remove(_ id: CourseID) async { calls.record(.remove(id)) }
}

@MainActor
@Suite("Shortlist")
struct ShortlistTests {
    @Test func isTheRootOfTheListsTabAndItsLinksRoundTrip() throws {
        let app = try NavigationHarness(
            tabs: ChapterTab.all, links: LinkConfiguration(schemes: ["chapter"]), feature: ShortlistFeature())
        #expect(app.registry.destination(named: "shortlist.home")?.presentation == .tabRoot(ChapterTab.lists))
        let share = app.registry.destination(named: "shortlist.share")
        #expect(share?.requirements == [.signedIn] && share?.detents == [.medium])
        let routes = [ShortlistRoute.home, .universities, .edit, .share].map(\.erased)
        expectLinksRoundTrip(routes, in: app.registry)
        expectEveryLinkCovered(by: routes, feature: "shortlist", in: app.registry)
    }

    @Test func offersCompareOnlyForTwoToFourCourses() async throws {
        let router = Router()
        let one = try #require(
            await ShortlistScreens(service: Catalog(courses: [first]), router: router)
                .screen(for: ShortlistRoute.home.erased))
        #expect(one.actions.map(\.title) == ["Course: A", "Universities", "Edit", "Share"])
        let two = try #require(
            await ShortlistScreens(service: Catalog(courses: [first, second]), router: router)
                .screen(for: ShortlistRoute.home.erased))
        #expect(two.actions.map(\.title) == ["Course: A", "Course: B", "Compare all", "Universities", "Edit", "Share"])
        for action in two.actions.dropFirst(2) { await action.perform() }
        #expect(router.calls.calls == [.compare([first.id, second.id]), .universities, .edit, .share])
        let none = try #require(
            await ShortlistScreens(service: Catalog(courses: []), router: router).screen(
                for: ShortlistRoute.home.erased))
        #expect(none.lines == ["Your shortlist is empty."] && none.actions.isEmpty)
    }

    @Test func universitiesEditingAndSharingLeadOn() async throws {
        let router = Router()
        let screens = ShortlistScreens(service: Catalog(courses: [first, second, third]), router: router)
        let universities = try #require(await screens.screen(for: ShortlistRoute.universities.erased))
        #expect(universities.actions.map(\.title) == ["Northbridge", "Eastfield", "Compare these universities"])
        for action in universities.actions { await action.perform() }
        let edit = try #require(await screens.screen(for: ShortlistRoute.edit.erased))
        await edit.actions[1].perform()
        let share = try #require(await screens.screen(for: ShortlistRoute.share.erased))
        await share.actions[0].perform()
        #expect(
            router.calls.calls == [
                .university(UniversityID(1)), .university(UniversityID(2)),
                .compareUniversities([UniversityID(1), UniversityID(2)]), .remove(second.id), .closeSharing,
            ])
    }
}
