import Accommodation
import Account
import Arcade
import Calendar
import ChapterKit
import Courses
import Feed
import Groups
import Hub
import Inbox
import Profile
import Search
import Shortlist
import Universities
import Waymark
import WaymarkPresentation

/// The Chapter app, composed: every feature registered into one registry, a session (who is signed
/// in, navigation held for sign-in), a scene (its router and link handler), the app router
/// answering every feature's navigation, and the catalog behind it all.
///
/// This is the only module that imports every feature. The `chapter` command and the tests drive
/// the app through it.
@MainActor
public final class ChapterApp {
    /// Chapter's links: `chapter://...` and universal links to chapter.app.
    public static let linkConfiguration = LinkConfiguration(
        schemes: ["chapter"], universalLinkHosts: ["chapter.app", "www.chapter.app"])

    public let catalog: ChapterCatalog
    public let registry: NavigationRegistry
    /// What the app's scenes share: whether the user is signed in, and held navigation.
    public let session: NavigationSession
    /// The scene's router: where the user is.
    public let navigation: NavigationRouter
    /// The scene's links and notifications.
    public let links: LinkHandler
    let router: ChapterRouter
    /// How every destination is shown, registered by each feature and checked at start-up.
    public let views: ViewRegistry<ScreenContent>
    /// The rules plans follow (`--platform`); iOS 17 and later unless chosen otherwise.
    var platform = PlatformRules.iOS17
    /// The plan that took the screen to the current state, from the last command.
    var lastPlan: [[PresentationStep]] = []
    /// The gesture the last command made on screen, if it was one.
    var gestureOnScreen: Gesture?

    /// Starts the app at the cold-start state, ready for links.
    ///
    /// - Throws: The registry's conflicts, if two features collide, or the view registry's, if a
    ///   destination has no screen; the app does not start then.
    public init(catalog: ChapterCatalog? = nil, signedIn: Bool = false) throws {
        let catalog = try catalog ?? ChapterCatalog.sample()
        let shortlist = ShortlistStore()
        let services = CatalogServices(catalog: catalog, shortlist: shortlist)
        self.catalog = catalog
        registry = try Self.registry(services: services)
        session = NavigationSession(registry: registry, met: signedIn ? [.signedIn] : [])
        navigation = NavigationRouter(session: session)
        links = LinkHandler(router: navigation)
        let router = ChapterRouter(navigation: navigation, shortlist: shortlist)
        self.router = router
        let sampleUser = catalog.user(catalog.sampleUser)?.name ?? "the sample user"
        let screens: [any ScreenProvider] = [
            HubScreens(service: services, router: router),
            SearchScreens(service: services, router: router),
            UniversitiesScreens(service: services, router: router),
            CoursesScreens(service: services, router: router),
            AccommodationScreens(service: services, router: router),
            ShortlistScreens(service: services, router: router),
            CalendarScreens(service: services, router: router),
            FeedScreens(service: services, router: router),
            GroupsScreens(service: services, router: router),
            ProfileScreens(service: services, router: router),
            InboxScreens(service: services, router: router),
            ArcadeScreens(service: services, router: router),
            AccountScreens(router: router, sampleUserName: sampleUser),
        ]
        views = try ViewRegistry(registry: registry) { views in
            for feature in screens { feature.registerScreens(into: &views) }
        }
    }

    /// The registry of all thirteen features, with Chapter's tabs and links.
    static func registry(services: CatalogServices) throws(RegistryError) -> NavigationRegistry {
        var builder = RegistryBuilder(tabs: ChapterTab.all, links: linkConfiguration)
        builder.add(HubFeature())
        builder.add(SearchFeature())
        builder.add(UniversitiesFeature(service: services))
        builder.add(CoursesFeature(service: services) { UniversitiesRoute.detail(id: $0).erased })
        builder.add(AccommodationFeature(service: services))
        builder.add(ShortlistFeature())
        builder.add(CalendarFeature(service: services))
        builder.add(FeedFeature(service: services))
        builder.add(GroupsFeature(service: services))
        builder.add(ProfileFeature(service: services))
        builder.add(InboxFeature())
        builder.add(ArcadeFeature(service: services))
        builder.add(AccountFeature())
        return try builder.build()
    }

    /// Whether the sample user is signed in.
    public var isSignedIn: Bool {
        session.met.contains(.signedIn)
    }

    /// The route of the screen the user sees: the top of the top modal, the top of the selected
    /// tab's stack, or that tab's root.
    public var routeOnTop: AnyRoute {
        navigation.state.topRoute ?? Self.rootRoute(of: navigation.state.selectedTab)
    }

    /// The screen the user sees.
    public func screenOnTop() async -> Screen {
        await screen(for: routeOnTop)
    }

    /// The screen `route` shows, from the feature it belongs to. Start-up checked that every
    /// destination has one; a route of a type no feature registers shows an empty screen.
    public func screen(for route: AnyRoute) async -> Screen {
        await views.view(for: route)?.make() ?? Screen(title: "")
    }

    /// The root screen of each tab.
    public static func rootRoute(of tab: TabID) -> AnyRoute {
        switch tab {
        case ChapterTab.search: SearchRoute.home.erased
        case ChapterTab.map: AccommodationRoute.map.erased
        case ChapterTab.lists: ShortlistRoute.home.erased
        case ChapterTab.calendar: CalendarRoute.home.erased
        case ChapterTab.feed: FeedRoute.home.erased
        case ChapterTab.connect: GroupsRoute.home.erased
        case ChapterTab.arcade: ArcadeRoute.home.erased
        default: HubRoute.home.erased
        }
    }

    /// A route of every destination, built from the catalog: the route table's example links.
    /// A destination the catalog has nothing for gets no route here; the route table then makes
    /// its example from the link pattern instead.
    public var exampleRoutes: [AnyRoute] {
        let university = catalog.universities.first?.id
        let courses = catalog.courses.filter { $0.university == university }.map(\.id)
        let group = catalog.groups.first
        var routes: [AnyRoute] = ChapterTab.all.map(Self.rootRoute)
        routes += [
            university.map { UniversitiesRoute.detail(id: $0).erased },
            courses.first.map { CoursesRoute.detail(id: $0).erased },
            courses.count >= 2 ? CoursesRoute.compare(courses: Array(courses.prefix(2))).erased : nil,
            university.map { AccommodationRoute.list(university: $0).erased },
            catalog.accommodations.first.map { AccommodationRoute.detail(id: $0.id).erased },
            group.map { GroupsRoute.profile(id: $0.id).erased },
            group.map { GroupsRoute.chat(id: $0.id, message: $0.messages.last?.id).erased },
            catalog.users.dropFirst().first.map { ProfileRoute.user(id: $0.id).erased },
            catalog.events.first.map { CalendarRoute.event(id: $0.id).erased },
            catalog.posts.first.map { FeedRoute.post(id: $0.id).erased },
            catalog.games.first.map { ArcadeRoute.leaderboard(game: $0.id, period: .month).erased },
            catalog.games.first.map { ArcadeRoute.game(game: $0.id).erased },
        ].compactMap { $0 }
        routes += [
            ProfileRoute.settings.erased, ProfileRoute.privacy.erased, ProfileRoute.deleteAccount.erased,
            InboxRoute.home.erased, ArcadeRoute.careers.erased, AccountRoute.signIn.erased,
        ]
        return routes
    }
}
