import ChapterKit
import Checklist
import Foundation
import Testing
import Waymark
import WaymarkTesting

private struct Sample: ChecklistService {
    static let course = CourseID(UUID(uuidString: "9f93d130-f5bc-50b3-9005-8e17e4a53a37")!)
    static let read = ChecklistTaskSummary(
        id: ChecklistTaskID(1), title: "Read the course page", due: "1 December", place: .course(course))
    func tasks() async -> [ChecklistTaskSummary] { [Self.read] }
    func task(_ id: ChecklistTaskID) async -> ChecklistTaskSummary? { id == Self.read.id ? Self.read : nil }
    func done() async -> [String] { ["Made an account"] }
    func suggestedTasks() async -> [NewChecklistTask] {
        [NewChecklistTask(title: "Visit", due: "May"), NewChecklistTask(title: "Apply", due: "June")]
    }
}

@MainActor
private final class Router: ChecklistRouting {
    enum Call: Equatable {
        case task(ChecklistTaskID)
        case new, close, done
        case give(NewChecklistTask)
        case place(ChecklistTaskSummary.Place)
    }
    let calls = CallRecorder<Call>()
    /// Where asking and giving go, as the app's router sends them: the real engine.
    let app: NavigationHarness?

    init(app: NavigationHarness? = nil) {
        self.app = app
    }

    func showTask(_ id: ChecklistTaskID) { calls.record(.task(id)) }

    func chooseNewTask() {
        calls.record(.new)
        app?.perform(.askForResult(ChecklistRoute.newTask.erased))
    }

    func give(_ task: NewChecklistTask) {
        calls.record(.give(task))
        app?.give(task)
    }

    func showDone() { calls.record(.done) }
    func closeNewTask() { calls.record(.close) }
    func showWhereItIsDone(_ place: ChecklistTaskSummary.Place) { calls.record(.place(place)) }
}

@MainActor
@Suite("Checklist")
struct ChecklistTests {
    static let home = ChecklistRoute.home.erased
    static let read = ChecklistRoute.task(id: ChecklistTaskID(1)).erased

    func app(met: Set<Requirement>) throws -> NavigationHarness {
        try NavigationHarness(
            tabs: ChapterTab.all, links: LinkConfiguration(schemes: ["chapter"]),
            features: [ChecklistFeature(service: Sample())], met: met)
    }

    @Test func everyScreenIsTheSignedInStudentsAndLinksRoundTrip() throws {
        let app = try app(met: [.signedIn])
        for name: DestinationName in ["checklist.home", "checklist.task", "checklist.newTask", "checklist.done"] {
            #expect(app.registry.destination(named: name)?.requirements == [.signedIn], "\(name)")
        }
        let routes = [Self.home, Self.read, ChecklistRoute.newTask.erased, ChecklistRoute.done.erased]
        expectLinksRoundTrip(routes, in: app.registry)
        expectEveryLinkCovered(by: routes, feature: "checklist", in: app.registry)
    }

    @Test func aLinkToATaskOpensOverTheChecklistOnceSignedIn() async throws {
        let app = try app(met: [])
        let links = await app.linkHandler()
        #expect(await links.open("chapter://checklist/1") == .held(.signedIn))
        await app.session.meet(.signedIn)
        #expect(app.state.selectedTab == ChapterTab.lists)
        #expect(app.state.stack(of: ChapterTab.lists) == [Self.home, Self.read])
    }

    @Test func aMissingTaskChangesNothingButTheNotice() async throws {
        let app = try app(met: [.signedIn])
        let links = await app.linkHandler()
        #expect(await links.open("chapter://checklist/7") == .contentMissing("task"))
        #expect(await links.open("chapter://checklist/seven") == .rejected(.noMatch("checklist/seven")))
    }

    @Test func theScreensLeadWhereTheySay() async throws {
        let router = Router()
        let screens = ChecklistScreens(service: Sample(), router: router)
        let home = try #require(await screens.screen(for: Self.home))
        #expect(home.actions.map(\.title) == ["Read the course page (due 1 December)", "Done", "New task"])
        for action in home.actions { await action.perform() }
        let task = try #require(await screens.screen(for: Self.read))
        #expect(task.lines == ["Due 1 December"] && task.actions.map(\.title) == ["Do it now"])
        await task.actions[0].perform()
        let new = try #require(await screens.screen(for: ChecklistRoute.newTask.erased))
        #expect(new.done == nil && new.lines == ["Open this from your checklist."])
        await new.actions[0].perform()
        let done = try #require(await screens.screen(for: ChecklistRoute.done.erased))
        #expect(done.lines == ["Made an account"])
        #expect(router.calls.calls == [.task(ChecklistTaskID(1)), .done, .new, .place(.course(Sample.course)), .close])
    }

