import ChapterKit
import Waymark

/// Builds the Onboarding feature's screens: each step's first action goes on to the next, the last
/// one's finishes the flow, and every step can be left.
public struct OnboardingScreens: ScreenProvider {
    let service: any OnboardingService
    let router: any OnboardingRouting

    public init(service: any OnboardingService, router: any OnboardingRouting) {
        self.service = service
        self.router = router
    }

    public func registerScreens(into views: inout ViewRegistry<ScreenContent>.Builder) {
        views.register(OnboardingRoute.self) { route in
            ScreenContent { entry in await self.screen(for: route, entry) }
        }
    }

    @MainActor
    func screen(for route: OnboardingRoute, _ entry: ScreenEntry?) async -> Screen {
        let router = router
        let leave = ScreenAction("Not now") { router.leaveOnboarding() }
        func next(_ step: OnboardingStep) -> ScreenAction {
            ScreenAction("Continue") { router.show(step) }
        }
        switch route {
        case .start:
            return Screen(
                title: "Welcome to Chapter",
                lines: ["Three questions, and Chapter shows you the universities and courses that fit you."],
                actions: [next(.stage), leave])
        case .stage:
            return Screen(
                title: "Where are you in your studies?", actions: [next(.grades), leave],
                picker: picker(await service.stages(), allowed: 1...1, entry))
        case .grades:
            return Screen(
                title: "Your grades", actions: [next(.interests), leave],
                picker: picker(await service.gradeScales(), allowed: 1...1, entry))
        case .interests:
            return Screen(
                title: "What do you enjoy?", actions: [next(.done), leave],
                picker: picker(await service.interests(), allowed: 1...3, entry))
        case .done:
            return Screen(
                title: "You are all set",
                lines: ["Your answers shape your matches. You can change them in your profile."],
                actions: [ScreenAction("Start exploring") { await router.finishOnboarding() }, leave])
        }
    }

    /// A step's question: `items`, the answers its entry keeps marked.
    @MainActor
    private func picker(_ items: [String], allowed: ClosedRange<Int>, _ entry: ScreenEntry?) -> ScreenPicker {
        let answers = entry?.state(OnboardingScreenState.answers) { [] } ?? []
        return ScreenPicker(
            items: items, chosen: answers.compactMap { items.firstIndex(of: $0) }, allowed: allowed
        ) {
            positions in entry?.setState(positions.map { items[$0] }, OnboardingScreenState.answers) ?? false
        }
    }
}
