import ChapterKit
import Waymark
import WaymarkPresentation

/// The Chapter app, composed: every feature registered into one registry, a session (who is signed
/// in, navigation held for sign-in), a scene (its router and link handler), the app router
/// answering every feature's navigation, and the catalog behind it all.
///
/// This is the only module that imports every feature. It composes and does nothing else: the
/// `chapter` command drives it through `ChapterCommands`, the SwiftUI sample through
/// `WaymarkSwiftUI`, and the tests through both.
@MainActor
public final class ChapterApp {
    /// Chapter's links: `chapter://...` and universal links to chapter.app and its subdomains.
    public static let linkConfiguration = {
        var configuration = LinkConfiguration(
            schemes: ["chapter"], universalLinkHosts: ["chapter.app", "*.chapter.app"])
        // Handoff and Spotlight carry a screen as this activity type with its link.
        configuration.activityType = "app.chapter.screen"
        return configuration
    }()

    /// How Chapter arranges its tabs on a wide window (an iPad, a Mac): searching is browsing, so
    /// the search tab shows the search screen beside what was found, and the tabs show as a
    /// sidebar. On a phone every tab is one stack under a tab bar.
    public static let layout = TabLayout(splitViewTabs: [ChapterTab.search], sidebarOnRegularWidth: true)

    /// What the detail column of a split-view tab says while nothing is chosen, in the user's words.
    public static func emptyDetailColumn(of tab: TabID) -> String {
        tab == ChapterTab.search ? "Choose a university or a course to see it here." : "Nothing chosen yet."
    }

    public let catalog: ChapterCatalog
    public let registry: NavigationRegistry
    /// What the app's scenes share: whether the user is signed in, and held navigation.
    public let session: NavigationSession
    /// The scene's router: where the user is.
    public let navigation: NavigationRouter
    /// The scene's links and notifications.
    public let links: LinkHandler
    let router: ChapterRouter
    /// The app's data, and what the user keeps in it (the shortlist).
    let services: CatalogServices
    /// Each tab's root screen, by the rule every front end reads.
    private let tabRoots: TabRoots
    /// The routes the features built from the sample data, for the route table's examples.
    private let sampleRoutes: [AnyRoute]
    /// The features, wired in once, for the app's other scenes.
    private let features: [WiredFeature]
    /// How each feature that answers dialogs carries an answer out, by feature name.
    private let dialogAnswers: [String: DialogAnswers]

    /// The team that owns each feature, by the feature's name in the registry (the route map's).
    var owners: [String: String] {
        Dictionary(features.compactMap { feature in feature.owner.map { (feature.navigation.name, $0) } }) { first, _ in
            first
        }
    }
    /// How every destination is shown, registered by each feature and checked at start-up.
    public let views: ViewRegistry<ScreenContent>

    /// The app at the cold-start state; links wait until its scene's presenter starts
    /// (``presenter(rules:completion:host:)``).
    ///
    /// - Throws: The registry's conflicts, if two features collide (two answering one type of
    ///   dialog action among them); the view registry's, if a destination has
    ///   no screen; a `PresentationError` if a tab has no root screen; a ``SampleDataError`` if the
    ///   sample catalog cannot be read. The app does not start then.
    ///
    /// `onboarded` says whether the signed-in user has finished onboarding; left out, it is
    /// `signedIn`, the sample user's case (a signed-out user has not met it). `gameFirst` turns
    /// game-first mode on from the start (a restored session had it on); the state is not changed
    /// for it. `tabsHaveRoles` says the platform gives tabs roles (iOS 26,
    /// `PlatformRules.givesTabsRoles`): the search tab is then the search tab.
    ///
    /// `opensAWindow: false` makes an app that only makes windows (``newScene()``), as the SwiftUI
    /// sample's launch does: its own scene is none of the session's windows, so the windows are
    /// numbered from 1 and a window SwiftUI discards leaves the session with its scene.
    public convenience init(
        catalog: ChapterCatalog? = nil, signedIn: Bool = false, onboarded: Bool? = nil, gameFirst: Bool = false,
        tabsHaveRoles: Bool = false, opensAWindow: Bool = true
    ) throws {
        try self.init(
            catalog: catalog, signedIn: signedIn, onboarded: onboarded, features: AppFeature.all,
            tabsHaveRoles: tabsHaveRoles, opensAWindow: opensAWindow)
        session.set(.gameFirst, on: gameFirst)
    }

    /// The app made of `features`: every feature of the app, or fewer, in tests of the composition.
    convenience init(
        catalog: ChapterCatalog?, signedIn: Bool, onboarded: Bool? = nil, features: [AppFeature],
        tabsHaveRoles: Bool = false, opensAWindow: Bool = true
    ) throws {
        let catalog = try catalog ?? ChapterCatalog.sample()
        let services = CatalogServices(catalog: catalog, shortlist: ShortlistStore())
        let context = FeatureContext(catalog: catalog, services: services)
        let features = try features.map { feature in
            var wired = try feature.wire(context)
            wired.owner = feature.owner
            return wired
        }
        let registry = try Self.registry(features.map(\.navigation), searchTab: tabsHaveRoles ? ChapterTab.search : nil)
        try self.init(
            catalog: catalog, services: services, registry: registry,
            session: NavigationSession(registry: registry, met: Self.met(signedIn: signedIn, onboarded: onboarded)),
            features: features, opensAWindow: opensAWindow)
    }

