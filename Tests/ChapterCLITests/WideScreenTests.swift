import Foundation
import Testing

/// The spec's wide screens through the built `chapter` binary: `--width` and `width` change how
/// the state is drawn and planned, never the state.
@Suite("Wide screens in the chapter command", .serialized)
struct WideScreenTests {
    static let course = "chapter://course/9f93d130-f5bc-50b3-9005-8e17e4a53a37"
    /// A session that goes everywhere: tabs, pushes, a cover, a sheet and its sizes, a dialog,
    /// sign-in held and resumed, gestures.
    static let session = [
        "open \(course)", "tap 3", "tab arcade", "tap 1", "tap 2", "back", "open chapter://settings/privacy",
        "sign-in", "swipe-back", "resize large", "tap 2", "tap 2", "open chapter://settings", "tap 2", "tap 1",
        "open \(course)", "tap 3", "tap 3", "dismiss", "tab search", "tab search", "open chapter://university/1",
        "swipe-back", "notify {\"link\": \"chapter://careers\"}", "open chapter://inbox", "swipe-down", "state",
    ]

    /// The state lines `chapter run --json` prints for `lines`, with its exit status.
    func states(_ lines: [String], _ arguments: String...) throws -> (states: [String], status: Int32) {
        let result = try chapter(["run", "-", "--json"] + arguments, bytes: Data(lines.joined(separator: "\n").utf8))
        return (result.output.split(separator: "\n").map(String.init), result.status)
    }

    @Test(arguments: [1, 2, 3, 5, 7])
    func theSameSessionResizedAnyWayGivesTheSameStates(every interval: Int) throws {
        let plain = try states(Self.session)
        var resized: [String] = []
        var positions: [Int] = []
        for (index, line) in Self.session.enumerated() {
            if index % interval == 0 {
                positions.append(resized.count)
                resized.append(index % (2 * interval) == 0 ? "width regular" : "width compact")
            }
            resized.append(line)
        }
        let run = try states(resized, "--width", interval % 2 == 0 ? "regular" : "compact")
        #expect(run.status == plain.status)
        var withoutResizes = run.states
        for position in positions.reversed() {
            let resize = withoutResizes.remove(at: position)
            if position > 0 {
                #expect(resize == withoutResizes[position - 1], "A resize leaves the state as it was")
            }
        }
        #expect(withoutResizes == plain.states)
    }

    @Test func aRegularWidthPlanSetsTheSearchTabsDetailColumn() throws {
        let result = try chapter("open", Self.course, "--width", "regular", "--steps", "--json")
        #expect(result.status == 0)
        #expect(
            result.output.split(separator: "\n").dropFirst().first
                == #"{"plan": [[{"select": "search"}, {"path": "tab:search/detail", "to": ["chapter://university/1", "chapter://course/9f93d130-f5bc-50b3-9005-8e17e4a53a37"]}]]}"#
        )
        let resize = try chapter("run", "-", "--steps", "--json", input: "open \(Self.course)\nwidth regular\n")
        let output = try SteppedOutput(resize.output)
        #expect(output.plans[1] == #"{"plan": []}"#, "The window rearranges itself")
        #expect(output.arrivals == [["courses.detail"], []], "and no screen arrives")
    }

    @Test func theRegularWidthShowsTabsAsASidebarAndSearchAsTwoColumns() throws {
        let result = try chapter("open", Self.course, "--width", "regular", environment: ["NO_COLOR": "1"])
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("  hub") == true, "No tab bar: the tabs are a sidebar")
        #expect(lines.contains { $0.hasPrefix("▸ search") })
        #expect(lines.contains { $0.hasSuffix("Search ┃ University of Northbridge › Computer Science BA") })
        #expect(lines.contains { $0.hasSuffix("┌─ Search") }, "The first column")
        #expect(lines.contains { $0.hasSuffix("1. University: University of Northbridge") }, "The detail's actions")
        let phone = try chapter("open", Self.course, environment: ["NO_COLOR": "1"])
        #expect(phone.output.hasPrefix(" hub  [search]  map "))
        #expect(!phone.output.contains("┃"))
    }

    @Test func anInteractiveSessionRedrawsForTheNewWidth() throws {
        let result = try chapter(
            "--fresh", input: "width regular\nwidth compact\nquit\n", environment: ["NO_COLOR": "1"])
        #expect(result.status == 0, "\(result.errors)")
        let screens = result.output.components(separatedBy: "> ")
        #expect(screens.count == 4, "The first screen and one after each width")
        #expect(screens[0].hasPrefix("[hub]"))
        #expect(screens[1].hasPrefix("▸ hub"), "A sidebar on a regular width")
        #expect(screens[2].hasPrefix("[hub]"), "The tab bar again on a compact one")
        let started = try chapter("--fresh", "--width", "regular", input: "quit\n", environment: ["NO_COLOR": "1"])
        #expect(started.output.hasPrefix("▸ hub"))
    }

    @Test func aWidthTheWindowCannotHaveIsRefused() throws {
        let option = try chapter("open", Self.course, "--width", "wide")
        #expect(option.status == 64)
        #expect(option.errors.contains("Unknown width 'wide': use compact or regular."))
        let line = try chapter("run", "-", "--json", input: "width\nwidth huge\n")
        #expect(line.status == 2)
        #expect(line.errors.contains("line 1: width needs a width: compact or regular."))
        #expect(line.errors.contains("line 2: 'huge' is not a width; widths are compact and regular."))
    }
}
