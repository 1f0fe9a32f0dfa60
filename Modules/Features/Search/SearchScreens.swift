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
        views.register(SearchRoute.self) { route in ScreenContent { entry in await self.screen(for: route, entry) } }
    }

    @MainActor
    func screen(for route: SearchRoute, _ entry: ScreenEntry?) async -> Screen {
        let router = router
        let universities = await service.universities()
        switch route {
        case .home:
            return Screen(
                title: "Search",
                lines: ["\(universities.count) universities"],
                actions: universities.map { university in
                    ScreenAction(
                        "\(university.name), \(university.city)", from: SearchSources.universityCard(university.id)
                    ) {
                        router.showUniversity(university.id)
                    }
                } + [
                    ScreenAction("Browse subjects") { router.showSubjects() },
                    ScreenAction("Filters") { router.showAllWithFilters() },
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
                found.map { university in
                    ScreenAction(university.name, from: SearchSources.universityCard(university.id)) {
                        router.showUniversity(university.id)
                    }
                }
                + courses.map { course in ScreenAction("Course: \(course.title)") { router.showCourse(course.id) } }
            let place = cities.isEmpty ? "" : " in \(cities.joined(separator: " or "))"
            return Screen(
                title: query.map { "Results for \u{201C}\($0)\u{201D}\(place)" } ?? "Results\(place)",
                lines: actions.isEmpty ? ["Nothing matches. Try a shorter word."] : ["\(actions.count) found"],
                actions: actions + [
                    ScreenAction("Filters", from: SearchSources.filtersButton) { router.chooseFilters() }
                ])
        case .subjects:
            return Screen(
                title: "Subjects", lines: [],
                actions: Self.subjects(of: await service.courses()).map { subject in
                    ScreenAction(subject) { router.showResults(for: subject) }
                })
        case .filters:
            return filters(Set(universities.map(\.city)).sorted(), entry)
        }
    }

    /// The filters sheet: every city, those chosen marked, and `done` on a sheet results asked.
    @MainActor
    private func filters(_ cities: [String], _ entry: ScreenEntry?) -> Screen {
        let router = router
        // The draft starts from the cities the asking results apply now.
        var applied: [String] = []
        if case .results(_, let cities)? = entry?.asker?.route?.as(SearchRoute.self) { applied = cities }
        let chosen = entry?.state(SearchScreenState.cities) { applied } ?? []
        let picker = ScreenPicker(
            items: cities, chosen: chosen.compactMap { cities.firstIndex(of: $0) }, allowed: 0...cities.count
        ) { positions in
            entry?.setState(positions.map { cities[$0] }, SearchScreenState.cities) ?? false
        }
        let answering = entry?.isAnswering ?? false
        return Screen(
            title: "Filters",
            lines: [answering ? "Show what is in the cities you choose." : "Open this from search results."],
            picker: picker,
            done: answering
                ? ScreenAction("Show results") { router.give(SearchFilters(cities: picker.chosen.map { cities[$0] })) }
                : nil)
    }

    /// The subjects the courses teach: each title without its last word (BA, BSc, ...), once each.
    static func subjects(of courses: [(id: CourseID, title: String)]) -> [String] {
        Set(courses.map { $0.title.split(separator: " ").dropLast().joined(separator: " ") })
            .filter { !$0.isEmpty }.sorted()
    }
}
