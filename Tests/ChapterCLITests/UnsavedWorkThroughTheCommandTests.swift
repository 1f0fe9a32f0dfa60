import Foundation
import Testing

/// Unsaved work through the `chapter` command: with a choice changed in the CV's editor, every way
/// out asks and changes nothing else; "Keep editing" keeps the draft, "Discard changes" does what
/// was asked; a link waits for the answer; a restart with the question up asks it again.
@Suite("Unsaved work, through the chapter command")
struct UnsavedWorkThroughTheCommandTests {
    /// Opens the CV's education section, its editor, and changes the choice.
    static let editing = "sign-in\nopen chapter://cv/education\ntap 2\nchoose 1 3\n"
    static let question =
        #"{"style": "confirmationDialog", "title": "Discard your changes?", "buttons": ["Discard changes", "Keep editing"]}"#
    static let editor = "chapter://cv/education/edit"

    /// The states a `run --json` printed, one a line, as JSON objects.
    static func states(_ output: String) throws -> [[String: Any]] {
        try output.split(separator: "\n").filter { $0.hasPrefix("{\"tab\"") }.map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }

    /// The state without the keys the question changes: what must stay as it was.
    static func place(_ state: [String: Any]) -> String {
        let kept = state.filter { !["alert", "pending", "notice"].contains($0.key) }
        let data = try? JSONSerialization.data(withJSONObject: kept, options: [.sortedKeys])
        return String(decoding: data ?? Data(), as: UTF8.self)
    }

    @Test(
        arguments: [
            ("back", "tap 1", nil), ("swipe-back", "tap 1", nil), ("swipe-down", "tap 1", nil),
            ("swipe-back begin", "tap 1", nil), ("swipe-down begin", "tap 1", nil), ("dismiss", "tap 1", nil),
            ("open chapter://search", "tap 1", "search"), ("sign-out", "tap 1", nil),
        ] as [(String, String, String?)])
    func everyWayOutAsksAndChangesNothingElse(way: String, discard: String, tab: String?) throws {
        let run = try chapter(
            "run", "-", "--json",
            input: Self.editing + "state\n\(way)\nstate\ntap 2\nstate\n\(way)\n\(discard)\nstate\n")
        #expect(run.status == 0, "\(way): \(run.errors)")
        let states = try Self.states(run.output)
        let before = states[4]
        let asked = states[6]
        let kept = states[8]
        let after = try #require(states.last)
        #expect(before["unsaved"] as? [String] == [Self.editor])
        #expect(Self.place(asked) == Self.place(before), "\(way) changed more than the question")
        let alert = try JSONSerialization.data(withJSONObject: asked["alert"] ?? NSNull(), options: [.sortedKeys])
        let expected = try JSONSerialization.data(
            withJSONObject: try JSONSerialization.jsonObject(with: Data(Self.question.utf8)), options: [.sortedKeys])
        #expect(alert == expected, "\(way) did not ask")
        #expect(Self.place(kept) == Self.place(before) && kept["alert"] is NSNull, "Keep editing keeps all")
        #expect((after["unsaved"] as? [String])?.isEmpty == true, "\(way): Discard changes let it go")
        #expect(
            !((after["modals"] as? [[String: Any]])?.contains {
                ($0["stack"] as? [String])?.contains(Self.editor) == true
            } ?? true))
        if let tab { #expect(after["tab"] as? String == tab, "The link that waited opened") }
        if way == "sign-out" { #expect(after["signedIn"] as? Bool == false) }
    }

    @Test func theStepsOfAGestureThatAsksAreTheQuestionAlone() throws {
        for way in ["swipe-back", "swipe-down", "swipe-down begin"] {
            let run = try chapter("run", "-", "--steps", "--json", input: Self.editing + "\(way)\n")
            #expect(run.status == 0, "\(run.errors)")
            let plans = run.output.split(separator: "\n").filter { $0.hasPrefix("{\"plan\"") }
            #expect(plans.last == #"{"plan": [[{"alert": "present"}]]}"#, "\(way): \(plans)")
        }
    }

    @Test func keepEditingKeepsTheDraftAndTheLinkDroppedSaysSo() throws {
        let run = try chapter("run", "-", input: Self.editing + "open chapter://search\ntap 2\n")
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("1. [x] A levels: Maths, Physics, Art"), "The draft is as it was")
        #expect(run.output.contains("You kept editing, so that screen was not opened."))
    }

