import Foundation
import Testing

/// Issue 65: a finished drag takes away exactly the sheet the finger dragged, nothing the state put
/// over it meanwhile (game-first mode's world, the sign-in cover a tap asked for).
@Suite("A finished drag takes only its sheet, through the chapter command", .serialized)
struct FingerAndModeTests {
    /// The state after the script `lines` ran, as `state` prints it.
    static func finalState(_ lines: String) throws -> (state: [String: Any], output: String, status: Int32) {
        let run = try chapter("run", "-", "--json", input: lines + "\n")
        let last = try #require(run.output.split(separator: "\n").last.map(String.init))
        let state = try #require(try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any])
        return (state, run.output, run.status)
    }

    static func layers(_ state: [String: Any]) -> [[String]] {
        (state["modals"] as? [[String: Any]] ?? []).map { $0["stack"] as? [String] ?? [] }
    }

    @Test(arguments: ["in this window", "in another window"])
    func aFinishedDragLeavesTheWorldGameFirstModePutUp(where place: String) throws {
        let mode = place == "in this window" ? "game-mode on" : "window new\ngame-mode on\nwindow 1"
        let run = try Self.finalState(
            "sign-in\nopen chapter://settings\nswipe-down begin\n\(mode)\ngesture finish")
        #expect(run.status == 0, "\(run.output)")
        #expect(run.state["gameMode"] as? Bool == true)
        #expect(
            Self.layers(run.state) == [["chapter://world", "chapter://world/hub"]],
            "The dragged settings sheet went; the world the mode put over it stayed")
    }

    @Test func aTapDuringTheDragThatAsksForSignInSurvivesTheDrag() throws {
        let run = try Self.finalState("open chapter://whats-new\nswipe-down begin\ntap 1\ngesture finish")
        #expect(run.status == 0, "\(run.output)")
        #expect(Self.layers(run.state) == [["chapter://sign-in"]], "The sign-in cover the tap asked for is up")
        #expect(run.state["pending"] as? String == "chapter://match", "and holds what the tap asked for")
        #expect(run.state["notice"] as? String != "Sign-in was cancelled, so that screen was not opened.")
        #expect(!run.output.contains("cancelled"), "No false cancellation: \(run.output)")
    }
}
