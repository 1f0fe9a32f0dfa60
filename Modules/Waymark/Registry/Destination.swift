/// How a destination comes on screen: as a tab's root, pushed on a stack, or presented as a modal
/// layer in one of the ``ModalStyle``s, the one list of modal styles (the state's layers carry the
/// same).
public enum PresentationStyle: Hashable, Sendable, CustomStringConvertible {
    /// The root screen of a tab: never pushed, shown when that tab's stack is empty.
    case tabRoot(TabID)
    /// Pushed on a stack. `hostTab` is the tab a link to it opens on; `nil` for screens pushed
    /// wherever the user is.
    case push(hostTab: TabID?)
    /// Pushed only inside a modal layer (a settings screen inside the settings sheet), never on a
    /// tab's stack. A link that starts with it gets its parent chain in front, which must lead to
    /// a modal.
    case pushInModal
    /// Presented as a modal layer of `style` over whatever tab is selected: a sheet, a full-screen
    /// cover, a popover anchored to the view it was opened from (a sheet where that view is not on
    /// screen, and on a compact width), or an inspector (a trailing column on a regular width, a
    /// sheet on a compact one).
    case modal(ModalStyle)

    /// The style of the modal layer this destination roots, or `nil` if it is not modal.
    var modalStyle: ModalStyle? {
        if case .modal(let style) = self { return style }
        return nil
    }

    /// Whether it goes on a stack (a tab's or a modal layer's).
    var isPushed: Bool {
        switch self {
        case .push, .pushInModal: true
        case .tabRoot, .modal: false
        }
    }

    /// The tab this destination belongs to, if any.
    var tab: TabID? {
        switch self {
        case .tabRoot(let tab): tab
        case .push(let host): host
        case .pushInModal, .modal: nil
        }
    }

    public var description: String {
        switch self {
        case .tabRoot(let tab): "the root of tab '\(tab)'"
        case .push(let host?): "a push on tab '\(host)'"
        case .push(nil): "a push"
        case .pushInModal: "a push inside a modal"
        case .modal(.sheet): "a sheet"
        case .modal(.fullScreenCover): "a full-screen cover"
        case .modal(.popover): "a popover"
        case .modal(.inspector): "an inspector"
        }
    }

    /// A presentation without its tab: what `@Destination(.push, tab: ...)` names before the tab
    /// is known, and what the route macros read from it.
    public enum Kind: String, CaseIterable, Sendable {
        case tabRoot, push, pushInModal, sheet, fullScreenCover, popover, inspector

        /// How messages name it.
        package var words: String {
            switch self {
            case .tabRoot: "a tab root"
            case .push: "a push"
            case .pushInModal: "pushed inside a modal"
            case .sheet: "a sheet"
            case .fullScreenCover: "a full-screen cover"
            case .popover: "a popover"
            case .inspector: "an inspector"
            }
        }
    }

    /// The presentation without its tab.
    var kind: Kind {
        switch self {
        case .tabRoot: .tabRoot
        case .push: .push
        case .pushInModal: .pushInModal
        case .modal(.sheet): .sheet
        case .modal(.fullScreenCover): .fullScreenCover
        case .modal(.popover): .popover
        case .modal(.inspector): .inspector
        }
    }
}

/// Where a destination may be reached from: from anywhere, or only from inside the app.
///
/// What the user must have (being signed in, having finished onboarding) is a ``Requirement``, one
/// concept for every requirement: `requires: .signedIn` on `@Destination`, or
/// ``DestinationDeclaration/Case/requires(_:)``.
public enum AccessLevel: String, Hashable, Sendable, Codable, CaseIterable {
    /// Anyone, from inside the app or from a link.
    case `public`
    /// Only from inside the app, from the screens declared to lead to it
    /// (``DestinationDeclaration/Case/reachable(from:)``); never from a link or notification.
    case `internal`
}

/// Whether the tab bar shows while a destination is on top of the selected tab's stack.
public enum TabBarPolicy: Hashable, Sendable {
    case visible
    case hidden
}

/// One registered destination: the facts the engine needs to place, guard and show it.
///
/// A value, but its fields live in one shared immutable box, so the registry, the link trie and
/// the route table can pass destinations around at the cost of one reference count.
public struct Destination: Hashable, Sendable {
    private final class Storage: Sendable {
        let name: DestinationName
        let feature: String
        let routeTypeKey: String
        let presentation: PresentationStyle
        let access: AccessLevel
        let tabBar: TabBarPolicy
        let link: LinkPattern?
        let requirements: [Requirement]
        let entries: [DestinationName]
        let swipeDismissDisabled: Bool
        let detents: [SheetDetent]
        let formerLinks: [LinkPattern]
        let zoomSource: PresentationSource?

