import Foundation
import Testing

/// `chapter run - --json --steps` against the spec's plan contract ("The UI plan"), on both
/// platforms and both widths: every step is one of the five (with the alert's, and on a regular
/// width the search tab's detail column), every update keeps the rules, and the updates applied to
/// the previous state give exactly the next state's tab, stacks and modals.
@Suite("The UI plan contract", .serialized)
struct PlanContractTests {
    static let script = """
        # every command, and the seeds' scenarios
        tab arcade
        tap 1
        tap 2
        back
        open chapter://settings/privacy
        notify {"type": "event_reminder", "event_id": "not-a-uuid"}
        sign-in
        open chapter://settings/privacy
        tap 1
        back
        swipe-back
        swipe-down
        open chapter://university/1/course/9f93d130-f5bc-50b3-9005-8e17e4a53a37
        width regular
        swipe-back
        tab search
        open chapter://play/career-quiz
        tap 2
        dismiss
        open chapter://course/9f93d130-f5bc-50b3-9005-8e17e4a53a37
        tap 3
        tap 3
        dismiss
        tap 3
        tap 1
        open chapter://settings
        resize large
        tap 2
        tap 1
        sign-in
        open chapter://settings
        tap 2
        width compact
        open chapter://course/9f93d130-f5bc-50b3-9005-8e17e4a53a37
        notify {"link": "chapter://careers"}
        back
        sign-out
        open chapter://inbox
        dismiss
        state
        """

    /// One state's tab, stacks, modals and whether a dialog is up, as the JSON prints them.
    struct Screen: Equatable {
        var tab: String
        var stacks: [String: [String]]
        var modals: [[String: AnyHashable]]
        var hasDialog: Bool

        init(_ json: [String: Any]) throws {
            tab = try #require(json["tab"] as? String)
            stacks = try #require(json["stacks"] as? [String: [String]])
            modals = try #require(json["modals"] as? [[String: Any]]).map { layer in
                ["style": layer["style"] as? String ?? "", "stack": layer["stack"] as? [String] ?? []]
                    as [String: AnyHashable]
            }
            hasDialog = json["alert"] is [String: Any]
        }

        /// The screen on top, told apart by where it stands and what it shows: the top layer's top,
        /// else the tab's top, else the tab's root.
        var onTop: String {
            if let stack = modals.last?["stack"] as? [String] {
                return "layer \(modals.count): \(stack.count) \(stack)"
            }
            return "tab \(tab): \(stacks[tab] ?? [])"
        }

        /// The user's back gesture on the top stack.
        /// How many screens the top stack holds over its first: the top layer's, else the tab's.
        var topStackDepth: Int {
            guard let top = modals.last else { return stacks[tab]?.count ?? 0 }
            return max(0, (top["stack"] as? [String] ?? []).count - 1)
        }

        mutating func swipeBack() {
            if var top = modals.last, var stack = top["stack"] as? [String] {
                stack.removeLast()
                top["stack"] = stack
                modals[modals.count - 1] = top
            } else {
                stacks[tab]?.removeLast()
            }
        }

