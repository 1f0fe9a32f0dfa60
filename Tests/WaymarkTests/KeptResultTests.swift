import Foundation
import Testing
import Waymark
import WaymarkTesting

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

    static let added = ScreenStateKey<[String]>("kept.added")

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

    @Test func aValueWhoseAskerIsGoneIsKeptByNoOne() throws {
        let app = try KeptApp.harness()
        try app.router.perform(.push(KeptApp.Screen.list.erased), .askForResult(KeptApp.Screen.form.erased))
        let list = try #require(app.state.entries(of: "home").first)
        try app.router.perform(.popToRoot(.top))
        #expect(throws: NavigationError.self) { try app.router.perform(.giveResult(GivenResult("late"))) }
        app.router.releaseScreenStates()
        #expect(!app.router.entriesWithScreenState.contains(list))
        #expect(ScreenEntry(list, of: app.router).state(KeptApp.added) { ["made"] } == ["made"])
    }
}
