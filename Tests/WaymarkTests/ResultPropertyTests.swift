import Foundation
import PropertyBased
import Testing
@_spi(FrontEnd) import Waymark
import WaymarkTesting

/// Random navigation around screens that ask for values and give them back: pushes, pops,
/// sheets swiped away, tabs, asking and giving (of the right type and the wrong one), restarts.
@MainActor
@Suite("Result properties")
struct ResultPropertyTests {
    private typealias Screen = ResultApp.Screen

    static let vocabulary: [[NavigationIntent]] = {
        let give = { (ids: [Int]) in NavigationIntent.giveResult(try! GivenResult(ids)) }
        return [
            [.selectTab("lists")], [.selectTab("home")], [.push(Screen.list(ids: []).erased, on: .tab("lists"))],
            [.push(Screen.list(ids: [4]).erased, on: .tab("home"))],
            [.push(Screen.note("a").erased, on: .tab("lists"))], [.askForResult(Screen.picker.erased)],
            [.askForResult(Screen.picker.erased)], [.askForResult(Screen.form.erased)], [give([1])], [give([2, 3])],
            [.giveResult(try! GivenResult("text"))], [.giveResult(try! GivenResult("text"))], [.pop()],
            [.pop(.tab("lists"))], [.popToRoot(.tab("lists"))], [.dismissTop], [.dismissAll],
            [.present(Screen.picker.erased)], [.replaceStack([Screen.list(ids: [9]).erased], on: .tab("lists"))],
        ]
    }()

    static let scripts = Gen.int(in: 0...10_000).array(of: 1...60)

    @Test func aValueReachesOnlyItsAskerAndRequestsNeverOutliveTheirEntries() async throws {
        var delivered = 0
        var restartsWhileAsking = 0
        // Each script restarts at up to four of its steps, so many restarts come while a request waits.
        let restarts = Gen.int(in: 0...59).array(of: 1...4)
        await propertyCheck(count: 300, input: Self.scripts, restarts) { script, restartAt in
            var app = try ResultApp.harness()
            let restartSteps = Set(restartAt.map { $0 % script.count })
            for (step, index) in script.enumerated() {
                if restartSteps.contains(step) {
                    if !app.state.awaiting.isEmpty { restartsWhileAsking += 1 }
                    let restarted = try ResultApp.harness()
                    try restarted.router.restore(from: try app.router.snapshot())
                    #expect(restarted.router.state.awaiting == app.state.awaiting, "A restart keeps every request")
                    app = restarted
                }
                let before = app.state
                let intents = Self.vocabulary[index % Self.vocabulary.count]
                _ = try? app.router.apply(NavigationTransaction(intents))
                let after = app.state
                let notes = app.router.journal.entries.last?.notes ?? []
                let receivers = Set(
                    notes.compactMap { note -> EntryID? in
                        if case .resultDelivered(let request) = note { return request.asker } else { return nil }
                    })
                delivered += receivers.count
                // The restated rule: an entry that stays keeps its route, unless it received a value.
                for id in before.entryIDs.intersection(after.entryIDs) where !receivers.contains(id) {
                    #expect(before.route(of: id) == after.route(of: id), "\(intents): \(id) changed without asking")
                }
                for request in after.awaiting {
                    #expect(after.entryIDs.contains(request.asker) && after.entryIDs.contains(request.answerer))
                }
                for id in receivers {
                    #expect(before.awaiting.contains { $0.asker == id }, "\(id) received a value it never asked for")
                }
            }
        }
        #expect(delivered > 0, "No script delivered a value; tune the vocabulary")
        #expect(
            restartsWhileAsking > 15,
            "Only \(restartsWhileAsking) restarts came while a request waited; tune the scripts")
    }
}
