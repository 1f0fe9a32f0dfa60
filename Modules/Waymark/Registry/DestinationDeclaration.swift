/// What a feature says about one of its destinations when it registers: how it is presented, who
/// may reach it, its link, and how links to it are completed and checked.
///
/// `@Routes` writes one per case; a hand-written ``DeclaredRoute`` makes each with
/// ``init(_:presentation:access:tabBar:link:detents:requires:)`` and adds the checks that need
/// the feature's services through its ``Case``:
///
/// ```swift
/// DestinationDeclaration<CoursesRoute>(
///     "courses.detail", presentation: .push(hostTab: "search"), tabBar: .hidden, link: "course/{id:uuid}")
/// ```
public struct DestinationDeclaration<R: Route>: Sendable {
    /// The app-wide unique name, by convention `<feature>.<screen>`.
    let name: DestinationName
    /// How it comes on screen.
    let presentation: PresentationStyle
    /// Who may reach it.
    let access: AccessLevel
    /// Whether the tab bar shows while it is on top.
    let tabBar: TabBarPolicy
    /// The link pattern, which both matches links and writes this destination's canonical link.
    private(set) var link: String?
    /// What the user must have besides what ``access`` implies.
    private(set) var requirements: [Requirement] = []
    /// For an internal destination, the destinations whose screens lead to it.
    private(set) var entries: [DestinationName] = []
    /// Whether the user is kept from swiping this sheet away (a form that must be finished).
    private(set) var isInteractiveDismissDisabled = false
    /// The sizes a sheet can take, smallest first; it opens at the first. Empty: the platform's
    /// default size, which the state does not track.
    private(set) var detents: [SheetDetent] = []
    /// The view its screen zooms out of when the user opens it from a screen that shows that view
    /// (``zooms(from:)``); `nil`: the ordinary transition, always.
    private(set) var zoomSource: PresentationSource?
    /// The requirement this destination meets, and its route, when it is the screen the access
    /// guard presents to meet it (a sign-in cover).
    var satisfaction: (requirement: Requirement, route: R)? {
        guard let satisfiedRequirement, let route = satisfyingRoute?.as(R.self) else { return nil }
        return (satisfiedRequirement, route)
    }
    // Kept as separate optionals rather than tuples of `R`, and no field whose size depends on
    // `R`: reading a tuple that holds a generic type asks the runtime for the tuple's metadata,
    // and a field of generic size makes every copy of a declaration go through `R`'s metadata,
    // each once for every destination at start-up (docs/benchmarks.md).
    /// Link patterns this destination had before its ``link``: links shared, bookmarked or saved
    /// in snapshots with them still open it.
    private(set) var formerLinks: [String] = []
    /// Case names this destination's route had in builds that saved routes by their `Codable`
    /// form (snapshots before version 2), so those snapshots still restore it.
    private(set) var formerCaseNames: [String] = []
    /// The requirement of `satisfaction`.
    private(set) var satisfiedRequirement: Requirement?
    var parent: (@Sendable (R) async -> AnyRoute?)?
    /// The kind of content the content check looks for.
    private(set) var contentKind: ContentKind?
    /// Whether the content a link names exists.
    private(set) var contentCheck: (@Sendable (R) async -> Bool)?
    /// Whether ``parent`` reads the content itself and finds no parent exactly when the content
    /// is gone (``requiresContent(_:parent:)``): a link then learns both from one read.
    private(set) var parentProvesContent = false
    /// The route of `satisfaction`, kept type-erased so that no stored property's layout
    /// depends on `R`: registration, which the app's module cannot specialize, then copies a
    /// declaration with plain code rather than through `R`'s metadata (docs/benchmarks.md).
    private(set) var satisfyingRoute: AnyRoute?
    /// The values of a route that are safe to report with screen views (see ``reportable(_:)``).
    private(set) var reportedValues: (@Sendable (R) -> [String: String])?
    /// The type of the value this destination gives back (``givesBack(_:)``).
    var resultType: ResultType?
    /// The destinations this one asks for a value, and what it does with each (``asks(_:for:_:)``).
    var askings: [ResultAsking] = []
    /// How its screen tells it holds unsaved work, and what it asks before a way out loses it.
    var unsavedWork: UnsavedWork?

    /// Whether links to it need a parent or a content check, which only a behavior of its own
    /// can hold.
    var hasLinkChecks: Bool {
        parent != nil || contentCheck != nil
    }