    @Test func aNewTaskGoesBackToTheChecklistThatAskedAndStaysWithIt() async throws {
        let app = try app(met: [.signedIn])
        let router = Router(app: app)
        let screens = ChecklistScreens(service: Sample(), router: router)
        app.perform(.selectTab(ChapterTab.lists), .push(Self.home))
        let asker = try #require(app.entryOnTop)
        try await #require(await screens.screen(for: Self.home, showing: asker)?.actions.last).perform()
        let sheet = try #require(app.entryOnTop)
        var new = try #require(await screens.screen(for: ChecklistRoute.newTask.erased, showing: sheet))
        #expect(new.picker?.allowed == 1...1 && new.done == nil)
        try new.picker?.choose([1])
        new = try #require(await screens.screen(for: ChecklistRoute.newTask.erased, showing: sheet))
        try await #require(new.done).perform()
        // The route stays as it is: the task is kept for the checklist's entry, in that transaction.
        #expect(app.state.modals.isEmpty && app.state.stack(of: ChapterTab.lists) == [Self.home])
        let home = try #require(await screens.screen(for: Self.home, showing: app.entryOnTop))
        #expect(home.lines == ["New: Apply (due June)"])
        #expect(router.calls.calls == [.new, .give(NewChecklistTask(title: "Apply", due: "June"))])
        // A second task is added to the first; a new checklist entry starts with none.
        app.perform(.askForResult(ChecklistRoute.newTask.erased))
        router.give(NewChecklistTask(title: "Visit", due: "May"))
        #expect(
            asker.state(ChecklistScreenState.added) { [] }.map(\.title) == ["Apply", "Visit"])
        app.perform(.push(Self.home))
        #expect(try #require(app.entryOnTop).state(ChecklistScreenState.added) { [] }.isEmpty)
    }

    @Test func aFullChecklistTakesNoMoreTasksRatherThanLoseThemAll() async throws {
        let app = try app(met: [.signedIn])
        let screens = ChecklistScreens(service: Sample(), router: Router(app: app))
        app.perform(.selectTab(ChapterTab.lists), .push(Self.home))
        let home = try #require(app.entryOnTop)
        let full = Array(repeating: NewChecklistTask(title: "Visit", due: "May"), count: ChecklistScreenState.mostAdded)
        home.setState(full, ChecklistScreenState.added)
        app.perform(.askForResult(ChecklistRoute.newTask.erased))
        let sheet = try #require(app.entryOnTop)
        var new = try #require(await screens.screen(for: ChecklistRoute.newTask.erased, showing: sheet))
        try new.picker?.choose([0])
        new = try #require(await screens.screen(for: ChecklistRoute.newTask.erased, showing: sheet))
        #expect(new.done == nil && new.lines == ["Your checklist holds 100 new tasks, as many as it keeps."])
    }

    /// A task chosen and not yet added is unsaved work: the sheet's Cancel asks; adding it never does.
    @Test func aChosenTaskAsksBeforeTheSheetClosesAndAddingNeverAsks() async throws {
        let app = try app(met: [.signedIn])
        let screens = ChecklistScreens(service: Sample(), router: Router(app: app))
        app.perform(.selectTab(ChapterTab.lists), .push(Self.home))
        app.perform(.askForResult(ChecklistRoute.newTask.erased))
        let sheet = try #require(app.entryOnTop)
        try #require(await screens.screen(for: ChecklistRoute.newTask.erased, showing: sheet)?.picker).choose([0])
        app.perform(.dismissTop)
        #expect(app.state.modals.count == 1 && app.state.dialog?.buttons.map(\.title).first == "Discard changes")
        try app.router.answerDialog(button: 1)
        let new = try #require(await screens.screen(for: ChecklistRoute.newTask.erased, showing: sheet))
        try await #require(new.done).perform()
        #expect(app.state.modals.isEmpty && app.state.dialog == nil)
    }
}
