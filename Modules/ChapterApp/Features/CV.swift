import CV
import ChapterKit
import Profile
import Waymark

// The CV feature as the app wires it in; its team (its owner in its OWNER file) owns this file.

extension AppFeature {
    static let cV = AppFeature { app in
        let service = CVSampleData(owner: app.catalog.sampleUser)
        let samples = [
            CVRoute.home.erased, CVRoute.section(section: CVSectionID("education")).erased, CVRoute.preview.erased,
            CVRoute.edit(section: CVSectionID("education")).erased, CVRoute.share.erased,
        ]
        return WiredFeature(CVFeature(service: service), sampleRoutes: samples) { router in
            CVScreens(service: service, router: CVRouter(router))
        }
    }
}

/// Where the CV screens lead, in the app: every method of `CVRouting`, answered here and nowhere
/// else, so a change to the protocol touches this file only.
@MainActor
final class CVRouter: CVRouting {
    private let app: ChapterRouter

    init(_ app: ChapterRouter) {
        self.app = app
    }

    func showSection(_ id: CVSectionID) { app.push(CVRoute.section(section: id)) }
    func showPreview() { app.push(CVRoute.preview) }
    func chooseEditing(_ id: CVSectionID) { app.ask(CVRoute.edit(section: id)) }
    func give(_ edit: CVSectionEdit) { app.give(edit) }
    func showSharing() { app.push(CVRoute.share) }
    func showProfile(_ user: UserID) { app.push(ProfileEntryPoints.profile(of: user)) }
}

/// The sample user's CV.
struct CVSampleData: CVService {
    static let sections = [
        CVSectionSummary(id: CVSectionID("education"), title: "Education", entries: ["A levels: Maths, Physics, Art"]),
        CVSectionSummary(id: CVSectionID("experience"), title: "Experience", entries: ["Saturday job at a bookshop"]),
        CVSectionSummary(id: CVSectionID("skills"), title: "Skills", entries: ["Python", "Public speaking"]),
        CVSectionSummary(id: CVSectionID("interests"), title: "Interests", entries: ["Rowing", "Film"]),
    ]
    /// What each section may list besides its own entries.
    static let more: [CVSectionID: [String]] = [
        CVSectionID("education"): ["GCSEs: 9 subjects", "Duke of Edinburgh Bronze"],
        CVSectionID("experience"): ["Volunteering at a food bank", "Summer camp helper"],
        CVSectionID("skills"): ["Spanish", "Video editing", "First aid"],
        CVSectionID("interests"): ["Chess", "Photography", "Hiking"],
    ]
    let user: UserID

    init(owner: UserID) {
        user = owner
    }

    func owner() async -> UserID { user }
    func sections() async -> [CVSectionSummary] { Self.sections }
    func section(_ id: CVSectionID) async -> CVSectionSummary? { Self.sections.first { $0.id == id } }

    func choices(for id: CVSectionID) async -> [String] {
        (Self.sections.first { $0.id == id }?.entries ?? []) + (Self.more[id] ?? [])
    }
}
