import ChapterKit
import Match
import Universities
import Waymark

// The Match feature as the app wires it in: the quiz and its results in a sheet, each result
// leading to its university; its team (its owner in Package.swift's feature list) owns this file.

extension AppFeature {
    static let match = AppFeature { app in
        let service = MatchSampleData(universities: app.catalog.universities.map { ($0.id, $0.name) })
        let samples = [
            MatchRoute.quiz.erased, MatchRoute.results.erased, MatchRoute.result(id: MatchResultID(1)).erased,
            MatchRoute.retake.erased,
        ]
        return WiredFeature(MatchFeature(service: service), sampleRoutes: samples) { router in
            MatchScreens(service: service, router: MatchRouter(router))
        }
    }
}

/// Where the Match screens lead, in the app: every method of `MatchRouting`, answered here and
/// nowhere else, so a change to the protocol touches this file only.
@MainActor
final class MatchRouter: MatchRouting {
    private let app: ChapterRouter

    init(_ app: ChapterRouter) {
        self.app = app
    }

    func showResults() { app.push(MatchRoute.results) }
    func showRetake() { app.push(MatchRoute.retake) }
    func showResult(_ id: MatchResultID) { app.push(MatchRoute.result(id: id)) }
    func showUniversity(_ id: UniversityID) { app.push(UniversitiesEntryPoints.university(id)) }
}

/// The quiz and its results until matching has a source of its own: the shared catalog's
/// universities in turn, best first.
struct MatchSampleData: MatchService {
    static let reasons = [
        "Strong in the subjects you enjoy, and your grades fit its offers.",
        "Small seminar groups and a campus close to the city.",
        "High student satisfaction and placements in industry.",
    ]
    let universities: [(id: UniversityID, name: String)]

    func questions() async -> [String] {
        ["1. Campus or city?", "2. Big lectures or small seminars?", "3. A year abroad or in industry?"]
    }

    func results() async -> [MatchResultSummary] {
        universities.prefix(Self.reasons.count).indices.map(summary)
    }

    func result(_ id: MatchResultID) async -> MatchResultSummary? {
        let index = id.rawValue - 1
        guard index >= 0, index < min(universities.count, Self.reasons.count) else { return nil }
        return summary(index)
    }

    private func summary(_ index: Int) -> MatchResultSummary {
        MatchResultSummary(
            id: MatchResultID(index + 1), universityName: universities[index].name, score: 92 - 7 * index,
            reason: Self.reasons[index], university: universities[index].id)
    }
}
