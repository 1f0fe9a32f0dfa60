import CV
import ChapterKit
import Foundation
import Testing
import Waymark
import WaymarkTesting

private struct Sample: CVService {
    static let user = UserID(UUID(uuidString: "3f1b2c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d")!)
    static let skills = CVSectionSummary(id: CVSectionID("skills"), title: "Skills", entries: ["Python"])
    func owner() async -> UserID { Self.user }
    func sections() async -> [CVSectionSummary] { [Self.skills] }
    func section(_ id: CVSectionID) async -> CVSectionSummary? { id == Self.skills.id ? Self.skills : nil }
    func choices(for id: CVSectionID) async -> [String] { id == Self.skills.id ? ["Python", "Chess"] : [] }
}

@MainActor
private final class Router: CVRouting {
    enum Call: Equatable {
        case section(CVSectionID)
        case preview
        case edit(CVSectionID)
        case share
        case profile(UserID)
        case give(CVSectionEdit)
    }
    let calls = CallRecorder<Call>()
    /// Where asking and giving go, as the app's router sends them: the real engine.
    let app: NavigationHarness?

    init(app: NavigationHarness? = nil) {
        self.app = app
    }

    func showSection(_ id: CVSectionID) { calls.record(.section(id)) }
    func showPreview() { calls.record(.preview) }

    func chooseEditing(_ id: CVSectionID) {
        calls.record(.edit(id))
        app?.perform(.askForResult(CVRoute.edit(section: id).erased))
    }

    func give(_ edit: CVSectionEdit) {
        calls.record(.give(edit))
        app?.give(edit)
    }

    func showSharing() { calls.record(.share) }
    func showProfile(_ user: UserID) { calls.record(.profile(user)) }
}

@MainActor
@Suite("CV")
struct CVTests {
    static let home = CVRoute.home.erased
    static let skills = CVRoute.section(section: CVSectionID("skills")).erased

    func app(met: Set<Requirement> = [.signedIn]) throws -> NavigationHarness {
        try NavigationHarness(
            tabs: ChapterTab.all, links: LinkConfiguration(schemes: ["chapter"]),
            features: [CVFeature(service: Sample())], met: met)
    }

    @Test func aSignedInSheetWithItsSectionsInsideAndLinksThatRoundTrip() throws {
        let app = try app()
        #expect(app.registry.destination(named: "cv.home")?.presentation == .modal(.sheet))
        #expect(app.registry.destination(named: "cv.section")?.presentation == .pushInModal)
        for name: DestinationName in ["cv.home", "cv.section", "cv.preview", "cv.edit", "cv.share"] {
            #expect(app.registry.destination(named: name)?.requirements == [.signedIn], "\(name)")
        }
        let routes = [
            Self.home, Self.skills, CVRoute.preview.erased, CVRoute.edit(section: CVSectionID("skills")).erased,
            CVRoute.share.erased,
        ]
        expectLinksRoundTrip(routes, in: app.registry)
        expectEveryLinkCovered(by: routes, feature: "cv", in: app.registry)
    }

