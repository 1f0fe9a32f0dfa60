import ChapterKit
import Onboarding
import Waymark

// The Onboarding feature as the app wires it in: the first-run cover, which the access guard shows
// to a signed-in user who has not finished it; its team (its owner in Package.swift's feature
// list) owns this file.

extension AppFeature {
    static let onboarding = AppFeature { app in
        let samples = [OnboardingRoute.start.erased]
        return WiredFeature(OnboardingFeature(), sampleRoutes: samples) { router in
            OnboardingScreens(service: OnboardingSampleData(), router: OnboardingRouter(router))
        }
    }
}

/// Where the Onboarding screens lead, in the app: every method of `OnboardingRouting`, answered
/// here and nowhere else, so a change to the protocol touches this file only.
@MainActor
final class OnboardingRouter: OnboardingRouting {
    private let app: ChapterRouter

    init(_ app: ChapterRouter) {
        self.app = app
    }

    func show(_ step: OnboardingStep) {
        app.push(step.route)
    }

    func finishOnboarding() async {
        await app.navigation.session.meet(.onboarded)
    }

    /// Closes the cover with the steps on it; the engine drops the navigation held for it, with a
    /// notice.
    func leaveOnboarding() {
        app.dismissLayer { $0 == OnboardingRoute.start.erased }
    }
}

/// What the flow offers until it has a source of its own.
struct OnboardingSampleData: OnboardingService {
    func stages() async -> [String] {
        ["In Year 12", "In Year 13", "Taking a gap year", "Returning to study"]
    }

    func gradeScales() async -> [String] {
        ["A levels", "Scottish Highers", "International Baccalaureate", "BTEC"]
    }

    func interests() async -> [String] {
        ["Sciences", "Arts and humanities", "Business", "Engineering", "Medicine and health"]
    }
}
