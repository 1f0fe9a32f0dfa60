import ChapterKit
import Testing
@_spi(FrontEnd) import Waymark
@_spi(FrontEnd) import WaymarkPresentation

@testable import ChapterApp

/// Which rule answers is declared, never the order the build happens to list the features in
/// (architecture.md, "One order for rules"): the same events give the same states and the same
/// journal whatever that order, and two features claiming one dialog action type stop the app.
@MainActor
@Suite("Chapter: the feature list's order decides nothing")
struct RuleOrderTests {
    /// The feature list as generated, reversed, and shuffled by a few fixed seeds.
    static var orders: [[AppFeature]] {
        var orders = [AppFeature.all, AppFeature.all.reversed()]
        for seed in [1, 7, 42] as [UInt64] {
            var generator = SeededGenerator(state: seed)
            orders.append(AppFeature.all.shuffled(using: &generator))
        }
        return orders
    }

    /// What an app made of `features` does with a redirect and two dialogs: its final state, what
    /// the user met, and each journal entry's notes.
    func outcome(of features: [AppFeature]) async throws -> (NavigationState, Bool, [[JournalNote]]) {
        let app = try ChapterApp(catalog: nil, signedIn: true, features: features)
        let screen = app.presenter(completion: .immediate, host: .immediate)
        await screen.scene.start(restoring: nil)
        // Game-first mode's rule sends a tab selection to the world's zone.
        app.setGameFirst(true)
        try app.navigation.apply(NavigationTransaction([.selectTab(ChapterTab.calendar)], cause: .user))
        // The course page's dialog: add the course to the shortlist, ask to remove it, remove it.
        let course = app.catalog.courses[0].id
        await app.links.open("chapter://course/\(course)")
        for title in ["Add to shortlist", "Remove from shortlist"] {
            let actions = await app.screen(for: screen.screenOnTop.route).actions
            try await #require(actions.first { $0.title == title }).perform()
        }
        if let action = try screen.userAnswered(button: 0) { await app.carryOut(action) }
        #expect(app.shortlist.isEmpty, "Remove took it off the shortlist")
        // The settings sheet's dialog: sign out.
        await app.links.open("chapter://settings")
        let signOut = await app.screen(for: screen.screenOnTop.route).actions.first { $0.title == "Sign out" }
        try await #require(signOut).perform()
        if let action = try screen.userAnswered(button: 0) { await app.carryOut(action) }
        let notes = app.navigation.journal.entries.suffix(100).map(\.notes)
        return (app.navigation.state, app.isSignedIn, notes)
    }

    @Test func theSameEventsGiveTheSameStatesWhateverTheFeaturesOrder() async throws {
        let expected = try await outcome(of: AppFeature.all)
        #expect(!expected.1, "Sign out signed the user out")
        #expect(expected.2.joined().contains { if case .redirected = $0 { true } else { false } })
        for order in Self.orders.dropFirst() {
            let found = try await outcome(of: order)
            #expect(found.0 == expected.0, "\(order.count) features in another order")
            #expect(found.1 == expected.1)
            #expect(found.2 == expected.2)
        }
    }

    /// An experiment that sends the calendar tab to the hub, ranked against game-first mode's rule
    /// (which sends every tab to the world) by the priority it declares.
    func experiment(priority: Int) -> AppFeature {
        AppFeature { _ in
            WiredFeature(Experiment(priority: priority), screens: { _ in NoScreens() })
        }
    }

    @Test func ofTwoRulesAnsweringOneIntentTheDeclaredPriorityAnswersInEveryOrder() async throws {
        for features in Self.orders.map({ $0 + [experiment(priority: 1)] }) + [
            [experiment(priority: 1)] + AppFeature.all
        ] {
            let app = try ChapterApp(catalog: nil, signedIn: true, features: features)
            let screen = app.presenter(completion: .immediate, host: .immediate)
            await screen.scene.start(restoring: nil)
            app.setGameFirst(true)
            let world = app.navigation.state.modals
            try app.navigation.apply(NavigationTransaction([.selectTab(ChapterTab.calendar)], cause: .user))
            #expect(app.navigation.state.selectedTab == ChapterTab.hub, "the experiment, ranked higher, answered")
            #expect(app.navigation.state.modals == world, "game-first mode's rule did not show the calendar's zone")
        }
    }

