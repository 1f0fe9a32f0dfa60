import Foundation
import Testing

/// The popover, the inspector, the zooms and the search tab through the `chapter` command: the
/// plan's `as`, `transition` and `source`, the state's `style` and `tabBeforeSearch`, and
/// `--platform ios26` with `close-search`.
@Suite("Popovers, inspectors, zooms and the search tab, through the chapter command")
struct PresentationsThroughTheCommandTests {
    /// Each command's plan steps and state, as `run --json --steps` prints them.
    static func run(_ script: String, _ options: String...) throws -> (
        plans: [[[String: Any]]], states: [[String: Any]]
    ) {
        let run = try chapter(["run", "-", "--json", "--steps"] + options, bytes: Data(script.utf8))
        #expect(run.status == 0, "\(run.errors)")
        var plans: [[[String: Any]]] = []
        var states: [[String: Any]] = []
        for line in run.output.split(separator: "\n") {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            if let plan = object["plan"] as? [[[String: Any]]] {
                plans.append(plan.flatMap { $0 })
            } else if object["arrived"] == nil {
                states.append(object)
            }
        }
        return (plans, states)
    }

    @Test(arguments: ["compact", "regular"])
    func aLinkToTheFiltersShowsThemAsASheetOnEveryWidth(width: String) throws {
        let (plans, states) = try Self.run(
            "open chapter://search/results?q=a\nopen chapter://search/filters\n", "--width", width)
        let linked = try #require(plans[1].first { $0["present"] != nil })
        #expect(linked["style"] as? String == "popover" && linked["as"] as? String == "sheet")
        #expect((states[1]["modals"] as? [[String: Any]])?.first?["style"] as? String == "popover")
    }

    @Test(arguments: [("compact", "sheet"), ("regular", "popover")])
    func theFiltersButtonAnchorsThePopover(width: String, shown: String) throws {
        let results = try chapter("run", "-", "--width", width, input: "open chapter://search/results?q=Northbridge\n")
        // The Filters button is the results' last action, wherever the sidebar draws its line.
        let filters = try #require(
            results.output.split(separator: "\n").compactMap { line -> Int? in
                guard let found = line.range(of: #"[0-9]+\. Filters$"#, options: .regularExpression) else { return nil }
                return Int(line[found].prefix { $0.isNumber })
            }.last)
        let (plans, states) = try Self.run(
            "open chapter://search/results?q=Northbridge\ntap \(filters)\nwidth \(width == "compact" ? "regular" : "compact")\n",
            "--width", width)
        let step = try #require(plans[1].first { $0["present"] != nil })
        #expect(step["style"] as? String == "popover" && step["as"] as? String == shown)
        #expect(plans[2].isEmpty, "A width change presents nothing")
        #expect(
            NSDictionary(dictionary: states[2]) == NSDictionary(dictionary: states[1]), "and changes no state")
    }

    @Test func theComparisonsDetailsAreAnInspectorAndAPageZoomsOutOfItsCard() throws {
        let (plans, states) = try Self.run(
            "open chapter://compare/universities?ids=1,2\ntap 2\ndismiss\ntab search\ntap 1\nback\nopen chapter://university/1\n",
            "--width", "regular")
        let inspector = try #require(plans[1].first { $0["present"] != nil })
        #expect(inspector["style"] as? String == "inspector" && inspector["as"] as? String == "inspector")
        #expect(
            (states[1]["modals"] as? [[String: Any]])?.first?["stack"] as? [String] == [
                "chapter://compare/university/1"
            ])
        let detail = plans[4].map { [$0["path"] as? String, ($0["to"] as? [String])?.joined(separator: " ")] }
        #expect(
            detail == [["tab:search/detail", "chapter://university/1"]],
            "The search tab's detail column gets a new root")
        #expect(plans[4].allSatisfy { $0["transition"] == nil }, "without a zoom: its card may be in either column")
        let (compact, _) = try Self.run("tab search\ntap 1\nback\nopen chapter://university/1\n")
        let zoomed = try #require(compact[1].first)
        #expect(zoomed["transition"] as? String == "zoom" && zoomed["source"] as? String == "university.card")
        let linked = compact[3].map { [$0["path"] as? String, ($0["to"] as? [String])?.joined(separator: " ")] }
        #expect(linked == [["tab:search", "chapter://university/1"]], "The link shows the page")
        #expect(compact[3].allSatisfy { $0["transition"] == nil && $0["source"] == nil }, "A link zooms from nothing")
    }

    @Test func onIOS26SearchIsTheSearchTabAndCloseSearchGoesBack() throws {
        let (plans, states) = try Self.run("tab calendar\ntab search\nclose-search\n", "--platform", "ios26")
        #expect(states.map { $0["tabBeforeSearch"] as? String } == [nil, "calendar", nil])
        #expect(states.last?["tab"] as? String == "calendar")
        #expect(plans[2].isEmpty, "The system selected the tab itself")
        let ordinary = try chapter("run", "-", "--json", input: "tab search\nclose-search\n")
        #expect(ordinary.status != 0 && ordinary.errors.contains("--platform ios26"))
        #expect(ordinary.output.contains(#""tabBeforeSearch": null"#))
        let unknown = try chapter("run", "-", "--platform", "ios99", input: "")
        #expect(unknown.status != 0 && unknown.errors.contains("ios16, ios17, ios26"))
    }

    @Test func theRouteTableNamesEachZoomSource() throws {
        let table = try chapter("routes", "--format", "json")
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(table.output.utf8)) as? [[String: Any]])
        let sources = Dictionary(
            uniqueKeysWithValues: rows.compactMap { row in
                (row["zoomSource"] as? String).map { (row["name"] as? String ?? "?", $0) }
            })
        #expect(sources == ["universities.detail": "university.card", "albums.photo": "albums.photo-thumbnail"])
        let presentations = Dictionary(
            uniqueKeysWithValues: rows.map { ($0["name"] as? String ?? "?", $0["presentation"] as? String ?? "?") })
        #expect(presentations["search.filters"] == "popover" && presentations["compare.details"] == "inspector")
    }
}
