import ChapterKit
import Waymark
import WaymarkMacros

/// The matching quiz and its results, in a sheet of their own. The quiz reads what onboarding
/// asked (stage, grades, interests), so every screen needs a signed-in user who has finished it:
/// a link that arrives before then waits for sign-in, then onboarding, as one held navigation.
@Routes(feature: "match")
public enum MatchRoute {
    /// The quiz's questions.
    @Destination(.sheet, requires: .signedIn, detents: [.medium, .large], link: "match")
    case quiz

    /// The universities the answers matched, best first.
    @Destination(.pushInModal, requires: .signedIn, link: "match/results")
    case results

    /// Answering the quiz again, inside its sheet.
    @Destination(.pushInModal, requires: .signedIn, link: "match/retake")
    case retake

    /// One match: why the university fits.
    @Destination(.pushInModal, requires: .signedIn, link: "match/results/{id:int}")
    case result(id: MatchResultID)
}

/// Registers the Match feature; the composition root adds it at start-up.
public struct MatchFeature: NavigationFeature {
    public let name = MatchRoute.feature
    let service: any MatchService

    public init(service: any MatchService) {
        self.service = service
    }

    public func register(into registrar: inout FeatureRegistrar) {
        let service = service
        registrar.register(MatchRoute.self) { match in
            match.quiz.requires(.onboarded)
            match.results.requires(.onboarded)
            match.retake.requires(.onboarded)
            match.retake.parent(MatchRoute.quiz)
            match.result.requires(.onboarded)
            // A link to the results opens the quiz's sheet under them.
            match.results.parent(MatchRoute.quiz)
            // A match the data no longer has: the link leaves the state as it was, with a notice.
            match.result.requiresContent("match") { id in
                await service.result(id) != nil ? MatchRoute.results.erased : nil
            }
        }
    }
}
