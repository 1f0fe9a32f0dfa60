import ChapterKit
import Foundation
import Match
import Testing
import Waymark
import WaymarkTesting

private struct Sample: MatchService {
    static let first = MatchResultSummary(
        id: MatchResultID(1), universityName: "Northbridge", score: 90, reason: "It fits.", university: UniversityID(7))
    func questions() async -> [String] { ["Campus or city?"] }
    func results() async -> [MatchResultSummary] { [Self.first] }
    func result(_ id: MatchResultID) async -> MatchResultSummary? { id == Self.first.id ? Self.first : nil }
}

@MainActor
private final class Router: MatchRouting {
    enum Call: Equatable {
        case results
        case retake
        case result(MatchResultID)
        case university(UniversityID)
    }
    let calls = CallRecorder<Call>()
    func showResults() { calls.record(.results) }
    func showRetake() { calls.record(.retake) }
    func showResult(_ id: MatchResultID) { calls.record(.result(id)) }
    func showUniversity(_ id: UniversityID) { calls.record(.university(id)) }
}

@MainActor
@Suite("Match")
struct MatchTests {
    static let quiz = MatchRoute.quiz.erased
    static let results = MatchRoute.results.erased
    static let first = MatchRoute.result(id: MatchResultID(1)).erased

    /// The Match feature alone, with stand-in screens meeting sign-in and onboarding, as the app's
    /// sign-in and onboarding covers would.
    func app(met: Set<Requirement> = []) throws -> NavigationHarness {
        try NavigationHarness(
            tabs: ChapterTab.all, links: LinkConfiguration(schemes: ["chapter"]),
            features: [MatchFeature(service: Sample())], met: met)
    }

    @Test func registersItsDestinationsAndTheirLinksRoundTrip() throws {
        let app = try app()
        #expect(app.registry.destination(named: "match.quiz")?.presentation == .modal(.sheet))
        #expect(app.registry.destination(named: "match.results")?.presentation == .pushInModal)
        for name: DestinationName in ["match.quiz", "match.results", "match.result", "match.retake"] {
            #expect(
                app.registry.destination(named: name)?.requirements.sorted { $0.description < $1.description }
                    == [.onboarded, .signedIn], "\(name) needs a signed-in, onboarded user")
        }
        #expect(try app.registry.link(for: Self.first) == "chapter://match/results/1")
        let routes = [Self.quiz, Self.results, Self.first, MatchRoute.retake.erased]
        expectLinksRoundTrip(routes, in: app.registry)
        expectEveryLinkCovered(by: routes, feature: "match", in: app.registry)
    }

    @Test func aLinkToAResultOpensTheQuizSheetUnderIt() async throws {
        let app = try app(met: [.signedIn, .onboarded])
        let links = await app.linkHandler()
        #expect(await links.open("chapter://match/results/1") == .opened)
        #expect(app.state.modals.map(\.stack) == [[Self.quiz, Self.results, Self.first]])
    }

    @Test func aLinkWaitsForSignInThenOnboardingAsOneHeldNavigation() async throws {
        let app = try app()
        let links = await app.linkHandler()
        _ = await links.open("chapter://match")
        #expect(app.state.held?.requirements == [.signedIn, .onboarded])
        await app.session.meet(.signedIn)
        #expect(app.state.held?.requirements == [.onboarded], "Held again, for onboarding")
        #expect(app.state.modals.map(\.root) == [app.registry.satisfier(for: .onboarded)])
        await app.session.meet(.onboarded)
        #expect(app.state.held == nil)
        #expect(app.state.modals.map(\.stack) == [[Self.quiz]])
    }

    @Test func aLinkToAMissingMatchChangesNothing() async throws {
        let app = try app(met: [.signedIn, .onboarded])
        let links = await app.linkHandler()
        #expect(await links.open("chapter://match/results/99") == .contentMissing("match"))
        #expect(app.state.modals.isEmpty && app.state.notice == .contentMissing("match"))
    }

    @Test func aResultThatIsNotANumberLeadsNowhere() async throws {
        let app = try app(met: [.signedIn, .onboarded])
        let links = await app.linkHandler()
        // A path segment's type is part of the pattern: `first` is no result number.
        #expect(await links.open("chapter://match/results/first") == .rejected(.noMatch("match/results/first")))
        #expect(app.state.modals.isEmpty)
    }

    @Test func theScreensLeadWhereTheySay() async throws {
        let router = Router()
        let screens = MatchScreens(service: Sample(), router: router)
        let quiz = try #require(await screens.screen(for: Self.quiz))
        #expect(quiz.title == "Find your match" && quiz.actions.map(\.title) == ["See my matches", "Answer again"])
        for action in quiz.actions { await action.perform() }
        let results = try #require(await screens.screen(for: Self.results))
        #expect(results.actions.map(\.title) == ["Northbridge, 90% match"])
        await results.actions[0].perform()
        let result = try #require(await screens.screen(for: Self.first))
        #expect(result.lines == ["90% match", "It fits."])
        await result.actions[0].perform()
        #expect(router.calls.calls == [.results, .retake, .result(MatchResultID(1)), .university(UniversityID(7))])
    }
}
