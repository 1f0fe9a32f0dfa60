import PropertyBased

@_spi(FrontEnd) @testable import Waymark

/// The access rules of docs/architecture.md, restated plainly over the fixture apps' screens with
/// no call into the registry: the property tests check the engine against these, not against the
/// walk the router guards with, so a rule the engine gets wrong (a requirement a declaration
/// forgot, a screen let stand where it may not) fails them even when the engine agrees with itself.
///
/// - A screen shown or remembered (on any tab's stack, at a modal layer's root or on its path, in
///   the remembered modals and the stack they were left from) needs nothing the user lacks.
/// - A screen that lives inside modals never stands on a tab's stack; a sheet or cover stands only
///   at a layer's root, and a pushed screen never does.
/// - An internal screen stands only directly above a screen that leads to it.
/// - Held navigation waits only for what the user still lacks, behind the modal that meets the
///   first of it.
struct AccessRules {
    /// What each screen needs before the user may see it, in the order it is met.
    var needs: [DestinationName: [Requirement]]
    /// The modal that meets each requirement.
    var meets: [Requirement: DestinationName]
    /// Sheets and covers: screens that stand only at a modal layer's root.
    var modalRoots: Set<DestinationName>
    /// Screens pushed inside modals only.
    var insideModals: Set<DestinationName>
    /// Internal screens, and the screens each may stand directly above.
    var reachedOnlyFrom: [DestinationName: Set<DestinationName>]

    /// The rules of every fixture app's screens (FixtureApp, LinkFixtureApp, the onboarding and
    /// world features), written from what each is meant to be, not read from its declarations.
    static let fixtures = AccessRules(
        needs: [
            "account.profile": [.signedIn], "account.chat": [.signedIn], "account.settings": [.signedIn],
            "account.privacy": [.signedIn], "onboarding.studyPlan": [.signedIn, OnboardingFeature.onboarded],
            "world.itemB": [.signedIn],
        ],
        meets: [.signedIn: "account.signIn", OnboardingFeature.onboarded: "onboarding.welcome"],
        modalRoots: ["account.settings", "account.signIn", "onboarding.welcome", "world.world"],
        insideModals: ["account.privacy", "account.deleteAccount", "world.zone"],
        reachedOnlyFrom: ["account.deleteAccount": ["account.privacy"]])

    /// Every way `state` breaks a rule for a user who has met `met`, in words; empty when none.
    func violations(in state: NavigationState, met: Set<Requirement>) -> [String] {
        var found: [String] = []
        func check(_ route: AnyRoute, under: DestinationName?, atRoot: Bool, onTab tab: TabID?) {
            let name = route.destinationName
            let lacking = (needs[name] ?? []).filter { !met.contains($0) }
            if !lacking.isEmpty { found.append("\(name) is shown though the user lacks \(lacking)") }
            if let tab, insideModals.contains(name) { found.append("\(name) stands on tab \(tab)'s stack") }
            if atRoot != modalRoots.contains(name) {
                found.append(atRoot ? "\(name) stands at a modal's root" : "\(name) is pushed, not presented")
            }
            if let leads = reachedOnlyFrom[name], under.map(leads.contains) != true {
                found.append(
                    "\(name) stands above \(under.map(\.rawValue) ?? "a tab's root"), which does not lead to it")
            }
        }
        func stack(_ routes: [AnyRoute], of tab: TabID) {
            for (route, under) in zip(routes, [nil] + routes.map(\.destinationName)) {
                check(route, under: under, atRoot: false, onTab: tab)
            }
        }
        func layers(_ layers: [ModalLayer]) {
            for layer in layers {
                check(layer.root, under: nil, atRoot: true, onTab: nil)
                for (route, under) in zip(layer.path, ([layer.root] + layer.path).map(\.destinationName)) {
                    check(route, under: under, atRoot: false, onTab: nil)
                }
            }
        }
        for tab in state.stacks.keys { stack(state.stack(of: tab), of: tab) }
        layers(state.modals)
        if let point = state.returnPoint {
            stack(point.stack, of: point.tab)
            layers(point.layers)
        }
        if let held = state.held {
            for requirement in held.requirements where met.contains(requirement) {
                found.append("held for \(requirement), which the user has met")
            }
            if let first = held.requirements.first, let meeting = meets[first],
                !state.modals.contains(where: { $0.root.destinationName == meeting })
            {
                found.append("held for \(first) without \(meeting) on screen")
            }
            if held.requirements.isEmpty { found.append("held for nothing") }
        }
        return found
    }
}

/// What random steps found: the rules broken, by ``AccessRules``' account and by the engine's own
/// checker (the walk the router guards with), each entry naming the step after which it was found.
struct AccessFindings {
    var broken: [String] = []
    var engineSaw: [String] = []

    /// Checks the router's state after `step` both ways.
    @MainActor mutating func check(_ router: NavigationRouter, after step: String, rules: AccessRules = .fixtures) {
        let state = router.state
        let met = router.session.met
        broken += rules.violations(in: state, met: met).map { "after \(step): \($0)" }
        if let (route, lacking) = router.registry.firstUnmetRequirements(in: state, met: met) {
            engineSaw.append("after \(step): \(route.destinationName) lacks \(lacking)")
        }
        do { try router.registry.validate(state) } catch { engineSaw.append("after \(step): \(error)") }
    }
}

extension AccessFindings {
    /// What `run` finds over 40 sequences drawn from `sequences`, always the same 40: a planted
    /// wrong rule must be caught by the rules restated here, and by a fixed draw, so the test that
    /// shows it cannot pass or fail by chance.
    @MainActor static func overFixedDraws(
        of sequences: Generator<[Int], some Sequence>, _ run: ([Int]) async throws -> AccessFindings
    ) async rethrows -> AccessFindings {
        var random = Xoshiro(seed: (1, 2, 3, 4))
        var all = AccessFindings()
        for _ in 0..<40 {
            let found = try await run(sequences.run(using: &random))
            all.broken += found.broken
            all.engineSaw += found.engineSaw
        }
        return all
    }
}