    @Test func twoRulesAnsweringOneIntentAtOnePriorityStopTheAppInEveryOrder() {
        for features in Self.orders.map({ $0 + [experiment(priority: 0)] }) + [
            [experiment(priority: 0)] + AppFeature.all
        ] {
            #expect(
                throws: RegistryError(conflicts: [
                    .redirectsInNoOrder(
                        first: "experiment.calendarToHub", second: "game.gameFirst", priority: 0, kinds: [.selectTab])
                ])
            ) { try ChapterApp(catalog: nil, signedIn: true, features: features) }
        }
    }

    @Test func twoFeaturesAnsweringOneDialogActionTypeStopTheAppNamingBoth() {
        let impostor = AppFeature { _ in
            WiredFeature(
                Impostor(), answering: TabID.self, with: { _, _ in }, screens: { _ in NoScreens() })
        }
        let other = AppFeature { _ in
            WiredFeature(
                Impostor(name: "another"), answering: TabID.self, with: { _, _ in },
                screens: { _ in NoScreens() })
        }
        for features in [AppFeature.all + [impostor, other], [other] + AppFeature.all + [impostor]] {
            #expect(
                throws: RegistryError(conflicts: [
                    .dialogActionAnsweredTwice(actionType: "TabID", firstFeature: "another", secondFeature: "impostor")
                ])
            ) { try ChapterApp(catalog: nil, signedIn: false, features: features) }
        }
    }

    @Test func wiringThatAnswersAnotherActionTypeThanTheFeatureDeclaresStopsTheApp() {
        let misWired = AppFeature { _ in
            WiredFeature(Impostor(), answering: String.self, with: { _, _ in }, screens: { _ in NoScreens() })
        }
        #expect(throws: DialogWiringError.notDeclared(feature: "impostor", action: "String")) {
            try ChapterApp(catalog: nil, signedIn: false, features: AppFeature.all + [misWired])
        }
    }

    @Test func aFeatureDeclaringDialogActionsWithoutWiringForThemStopsTheApp() {
        let unwired = AppFeature { _ in WiredFeature(Impostor(), screens: { _ in NoScreens() }) }
        #expect(throws: DialogWiringError.notAnswered(feature: "impostor")) {
            try ChapterApp(catalog: nil, signedIn: false, features: AppFeature.all + [unwired])
        }
        let wired = AppFeature { _ in
            WiredFeature(Impostor(), answering: TabID.self, with: { _, _ in }, screens: { _ in NoScreens() })
        }
        #expect(throws: Never.self) {
            try ChapterApp(catalog: nil, signedIn: false, features: AppFeature.all + [wired])
        }
    }
}

/// A feature with no destinations, answering dialogs of a type another such feature answers too.
private struct Impostor: NavigationFeature {
    var name = "impostor"
    func register(into registrar: inout FeatureRegistrar) {
        registrar.answersDialogs(of: TabID.self)
    }
}

/// A feature with one redirect rule and no destinations: an experiment another team runs.
private struct Experiment: NavigationFeature {
    let name = "experiment"
    let priority: Int
    func register(into registrar: inout FeatureRegistrar) {
        registrar.redirect("calendarToHub", answering: [.selectTab], priority: priority) { intent, _ in
            guard case .selectTab(ChapterTab.calendar, _) = intent else { return nil }
            return [.selectTab(ChapterTab.hub)]
        }
    }
}

private struct NoScreens: ScreenProvider {
    func registerScreens(into views: inout ViewRegistry<ScreenContent>.Builder) {}
}

/// SplitMix64: the same shuffles on every run.
private struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
