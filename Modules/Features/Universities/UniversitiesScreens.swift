import ChapterKit
import Waymark

/// Builds the Universities feature's screens.
public struct UniversitiesScreens: ScreenProvider {
    let service: any UniversitiesService
    let router: any UniversitiesRouting

    public init(service: any UniversitiesService, router: any UniversitiesRouting) {
        self.service = service
        self.router = router
    }

    public func registerScreens(into views: inout ViewRegistry<ScreenContent>.Builder) {
        views.register(UniversitiesRoute.self) { route in
            ScreenContent { entry in await self.screen(for: route, entry) }
        }
    }

    @MainActor
    func screen(for route: UniversitiesRoute, _ entry: ScreenEntry? = nil) async -> Screen {
        let id =
            switch route {
            case .detail(let id), .reviews(let id), .writeReview(let id), .openDays(let id), .contact(let id): id
            }
        guard let university = await service.university(id) else {
            return Screen(title: "University", lines: ["This university is no longer available."])
        }
        switch route {
        case .detail: return detail(university)
        case .reviews: return await reviews(of: university)
        case .writeReview:
            // The text is the entry's state: it waits while the student looks elsewhere.
            let text = entry?.state(UniversitiesScreenState.review) ?? ""
            let field = ScreenTextField(prompt: "Your review", text: text) { typed in
                entry?.setState(typed, UniversitiesScreenState.review) ?? false
            }
            return Screen(
                title: "Review \(university.name)",
                lines: ["Say what you liked and what you would change. Your name is shown with your review."],
                actions: [
                    ScreenAction("Post review") { router.postReview(text, of: id) },
                    ScreenAction("Cancel") { router.closeSheet() },
                ],
                textField: field)
        case .openDays:
            let openDays = await service.openDays(at: id)
            return Screen(
                title: "\(university.name): open days", lines: openDays.isEmpty ? ["No open days announced yet."] : [],
                actions: openDays.map { day in ScreenAction("\(day.date) \(day.title)") { router.showEvent(day.id) } })
        case .contact:
            return Screen(
                title: "Contact \(university.name)",
                lines: ["Admissions: \(university.admissionsEmail)", "City: \(university.city)"],
                actions: [ScreenAction("Done") { router.closeSheet() }])
        }
    }

    @MainActor
    private func detail(_ university: UniversityProfile) -> Screen {
        let router = router
        let id = university.id
        return Screen(
            title: university.name,
            lines: ["City: \(university.city)", "\(university.courses.count) courses"]
                + university.courses.map { "- \($0.title)" },
            actions: university.courses.map { course in
                ScreenAction("Course: \(course.title)") { router.showCourse(course.id) }
            } + [
                ScreenAction("Accommodation near \(university.name)") { router.showAccommodation(near: id) },
                ScreenAction("Reviews") { router.showReviews(of: id) },
                ScreenAction("Open days") { router.showOpenDays(at: id) },
                ScreenAction("Societies and sports clubs") { router.showSocieties(at: id) },
                ScreenAction("Contact admissions") { router.showContact(for: id) },
            ],
            standsInAWindowOfItsOwn: true)
    }

    @MainActor
    private func reviews(of university: UniversityProfile) async -> Screen {
        let router = router
        let id = university.id
        let reviews = await service.reviews(of: id)
        let lines =
            reviews.isEmpty
            ? ["No reviews yet."]
            : reviews.map { "\(String(repeating: "*", count: $0.stars)) \($0.text) (\($0.author))" }
        return Screen(
            title: "\(university.name): reviews", lines: lines,
            actions: [ScreenAction("Write a review") { router.showReviewWriting(for: id) }])
    }
}
