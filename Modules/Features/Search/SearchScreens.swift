import ChapterKit
import Foundation
import Waymark

/// Builds the Search screens.
public struct SearchScreens: ScreenProvider {
    let service: any SearchService
    let router: any SearchRouting

    public init(service: any SearchService, router: any SearchRouting) {
        self.service = service
        self.router = router
    }

    public func registerScreens(into views: inout ViewRegistry<ScreenContent>.Builder) {
        views.register(SearchRoute.self) { route in ScreenContent { await self.screen(for: route) } }
    }

    @MainActor
    func screen(for route: SearchRoute) async -> Screen {
        let router = router
        let universities = await service.universities()
        switch route {
        case .home:
            return Screen(
                title: "Search",
                lines: ["\(universities.count) universities"],
                actions: universities.map { university in
                    ScreenAction("\(university.name), \(university.city)") { router.showUniversity(university.id) }
                } + [
                    ScreenAction("Browse subjects") { router.showSubjects() },
                    ScreenAction("Filters") { router.showFilters() },
                ])
        case .results(let query, let cities):
            let words = query ?? ""
            let inCities = cities.isEmpty ? universities : universities.filter { cities.contains($0.city) }
            let found = inCities.filter {
                words.isEmpty || "\($0.name) \($0.city)".localizedCaseInsensitiveContains(words)
            }
            // Courses name no city, so a search narrowed to cities shows universities only.
            let courses =
                words.isEmpty || !cities.isEmpty
                ? [] : await service.courses().filter { $0.title.localizedCaseInsensitiveContains(words) }
            let actions =
                found.map { university in ScreenAction(university.name) { router.showUniversity(university.id) } }
                + courses.map { course in ScreenAction("Course: \(course.title)") { router.showCourse(course.id) } }
            let place = cities.isEmpty ? "" : " in \(cities.joined(separator: " or "))"
            return Screen(
                title: query.map { "Results for \u{201C}\($0)\u{201D}\(place)" } ?? "Results\(place)",
                lines: actions.isEmpty ? ["Nothing matches. Try a shorter word."] : ["\(actions.count) found"],
                actions: actions)
        case .subjects:
            return Screen(
                title: "Subjects", lines: [],
                actions: Self.subjects(of: await service.courses()).map { subject in
                    ScreenAction(subject) { router.showResults(for: subject) }
                })
        case .filters:
            let cities = Set(universities.map(\.city)).sorted()
            return Screen(
                title: "Filters", lines: ["Show what is in one city."],
                actions: cities.map { city in ScreenAction(city) { router.showCity(city) } })
        }
    }

    /// The subjects the courses teach: each title without its last word (BA, BSc, ...), once each.
    static func subjects(of courses: [(id: CourseID, title: String)]) -> [String] {
        Set(courses.map { $0.title.split(separator: " ").dropLast().joined(separator: " ") })
            .filter { !$0.isEmpty }.sorted()
    }
}
