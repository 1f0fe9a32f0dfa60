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
