import Foundation
import Testing
import WaymarkTesting

@_spi(FrontEnd) @testable import Waymark

/// A list that keeps the texts a pushed form gives back, as its entry's screen state: for a
/// value its route cannot carry.
private enum KeptApp {
    enum Screen: Route {
        case home, list, form

        static let typeKey = "fixture.kept"
        var destinationName: DestinationName {
            switch self {
            case .home: "kept.home"
            case .list: "kept.list"
            case .form: "kept.form"
            }
        }
    }

    static let added = ScreenStateKey.Saved<[String]>("kept.added")

    struct Feature: NavigationFeature {
        let name = "kept"

        func register(into registrar: inout FeatureRegistrar) {
            registrar.register(
                Screen.self,
                destinations: [
                    .tabRoot("kept.home", tab: "home"),
                    .push("kept.list", hostTab: "home")
                        .asks("kept.form", for: String.self, keepingIn: KeptApp.added) { kept, text in
                            (kept ?? []) + [text]
                        },
                    .push("kept.form", hostTab: "home").givesBack(String.self),
                ])
        }
    }

    @MainActor
    static func harness() throws -> NavigationHarness {
        try NavigationHarness(tabs: ["home"], features: [Feature()])
    }
}

@MainActor
@Suite("Results kept as screen state")
struct KeptResultTests {
    @Test func eachValueGivenIsKeptForTheAskerInTheTransactionThatDeliversIt() throws {
        let app = try KeptApp.harness()
        try app.router.perform(.push(KeptApp.Screen.list.erased))
        let list = try #require(app.entryOnTop)
        for text in ["first", "second"] {
            try app.router.perform(.askForResult(KeptApp.Screen.form.erased))
            #expect(app.entryOnTop?.isAnswering == true && !list.isAnswering)
            #expect(app.entryOnTop?.asker?.id == list.id && list.asker == nil)
            var seen: [String]?
            let subscription = app.router.observe { _ in seen = list.state(KeptApp.added) { [] } }
            try app.router.perform(.giveResult(GivenResult(text)))
            app.router.cancel(subscription)
            // Observers already see what the entry keeps: the value came with the state.
            #expect(seen?.last == text)
        }
        #expect(app.state.stack(of: "home") == [KeptApp.Screen.list.erased])
        #expect(list.state(KeptApp.added) { [] } == ["first", "second"])
        let restarted = try KeptApp.harness()
        try restarted.router.restore(from: try app.router.snapshot())
        #expect(try #require(restarted.entryOnTop).state(KeptApp.added) { [] } == ["first", "second"])
    }

    @Test func aValueWhoseAskerIsGoneByTheEndOfItsTransactionIsKeptByNoOne() throws {
        let app = try KeptApp.harness()
        try app.router.perform(.push(KeptApp.Screen.list.erased), .askForResult(KeptApp.Screen.form.erased))
        let list = try #require(app.state.entries(of: "home").first)
        let request = try #require(app.state.awaiting.first)
        try app.router.perform(.giveResult(GivenResult("late")), .pop())
        #expect(app.state.stack(of: "home").isEmpty && app.state.awaiting.isEmpty)
        #expect(app.router.journal.entries.last?.notes == [.resultDropped(request, .askerGone)])
        #expect(!app.router.entriesWithScreenState.contains(list), "Nothing kept for a screen that is gone")
    }

    @Test func askingAndAnsweringInOneTransactionDeliversAndKeeps() throws {
        let app = try KeptApp.harness()
        try app.router.perform(.push(KeptApp.Screen.list.erased))
        let list = try #require(app.entryOnTop)
        try app.router.perform(.askForResult(KeptApp.Screen.form.erased), .giveResult(GivenResult("at once")))
        guard case .resultDelivered(let request)? = app.router.journal.entries.last?.notes.first else {
            Issue.record("Not journaled as delivered: \(String(describing: app.router.journal.entries.last?.notes))")
            return
        }
        #expect(request.asker == list.id)
        #expect(list.state(KeptApp.added) == ["at once"])
    }
}
