import Foundation
import Testing

/// Issue 65: a screen arrives on every path, once (docs/presentation.md, "Arrival"): a cold launch
/// and a restored session report their first screen, a held link under the sign-in cover reports
/// nothing, and a window opened in game-first mode reports the world.
@Suite("Arrival on every path, through the chapter command", .serialized)
struct ArrivalOnEveryPathTests {
    /// The `{"arrived": …}` lines of `output`, as printed.
    static func arrivals(_ output: String) -> [String] {
        output.components(separatedBy: "\n").compactMap { line in
            line.range(of: #"{"arrived""#).map { String(line[$0.lowerBound...]) }
        }
    }

    /// The journal file's arrival lines, each as its object.
    static func journaledArrivals(_ path: String) throws -> [[String: Any]] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return try text.split(separator: "\n").compactMap { line in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            let notes = object?["notes"] as? [[String: Any]] ?? []
            return notes.contains { $0["kind"] as? String == "arrived" } ? object : nil
        }
    }

    @Test func aColdLaunchReportsItsFirstScreenBeforeTheFirstPlan() throws {
        let run = try chapter("open", "chapter://university/2", "--steps", "--json")
        #expect(run.status == 0, "\(run.errors)")
        let lines = run.output.components(separatedBy: "\n")
        #expect(lines.first == #"{"arrived": "hub.home"}"#, "The landing screen, before any plan: \(lines.prefix(3))")
        #expect(lines.dropFirst().first?.hasPrefix(#"{"plan""#) == true)
        #expect(Self.arrivals(run.output) == [#"{"arrived": "hub.home"}"#, #"{"arrived": "universities.detail"}"#])
    }

    @Test func aRestartedSessionReportsItsRestoredScreenOnceInTheJournal() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let first = try chapter(
            ["--state", "s.json"], in: scratch.url, input: "sign-in\nopen chapter://settings/privacy\nquit\n")
        #expect(first.status == 0, "\(first.errors)")
        let again = try chapter(
            ["--state", "s.json", "--steps", "--journal", "j.jsonl"], in: scratch.url, input: "quit\n")
        #expect(again.status == 0, "\(again.errors)")
        #expect(Self.arrivals(again.output) == [#"{"arrived": "profile.privacy"}"#], "\(again.output)")
        let journaled = try Self.journaledArrivals(scratch.path("j.jsonl"))
        #expect(journaled.count == 1, "Once: \(journaled)")
        #expect((journaled.first?["cause"] as? [String: Any])?["kind"] as? String == "restoration")
        let view = journaled.first?["screenView"] as? [String: Any]
        #expect(view?["screen"] as? String == "profile.privacy" && view?["via"] as? String == "restoration")
        #expect(view?["previous"] == nil, "The first screen of a launch has no screen before it")
    }

    @Test func aRestartedSessionOfThreeWindowsReportsEachWindowsScreen() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let script = "window new chapter://university/2\nwindow new chapter://careers\nquit\n"
        #expect(try chapter(["--state", "s.json"], in: scratch.url, input: script).status == 0)
        let again = try chapter(["--state", "s.json", "--steps"], in: scratch.url, input: "quit\n")
        #expect(
            Self.arrivals(again.output) == [
                #"{"arrived": "hub.home", "window": 1}"#, #"{"arrived": "universities.detail", "window": 2}"#,
                #"{"arrived": "arcade.careers", "window": 3}"#,
            ], "\(again.output)")
    }

    @Test func aHeldLinkUnderTheSignInCoverReportsNoArrival() throws {
        let run = try chapter(
            ["run", "-", "--steps", "--journal", "/dev/stdout"],
            bytes: Data("open chapter://settings\nopen chapter://inbox\n".utf8))
        #expect(run.status == 0, "\(run.errors)")
        let signIns = Self.arrivals(run.output).filter { $0.contains("account.signIn") }
        #expect(signIns.count == 1, "The cover arrived once; the second link changed nothing on screen: \(run.output)")
        #expect(run.output.contains("Waiting for sign-in: chapter://inbox"), "The newer link is the one held")
    }

    @Test func aWindowOpenedInGameFirstModeReportsTheWorld() throws {
        let run = try chapter(["run", "-", "--steps"], bytes: Data("game-mode on\nwindow new\n".utf8))
        #expect(run.status == 0, "\(run.errors)")
        let afterWindow = run.output.components(separatedBy: "> window new").last ?? ""
        #expect(Self.arrivals(afterWindow) == [#"{"arrived": "game.zone"}"#], "\(afterWindow)")
    }
}
