import Foundation
import Testing

/// The spec's dialogs and sheet sizes through the built `chapter` binary: the shortlist's
/// confirmation dialog, the settings sheet's sizes and its sign-out alert.
@Suite("Dialogs and sheet sizes in the chapter command", .serialized)
struct DialogAndSizeTests {
    static let course = "chapter://course/9f93d130-f5bc-50b3-9005-8e17e4a53a37"
    /// Opens the course, puts it on the shortlist and asks to take it off.
    static let asking = "open \(course)\ntap 3\ntap 3\n"

    /// The states `script` prints, one JSON object a command.
    func states(_ script: String, _ arguments: String...) throws -> (
        states: [[String: Any]], status: Int32, errors: String
    ) {
        let result = try chapter(["run", "-", "--json"] + arguments, bytes: Data(script.utf8))
        let states = try result.output.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        return (states, result.status, result.errors)
    }

    @Test func removingACourseFromTheShortlistAsksFirst() throws {
        let run = try states(Self.asking + "tap 1\n")
        #expect(run.status == 0, "\(run.errors)")
        let asked = try #require(run.states[2]["alert"] as? [String: Any])
        #expect(asked["style"] as? String == "confirmationDialog")
        #expect(asked["title"] as? String == "Remove Computer Science BA from your shortlist?")
        #expect(asked["buttons"] as? [String] == ["Remove", "Cancel"])
        #expect(run.states[3]["alert"] is NSNull)
        #expect(run.states[3]["notice"] as? String == "Removed from your shortlist.")
    }

    @Test(arguments: ["dismiss", "back", "swipe-down", "tap 2"])
    func cancellingKeepsTheCourse(command: String) throws {
        let run = try states(Self.asking + "\(command)\ntap 3\n")
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.states[3]["alert"] is NSNull)
        #expect(run.states[3]["notice"] is NSNull, "Nothing was removed")
        #expect(run.states[3]["stacks"] as? [String: [String]] == run.states[2]["stacks"] as? [String: [String]])
        #expect(run.states[4]["alert"] is [String: Any], "Still on the shortlist: the page asks again")
    }

    @Test func aButtonTheDialogDoesNotHaveIsARejectedLine() throws {
        let run = try states(Self.asking + "tap 0\ntap 3\ntap\n")
        #expect(run.status == 2)
        #expect(run.errors.contains("chapter: line 4: '0' is not a button of the dialog (1 to 2)."), "\(run.errors)")
        #expect(run.errors.contains("chapter: line 5: '3' is not a button of the dialog (1 to 2)."))
        #expect(run.errors.contains("chapter: line 6: tap needs the number of a button of the dialog (1 to 2)."))
        #expect(run.states.last?["alert"] is [String: Any], "The dialog is still up")
    }

    @Test func aLinkClosesTheDialogThenOpens() throws {
        let run = try states(Self.asking + "open chapter://university/2\n")
        #expect(run.states[3]["alert"] is NSNull)
        #expect((run.states[3]["stacks"] as? [String: [String]])?["search"] == ["chapter://university/2"])
    }

    @Test func aLinkNeedingSignInWhileADialogIsUpWaitsBehindSignIn() throws {
        let run = try states(Self.asking + "open chapter://settings\nsign-in\n")
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.states[3]["alert"] is NSNull)
        #expect(run.states[3]["pending"] as? String == "chapter://settings")
        let signIn = try #require(run.states[3]["modals"] as? [[String: Any]])
        #expect(signIn.map { $0["stack"] as? [String] } == [["chapter://sign-in"]])
        let settings = try #require(run.states[4]["modals"] as? [[String: Any]])
        #expect(settings.map { $0["stack"] as? [String] } == [["chapter://settings"]])
    }

    @Test func theSettingsSheetOpensMediumAndIsDraggedLarge() throws {
        let run = try states("open chapter://settings\nresize large\nresize medium\n", "--signed-in", "--steps")
        #expect(run.status == 0, "\(run.errors)")
        let lines = run.states.filter { $0["arrived"] == nil }
        #expect(
            run.states.compactMap { $0["arrived"] as? String } == ["hub.home", "profile.settings"],
            "The first screen, then the sheet; resizing brings no screen")
        let plans = stride(from: 0, to: lines.count, by: 2).map { lines[$0] }
        let states = stride(from: 1, to: lines.count, by: 2).map { lines[$0] }
        let detents = states.compactMap { ($0["modals"] as? [[String: Any]])?.first?["detent"] as? String }
        #expect(detents == ["medium", "large", "medium"])
        #expect((plans[1]["plan"] as? [Any])?.isEmpty == true, "a drag is on screen already: nothing to plan")
    }

    @Test func aSizeTheSheetDoesNotTakeIsARejectedLine() throws {
        let run = try states(
            "resize large\nopen chapter://settings\nresize huge\nresize fraction:0.3\nresize\n", "--signed-in")
        #expect(run.status == 2)
        #expect(run.errors.contains("chapter: line 1: No sheet is presented."), "\(run.errors)")
        #expect(run.errors.contains("line 3: 'huge' is not a size"))
        #expect(
            run.errors.contains("line 4: This sheet cannot take the size 'fraction:0.3'; its sizes are medium, large."))
        #expect(run.errors.contains("line 5: resize needs a size"))
        #expect((run.states.last?["modals"] as? [[String: Any]])?.first?["detent"] as? String == "medium")
    }

    @Test func signingOutFromSettingsAsksThenSignsOut() throws {
        let run = try states("open chapter://settings\ntap 2\ntap 1\n", "--signed-in")
        #expect(run.status == 0, "\(run.errors)")
        let asked = try #require(run.states[1]["alert"] as? [String: Any])
        #expect(asked["style"] as? String == "alert" && asked["title"] as? String == "Sign out of Chapter?")
        #expect(asked["buttons"] as? [String] == ["Sign out", "Cancel"])
        #expect(run.states[2]["signedIn"] as? Bool == false)
        #expect((run.states[2]["modals"] as? [Any])?.isEmpty == true, "the signed-in sheet went with the user")
        #expect(run.states[2]["alert"] is NSNull)
    }

    @Test func theTerminalDrawsTheDialogWithNumberedButtons() throws {
        let result = try chapter("run", "-", input: Self.asking, environment: ["NO_COLOR": "1"])
        #expect(result.output.contains("╔═ confirmation: Remove Computer Science BA from your shortlist?"))
        #expect(result.output.contains("║ 1. Remove\n║ 2. Cancel"))
        let sized = try chapter("open", "chapter://settings", "--signed-in", environment: ["NO_COLOR": "1"])
        #expect(sized.output.contains("┌─ modal 1, sheet (medium): Settings"), "\(sized.output)")
    }
}