    @Test func aLinkToASectionOpensTheSheetUnderItAndThePreviewIsNoSection() async throws {
        let app = try app()
        let links = await app.linkHandler()
        #expect(await links.open("chapter://cv/skills") == .opened)
        #expect(app.state.modals.map(\.stack) == [[Self.home, Self.skills]])
        #expect(await links.open("chapter://cv/preview") == .opened)
        #expect(app.state.modals.map(\.stack) == [[Self.home, CVRoute.preview.erased]])
        #expect(await links.open("chapter://cv/hobbies") == .contentMissing("section"))
        #expect(await links.open("chapter://cv/skills/edit") == .opened)
        #expect(
            app.state.modals.map(\.stack) == [
                [Self.home, Self.skills, CVRoute.edit(section: CVSectionID("skills")).erased]
            ])
    }

    @Test func signedOutTheCVWaitsForSignIn() async throws {
        let app = try app(met: [])
        let links = await app.linkHandler()
        #expect(await links.open("chapter://cv") == .held(.signedIn))
    }

    @Test func theScreensLeadWhereTheySay() async throws {
        let router = Router()
        let screens = CVScreens(service: Sample(), router: router)
        let home = try #require(await screens.screen(for: Self.home))
        #expect(home.actions.map(\.title) == ["Skills", "Preview", "Share"])
        for action in home.actions { await action.perform() }
        let section = try #require(await screens.screen(for: Self.skills))
        for action in section.actions { await action.perform() }
        let preview = try #require(await screens.screen(for: CVRoute.preview.erased))
        #expect(preview.lines == ["SKILLS", "Python"])
        let skills = CVSectionID("skills")
        #expect(router.calls.calls == [.section(skills), .preview, .share, .profile(Sample.user), .edit(skills)])
    }

    @Test func theEditorKeepsItsDraftAndTheSectionShowsWhatWasSaved() async throws {
        let app = try app()
        let router = Router(app: app)
        let screens = CVScreens(service: Sample(), router: router)
        let editing = CVRoute.edit(section: CVSectionID("skills")).erased
        app.perform(.present(Self.home), .push(Self.skills))
        let asker = try #require(app.entryOnTop)
        let shown = try #require(await screens.screen(for: Self.skills, showing: asker))
        #expect(shown.lines == ["Python"] && !app.router.entriesWithScreenState.contains(asker.id), "Nothing kept yet")
        try await #require(shown.actions.last).perform()
        let editor = try #require(app.entryOnTop)
        var edit = try #require(await screens.screen(for: editing, showing: editor))
        #expect(edit.picker?.items == ["Python", "Chess"] && edit.picker?.chosen == [0])
        try edit.picker?.choose([1, 0])
        // The student looks elsewhere and comes back: the draft waits.
        app.perform(.selectTab(ChapterTab.search), .selectTab(ChapterTab.hub))
        edit = try #require(await screens.screen(for: editing, showing: editor))
        #expect(edit.picker?.chosen == [1, 0] && edit.done?.title == "Save")
        try await #require(edit.done).perform()
        #expect(app.state.modals.map(\.stack) == [[Self.home, Self.skills]])
        let section = try #require(await screens.screen(for: Self.skills, showing: app.entryOnTop))
        #expect(section.lines == ["Chess", "Python"])
        #expect(
            router.calls.calls == [.edit(CVSectionID("skills")), .give(CVSectionEdit(entries: ["Chess", "Python"]))])
    }

    /// The editor holds unsaved work while its choice differs from the section's: going back asks,
    /// choosing the section's own entries again is no work, and saving gives the result unasked.
    @Test func aChangedChoiceAsksBeforeItIsLostAndSavingNeverAsks() async throws {
        let app = try app()
        let router = Router(app: app)
        let screens = CVScreens(service: Sample(), router: router)
        let editing = CVRoute.edit(section: CVSectionID("skills")).erased
        app.perform(.present(Self.home), .push(Self.skills))
        try await #require(await screens.screen(for: Self.skills, showing: app.entryOnTop)?.actions.last).perform()
        let editor = try #require(app.entryOnTop)
        try #require(await screens.screen(for: editing, showing: editor)?.picker).choose([0, 1])
        #expect(app.router.entriesWithUnsavedWork == [editor.id])
        app.perform(.pop())
        #expect(app.state.topEntry?.id == editor.id && app.state.dialog?.buttons.first?.title == "Discard changes")
        try app.router.answerDialog(button: 1)
        try #require(await screens.screen(for: editing, showing: editor)?.picker).choose([0])
        #expect(app.router.entriesWithUnsavedWork.isEmpty, "The section's own entries again: nothing to lose")
        try #require(await screens.screen(for: editing, showing: editor)?.picker).choose([1])
        try await #require(await screens.screen(for: editing, showing: editor)?.done).perform()
        #expect(app.state.dialog == nil && app.state.modals.map(\.stack) == [[Self.home, Self.skills]])
    }

    /// A draft an earlier build saved (the chosen entries alone) still reads, and counts as work.
    @Test func aDraftSavedByAnEarlierBuildIsReadAndCountsAsWork() throws {
        let old = try JSONDecoder().decode(CVDraft.self, from: Data(#"["Chess"]"#.utf8))
        #expect(old == CVDraft(original: nil, chosen: ["Chess"]) && old.isChanged)
        let new = try JSONDecoder().decode(
            CVDraft.self, from: JSONEncoder().encode(CVDraft(original: ["A"], chosen: ["A"])))
        #expect(!new.isChanged)
    }
}
