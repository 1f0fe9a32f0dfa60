import ChapterKit
import Waymark

/// Where the Onboarding screens lead. The composition root answers every method in the feature's
/// own file there.
@MainActor
public protocol OnboardingRouting: AnyObject, Sendable {
    /// Shows `step` above the one the user is on, inside the flow's cover.
    func show(_ step: OnboardingStep)
    /// Records that the user finished the flow; what waited for it opens.
    func finishOnboarding() async
    /// Closes the flow unfinished; what waited for it is dropped, with a notice.
    func leaveOnboarding()
}

/// The steps after the welcome, in the order the flow walks them.
public enum OnboardingStep: CaseIterable, Sendable {
    case stage, grades, interests, done

    /// The step's screen.
    public var route: OnboardingRoute {
        switch self {
        case .stage: .stage
        case .grades: .grades
        case .interests: .interests
        case .done: .done
        }
    }
}

/// What the Onboarding screens keep for their entries.
public enum OnboardingScreenState {
    /// A step's answers, as the items chosen: kept per step while the flow is up, and saved with
    /// the session, so a session restored mid-flow shows what was entered.
    public static let answers = ScreenStateKey.Saved<[String]>("onboarding.answers")
}

/// What the flow offers the user to choose from.
public protocol OnboardingService: Sendable {
    func stages() async -> [String]
    func gradeScales() async -> [String]
    func interests() async -> [String]
}