    @Test func closingAWindowAsksInItAndClosesOnDiscard() throws {
        let script = "sign-in\nwindow new chapter://cv/education\ntap 2\nchoose 2\nwindow close\nstate\ntap 1\nstate\n"
        let run = try chapter("run", "-", "--json", input: script)
        #expect(run.status == 0, "\(run.errors)")
        let states = try Self.states(run.output)
        #expect(states[5]["windows"] as? Int == 2 && !(states[5]["alert"] is NSNull), "It asks, and stays open")
        #expect(states.last?["windows"] as? Int == 1 && states.last?["window"] as? Int == 1)
    }

    @Test func discardingTheCloseOfTheLastWindowLeftKeepsItOpen() throws {
        let script =
            "sign-in\nwindow new chapter://cv/education\ntap 2\nchoose 2\nwindow close\nwindow 1\n"
            + "window close\ntap 1\nstate\n"
        let run = try chapter("run", "-", "--json", input: script)
        #expect(run.status == 0, "\(run.errors)")
        let last = try #require(try Self.states(run.output).last)
        #expect(last["windows"] as? Int == 1 && last["window"] as? Int == 2, "The one window left stays open")
        #expect(last["alert"] is NSNull && (last["unsaved"] as? [String]) == [Self.editor])
    }

    @Test func aNotificationWhileTheQuestionIsUpIsPendingAsTheScreenItOpens() throws {
        let run = try chapter(
            "run", "-", "--json", input: Self.editing + #"notify {"link": "chapter://careers"}"# + "\ntap 2\n")
        #expect(run.status == 0, "\(run.errors)")
        let states = try Self.states(run.output)
        #expect(states[4]["pending"] as? String == "chapter://careers")
        #expect(states[5]["notice"] as? String == "You kept editing, so that screen was not opened.")
    }

    @Test func theTextOfAReviewIsTypedAndNotTypedUnderAFinger() throws {
        let run = try chapter(
            "run", "-",
            input: "sign-in\nopen chapter://university/1/review\ntype Friendly campus\nswipe-down begin\ntap 2\n")
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("[Friendly campus]"), "Typed, and kept after the drag asked")
        let refused = try chapter(
            "run", "-", input: "sign-in\nopen chapter://university/1/reviews\nswipe-back begin\ntype words\n")
        #expect(refused.status == 2 && refused.errors.contains("takes no changes while a gesture is under way"))
        let covered = try chapter("run", "-", input: Self.editing + "back\nchoose 1\n")
        #expect(covered.status == 2 && covered.errors.contains("Answer the question on screen first"))
        let none = try chapter("run", "-", input: "type words\n")
        #expect(none.status == 2 && none.errors.contains("There is no text field on this screen."))
        let posted = try chapter(
            "run", "-", "--json", input: "sign-in\nopen chapter://university/1/review\ntype Good\ntap 1\n")
        #expect((try Self.states(posted.output).last?["modals"] as? [Any])?.isEmpty == true, "Post review saves")
    }

    @Test func aRestartWithTheQuestionUpAsksItAgainAndTheLinkOpensAfterDiscard() throws {
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("chapter-unsaved-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        let first = try chapter("--state", file, input: Self.editing + "open chapter://search\nquit\n")
        #expect(first.status == 0, "\(first.errors)")
        let second = try chapter("--state", file, input: "state\ntap 1\nstate\n")
        #expect(second.status == 0, "\(second.errors)")
        let states = second.output.components(separatedBy: "> {").dropFirst()
        #expect(states.first?.contains(#""pending": "chapter://search""#) == true)
        #expect(states.first?.contains(#""buttons": ["Discard changes", "Keep editing"]"#) == true)
        #expect(states.first?.contains(#""unsaved": ["chapter://cv/education/edit"]"#) == true)
        #expect(
            states.last?.contains(#""tab": "search""#) == true && states.last?.contains(#""pending": null"#) == true)
    }
}
