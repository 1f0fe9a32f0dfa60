import ChapterKit
import Foundation
import Testing
import Waymark

@Suite("ChapterKit")
struct ChapterKitTests {
    @Test func tabsAreTheSpecsInOrder() {
        #expect(
            ChapterTab.all.map(\.rawValue) == [
                "hub", "search", "map", "lists", "calendar", "feed", "connect", "arcade",
            ])
    }

    @Test func identifiersCodeAsTheirRawValue() throws {
        let course = CourseID(UUID(uuidString: "0B9E4F3A-1C2D-4E5F-8A9B-0C1D2E3F4A5B")!)
        let data = try JSONEncoder().encode([course])
        #expect(String(decoding: data, as: UTF8.self) == #"["0B9E4F3A-1C2D-4E5F-8A9B-0C1D2E3F4A5B"]"#)
        #expect(try JSONDecoder().decode([CourseID].self, from: data) == [course])
        #expect(course.description == "0b9e4f3a-1c2d-4e5f-8a9b-0c1d2e3f4a5b")
        #expect(try JSONDecoder().decode(UniversityID.self, from: Data("7".utf8)) == UniversityID(7))
        #expect(UniversityID(2) < UniversityID(10))
        #expect(GameID("career-quiz").description == "career-quiz")
    }

    @MainActor
    @Test func anActionRunsWhatItWasGiven() async {
        var ran = false
        let screen = Screen(title: "T", lines: ["a"], actions: [ScreenAction("Go") { ran = true }])
        await screen.actions[0].perform()
        #expect(ran)
        #expect(screen.actions.map(\.title) == ["Go"])
    }
}

@MainActor
@Suite("Pickers")
struct ScreenPickerTests {
    final class Kept {
        var positions: [[Int]] = []
    }

    func picker(allowed: ClosedRange<Int>, kept: Kept) -> ScreenPicker {
        ScreenPicker(items: ["a", "b", "c"], chosen: [], allowed: allowed) {
            kept.positions.append($0)
            return true
        }
    }

    @Test func aChoiceIsKeptInTheOrderGivenWhenItFits() throws {
        let kept = Kept()
        try picker(allowed: 2...3, kept: kept).choose([2, 0])
        #expect(kept.positions == [[2, 0]])
    }

    @Test(arguments: [
        ([3], ChoiceError.noSuchItem(3, count: 3)), ([0, 0], .chosenTwice(0)), ([0, 1, 2], .count(3, allowed: 1...2)),
    ])
    func aChoiceThatDoesNotFitIsRefusedAndKeepsNothing(positions: [Int], error: ChoiceError) {
        let kept = Kept()
        #expect(throws: error) { try picker(allowed: 1...2, kept: kept).choose(positions) }
        #expect(kept.positions.isEmpty)
    }

    /// The picker as the app obtains it: the screen a feature registers in the ``ViewRegistry``,
    /// built for the entry a real router's state holds, and built again after the choice, as the
    /// screen draws again. A picker that kept nothing, or a screen that showed the whole choice it
    /// started from rather than the one kept, fails here.
    @Test func aChoiceUnderWayIsKeptAndIsNotWholeYet() async throws {
        var builder = RegistryBuilder(tabs: ["picks"])
        builder.add(PickFeature())
        let router = NavigationRouter(session: NavigationSession(registry: try builder.build()))
        try router.perform(.push(PickRoute.pick.erased))
        let entry = ScreenEntry(try #require(router.state.topEntry).id, of: router)
        let registry = try ViewRegistry<ScreenContent>(registry: router.registry) {
            PickScreens().registerScreens(into: &$0)
        }
        func picker() async throws -> ScreenPicker {
            try #require(await registry.view(for: PickRoute.pick.erased)?.make(showing: entry).picker)
        }
        let first = try await picker()
        #expect(first.chosen == [1, 2] && first.isComplete, "Two of two to three chosen: whole")
        try first.choose([0])
        #expect(entry.state(PickScreens.chosen) == [0], "Kept although fewer than the picker asks")
        // The feature shows what it kept: the choice under way, not the whole one it replaced.
        let shown = try await picker()
        #expect(shown.chosen == [0] && !shown.isComplete, "One of two to three chosen: not whole yet")
        #expect(shown.items == first.items && shown.allowed == first.allowed)
    }

    @Test func howManyMayBeChosenIsSaidInTheUsersWords() {
        #expect(ChoiceError.words(for: 1...1) == "Choose one")
        #expect(ChoiceError.words(for: 2...4) == "Choose 2 to 4")
        #expect(ChoiceError.words(for: 0...5) == "Choose up to 5")
        #expect(ChoiceError.count(1, allowed: 2...4).description == "Choose 2 to 4.")
        #expect(ChoiceError.noSuchItem(3, count: 3).description == "There is no item 4 (1 to 3).")
    }

    @Test func aChoiceThatCouldNotBeKeptIsRefused() {
        let picker = ScreenPicker(items: ["a"], chosen: [], allowed: 0...1) { _ in false }
        #expect(throws: ChoiceError.notKept) { try picker.choose([0]) }
    }
}

/// A feature whose one screen is a picker that keeps its choice as its entry's state, as
/// Chapter's features do: what ``ScreenPickerTests`` obtains through the registry.
private enum PickRoute: Route {
    case pick

    static let typeKey = "kit.picks"
    var destinationName: DestinationName { "kit.pick" }
}

private struct PickFeature: NavigationFeature {
    var name = "picks"

    func register(into registrar: inout FeatureRegistrar) {
        registrar.register(
            PickRoute.self,
            destinations: [
                .init("kit.picks", presentation: .tabRoot("picks")),
                .init("kit.pick", presentation: .push(hostTab: "picks")),
            ])
    }
}

private struct PickScreens: ScreenProvider {
    static let chosen = ScreenStateKey.Saved<[Int]>("kit.chosen")

    func registerScreens(into views: inout ViewRegistry<ScreenContent>.Builder) {
        views.register(PickRoute.self) { _ in
            ScreenContent { entry in
                let picker = ScreenPicker(
                    items: ["a", "b", "c"], chosen: entry?.state(Self.chosen) { [1, 2] } ?? [], allowed: 2...3
                ) { positions in
                    entry?.setState(positions, Self.chosen) ?? false
                }
                return Screen(title: "Pick", lines: [], picker: picker)
            }
        }
    }
}