    /// A destination as its route type declares it. Facts that do not go together are start-up
    /// conflicts naming the destination: sizes for a screen that is not a sheet, a hidden tab bar
    /// on a screen that is not pushed.
    ///
    /// - Parameters:
    ///   - name: The app-wide unique name, by convention `<feature>.<screen>`.
    ///   - presentation: How it comes on screen, and for a tab root or a push, on which tab.
    ///   - access: Who may reach it.
    ///   - tabBar: Whether the tab bar shows while this pushed screen is on top.
    ///   - link: Its link pattern (see `LinkPattern` for the syntax), which both matches links and
    ///     writes the destination's canonical link; the route type must conform to
    ///     ``LinkableRoute``.
    ///   - detents: For a sheet, the sizes it can take, smallest first; it opens at the first.
    ///   - requirements: What the user must have besides what `access` implies
    ///     (``Requirement/signedIn``, or one the app defines); navigation to it is held until the
    ///     user has it.
    public init(
        _ name: DestinationName, presentation: PresentationStyle, access: AccessLevel = .public,
        tabBar: TabBarPolicy = .visible, link: String? = nil, detents: [SheetDetent] = [],
        requires requirements: [Requirement] = []
    ) {
        self.name = name
        self.presentation = presentation
        self.access = access
        self.tabBar = tabBar
        self.link = link
        self.detents = detents
        for requirement in requirements where !self.requirements.contains(requirement) {
            self.requirements.append(requirement)
        }
    }

    /// The root screen of `tab`.
    static func tabRoot(_ name: DestinationName, tab: TabID, access: AccessLevel = .public) -> Self {
        Self(name, presentation: .tabRoot(tab), access: access, tabBar: .visible)
    }

    /// A pushed screen; links to it open on `hostTab` (or on the selected tab when `nil`).
    static func push(
        _ name: DestinationName,
        hostTab: TabID?,
        access: AccessLevel = .public,
        tabBar: TabBarPolicy = .visible
    ) -> Self {
        Self(name, presentation: .push(hostTab: hostTab), access: access, tabBar: tabBar)
    }

    /// A screen pushed only inside a modal layer, never on a tab's stack (a settings screen inside
    /// the settings sheet). Give it a parent chain that leads to a modal, so that a
    /// link naming it opens that modal first.
    static func pushInModal(
        _ name: DestinationName, access: AccessLevel = .public, tabBar: TabBarPolicy = .visible
    ) -> Self {
        Self(name, presentation: .pushInModal, access: access, tabBar: tabBar)
    }

    /// A screen presented as a sheet over the current tab.
    static func sheet(_ name: DestinationName, access: AccessLevel = .public) -> Self {
        Self(name, presentation: .modal(.sheet), access: access, tabBar: .visible)
    }

    /// A screen presented as a full-screen cover over the current tab.
    static func fullScreenCover(_ name: DestinationName, access: AccessLevel = .public) -> Self {
        Self(name, presentation: .modal(.fullScreenCover), access: access, tabBar: .visible)
    }

    /// A screen presented as a popover, anchored to the view the user opened it from
    /// (``PresentationSource``): a sheet on a compact width, and wherever that view is not on the
    /// screen below (a link opened it, or a restoration). The state is the same in every form.
    static func popover(_ name: DestinationName, access: AccessLevel = .public) -> Self {
        Self(name, presentation: .modal(.popover), access: access, tabBar: .visible)
    }

    /// A screen presented as an inspector: a trailing column beside the screen below on a regular
    /// width, a sheet on a compact one; with a stack of its own, like every modal layer.
    static func inspector(_ name: DestinationName, access: AccessLevel = .public) -> Self {
        Self(name, presentation: .modal(.inspector), access: access, tabBar: .visible)
    }

    /// Zooms this screen out of the view `source` names (a card showing what it opens) when the
    /// user opens it from a screen that shows that view; opened any other way (a link, a restored
    /// state, from a screen without that view) it comes with the ordinary transition. The plan
    /// says which. Only a pushed screen or a full-screen cover zooms: declaring it on another is
    /// a start-up conflict.
    func zooms(from source: PresentationSource) -> Self {
        var copy = self
        copy.zoomSource = source
        return copy
    }

    /// The destination's link pattern (see `LinkPattern` for the syntax). The route type must
    /// conform to ``LinkableRoute``.
    func link(_ pattern: String) -> Self {
        var copy = self
        copy.link = pattern
        return copy
    }

    /// A sheet that can take these sizes, smallest first, and opens at the first. Declaring sizes
    /// for a destination that is not a sheet, or one size twice, is a start-up conflict.
    func detents(_ sizes: [SheetDetent]) -> Self {
        var copy = self
        copy.detents = sizes
        return copy
    }

    /// Requires `requirement` (``Requirement/signedIn``, or one the app defines, such as finished
    /// onboarding); navigation to it is held until the user meets it.
    func requires(_ requirement: Requirement) -> Self {
        var copy = self
        if !copy.requirements.contains(requirement) { copy.requirements.append(requirement) }
        return copy
    }

