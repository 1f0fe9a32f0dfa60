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
        views.register(OnboardingRoute.self) { route in ScreenContent { await self.screen(for: route) } }
    }

    @MainActor
    func screen(for route: OnboardingRoute) async -> Screen {
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
                title: "Where are you in your studies?", lines: await service.stages(), actions: [next(.grades), leave])
        case .grades:
            return Screen(
                title: "Your grades", lines: await service.gradeScales(), actions: [next(.interests), leave])
        case .interests:
            return Screen(
                title: "What do you enjoy?", lines: await service.interests(), actions: [next(.done), leave])
        case .done:
            return Screen(
                title: "You are all set",
                lines: ["Your answers shape your matches. You can change them in your profile."],
                actions: [ScreenAction("Start exploring") { await router.finishOnboarding() }, leave])
        }
    }
}
