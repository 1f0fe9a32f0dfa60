import Foundation

/// Every destination of the app, frozen after start-up.
///
/// The registry is the single source of what exists: intents are checked against it, snapshots
/// are decoded through it, and route tables and link handling (in later layers) are generated
/// from it. It is a `Sendable` value, so it can be shared with any isolation domain.
public struct NavigationRegistry: Sendable {
    /// The app's tabs, in tab-bar order.
    public let tabs: [TabID]
    /// The tab with the search role, where the platform gives tabs roles (iOS 26): selecting it
    /// starts a search, and dismissing the search goes back to the tab selected before it
    /// (`NavigationState.tabBeforeSearch`). `nil`: every tab is an ordinary one.
    public let searchTab: TabID?
    /// Every destination, in registration order.
    public let destinations: [Destination]
    /// The registered route types, for decoding.
    let routeTypes: RouteTypeTable
    /// Each destination's position in `destinations`.
    private let index: DestinationIndex
    /// Every destination's link and what reads links in, through `WaymarkLinks` (``LinkBook``).
    let links: LinkBook
    /// Case names routes had in older builds, by route type key, with the destination each names
    /// (``DestinationDeclaration/Case/formerCase(_:)``).
    let formerCaseNames: [String: [String: DestinationName]]
    /// The features' redirect rules, in the order they are asked: by priority, then each
    /// feature's own order (`IntentRedirect`).
    let redirects: [IntentRedirect]
    /// What destinations declared safe to report with screen views
    /// (``DestinationDeclaration/Case/reportable(_:)``).
    let reportedValues: [DestinationName: @Sendable (AnyRoute) -> [String: String]]
    /// Which destinations give a value back and which ask for one (``DestinationDeclaration/givesBack(_:)``).
    let results: ResultRules
    /// How the screens that can hold unsaved work tell they do
    /// (``DestinationDeclaration/Case/holdsUnsavedWork(in:asking:discard:keepEditing:while:)``).
    let unsavedWork: [DestinationName: UnsavedWork]
    /// The legacy enums registered whole (``FeatureRegistrar/registerLegacy(_:presentation:parsingLinks:)``).
    let legacy: LegacyBook
    /// The route the access guard presents to meet each requirement (read by the route map).
    package let satisfiers: [Requirement: AnyRoute]
    /// The destination registered as each tab's root.
    private let tabRoots: [TabID: DestinationName]
    /// Whether any destination is internal or lives only inside modals: the placement walk is
    /// skipped for apps without either.
    let hasPlacementRules: Bool
    /// Whether any destination has a requirement: the guard's walk is skipped for apps without.
    let hasRequirements: Bool
    /// The feature that answers each type of dialog action (``FeatureRegistrar/answersDialogs(of:)``).
    public let dialogAnswerers: [ObjectIdentifier: String]

    /// A registry of `destinations`, each with its link at the same position in `links`, and
    /// `index` giving each name's position (the builder has it from checking names).
    init(
        tabs: [TabID], searchTab: TabID? = nil, destinations: [Destination], index: DestinationIndex,
        routeTypes: RouteTypeTable,
        links: LinkBook, redirects: [IntentRedirect] = [],
        satisfiers: [Requirement: AnyRoute], tabRoots: [TabID: DestinationName],
        formerCaseNames: [String: [String: DestinationName]] = [:],
        reportedValues: [DestinationName: @Sendable (AnyRoute) -> [String: String]] = [:],
        results: ResultRules = ResultRules(), dialogAnswerers: [ObjectIdentifier: String] = [:],
        unsavedWork: [DestinationName: UnsavedWork] = [:], legacy: LegacyBook = LegacyBook()
    ) {
        self.legacy = legacy
        self.unsavedWork = unsavedWork
        self.dialogAnswerers = dialogAnswerers
        self.results = results
        self.formerCaseNames = formerCaseNames
        self.reportedValues = reportedValues
        self.satisfiers = satisfiers
        self.tabRoots = tabRoots
        hasPlacementRules = destinations.contains { $0.isInternal || $0.presentation == .pushInModal }
        hasRequirements = destinations.contains { !$0.requirements.isEmpty }
        self.redirects = redirects
        self.tabs = tabs
        self.searchTab = searchTab
        self.destinations = destinations
        self.index = index
        self.routeTypes = routeTypes
        self.links = links
    }

    /// The destination named `name`.
    package func destination(named name: DestinationName) -> Destination? {
        position(of: name).map { destinations[$0] }
    }

    /// `name`'s position in ``destinations``.
    func position(of name: DestinationName) -> Int? {
        index.position(of: name) { destinations[$0].name }
    }

    /// The destination `route` shows, or `nil` when its type did not declare that destination.
    package func destination(for route: AnyRoute) -> Destination? {
        guard let destination = destination(named: route.destinationName),
            destination.routeTypeKey == route.typeKey
        else { return nil }
        return destination
    }

    /// The screen the access guard presents when navigation needs `requirement` and the user
    /// lacks it (declared with ``DestinationDeclaration/Case/satisfies(_:with:)``).
    package func satisfier(for requirement: Requirement) -> AnyRoute? {
        satisfiers[requirement]
    }

    /// The destination registered as the root of `tab`, if any.
    package func rootDestination(of tab: TabID) -> DestinationName? {
        tabRoots[tab]
    }

    /// The feature that declared it answers actions of `action`'s type
    /// (``FeatureRegistrar/answersDialogs(of:)``), the one to carry it out; `nil` when none did.
    public func dialogAnswerer(of action: DialogAction) -> String? {
        dialogAnswerers[action.typeIdentifier]
    }

    /// The state of a cold start: the first tab selected, every stack empty, nothing presented.
    package var initialState: NavigationState {
        NavigationState(tabs: tabs)
    }

    /// Whether the tab bar shows over the screen of `top`: unless its destination declares it
    /// hidden; over a tab's root (`nil`) it shows. The one rule, whether a front end asks of the
    /// screen on top of the selected tab's stack in the state (the `chapter` command's JSON) or as
    /// its screen shows it (`ScreenPresenter.isTabBarVisible`), or of each screen it draws (a
    /// SwiftUI view).
    @_spi(FrontEnd) public func showsTabBar(over top: AnyRoute?) -> Bool {
        top.map { destination(for: $0)?.tabBar != .hidden } ?? true
    }

    /// A JSON decoder that can decode routes of every registered type.
    func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.userInfo[.waymarkRouteTypes] = routeTypes
        return decoder
    }
}
