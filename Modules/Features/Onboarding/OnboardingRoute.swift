import ChapterKit
import Waymark
import WaymarkMacros

/// The first-run flow: a full-screen cover with a stack of its own, one screen a step. The access
/// guard presents it when the user lacks ``Waymark/Requirement/onboarded``; finishing it meets the
/// requirement and what waited for it opens. The steps are internal: their links name them in saved
/// sessions and route tables, but a link from outside never opens one; the flow is entered at its
/// start.
@Routes(feature: "onboarding")
public enum OnboardingRoute {
    /// The welcome that opens the flow.
    @Destination(.fullScreenCover, requires: .signedIn, link: "onboarding")
    case start

    /// Where the user is in their studies.
    @Destination(.pushInModal, access: .internal, link: "onboarding/stage")
    case stage

    /// The grades they have or expect.
    @Destination(.pushInModal, access: .internal, link: "onboarding/grades")
    case grades

    /// The subjects they like.
    @Destination(.pushInModal, access: .internal, link: "onboarding/interests")
    case interests

    /// The last screen, whose first action finishes the flow.
    @Destination(.pushInModal, access: .internal, link: "onboarding/done")
    case done
}

/// Registers the Onboarding feature; the composition root adds it at start-up.
public struct OnboardingFeature: NavigationFeature {
    public let name = OnboardingRoute.feature

    public init() {}

    public func register(into registrar: inout FeatureRegistrar) {
        registrar.register(OnboardingRoute.self) { flow in
            flow.start.satisfies(.onboarded)
            // Each step stands only on the one before it, so the flow is walked in order.
            flow.stage.requires(.signedIn)
            flow.stage.reachable(from: flow.start.name)
            flow.grades.requires(.signedIn)
            flow.grades.reachable(from: flow.stage.name)
            flow.interests.requires(.signedIn)
            flow.interests.reachable(from: flow.grades.name)
            flow.done.requires(.signedIn)
            flow.done.reachable(from: flow.interests.name)
        }
    }
}