    /// For an internal destination: the destinations whose screens lead to it. It may only stand
    /// directly above one of them (on a stack, or as the top of the layer under a modal), which
    /// every transaction and every restoration checks.
    func reachable(from entries: DestinationName...) -> Self {
        var copy = self
        copy.entries += entries
        return copy
    }

    /// Keeps links written with `pattern`, the pattern this destination's link replaced, opening
    /// it: a changed pattern costs no one a shared link, a bookmark or a saved session. The former
    /// pattern takes every value of ``link(_:)`` (the same names and types), and may take more, which
    /// are read and dropped; links are written with ``link(_:)`` alone.
    func formerLink(_ pattern: String) -> Self {
        var copy = self
        copy.formerLinks.append(pattern)
        return copy
    }

    /// Opens this destination from the form the app's website writes, such as
    /// `university/{id:int}-{name:slug}` beside the link `university/{id:int}`: the website's
    /// links open the app where it is installed. The form takes every value of ``link(_:)`` and may
    /// take more (the name beside the id), which are read and dropped, since the route does not
    /// hold them; links are written with ``link(_:)`` alone. Kept with `formerLinks`: a form that
    /// opens and never writes.
    func websiteLink(_ pattern: String) -> Self {
        formerLink(pattern)
    }

    /// Restores this destination from snapshots saved (before version 2) by builds whose route
    /// case for it was named `name`: an app that renamed a case declares the old name once, and
    /// sessions saved before the rename keep the screen. Snapshots of version 2 save routes by
    /// their links and need no such declaration.
    func formerCase(_ name: String) -> Self {
        var copy = self
        copy.formerCaseNames.append(name)
        return copy
    }

    /// Keeps the user from swiping this sheet away, as SwiftUI's `interactiveDismissDisabled()`
    /// does; the UI adapter applies it from here. A full-screen cover has no swipe to disable.
    func interactiveDismissDisabled() -> Self {
        var copy = self
        copy.isInteractiveDismissDisabled = true
        return copy
    }

    /// Makes this modal destination the screen that meets `requirement`: when navigation needs
    /// it and the user lacks it, the access guard holds the navigation and presents `route`.
    package func satisfies(_ requirement: Requirement, with route: R) -> Self {
        var copy = self
        copy.satisfiedRequirement = requirement
        copy.satisfyingRoute = AnyRoute(route)
        return copy
    }

    /// The screen to put under this one when a link names it alone, so that back leads somewhere
    /// sensible after a cold start. It may depend on data (a course's university), so it is
    /// asynchronous; `nil` means no parent for this value.
    func parent(_ resolve: @escaping @Sendable (R) async -> AnyRoute?) -> Self {
        var copy = self
        copy.parent = resolve
        copy.parentProvesContent = false
        return copy
    }

    /// Marks what of a route's values may leave the device with a ``ScreenViewEvent`` (to an analytics
    /// SDK): a screen view reports only the destination's name unless its feature says more is
    /// safe here, so no identifier leaks by default. Return the values by the names analytics
    /// should see them under; a value the user typed or that names a person should stay out.
    func reportable(_ values: @escaping @Sendable (R) -> [String: String]) -> Self {
        var copy = self
        copy.reportedValues = values
        return copy
    }

    /// A parent that does not depend on the route's values.
    func parent(_ route: some Route) -> Self {
        let parent = AnyRoute(route)
        return self.parent { _ in parent }
    }

    /// Links to this destination are only followed when `exists` says its content is there; a
    /// link to missing content lands on the hosting tab's root with a
    /// ``Notice/contentMissing(_:)`` notice of this `kind`, which the app words ("This course is
    /// no longer available.").
    func requiresContent(_ kind: ContentKind, exists: @escaping @Sendable (R) async -> Bool) -> Self {
        var copy = self
        copy.contentKind = kind
        copy.contentCheck = exists
        copy.parentProvesContent = false
        return copy
    }

    /// Links to this destination are followed only when its content is there, and its parent
    /// screen comes from that content (a course's university is read from the course): `parent`
    /// returns the parent, or `nil` when the content is gone. A link naming this destination alone
    /// then reads the content once, for both; a link that puts it mid-chain checks it with the
    /// same lookup.
    func requiresContent(_ kind: ContentKind, parent: @escaping @Sendable (R) async -> AnyRoute?) -> Self {
        var copy = self.parent(parent)
        copy.contentKind = kind
        copy.contentCheck = { route in await parent(route) != nil }
        copy.parentProvesContent = true
        return copy
    }
}