    /// What a user signed in or not, onboarded or not, has met; onboarding counts only signed in.
    private static func met(signedIn: Bool, onboarded: Bool?) -> Set<Requirement> {
        guard signedIn else { return [] }
        return onboarded ?? true ? [.signedIn, .onboarded] : [.signedIn]
    }

    /// A scene of the app whose parts are given: its own router, links and screens, over the
    /// catalog, services and session every scene of the app shares; with `opensAWindow` false, its
    /// router is over a session of its own, so the shared session counts it as no window.
    private init(
        catalog: ChapterCatalog, services: CatalogServices, registry: NavigationRegistry, session: NavigationSession,
        features: [WiredFeature], opensAWindow: Bool = true
    ) throws {
        self.catalog = catalog
        self.services = services
        self.registry = registry
        self.session = session
        self.features = features
        try DialogAnswers.check(features, in: registry)
        dialogAnswers = Dictionary(
            features.compactMap { feature in feature.dialogs.map { (feature.navigation.name, $0) } }
        ) { first, _ in first }
        navigation = NavigationRouter(session: opensAWindow ? session : NavigationSession(registry: registry))
        links = LinkHandler(router: navigation)
        let router = ChapterRouter(navigation: navigation, services: services)
        self.router = router
        tabRoots = try TabRoots(registry: registry)
        sampleRoutes = features.flatMap(\.sampleRoutes)
        let screens = features.map { $0.screens(router) }
        views = try ViewRegistry(registry: registry) { views in
            for feature in screens { feature.registerScreens(into: &views) }
        }
    }

    /// Another scene (window) of the app: a router, links and screens of its own, sharing this
    /// app's catalog, data and session, so signing in or out in one window holds in every window.
    /// It opens showing what the session's modes mean for it (the world, in game-first mode).
    public func newScene() throws -> ChapterApp {
        let scene = try ChapterApp(
            catalog: catalog, services: services, registry: registry, session: session, features: features)
        Self.showSessionModes(in: scene.navigation)
        return scene
    }

    /// The registry of every feature, with Chapter's tabs and links; `searchTab` where the
    /// platform gives tabs roles.
    static func registry(
        _ features: [any NavigationFeature], searchTab: TabID? = nil
    ) throws(RegistryError) -> NavigationRegistry {
        var builder = RegistryBuilder(tabs: ChapterTab.all, links: linkConfiguration, searchTab: searchTab)
        for feature in features { builder.add(feature) }
        return try builder.build()
    }

    /// The courses on the user's shortlist, in the order they were added: the user's own data,
    /// which the session file keeps with the navigation state.
    public var shortlist: [CourseID] {
        get { services.shortlist.courses }
        set { services.shortlist.restore(newValue.filter { catalog.course($0) != nil }) }
    }

    /// The screen of this scene, for a front end: the one configuration the terminal and the
    /// SwiftUI sample both use (this scene's router and links, its tab roots, the app's layout),
    /// so what they show and what they play can differ only by the platform rules, the completion
    /// policy and the host each front end chooses. Starting it (`ScreenPresenter.start`) is what
    /// lets links through: the scene has no other start.
    public func presenter(
        rules: PlatformRules = .iOS17, completion: CompletionPolicy = .standard, host: PresentationHost
    ) -> ScreenPresenter {
        ScreenPresenter(
            router: navigation, links: links, rules: rules, completion: completion, tabRoots: tabRoots,
            layout: Self.layout, host: host)
    }

    /// Carries out the action of a dialog button the user chose, through the feature that asked
    /// (each front end hands it here once `ScreenPresenter.userAnswered(button:)` has closed it).
    /// The one feature that declared the action's type in its registration answers it (the
    /// registry checked at start-up that no two did); an action no feature declared is carried
    /// out by none.
    public func carryOut(_ action: DialogAction) async {
        guard let feature = registry.dialogAnswerer(of: action) else { return }
        await dialogAnswers[feature]?.carryOut(action, router)
    }

    /// Whether the sample user is signed in.
    public var isSignedIn: Bool {
        session.met.contains(.signedIn)
    }

    /// Whether the signed-in user has finished onboarding.
    public var isOnboarded: Bool {
        session.met.contains(.onboarded)
    }

    /// The screen `route` shows, from the feature it belongs to, showing `entry` of this scene's
    /// state (its screen state: a picker's choice, a form's draft); with none, a screen that keeps
    /// state shows what it starts with. Start-up checked that every destination has a screen; a
    /// route of a type no feature registers shows an empty screen.
    public func screen(for route: AnyRoute, showing entry: EntryID? = nil) async -> Screen {
        await views.view(for: route)?.make(showing: entry.map { ScreenEntry($0, of: navigation) }) ?? Screen(title: "")
    }

    /// The root screen of `tab`, built by the registry from the destination its feature registered
    /// as the tab's root (start-up checked that every tab has one); the first tab's for a tab the
    /// app does not have.
    public nonisolated func rootRoute(of tab: TabID) -> AnyRoute {
        tabRoots.root(of: tab)
    }

    /// A route to every destination the sample data has content for, with every tab's root: the
    /// route table's example links. A destination without one gets its example from its link
    /// pattern instead.
    public var exampleRoutes: [AnyRoute] {
        registry.tabs.map(rootRoute(of:)) + sampleRoutes
    }
}
