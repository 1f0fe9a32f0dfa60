import ChapterKit
import Waymark

/// Builds the Match feature's screens.
public struct MatchScreens: ScreenProvider {
    let service: any MatchService
    let router: any MatchRouting

    public init(service: any MatchService, router: any MatchRouting) {
        self.service = service
        self.router = router
    }

    public func registerScreens(into views: inout ViewRegistry<ScreenContent>.Builder) {
        views.register(MatchRoute.self) { route in ScreenContent { await self.screen(for: route) } }
    }

    @MainActor
    func screen(for route: MatchRoute) async -> Screen {
        let router = router
        switch route {
        case .quiz:
            return Screen(
                title: "Find your match", lines: await service.questions(),
                actions: [
                    ScreenAction("See my matches") { router.showResults() },
                    ScreenAction("Answer again") { router.showRetake() },
                ])
        case .retake:
            return Screen(
                title: "Answer again", lines: await service.questions(),
                actions: [ScreenAction("See my matches") { router.showResults() }])
        case .results:
            let results = await service.results()
            return Screen(
                title: "Your matches",
                lines: results.isEmpty ? ["No matches yet: answer a few more questions."] : [],
                actions: results.map { result in
                    ScreenAction("\(result.universityName), \(result.score)% match") { router.showResult(result.id) }
                })
        case .result(let id):
            guard let result = await service.result(id) else {
                return Screen(title: "Match", lines: ["This match is no longer available."])
            }
            return Screen(
                title: result.universityName, lines: ["\(result.score)% match", result.reason],
                actions: [ScreenAction("See the university") { router.showUniversity(result.university) }])
        }
    }
}