        /// This screen after one update, checking the update against the rules on the way; on a
        /// regular width the search tab's screens are set through its detail column.
        mutating func apply(_ update: [[String: Any]], dismissesOneAtATime: Bool, regularWidth: Bool) {
            let presents = update.filter { $0["present"] != nil }
            let dismissals = update.filter { $0["dismiss"] != nil }
            #expect(presents.count <= 1 && dismissals.count <= 1, "At most one present and one dismiss: \(update)")
            #expect(presents.isEmpty || dismissals.isEmpty, "Never a present with a dismiss: \(update)")
            #expect(update.filter { $0["select"] != nil }.count <= 1, "At most one select: \(update)")
            let alerts = update.compactMap { $0["alert"] as? String }
            #expect(alerts.count <= 1, "At most one alert step: \(update)")
            #expect(
                alerts.isEmpty || (presents.isEmpty && dismissals.isEmpty), "No alert beside a layer change: \(update)")
            for alert in alerts {
                #expect(
                    hasDialog == (alert == "dismiss"), "An alert shown only when none is, dismissed only when one is")
                hasDialog = alert == "present"
            }
            let before = modals.count
            var dismissedFrom = Int.max
            for step in update {
                if let layer = step["dismiss"] as? Int {
                    #expect(layer < before, "Dismisses a layer on screen: \(step)")
                    if dismissesOneAtATime {
                        #expect(layer == before - 1, "ios16 dismisses the top layer only: \(step)")
                    }
                    dismissedFrom = layer
                }
            }
            for step in update {
                switch (step["select"], step["path"], step["present"]) {
                case (let tab as String, _, _):
                    self.tab = tab
                case (_, let path as String, _) where path.hasPrefix("tab:"):
                    let address = path.dropFirst(4).split(separator: "/").map(String.init)
                    let split = regularWidth && address[0] == "search"
                    #expect(
                        address.count == (split ? 2 : 1) && address.last == (split ? "detail" : address[0]),
                        "The detail column of the search tab on a regular width, a tab's stack otherwise: \(step)")
                    stacks[address[0]] = step["to"] as? [String] ?? []
                case (_, let path as String, _):
                    let layer = Int(path.dropFirst(6)) ?? -1
                    #expect(
                        layer < before && layer < dismissedFrom,
                        "A path for a layer presented earlier and kept: \(step)")
                    if modals.indices.contains(layer) { modals[layer]["stack"] = step["to"] as? [String] ?? [] }
                case (_, _, let layer as Int):
                    #expect(layer == modals.count, "Presents the next layer up: \(step)")
                    modals.append(["style": step["style"] as? String ?? "", "stack": step["stack"] as? [String] ?? []])
                default:
                    if step["dismiss"] == nil, step["alert"] == nil { Issue.record("Unknown step \(step)") }
                }
            }
            if dismissedFrom < modals.count { modals.removeSubrange(dismissedFrom...) }
        }
    }

    @Test(arguments: ["ios16", "ios17"], ["compact", "regular"])
    func everyCommandsPlanTakesThePreviousStateToTheNext(platform: String, width: String) throws {
        let result = try chapter(
            "run", "-", "--json", "--steps", "--platform", platform, "--width", width, input: Self.script)
        let output = try SteppedOutput(result.output)
        let commands = Self.script.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }
        #expect(output.plans.count == commands.count, "A plan line for every command")
        #expect(output.states.count == commands.count, "and a state line")
        var previous = try Screen(
            try #require(
                try JSONSerialization.jsonObject(
                    with: Data(
                        try chapter("run", "-", "--json", input: "state\n").output.utf8)) as? [String: Any]))
        var updates = 0
        var regularWidth = width == "regular"
        var arrivals = 0
        for (index, line) in output.plans.enumerated() {
            let plan = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(plan.keys.sorted() == ["plan"])
            let steps = try #require(plan["plan"] as? [[[String: Any]]], "\(line)")
            let next = try Screen(output.states[index])
            // A screen arrives once for each command that brings another one on top, none otherwise.
            let expected = previous.onTop == next.onTop ? 0 : 1
            #expect(output.arrivals[index].count == expected, "After \(commands[index]): \(output.arrivals[index])")
            arrivals += output.arrivals[index].count
            var screen = previous
            // A gesture is on screen before its plan: the plan starts from the screen after it. A
            // dialog's answer is one too (`tap`, or `dismiss`, `back` and `swipe-down` choosing
            // cancel): the platform takes the dialog away itself.
            switch commands[index] {
            case let command
            where screen.hasDialog
                && (command.hasPrefix("tap ") || ["dismiss", "back", "swipe-down"].contains(command)):
                screen.hasDialog = false
            case let command where command.hasPrefix("tab "):
                // The tab bar shows the tapped tab itself; tapped again, the plan takes it back.
                screen.tab = String(command.dropFirst("tab ".count))
            case "swipe-back": screen.swipeBack()
            case "swipe-down": screen.modals.removeLast()
            // The back button and a sheet's own close are the UI's too, as SwiftUI's: the screen
            // shows them before the plan, which is empty. A cover's close is a tap: the plan.
            case "back" where screen.topStackDepth > 0: screen.swipeBack()
            case "back" where steps.isEmpty && !screen.modals.isEmpty,
                "dismiss" where steps.isEmpty && !screen.modals.isEmpty:
                screen.modals.removeLast()
            case "width regular": regularWidth = true
            case "width compact": regularWidth = false
            default: break
            }
            for update in steps {
                #expect(!update.isEmpty)
                screen.apply(update, dismissesOneAtATime: platform == "ios16", regularWidth: regularWidth)
            }
            #expect(screen == next, "After \(commands[index]): \(line)")
            updates += steps.count
            previous = next
        }
        #expect(updates > commands.count / 2, "The script changes the screen often enough to test the plans")
        #expect(arrivals > commands.count / 3, "and brings new screens often enough to test the arrivals")
    }

    @Test func aGesturePlansNothingButWhatItBringsBack() throws {
        let result = try chapter("run", "-", "--json", "--steps", input: "tab arcade\ntap 1\ntap 2\nswipe-back\n")
        let plans = result.output.split(separator: "\n").filter { $0.hasPrefix("{\"plan\"") }
        #expect(
            plans.last
                == #"{"plan": [[{"present": 0, "style": "fullScreenCover", "stack": ["chapter://play/career-quiz"]}]]}"#
        )
    }

    @Test func iOS16DismissesOneLayerAnUpdate() throws {
        let script = "open chapter://play/career-quiz\ntap 1\nopen chapter://settings\n"
        let ios17 = try chapter(
            "run", "-", "--json", "--steps", "--signed-in", input: "open chapter://sign-in\nopen chapter://settings\n")
        let ios16 = try chapter("run", "-", "--json", "--steps", "--signed-in", "--platform", "ios16", input: script)
        #expect(ios17.status == 0 && ios16.status == 0)
        #expect(
            try SteppedOutput(ios17.output).plans[1]
                == #"{"plan": [[{"dismiss": 0}], [{"present": 0, "style": "sheet", "stack": ["chapter://settings"]}]]}"#
        )
        #expect(try chapter("open", "x", "--platform", "ios15").status == 64)
    }
}