        init(
            name: DestinationName, feature: String, routeTypeKey: String, presentation: PresentationStyle,
            access: AccessLevel, tabBar: TabBarPolicy, link: LinkPattern?, requirements: [Requirement],
            entries: [DestinationName], swipeDismissDisabled: Bool, detents: [SheetDetent], formerLinks: [LinkPattern],
            zoomSource: PresentationSource?
        ) {
            self.name = name
            self.feature = feature
            self.routeTypeKey = routeTypeKey
            self.presentation = presentation
            self.access = access
            self.tabBar = tabBar
            self.link = link
            self.requirements = requirements
            self.entries = entries
            self.swipeDismissDisabled = swipeDismissDisabled
            self.detents = detents
            self.formerLinks = formerLinks
            self.zoomSource = zoomSource
        }
    }

    private let storage: Storage

    init(
        name: DestinationName, feature: String, routeTypeKey: String, presentation: PresentationStyle,
        access: AccessLevel, tabBar: TabBarPolicy, link: LinkPattern? = nil, requirements: [Requirement] = [],
        entries: [DestinationName] = [], swipeDismissDisabled: Bool = false, detents: [SheetDetent] = [],
        formerLinks: [LinkPattern] = [], zoomSource: PresentationSource? = nil
    ) {
        storage = Storage(
            name: name, feature: feature, routeTypeKey: routeTypeKey, presentation: presentation,
            access: access, tabBar: tabBar, link: link, requirements: requirements,
            entries: entries, swipeDismissDisabled: swipeDismissDisabled, detents: detents, formerLinks: formerLinks,
            zoomSource: zoomSource)
    }

    /// The app-wide unique name.
    public var name: DestinationName { storage.name }
    /// The feature that registered it.
    package var feature: String { storage.feature }
    /// The ``Route/typeKey`` of the route type whose values show this destination.
    var routeTypeKey: String { storage.routeTypeKey }
    /// How it comes on screen.
    package var presentation: PresentationStyle { storage.presentation }
    /// Who may reach it.
    package var access: AccessLevel { storage.access }
    /// Whether the tab bar shows while it is on top of the selected tab.
    package var tabBar: TabBarPolicy { storage.tabBar }
    /// The link pattern, if the destination has a link.
    public var link: LinkPattern? { storage.link }
    /// What the user must have before it is shown, as declared with `requires:` on `@Destination`
    /// and ``DestinationDeclaration/Case/requires(_:)``.
    package var requirements: [Requirement] { storage.requirements }
    /// For an internal destination, the destinations whose screens lead to it: it may only stand
    /// directly above one of them.
    package var entries: [DestinationName] { storage.entries }
    /// Whether it may only be reached from inside the app.
    package var isInternal: Bool { storage.access == .internal }
    /// Whether the user can swipe the modal layer it roots away (or, for a popover, tap beside
    /// it): a sheet, a popover or an inspector, unless declared with
    /// ``DestinationDeclaration/Case/interactiveDismissDisabled()``; never a full-screen cover, which
    /// has no such gesture, nor a screen that is not modal.
    package var allowsInteractiveDismissal: Bool {
        switch storage.presentation {
        case .modal(.sheet), .modal(.popover), .modal(.inspector): !storage.swipeDismissDisabled
        case .modal(.fullScreenCover), .tabRoot, .push, .pushInModal: false
        }
    }
    /// The view a screen of this destination zooms out of, when the user opens it from a screen
    /// that shows that view (``DestinationDeclaration/Case/zooms(from:)``): any view of its name;
    /// `nil`: it never zooms.
    package var zoomSource: PresentationSource? { storage.zoomSource }
    /// The sizes the sheet it roots can take, smallest first; it opens at the first. Empty when
    /// it declares none.
    package var detents: [SheetDetent] { storage.detents }
    /// Patterns this destination's link had before: links and snapshots written with them still
    /// open it, and its canonical link is written with ``link``.
    var formerLinks: [LinkPattern] { storage.formerLinks }

    public static func == (lhs: Destination, rhs: Destination) -> Bool {
        lhs.storage === rhs.storage
            || (lhs.name == rhs.name && lhs.feature == rhs.feature && lhs.routeTypeKey == rhs.routeTypeKey
                && lhs.presentation == rhs.presentation && lhs.access == rhs.access && lhs.tabBar == rhs.tabBar
                && lhs.link == rhs.link && lhs.requirements == rhs.requirements && lhs.entries == rhs.entries
                && lhs.allowsInteractiveDismissal == rhs.allowsInteractiveDismissal && lhs.detents == rhs.detents
                && lhs.formerLinks == rhs.formerLinks && lhs.zoomSource == rhs.zoomSource)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(routeTypeKey)
    }
}
