import Foundation
import Testing

/// Issue 65, "Tried as a new user would": the README followed literally, the help, and the
/// interactive session on a terminal of 80 columns, through the built binary.
@Suite("A new user's first tries", .serialized)
struct NewcomerTests {
    @Test func everyCommandTheScriptHelpListsWorksInAScript() throws {
        let help = try chapter("run", "--help")
        #expect(help.output.contains("journal [n]"))
        let result = try chapter("run", "-", input: "open chapter://university/1\njournal\njournal 1\n")
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.errors.isEmpty)
        #expect(result.output.contains("2. A link: from Chapter to University of Northbridge."), "\(result.output)")
        // What the list says works only in a session is refused in a script, and said so.
        #expect(help.output.contains("help, routes, quit"))
        #expect(try chapter("run", "-", input: "quit\n").status == 2)
    }

    @Test func theSessionsHelpListsTheQuickActions() throws {
        let types = try quickActionTypes()
        #expect(types.count == 4, "\(types)")
        let result = try chapter("--fresh", input: "help\nquit\n")
        for type in types { #expect(result.output.contains(type), "\(type)") }
        #expect(!result.output.contains("help lists them"))
        #expect(result.output.contains("Your shortlist"), "Each with its title")
    }

    @Test func theMainHelpShowsTheSessionsOptions() throws {
        let help = try chapter("--help")
        for option in ["--state <file>", "--fresh", "--steps", "--journal"] {
            #expect(help.output.contains(option), "\(option)")
        }
    }

    @Test func noHelpLineIsWiderThanEightyColumns() throws {
        let eighty = ["COLUMNS": "80", "LINES": "25"]
        let outputs = [
            ("chapter help run", try chapter(["help", "run"], bytes: Data(), environment: eighty).output),
            ("chapter run --help", try chapter(["run", "--help"], bytes: Data(), environment: eighty).output),
            ("chapter --help", try chapter(["--help"], bytes: Data(), environment: eighty).output),
            ("help", try chapter(["--fresh"], bytes: Data("help\nquit\n".utf8)).output),
        ]
        for (name, output) in outputs { expectEightyColumns(output, name) }
        // The list is laid out by the command, not re-wrapped by the parser: a command's words
        // continue under its words, never from the first column.
        let run = try chapter(["run", "--help"], bytes: Data(), environment: eighty).output
        #expect(run.contains("\nswipe-down      the dismiss gesture on the top modal (not on a full-screen\n"))
        #expect(run.contains("\n                cover)\n"), "\(run)")
    }

    /// The route table a terminal shows: one line a destination within 80 columns, and under it
    /// its example link, whole (a link is copied, never cut), which only Chapter's two longest pass.
    @Test func theRouteTableFitsEightyColumnsButForItsLongestLinks() throws {
        let routes = try chapter("routes").output
        let lines = routes.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        let wide = lines.filter { $0.count > 80 }
        #expect(wide.allSatisfy { $0.hasPrefix("    chapter://") }, "Only example links pass 80 columns: \(wide)")
        #expect(wide.count <= 2, "\(wide)")
        let count = try #require(
            try JSONSerialization.jsonObject(with: Data(chapter("routes", "--format", "json").output.utf8)) as? [Any]
        ).count
        #expect(lines.count == 2 * (count + 1), "A line and its link for each destination, and for the header")
        #expect(routes.contains("universities.detail") && routes.contains("\n    chapter://university/1\n"))
        let session = try chapter(["--fresh"], bytes: Data("routes\nquit\n".utf8)).output
        #expect(session.contains("\n    chapter://university/1\n"), "The session's routes is the same table")
    }

    @Test func noDrawnScreenIsWiderThanEightyColumns() throws {
        let long = String(repeating: "Northbridge ", count: 12)
        let script = """
            open chapter://course/9f93d130-f5bc-50b3-9005-8e17e4a53a37
            tap 1
            open chapter://search/results?q=\(long.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!)
            tap 1
            tap 1
            tap 1
            tab arcade
            tap 1
            tap 2
            open chapter://settings/privacy
            width regular
            open chapter://course/9f93d130-f5bc-50b3-9005-8e17e4a53a37
            tap 1
            """
        for arguments in [["run", "-"], ["run", "-", "--signed-in"]] {
            let result = try chapter(arguments, bytes: Data(script.utf8))
            expectEightyColumns(result.output, "\(arguments)")
        }
        // At the prompt the user's line ends with Return, so each screen starts on a line of its own.
        let session = try chapter(["--fresh"], bytes: Data((script + "\nquit\n").utf8))
        let screens = session.output.split(separator: "\n").map { $0.hasPrefix("> ") ? $0.dropFirst(2) : $0 }
        expectEightyColumns(screens.joined(separator: "\n"), "the interactive session's screens")
        // A pushed screen's tab bar fits, and says the bar is hidden.
        let course = try chapter("open", "chapter://course/9f93d130-f5bc-50b3-9005-8e17e4a53a37")
        let tabBar = try #require(course.output.split(separator: "\n").first)
        #expect(tabBar.hasSuffix("connect   arcade   (bar hidden)"), "\(tabBar)")
    }

    @Test func aLongBreadcrumbKeepsItsEndsAndEllipsesItsMiddle() throws {
        let query = String(repeating: "q", count: 150)
        let result = try chapter("run", "-", input: "open chapter://search/results?q=\(query)\ntap 1\ntap 1\n")
        let lines = result.output.split(separator: "\n")
        let crumb = try #require(lines.dropFirst().first)
        #expect(crumb.hasPrefix("Search › "), "\(crumb)")
        #expect(crumb.contains("…"), "\(crumb)")
        expectEightyColumns(result.output, "a deep stack")
    }

    /// The quick actions' types, as the refusal of `quick-action` alone names them.
    private func quickActionTypes() throws -> [String] {
        let refused = try chapter("run", "-", input: "quick-action\n")
        let list = try #require(refused.errors.components(separatedBy: "needs a type: ").last)
        return list.trimmingCharacters(in: .whitespacesAndNewlines).dropLast().components(separatedBy: ", ")
    }
}

/// Records every line of `output` wider than 80 columns, style escapes left out.
func expectEightyColumns(_ output: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
        let visible = line.replacing(/\x{1B}\[[0-9;]*m/, with: "")
        #expect(visible.count <= 80, "\(name): \(visible.count) columns: \(visible)", sourceLocation: sourceLocation)
    }
}
